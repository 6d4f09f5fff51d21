import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Fault } from '@site/contract/mock-control';
import { okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

/** The member API's routes a fault can be set on; they change only with a new mock build. */
export function useMemberApiRoutes() {
  const { api } = useControlApi();
  return api.routes.useQuery({ queryKey: keys.routes, select: (response) => response.body, staleTime: Infinity });
}

export function useActiveFaults() {
  const { namespace, api } = useControlApi();
  return api.faults.useQuery({
    queryKey: keys.faults(namespace),
    select: (response) => response.body,
    // one-shot faults are used up by the member site: keep the list true
    refetchInterval: 3000,
  });
}

function useReadFaultsAgain() {
  const { namespace } = useControlApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.faults(namespace) });
}

/** An add answers the fault only (docs/design/mock.md#bounds): the list is read again. */
export function useAddFault() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (fault: Fault) => okBody(await api.addFault.mutate({ body: fault })),
    onSuccess: useReadFaultsAgain(),
  });
}

export function useClearFaults() {
  const { api } = useControlApi();
  return useMutation({ mutationFn: async () => okBody(await api.clearFaults.mutate()), onSuccess: useReadFaultsAgain() });
}
