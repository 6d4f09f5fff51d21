import { type Game } from '@site/contract';
import { providerName } from '@site/contract/rules';

/**
 * Text as the search compares it: lower case (Thai and Latin), compatibility forms folded
 * (full-width letters), no spaces or punctuation: "golden  dragon", "GoldenDragon" and
 * "golden-dragon" are the same words.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('th')
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

export interface SearchableGame {
  game: Game;
  /** The game's name and its provider's, as `searchKey` makes them. */
  key: string;
}

/** Builds what the search runs over, once per catalogue. */
export function searchIndex(games: readonly Game[]): SearchableGame[] {
  return games.map((game) => ({ game, key: `${searchKey(game.name)}|${searchKey(providerName(game.gameCate))}` }));
}

/**
 * The games whose name (or provider) holds every word typed, in any order, each as part of a
 * word: "drag gold" finds "Golden Dragon", "มังกร" finds "มังกรทองคำ". Names that start with the
 * text come first.
 */
export function searchGames(index: readonly SearchableGame[], query: string): Game[] {
  const words = query.split(/\s+/).map(searchKey).filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join('');
  const found = index.filter(({ key }) => key.includes(whole) || words.every((word) => key.includes(word)));
  const starts = found.filter(({ key }) => key.startsWith(whole));
  const rest = found.filter(({ key }) => !key.startsWith(whole));
  return [...starts, ...rest].map(({ game }) => game);
}
