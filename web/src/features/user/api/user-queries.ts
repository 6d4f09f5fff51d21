import { useEffect } from 'react';
import { skipToken } from '@tanstack/react-query';
import { type TransactionKind } from '@site/contract';
import { type z } from 'zod';
import { userContract } from '@site/contract/domains/user';
import { createApiClient } from '@/lib/api-client';
import { memberKeys } from '@/lib/member-keys';
import { useMemberCredit } from '@/lib/member-credit';
import { renewToken, updateCurrentUser } from '@/lib/session';

const userApi = createApiClient(userContract);

export type TransactionKindId = z.infer<typeof TransactionKind>;
export interface TransactionFilter {
  kind?: TransactionKindId | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

export const userKeys = {
  ...memberKeys,
  winLossRange: (uuid: string, start: string, end: string) => [...memberKeys.winLoss(uuid), start, end] as const,
  transactionList: (uuid: string, filter: TransactionFilter) =>
    [...memberKeys.transactions(uuid), filter.kind ?? 'all', filter.start ?? '', filter.end ?? ''] as const,
};

/** The profile; never requested without a uuid (spec 7). Keeps local storage's copy fresh. */
export function useUserDetail(uuid: string | undefined) {
  const query = userApi.detail.useQuery({
    queryKey: userKeys.detail(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
  const profile = query.data;
  useEffect(() => {
    if (profile) updateCurrentUser(profile);
  }, [profile]);
  return query;
}

/** The member's credit; only the latest response applies (see lib/member-credit). */
export const useCredit = useMemberCredit;

export function useUserLevel(uuid: string | undefined) {
  return userApi.level.useQuery({
    queryKey: userKeys.level(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    select: (response) => response.body.data,
  });
}

export function useWinLoss(uuid: string | undefined, range: { start: string; end: string }) {
  return userApi.winLoss.useQuery({
    queryKey: userKeys.winLossRange(uuid ?? '', range.start, range.end),
    queryData: uuid ? { params: { uuid }, query: range } : skipToken,
    select: (response) => response.body.data,
  });
}

export function useTransactions(uuid: string | undefined, filter: TransactionFilter = {}) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as TransactionFilter;
  return userApi.transactions.useQuery({
    queryKey: userKeys.transactionList(uuid ?? '', filter),
    queryData: uuid ? { params: { uuid }, query } : skipToken,
    select: (response) => response.body.data,
  });
}

/** The answer's token replaces the stored one: the change ended every earlier session (docs/design/mock.md#sessions). */
export function useChangePassword() {
  return userApi.changePassword.useMutation({
    onSuccess: (response, variables) => renewToken(variables.params.uuid, response.body.token),
  });
}
