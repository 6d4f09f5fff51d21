import { useMutation, useQueryClient } from '@tanstack/react-query';
import { controlApi, okBody, useControlApi } from '@/lib/control';
import { chooseNamespace, DEFAULT_NAMESPACE } from '@/lib/namespace';
import { keys } from '@/lib/query';
import { useMockState } from '@/lib/shared-queries';

/**
 * Every namespace of the mock. Asked in the default namespace: a control call creates the
 * namespace it names, and the list must not bring a just-deleted one back.
 */
export function useNamespaces() {
  return controlApi(DEFAULT_NAMESPACE).namespaces.useQuery({
    queryKey: keys.namespaces,
    select: (response) => response.body.namespaces,
  });
}

/** A namespace is made on purpose (a read never makes one); everything about it is read again. */
export function useCreateNamespace() {
  const queryClient = useQueryClient();
  return useMutation({
    // named in the header too: mock replicas behind nginx hash on it, so the namespace is made where its calls will go
    mutationFn: async (name: string) => okBody(await controlApi(name).createNamespace.mutate({ body: { namespace: name } })),
    onSuccess: async (state) => {
      await queryClient.invalidateQueries({ queryKey: keys.namespace(state.namespace) });
      await queryClient.invalidateQueries({ queryKey: keys.namespaces });
    },
  });
}

/**
 * Whether the mock has no namespace by the console's name (deleted by a colleague, a mock
 * restarted without MOCK_DATA_DIR, a report's namespace from a mock that is gone): its state
 * read answers 404 UNKNOWN_NAMESPACE instead of making a fresh one.
 */
export function useNamespaceMissing(): boolean {
  const state = useMockState();
  const error = state.error as { status?: number; body?: { code?: string } } | null;
  return error?.status === 404 && error.body?.code === 'UNKNOWN_NAMESPACE';
}

/** Back to the seeded state: everything the console shows is read again. */
export function useResetNamespace() {
  const { api } = useControlApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => okBody(await api.reset.mutate({ body: {} })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * Deletes the namespace the console works on and moves the console to the default one. Nothing
 * may ask about the deleted namespace again (that would create it anew): its queries go first.
 */
export function useDeleteNamespace() {
  const { namespace } = useControlApi();
  const queryClient = useQueryClient();
  return useMutation({
    // named in the header, as a create is: mock replicas behind nginx hash on it, so the delete reaches the replica holding it
    mutationFn: async () => okBody(await controlApi(namespace).deleteNamespace.mutate({ params: { namespace } })),
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: keys.namespace(namespace) });
      queryClient.removeQueries({ queryKey: keys.namespace(namespace) });
      chooseNamespace(DEFAULT_NAMESPACE);
      await queryClient.invalidateQueries({ queryKey: keys.namespaces });
    },
  });
}
