import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientInferRequest } from '@ts-rest/core';
import { MEMBERS_PAGE, type mockControlContract } from '@site/contract/mock-control';
import { okBody, useControlApi } from '@/lib/control';
import { openMemberSite } from '@/lib/member-site';
import { keys } from '@/lib/query';

/**
 * One page of the namespace's members matching `search`: the page after `after`, the last
 * username of the page before (docs/design/mock.md#bounds), or the first.
 */
export function useMembersPage(search: string, after: string | undefined) {
  const { namespace, api } = useControlApi();
  return api.members.useQuery({
    queryKey: [...keys.members(namespace, search), after ?? ''],
    queryData: {
      query: {
        include: 'all',
        limit: MEMBERS_PAGE.default,
        ...(search === '' ? {} : { q: search }),
        ...(after === undefined ? {} : { after }),
      },
    },
    select: (response) => response.body,
    placeholderData: keepPreviousData,
  });
}

/** A member change shows in every list and count of the namespace: all of it is read again. */
function useReadNamespaceAgain() {
  const { namespace } = useControlApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.namespace(namespace) });
}

type NewMember = ClientInferRequest<typeof mockControlContract.createMember>['body'];

/** A new member also changes the namespace list's member count. */
export function useCreateMember() {
  const { api } = useControlApi();
  const queryClient = useQueryClient();
  const readNamespaceAgain = useReadNamespaceAgain();
  return useMutation({
    mutationFn: async (body: NewMember) => okBody(await api.createMember.mutate({ body })),
    onSuccess: () => Promise.all([readNamespaceAgain(), queryClient.invalidateQueries({ queryKey: keys.namespaces })]),
  });
}

export function useSetLevel(username: string) {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (level: number) => okBody(await api.setLevel.mutate({ params: { username }, body: { level } })),
    onSuccess: useReadNamespaceAgain(),
  });
}

type LedgerLine = ClientInferRequest<typeof mockControlContract.ledger>['body'];

/** A deposit or adjustment on the member's ledger, with a note that says it came from QA. */
export function usePostLedgerLine(username: string) {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (line: LedgerLine) => okBody(await api.ledger.mutate({ params: { username }, body: line })),
    onSuccess: useReadNamespaceAgain(),
  });
}

/** Opens the member site in a new tab, logged in as the member through the control API's session route. */
export function useLogInAs(username: string) {
  const { namespace, api } = useControlApi();
  return useMutation({
    mutationFn: () => openMemberSite(namespace, async () => okBody(await api.memberSession.mutate({ params: { username }, body: {} }))),
  });
}
