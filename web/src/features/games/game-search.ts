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

const indexes = new WeakMap<readonly Game[], SearchableGame[]>();

/**
 * What the search runs over: built on the first search of a catalogue and kept with it, so a
 * lobby that is only browsed never pays for it (2,000 names are a long task on a slow phone).
 */
export function searchIndex(games: readonly Game[]): SearchableGame[] {
  let index = indexes.get(games);
  if (index === undefined) {
    const providerKeys = new Map<string, string>();
    const providerKey = (code: string) => {
      let key = providerKeys.get(code);
      if (key === undefined) {
        key = searchKey(providerName(code));
        providerKeys.set(code, key);
      }
      return key;
    };
    index = games.map((game) => ({ game, key: `${searchKey(game.name)}|${providerKey(game.gameCate)}` }));
    indexes.set(games, index);
  }
  return index;
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
