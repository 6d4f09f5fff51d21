import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { flipCardContract } from '@site/contract/domains/flip-card';
import { gamesContract } from '@site/contract/domains/games';
import { settingsContract } from '@site/contract/domains/settings';
import { wheelContract } from '@site/contract/domains/wheel';
import { createApiClient, expectOk } from '@/lib/api-client';
import { invalidateCreditMovement, memberKeys, type MemberRef } from '@/lib/member-keys';

const gamesApi = createApiClient(gamesContract);
const wheelApi = createApiClient(wheelContract);
const flipCardApi = createApiClient(flipCardContract);
const settingsApi = createApiClient(settingsContract);

export const mediaKeys = {
  all: ['media'] as const,
  miniGames: () => [...mediaKeys.all, 'mini-games'] as const,
  wheel: () => [...mediaKeys.all, 'wheel'] as const,
  wheelLog: () => [...mediaKeys.all, 'wheel-log'] as const,
  flipCardLogs: () => [...mediaKeys.all, 'flip-card-logs'] as const,
  rewardRequests: () => [...mediaKeys.all, 'reward-requests'] as const,
  /** Every member artwork entry, from one GET /api/auth/configuration/list. */
  memberConfiguration: () => [...mediaKeys.all, 'member-configuration'] as const,
};

export const WHEEL_LOG_LIMIT = 20;

export function useMiniGames() {
  return gamesApi.miniGames.useQuery({ queryKey: mediaKeys.miniGames(), select: (response) => response.body.data });
}

export function useWheel() {
  return wheelApi.wheel.useQuery({ queryKey: mediaKeys.wheel(), select: (response) => response.body.data });
}

/** The member's spins, newest first; a POST read as a query. */
export function useWheelLog() {
  return useQuery({
    queryKey: mediaKeys.wheelLog(),
    queryFn: async ({ signal }) =>
      expectOk(await wheelApi.log.mutate({ body: { limit: WHEEL_LOG_LIMIT }, fetchOptions: { signal } })).body.data,
  });
}

/**
 * The server draws the segment and credits it. The wheel's spins left and log change with the
 * credit; the screen shows the reward once the wheel has stopped on the drawn segment.
 */
/**
 * What a spin changes (spins left, the log, the credit), fetched again when the wheel stops:
 * fetched at once, the header's credit and the spins left would give the draw away while the
 * wheel still turns (docs/design/web-app.md#games).
 */
export function useWheelSpinEffects(member: MemberRef): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const { uuid, username } = member;
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaKeys.wheel() }),
        queryClient.invalidateQueries({ queryKey: mediaKeys.wheelLog() }),
        invalidateCreditMovement(queryClient, { uuid, username }),
      ]),
    [queryClient, uuid, username],
  );
}

/** A spin: on failure the state is fetched again at once; on success when the wheel stops (useWheelSpinEffects). */
export function useSpinWheel(member: MemberRef) {
  const refetchEffects = useWheelSpinEffects(member);
  return wheelApi.spin.useMutation({ onError: () => refetchEffects() });
}

export function useFlipCardLogs() {
  return flipCardApi.logs.useQuery({ queryKey: mediaKeys.flipCardLogs(), select: (response) => response.body.data });
}

export function usePickCard(member: MemberRef) {
  const queryClient = useQueryClient();
  return flipCardApi.randomReward.useMutation({
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mediaKeys.flipCardLogs() }), invalidateCreditMovement(queryClient, member)]),
  });
}

/** A prize becomes a reward request: the mini-game list and the rewards history change. */
export function usePickRewardCard(member: MemberRef) {
  const queryClient = useQueryClient();
  return flipCardApi.rewardRandom.useMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaKeys.flipCardLogs() }),
        queryClient.invalidateQueries({ queryKey: mediaKeys.rewardRequests() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.rewardHistory(member.uuid) }),
      ]),
  });
}

/** Rewards won on flip-card-reward and requested from them. */
export function useMyRewardRequests() {
  return flipCardApi.myRewardRequests.useQuery({ queryKey: mediaKeys.rewardRequests(), select: (response) => response.body.data });
}

/**
 * One member artwork entry, e.g. `member.media.movie`, or null when the brand has none. All
 * tiles share one GET /api/auth/configuration/list (spec 7) instead of a call per key.
 */
export function useMemberConfigEntry(key: string) {
  return settingsApi.memberConfiguration.useQuery({
    queryKey: mediaKeys.memberConfiguration(),
    staleTime: 10 * 60_000,
    select: (response) => response.body.data.find((entry) => entry.key === key) ?? null,
  });
}
