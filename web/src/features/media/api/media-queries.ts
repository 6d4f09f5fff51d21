import { tsr } from '@/lib/api-client';

export const mediaKeys = {
  all: ['media'] as const,
  miniGames: () => [...mediaKeys.all, 'mini-games'] as const,
  wheel: () => [...mediaKeys.all, 'wheel'] as const,
  flipCardLogs: () => [...mediaKeys.all, 'flip-card-logs'] as const,
  rewardRequests: () => [...mediaKeys.all, 'reward-requests'] as const,
};

export function useMiniGames() {
  return tsr.games.miniGames.useQuery({ queryKey: mediaKeys.miniGames(), select: (response) => response.body.data });
}

export function useWheel() {
  return tsr.wheel.wheel.useQuery({ queryKey: mediaKeys.wheel(), select: (response) => response.body.data });
}

export function useFlipCardLogs() {
  return tsr.flipCard.logs.useQuery({ queryKey: mediaKeys.flipCardLogs(), select: (response) => response.body.data });
}

/** Rewards won on flip-card-reward and requested from them. */
export function useMyRewardRequests() {
  return tsr.flipCard.myRewardRequests.useQuery({ queryKey: mediaKeys.rewardRequests(), select: (response) => response.body.data });
}

/** One configuration entry for members, e.g. the movie page's artwork `member.media.movie`. */
export function useMemberConfigEntry(key: string) {
  return tsr.settings.configurationByKey.useQuery({
    queryKey: [...mediaKeys.all, 'config', key],
    queryData: { query: { key } },
    select: (response) => response.body.data,
  });
}
