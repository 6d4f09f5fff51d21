import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { memberKeys } from '@/lib/member-keys';

export const addressKeys = {
  all: ['address'] as const,
  mine: () => [...addressKeys.all, 'mine'] as const,
};

export function useMyAddress() {
  return tsr.address.mine.useQuery({ queryKey: addressKeys.mine(), select: (response) => response.body.data });
}

/** PATCH the address: the saved one is written back to its query; the profile carries it too. */
export function useSaveAddress(uuid: string) {
  const queryClient = useQueryClient();
  const tsrClient = tsr.useQueryClient();
  return tsr.address.update.useMutation({
    onSuccess: (response) => {
      tsrClient.address.mine.setQueryData(addressKeys.mine(), (previous) =>
        previous ? { ...previous, body: { ...previous.body, data: response.body.data } } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(uuid) });
    },
  });
}
