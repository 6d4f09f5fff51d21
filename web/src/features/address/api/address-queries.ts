import { tsr } from '@/lib/api-client';

export const addressKeys = {
  all: ['address'] as const,
  mine: () => [...addressKeys.all, 'mine'] as const,
};

export function useMyAddress() {
  return tsr.address.mine.useQuery({ queryKey: addressKeys.mine(), select: (response) => response.body.data });
}
