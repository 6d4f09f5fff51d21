import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ALL_GAMES, DEFAULT_GAME_CATEGORY, GAME_CATEGORIES } from '@site/contract/rules';
import { gamesContract } from '@site/contract/domains/games';
import { createApiClient, expectOk } from '@/lib/api-client';
import { invalidateCreditMovement, type MemberRef } from '@/lib/member-keys';
import { readItem, writeItem } from '@/lib/storage';

const gamesApi = createApiClient(gamesContract);

export type GameCategoryId = (typeof GAME_CATEGORIES)[number];
/**
 * What the games screen lists: the tiles of one of the API's six categories, or the slot
 * providers (slot games come by provider, not as a category of tiles; spec 4).
 */
export type GamesChoice = 'slot' | GameCategoryId;
export const GAMES_CHOICES: readonly GamesChoice[] = ['slot', ...GAME_CATEGORIES];

export const gamesKeys = {
  all: ['games'] as const,
  hot: ['games', 'hot'] as const,
  list: (gameType: string, gameCate: string) => [...gamesKeys.all, 'list', gameType, gameCate] as const,
};

/** The games marked hot, as tiles that open directly. */
export function useHotGames() {
  return gamesApi.categoryTiles.useQuery({
    queryKey: gamesKeys.hot,
    queryData: { params: { gameCate: 'hot' } },
    staleTime: 10 * 60_000,
    select: (response) =>
      response.body.data.map((tile) => ({
        id: tile.id,
        name: tile.name,
        image: tile.image,
        gameCate: tile.gameCate,
        marks: ['hot' as const],
      })),
  });
}

/** Games of one type and provider, or (`all`, `all`) every game of the catalogue; a POST read as a query. */
export function useGameList(gameType: string = ALL_GAMES, gameCate: string = ALL_GAMES) {
  return useQuery({
    queryKey: gamesKeys.list(gameType, gameCate),
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      expectOk(await gamesApi.gameList.mutate({ body: { gameType, gameCate }, fetchOptions: { signal } })).body.data,
  });
}

export function useOpenGame() {
  return gamesApi.openGame.useMutation();
}

/** Cash-out settles open rounds: credit, history and win/loss change. */
export function useCashOut(member: MemberRef) {
  const queryClient = useQueryClient();
  return gamesApi.cashOut.useMutation({ onSettled: () => invalidateCreditMovement(queryClient, member, { games: true }) });
}

const CATEGORY_KEY = 'member-site.game-category';
const OPEN_MODE_KEY = 'member-site.game-open-mode';

function isChoice(value: string | null): value is GamesChoice {
  return value !== null && (GAMES_CHOICES as readonly string[]).includes(value);
}

/**
 * The selected category (spec 3, 4): sport by default, remembered between visits. A link may ask
 * for one (`?category=lotto`: the same screen serves lottery and all games).
 */
export function readGameCategory(requested?: string | null): GamesChoice {
  if (requested !== undefined && isChoice(requested)) return requested;
  const stored = readItem(CATEGORY_KEY);
  return isChoice(stored) ? stored : DEFAULT_GAME_CATEGORY;
}

export function rememberGameCategory(category: GamesChoice): void {
  writeItem(CATEGORY_KEY, category);
}

/** Where a game opens on a wide screen: the game view (default) or a new tab; a phone always fills its screen. */
export type OpenMode = 'tab' | 'frame';

export function readOpenMode(): OpenMode {
  return readItem(OPEN_MODE_KEY) === 'tab' ? 'tab' : 'frame';
}

export function rememberOpenMode(mode: OpenMode): void {
  writeItem(OPEN_MODE_KEY, mode);
}
