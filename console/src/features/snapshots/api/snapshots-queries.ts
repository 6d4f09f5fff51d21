import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

/** Snapshots kept on the mock under a name (the mock's, not the namespace's), newest first. */
export function useSavedSnapshots() {
  const { api } = useControlApi();
  return api.savedSnapshots.useQuery({ queryKey: keys.savedSnapshots, select: (response) => response.body });
}

/** The namespace's whole state as JSON, for a file. */
export function useDownloadSnapshot() {
  const { api } = useControlApi();
  return useMutation({ mutationFn: async () => okBody(await api.snapshot.query()) });
}

/** A restore changes everything of the namespace the console shows: all is read again. */
function useReadAllAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useRestoreFromFile() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (snapshot: Record<string, unknown>) => okBody(await api.restore.mutate({ body: snapshot })),
    onSuccess: useReadAllAgain(),
  });
}

export function useRestoreSnapshot() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (name: string) => okBody(await api.restoreSnapshot.mutate({ params: { name }, body: {} })),
    onSuccess: useReadAllAgain(),
  });
}

function useReadSavedAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.savedSnapshots });
}

/**
 * A name kept from another namespace is replaced only after the tester said yes to it (the mock
 * refuses it otherwise): `confirmed` says so.
 */
export function useSaveSnapshot() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async ({ name, confirmed }: { name: string; confirmed: boolean }) =>
      okBody(await api.saveSnapshot.mutate({ params: { name }, body: { overwriteOtherNamespace: confirmed } })),
    onSuccess: useReadSavedAgain(),
  });
}

/** Deletes are confirmed by the tester first, so one kept from another namespace may go too. */
export function useDeleteSnapshot() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (name: string) => okBody(await api.deleteSnapshot.mutate({ params: { name }, query: { otherNamespace: 'allow' } })),
    onSuccess: useReadSavedAgain(),
  });
}
