import { readItem, storageKeys, writeItem } from '@/lib/storage';

export interface RecentGame {
  id: string;
  name: string;
  image: string | undefined;
}

/** How many recently played games the lobby keeps. */
export const RECENT_GAMES_KEPT = 6;

function isRecentGame(value: unknown): value is RecentGame {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return typeof game.id === 'string' && typeof game.name === 'string' && (game.image === undefined || typeof game.image === 'string');
}

/** The member's recently played games, newest first; another member's list, or anything unreadable, is none. */
export function readRecentGames(uuid: string): RecentGame[] {
  try {
    const stored = JSON.parse(readItem(storageKeys.recentGames) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return [];
    const { uuid: owner, games } = stored as Record<string, unknown>;
    return owner === uuid && Array.isArray(games) ? games.filter(isRecentGame).slice(0, RECENT_GAMES_KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `game` first in the member's list (once), keeps the newest few, and returns the list. */
export function rememberRecentGame(uuid: string, game: RecentGame): RecentGame[] {
  const games = [game, ...readRecentGames(uuid).filter((kept) => kept.id !== game.id)].slice(0, RECENT_GAMES_KEPT);
  writeItem(storageKeys.recentGames, JSON.stringify({ uuid, games }));
  return games;
}
