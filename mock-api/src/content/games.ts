import { type GAME_CATEGORIES, PROVIDER_NAMES, SLOT_PROVIDERS } from '@site/contract/rules';
import type { Game, GameTile } from '@site/contract';

/**
 * The game catalogue: slot providers with their games, and the tiles of each category. Fixed
 * data (not seeded) so links and screenshots stay stable; artwork is generated per game.
 */
type Category = (typeof GAME_CATEGORIES)[number];

export { PROVIDER_NAMES };

const FIRST = ['Golden', 'Dragon', 'Lucky', 'Fortune', 'Tiger', 'Panda', 'Phoenix', 'Koi', 'Temple', 'Treasure', 'Mango', 'Elephant'];
const SECOND = ['Riches', 'Spin', 'Legend', 'Bonanza', 'Quest', 'Wilds', 'Gems', 'Festival', 'Empire', 'Rush', 'Kingdom', 'Jackpot'];
const GAMES_PER_PROVIDER = 12;

function gameImage(id: string): string {
  return `/mock-cdn/games/art/${id}.svg`;
}

function buildGames(): Game[] {
  const games: Game[] = [];
  SLOT_PROVIDERS.forEach((provider, p) => {
    for (let i = 0; i < GAMES_PER_PROVIDER; i += 1) {
      const id = `${provider}-${String(i + 1).padStart(3, '0')}`;
      const name = `${FIRST[(i + p * 5) % FIRST.length]} ${SECOND[(i * 7 + p * 3) % SECOND.length]}`;
      // the last game of each provider is under maintenance, so the closed state is reachable
      games.push({ id, name, gameType: 'slot', gameCate: provider, image: gameImage(id), enabled: i < GAMES_PER_PROVIDER - 1 });
    }
  });
  const extra: Array<[gameType: Category, gameCate: string, names: string[]]> = [
    ['fishing', 'FH', ['Ocean King', 'Fishing War', 'Golden Shark', 'Mermaid Hunt']],
    ['fishing', 'JK', ['Fish Hunter 2', 'Crab Avenger']],
    ['card', 'KM', ['ไพ่ป๊อกเด้ง', 'ไฮโล', 'น้ำเต้าปูปลา', 'เสือมังกร']],
    ['casino', 'SA', ['บาคาร่า SA']],
    ['casino', 'SEXY', ['Sexy Baccarat']],
    ['casino', 'DG', ['Dream Baccarat']],
    ['casino', 'WM', ['WM Roulette']],
    ['sport', 'SBO', ['SBOBET Sports']],
    ['sport', 'UFA', ['UFA ฟุตบอล']],
    ['lotto', 'HUAY', ['หวยรัฐบาลไทย']],
    ['lotto', 'YEEKEE', ['ยี่กี 5 นาที']],
    ['lotto', 'HANOI', ['ฮานอยปกติ']],
  ];
  for (const [gameType, gameCate, names] of extra) {
    names.forEach((name, i) => {
      const id = `${gameType}-${gameCate}-${i + 1}`;
      games.push({ id, name, gameType, gameCate, image: gameImage(id), enabled: true });
    });
  }
  return games;
}

export const GAMES: readonly Game[] = buildGames();

export function findGame(id: string): Game | undefined {
  return GAMES.find((g) => g.id === id);
}

export function gamesOf(gameType: string, gameCate: string): Game[] {
  return GAMES.filter((g) => g.gameType.toLowerCase() === gameType.toLowerCase() && g.gameCate.toLowerCase() === gameCate.toLowerCase());
}

function providerTile(category: Category, gameType: string, gameCate: string): GameTile {
  const list = gamesOf(gameType, gameCate);
  const direct = list.length === 1;
  const only = list[0];
  return {
    id: direct && only ? only.id : `${category}-${gameCate}`,
    name: PROVIDER_NAMES[gameCate] ?? gameCate,
    category,
    gameType,
    gameCate,
    image: `/mock-cdn/games/tiles/${category}-${gameCate}.svg`,
    direct,
  };
}

/** A one-game provider opens directly; a provider with several lists its games. */
export function categoryTiles(category: Category): GameTile[] {
  switch (category) {
    case 'casino':
      return ['SA', 'SEXY', 'DG', 'WM'].map((p) => providerTile('casino', 'casino', p));
    case 'sport':
      return ['SBO', 'UFA'].map((p) => providerTile('sport', 'sport', p));
    case 'fishing':
      return ['FH', 'JK'].map((p) => providerTile('fishing', 'fishing', p));
    case 'card':
      return [providerTile('card', 'card', 'KM')];
    case 'lotto':
      return ['HUAY', 'YEEKEE', 'HANOI'].map((p) => providerTile('lotto', 'lotto', p));
    case 'hot':
      return SLOT_PROVIDERS.map((provider) => {
        const game = GAMES.find((g) => g.gameCate === provider && g.gameType === 'slot');
        if (!game) throw new RangeError(`no game for ${provider}`);
        return { id: game.id, name: game.name, category: 'hot', gameType: 'slot', gameCate: provider, image: game.image, direct: true };
      });
  }
}

/** Outcomes of a demo round: multiplier and weight; expected return 96%. */
export const ROUND_OUTCOMES: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0, weight: 57 },
  { multiplier: 0.5, weight: 10 },
  { multiplier: 1, weight: 12 },
  { multiplier: 2, weight: 12 },
  { multiplier: 5, weight: 7 },
  { multiplier: 10, weight: 2 },
];

/**
 * The home page's hot games, as configuration entries `home.hotGame.N` (decision 163): the
 * thumbnail in `path`, the game's and provider's names, the provider's logo. A fixed pick so
 * the lobby and its screenshots stay stable.
 */
const HOT_GAME_IDS = ['JK-001', 'SG-002', 'AC-003', 'XE-003', 'casino-SA-1', 'fishing-FH-1', 'JK-010', 'card-KM-1'] as const;
export const HOT_GAME_KEYS = HOT_GAME_IDS.map((_, index) => `home.hotGame.${index + 1}` as const);

export function providerLogoPath(code: string): string {
  return `/mock-cdn/providers/logos/${code}.svg`;
}

export function hotGameEntryData(key: string): { path: string; title: string; caption: string; logo: string } | null {
  const index = (HOT_GAME_KEYS as readonly string[]).indexOf(key);
  const game = index >= 0 ? findGame(HOT_GAME_IDS[index] ?? '') : undefined;
  if (!game) return null;
  return {
    path: game.image,
    title: game.name,
    caption: PROVIDER_NAMES[game.gameCate] ?? game.gameCate,
    logo: providerLogoPath(game.gameCate),
  };
}
