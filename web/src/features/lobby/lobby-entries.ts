import { type ConfigEntry, HOME_LOBBY_PREFIXES, numberedEntries } from '@site/contract/domains/settings';
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
  /** The provider's free demo of the game, played without an account; absent when it offers none. */
  demo: string | undefined;
}

/**
 * The home lobby from the public configuration (docs/design/brands.md#artwork): promotion banners
 * (`home.banner.N`) and hot games (`home.hotGame.N` with the game's and provider's names and the
 * provider's logo). An entry whose picture path fails the format check (docs/design/web-app.md#url-check) or a hot
 * game without a name is left out rather than shown half-drawn.
 */
export function homeLobby(entries: readonly ConfigEntry[] | undefined): { banners: LobbyBanner[]; hotGames: HotGame[] } {
  const list = entries ?? [];
  const banners = numberedEntries(list, HOME_LOBBY_PREFIXES.banner).flatMap((entry) => {
    const image = entry.value.data.path === undefined ? null : resolveApiUrl(entry.value.data.path);
    return image ? [{ key: entry.key, image }] : [];
  });
  const hotGames = numberedEntries(list, HOME_LOBBY_PREFIXES.hotGame).flatMap((entry) => {
    const { path, title, caption, logo, demo } = entry.value.data;
    const image = path === undefined ? null : resolveApiUrl(path);
    if (!image || !title || !caption) return [];
    return [
      {
        key: entry.key,
        image,
        name: title,
        provider: caption,
        logo: (logo && resolveApiUrl(logo)) || undefined,
        demo: (demo && resolveApiUrl(demo)) || undefined,
      },
    ];
  });
  return { banners, hotGames };
}
