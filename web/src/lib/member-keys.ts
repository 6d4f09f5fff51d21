import { type QueryClient } from '@tanstack/react-query';

/**
 * Query keys of member data that several features change: credit moves with deposits,
 * withdrawals, mini-games, check-in, affiliate withdrawals and game rounds, and every such
 * movement is a line of the transaction history and (for games) of win/loss. Features may not
 * import each other, so these keys live here; the user feature builds its queries on them.
 */
export const memberKeys = {
  all: ['user'] as const,
  detail: (uuid: string) => [...memberKeys.all, 'detail', uuid] as const,
  credit: (username: string) => [...memberKeys.all, 'credit', username] as const,
  level: (uuid: string) => [...memberKeys.all, 'level', uuid] as const,
  /** Prefix of every win/loss range of a member. */
  winLoss: (uuid: string) => [...memberKeys.all, 'win-loss', uuid] as const,
  /** Prefix of every transaction-history filter of a member. */
  transactions: (uuid: string) => [...memberKeys.all, 'transactions', uuid] as const,
  /** Pending withdrawals with the limits now; `maxNow` depends on the credit. */
  withdrawRequests: (uuid: string) => ['withdraw', 'requests', uuid] as const,
  /** The member's reward requests: claimed with points or won in flip-card-reward. */
  rewardHistory: (uuid: string) => ['rewards', 'history', uuid] as const,
};

export interface MemberRef {
  uuid: string;
  username: string;
}

/**
 * After a movement of credit: the credit, the profile (it carries user_credit), the
 * transaction history and the withdraw limits (the largest withdrawal now depends on credit). Game rounds also change win/loss (`games: true`); deposits may change
 * the level (`level: true`).
 */
export function invalidateCreditMovement(
  client: QueryClient,
  member: MemberRef,
  also: { games?: boolean; level?: boolean } = {},
): Promise<unknown> {
  const keys: (readonly unknown[])[] = [
    memberKeys.credit(member.username),
    memberKeys.detail(member.uuid),
    memberKeys.transactions(member.uuid),
    memberKeys.withdrawRequests(member.uuid),
  ];
  if (also.games) keys.push(memberKeys.winLoss(member.uuid));
  if (also.level) keys.push(memberKeys.level(member.uuid));
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
