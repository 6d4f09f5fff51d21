import { type ConfigEntry } from '@site/contract';
import { resolveApiUrl } from '@/lib/url-format';

export interface LobbyBanner {
  key: string;
  image: string;
}

export interface HotGame {
  key: string;
  image: string;
  name: string;
  provider: string;
  /** The provider's logo; absent when the entry has none or its path fails the format check. */
  logo: string | undefined;
}

/** Entries of `prefix` + number, in their number's order. */
function numbered(entries: readonly ConfigEntry[], prefix: string): ConfigEntry[] {
  const number = (entry: ConfigEntry) => Number(entry.key.slice(prefix.length));
  return entries.filter((entry) => entry.key.startsWith(prefix) && Number.isInteger(number(entry))).sort((a, b) => number(a) - number(b));
}

/**
 * The home lobby from the public configuration (decision 163): promotion banners
 * (`home.banner.N`) and hot games (`home.hotGame.N` with the game's and provider's names and the
 * provider's logo). An entry whose picture path fails the format check (decision 081) or a hot
 * game without a name is left out rather than shown half-drawn.
 */
export function homeLobby(entries: readonly ConfigEntry[] | undefined): { banners: LobbyBanner[]; hotGames: HotGame[] } {
  const list = entries ?? [];
  const banners = numbered(list, 'home.banner.').flatMap((entry) => {
    const image = entry.value.data.path === undefined ? null : resolveApiUrl(entry.value.data.path);
    return image ? [{ key: entry.key, image }] : [];
  });
  const hotGames = numbered(list, 'home.hotGame.').flatMap((entry) => {
    const { path, title, caption, logo } = entry.value.data;
    const image = path === undefined ? null : resolveApiUrl(path);
    if (!image || !title || !caption) return [];
    return [{ key: entry.key, image, name: title, provider: caption, logo: (logo && resolveApiUrl(logo)) || undefined }];
  });
  return { banners, hotGames };
}
