import { useQuery } from '@tanstack/react-query';
import { type GAME_CATEGORIES } from '@site/contract/rules';
import { expectOk, tsr } from '@/lib/api-client';

export type GameCategoryId = (typeof GAME_CATEGORIES)[number];

export const gamesKeys = {
  all: ['games'] as const,
  tiles: (category: GameCategoryId) => [...gamesKeys.all, 'tiles', category] as const,
  list: (gameType: string, gameCate: string) => [...gamesKeys.all, 'list', gameType, gameCate] as const,
};

export function useCategoryTiles(category: GameCategoryId) {
  return tsr.games.categoryTiles.useQuery({
    queryKey: gamesKeys.tiles(category),
    queryData: { params: { gameCate: category } },
    select: (response) => response.body.data,
  });
}

/** Games of one type and provider; a POST read as a query. */
export function useGameList(gameType: string, gameCate: string) {
  return useQuery({
    queryKey: gamesKeys.list(gameType, gameCate),
    queryFn: async ({ signal }) => expectOk(await tsr.games.gameList.mutate({ body: { gameType, gameCate }, fetchOptions: { signal } })).body.data,
  });
}
