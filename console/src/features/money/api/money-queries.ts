import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

/** A member's ledger with running balance, withdrawals, slips and deposits. */
export function useMemberMoney(username: string) {
  const { namespace, api } = useControlApi();
  return api.money.useQuery({
    queryKey: keys.money(namespace, username),
    queryData: { params: { username } },
    select: (response) => response.body,
  });
}

/** Money moves change the member list's credit too: everything of the namespace is read again. */
function useReadNamespaceAgain() {
  const { namespace } = useControlApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.namespace(namespace) });
}

export type WithdrawalMove = { id: string; action: 'approve' | 'fail' | 'reject' };

/** Moves a withdrawal on as the back office would: paid, failed (refunded) or rejected (refunded). */
export function useMoveWithdrawal() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async ({ id, action }: WithdrawalMove) => okBody(await api.moveWithdrawal.mutate({ params: { id }, body: { action } })),
    onSuccess: useReadNamespaceAgain(),
  });
}

export type SlipMove = { id: string; action: 'approve' | 'reject' };

/** Settles a slip the mock could not read itself: approved (credited) or rejected. */
export function useSettleSlip() {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async ({ id, action }: SlipMove) => okBody(await api.settleSlip.mutate({ params: { id }, body: { action } })),
    onSuccess: useReadNamespaceAgain(),
  });
}

/** A bank transfer the member may deposit once by slip: its QR payload and its picture. */
export function useMintSlip(username: string) {
  const { api } = useControlApi();
  return useMutation({
    mutationFn: async (amount: number) => okBody(await api.mintSlip.mutate({ params: { username }, body: { amount } })),
    onSuccess: useReadNamespaceAgain(),
  });
}
