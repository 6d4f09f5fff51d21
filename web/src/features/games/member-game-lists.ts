import { readItem, storageKeys, writeItem } from '@/lib/storage';

/** What the device keeps of a game: enough to show its tile and open it. */
export interface KeptGame {
  id: string;
  name: string;
  image: string | undefined;
}

/** The member's lists of games kept on this device (no API has them): played last, and favourites. */
export const MEMBER_GAME_LISTS = {
  recent: { key: storageKeys.recentGames, kept: 12 },
  favourites: { key: storageKeys.favouriteGames, kept: 60 },
} as const;
export type MemberGameList = keyof typeof MEMBER_GAME_LISTS;

function isKeptGame(value: unknown): value is KeptGame {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return typeof game.id === 'string' && typeof game.name === 'string' && (game.image === undefined || typeof game.image === 'string');
}

/** The member's list, newest first; another member's list, or anything unreadable, is none. */
export function readGameList(list: MemberGameList, uuid: string): KeptGame[] {
  const { key, kept } = MEMBER_GAME_LISTS[list];
  try {
    const stored = JSON.parse(readItem(key) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return [];
    const { uuid: owner, games } = stored as Record<string, unknown>;
    return owner === uuid && Array.isArray(games) ? games.filter(isKeptGame).slice(0, kept) : [];
  } catch {
    return [];
  }
}

function writeGameList(list: MemberGameList, uuid: string, games: KeptGame[]): KeptGame[] {
  const { key, kept } = MEMBER_GAME_LISTS[list];
  const trimmed = games.slice(0, kept);
  writeItem(key, JSON.stringify({ uuid, games: trimmed }));
  return trimmed;
}

/** Puts `game` first in the list (once) and returns the list. */
export function rememberGame(list: MemberGameList, uuid: string, game: KeptGame): KeptGame[] {
  return writeGameList(list, uuid, [game, ...readGameList(list, uuid).filter((kept) => kept.id !== game.id)]);
}

/** Adds `game` first, or takes it out when it is there; returns the list. */
export function toggleGame(list: MemberGameList, uuid: string, game: KeptGame): KeptGame[] {
  const games = readGameList(list, uuid);
  return games.some((kept) => kept.id === game.id)
    ? writeGameList(
        list,
        uuid,
        games.filter((kept) => kept.id !== game.id),
      )
    : writeGameList(list, uuid, [game, ...games]);
}
