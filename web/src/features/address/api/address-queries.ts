import { useQueryClient } from '@tanstack/react-query';
import { addressContract } from '@site/contract/domains/address';
import { createApiClient } from '@/lib/api-client';
import { memberKeys } from '@/lib/member-keys';

const addressApi = createApiClient(addressContract);

export const addressKeys = {
  all: ['address'] as const,
  mine: () => [...addressKeys.all, 'mine'] as const,
};

export function useMyAddress() {
  return addressApi.mine.useQuery({ queryKey: addressKeys.mine(), select: (response) => response.body.data });
}

/** PATCH the address: the saved one is written back to its query; the profile carries it too. */
export function useSaveAddress(uuid: string) {
  const queryClient = useQueryClient();
  const tsrClient = addressApi.useQueryClient();
  return addressApi.update.useMutation({
    onSuccess: (response) => {
      tsrClient.mine.setQueryData(addressKeys.mine(), (previous) =>
        previous ? { ...previous, body: { ...previous.body, data: response.body.data } } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(uuid) });
    },
  });
}
