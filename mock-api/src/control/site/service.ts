import type { ServerInferRequest } from '@ts-rest/core';
import type { Game } from '@site/contract';
import {
  type CatalogueGame,
  type CatalogueSearch,
  MAX_CATALOGUE_MATCHES,
  MAX_QA_ANNOUNCEMENTS,
  type mockControlContract,
  type SiteAnnouncement,
  type SiteState,
} from '@site/contract/mock-control';
import { MAINTENANCE_STATUS, providerName } from '@site/contract/rules';
import type { BrandBook } from '../../content/brands';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { NamespaceState } from '../../state/namespace-state';
import { publishedPromotion, siteSpecialHosts } from '../../domains/settings/service';
import { allAnnouncements, isSeededAnnouncement } from '../../domains/announcements/service';
import { listedGame } from '../../domains/games/service';

type SiteChange = ServerInferRequest<typeof mockControlContract.setSite>['body'];
type AnnouncementInput = ServerInferRequest<typeof mockControlContract.addAnnouncement>['body'];

/** The site as the member site reads it in this namespace, from the same functions the member routes use. */
export function siteState(state: NamespaceState): SiteState {
  const { site } = state.data;
  return {
    websiteStatus: state.data.websiteStatus,
    brand: state.data.brand,
    // every brand this mock has a file for (docs/design/brands.md#brand-files)
    brands: state.brands.all().map((b) => ({ id: b.id, name: b.nameTh })),
    specialHosts: siteSpecialHosts(state),
    specialHostsOfBrand: site.specialHosts === null,
    promotion: publishedPromotion(state),
    promotionOfBrand: site.promotion === null,
    announcements: allAnnouncements(state),
    closedGames: site.closedGames,
  };
}

/** Lower case without spaces: "Lucky Neko", "luckyneko" and "LUCKY neko" are one search. */
const searchable = (text: string) => text.toLowerCase().replace(/\s+/g, '');

function catalogueGame(state: NamespaceState, game: Game): CatalogueGame {
  return {
    id: game.id,
    name: game.name,
    gameType: game.gameType,
    provider: game.gameCate,
    providerName: providerName(game.gameCate),
    closedByQa: state.data.site.closedGames.includes(game.id),
    enabled: listedGame(state, game).enabled,
  };
}

/** The catalogue for QA's maintenance choices; `words` finds games by name or id, any case and spacing. */
export function searchCatalogue(state: NamespaceState, words = ''): CatalogueSearch {
  const { catalogue } = state;
  const closed = new Set(state.data.site.closedGames);
  const counts = new Map<string, { gameType: string; games: number }>();
  for (const game of catalogue.games) {
    const provider = counts.get(game.gameCate) ?? { gameType: game.gameType, games: 0 };
    provider.games += 1;
    counts.set(game.gameCate, provider);
  }
  const wanted = searchable(words);
  const found =
    wanted === '' ? [] : catalogue.games.filter((game) => searchable(game.name).includes(wanted) || searchable(game.id).includes(wanted));
  return {
    size: catalogue.games.length,
    providers: [...counts].map(([code, { gameType, games }]) => ({
      code,
      name: providerName(code),
      gameType,
      games,
      closedByQa: closed.has(code),
    })),
    closedGames: catalogue.games.filter((game) => closed.has(game.id)).map((game) => catalogueGame(state, game)),
    matches: found.slice(0, MAX_CATALOGUE_MATCHES).map((game) => catalogueGame(state, game)),
    matchCount: found.length,
  };
}

/** Overrides the special hosts or the published promotion ('brand': back to the brand's own). */
export function changeSite(state: NamespaceState, change: SiteChange): SiteState {
  const site = { ...state.data.site };
  if (change.specialHosts !== undefined) site.specialHosts = change.specialHosts === 'brand' ? null : [...new Set(change.specialHosts)];
  if (change.promotion !== undefined) site.promotion = change.promotion === 'brand' ? null : change.promotion;
  if (change.closedGames !== undefined) {
    const unknown = change.closedGames.find((id) => !state.catalogue.find(id) && !state.catalogue.providers.has(id));
    if (unknown !== undefined) throw new ApiError(400, messages.control.unknownGame(unknown), 'UNKNOWN_GAME');
    site.closedGames = [...new Set(change.closedGames)];
  }
  state.setSite(site);
  return siteState(state);
}

/** Publishes a QA announcement and answers it as the site lists it, not the whole list (docs/design/mock.md#bounds). */
export function addAnnouncement(state: NamespaceState, input: AnnouncementInput): SiteAnnouncement {
  const site = state.data.site;
  // every public visitor reads them all: a bounded list keeps that answer small (docs/design/mock.md#bounds)
  if (site.announcements.length >= MAX_QA_ANNOUNCEMENTS) {
    throw new ApiError(409, messages.control.announcementsFull(MAX_QA_ANNOUNCEMENTS), 'ANNOUNCEMENTS_FULL');
  }
  const id = state.nextId('QA-AN');
  state.setSite({ ...site, announcements: [...site.announcements, { id, ...input, at: state.now() }] });
  const added = allAnnouncements(state).find((a) => a.id === id);
  if (!added) throw new Error(`announcement ${id} was added but is not listed`);
  return added;
}

/** Takes an announcement down: a QA one is removed, a seeded one hidden (it is content, not state). */
export function removeAnnouncement(state: NamespaceState, id: string): SiteState {
  const site = state.data.site;
  if (site.announcements.some((a) => a.id === id)) {
    state.setSite({ ...site, announcements: site.announcements.filter((a) => a.id !== id) });
  } else if (isSeededAnnouncement(id) && !site.hiddenAnnouncements.includes(id)) {
    state.setSite({ ...site, hiddenAnnouncements: [...site.hiddenAnnouncements, id] });
  } else {
    throw new ApiError(404, messages.control.announcementNotFound(id), 'ANNOUNCEMENT_NOT_FOUND');
  }
  return siteState(state);
}

/** Maintenance (websiteStatus MA) on or off. */
export function setMaintenance(state: NamespaceState, on: boolean): void {
  state.setWebsiteStatus(on ? MAINTENANCE_STATUS : 'OK');
}

/** Switches the namespace to one of the mock's brands. */
export function setBrand(state: NamespaceState, brands: BrandBook, brand: string): void {
  if (!brands.has(brand)) throw new ApiError(400, messages.control.unknownBrand(brand, brands.ids()), 'UNKNOWN_BRAND');
  state.setBrand(brand);
}
