import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StubInput } from '@site/contract/mock-control';
import { okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

export function useActiveStubs() {
  const { namespace, api } = useControlApi();
  return api.stubs.useQuery({
    queryKey: keys.stubs(namespace),
    select: (response) => response.body,
    // stubs with a count are used up by the member site: keep the list true
    refetchInterval: 3000,
  });
}

function useReadStubsAgain() {
  const { namespace } = useControlApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.stubs(namespace) });
}

/** An add answers the stub only (docs/design/mock.md#bounds): the list is read again. */
export function useAddStub() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (stub: StubInput) => okBody(await api.addStub.mutate({ body: stub })),
    onSuccess: useReadStubsAgain(),
  });
}

export function useDeleteStub() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (id: string) => okBody(await api.deleteStub.mutate({ params: { id } })),
    onSuccess: useReadStubsAgain(),
  });
}

export function useClearStubs() {
  const { api } = useControlApi();
  return useMutation({ mutationFn: async () => okBody(await api.clearStubs.mutate()), onSuccess: useReadStubsAgain() });
}
