import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AffiliateLogType } from '@site/contract';
import { type z } from 'zod';
import { affiliateContract } from '@site/contract/domains/affiliate';
import { createApiClient, expectOk } from '@/lib/api-client';
import { invalidateCreditMovement, type MemberRef } from '@/lib/member-keys';

const affiliateApi = createApiClient(affiliateContract);

export type AffiliateLogKind = z.infer<typeof AffiliateLogType>;
export interface DayRange {
  start: string;
  end: string;
}

export const affiliateKeys = {
  all: ['affiliate'] as const,
  bonus: (username: string) => [...affiliateKeys.all, 'bonus', username] as const,
  code: (uuid: string) => [...affiliateKeys.all, 'code', uuid] as const,
  downline: (username: string) => [...affiliateKeys.all, 'downline', username] as const,
  downlineBonus: (username: string, range: DayRange) => [...affiliateKeys.all, 'downline-bonus', username, range.start, range.end] as const,
  /** Prefix of every log query of a member. */
  logsOf: (username: string) => [...affiliateKeys.all, 'logs', username] as const,
  logs: (username: string, type: AffiliateLogKind, range: DayRange) =>
    [...affiliateKeys.logsOf(username), type, range.start, range.end] as const,
};

export function useAffiliateBonus(username: string | undefined) {
  return affiliateApi.bonus.useQuery({
    queryKey: affiliateKeys.bonus(username ?? ''),
    queryData: username ? { params: { username } } : skipToken,
    select: (response) => response.body.data,
  });
}

/** GET /api/auth/affiliate/code/{uuid}: the invite code; it never changes, so it is asked once. */
export function useAffiliateCode(uuid: string | undefined) {
  return affiliateApi.code.useQuery({
    queryKey: affiliateKeys.code(uuid ?? ''),
    queryData: uuid ? { params: { uuid } } : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    select: (response) => response.body.data.code,
  });
}

export function useDownline(username: string | undefined) {
  return affiliateApi.downline.useQuery({
    queryKey: affiliateKeys.downline(username ?? ''),
    queryData: username ? { params: { username } } : skipToken,
    select: (response) => response.body.data,
  });
}

/** Bonus per downline member over a range; a POST read as a query. */
export function useDownlineBonus(username: string, range: DayRange) {
  return useQuery({
    queryKey: affiliateKeys.downlineBonus(username, range),
    queryFn: async ({ signal }) =>
      expectOk(await affiliateApi.downlineBonus.mutate({ params: { username }, body: range, fetchOptions: { signal } })).body.data,
  });
}

export function useAffiliateLogs(username: string, type: AffiliateLogKind, range: DayRange) {
  return useQuery({
    queryKey: affiliateKeys.logs(username, type, range),
    queryFn: async ({ signal }) =>
      expectOk(await affiliateApi.logs.mutate({ params: { username }, body: { type, ...range }, fetchOptions: { signal } })).body.data,
  });
}

/**
 * Moves affiliate bonus into credit: the bonus comes back in the answer (written to its query),
 * the logs gain a line, and the credit moves.
 */
export function useWithdrawAffiliateBonus(member: MemberRef) {
  const queryClient = useQueryClient();
  const tsrClient = affiliateApi.useQueryClient();
  return affiliateApi.withdraw.useMutation({
    onSuccess: (response) => {
      tsrClient.bonus.setQueryData(affiliateKeys.bonus(member.username), (previous) =>
        previous ? { ...previous, body: { ...previous.body, data: response.body.data.bonus } } : previous,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: affiliateKeys.bonus(member.username) }),
        queryClient.invalidateQueries({ queryKey: affiliateKeys.logsOf(member.username) }),
        invalidateCreditMovement(queryClient, member),
      ]),
  });
}
