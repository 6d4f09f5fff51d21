import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { UserSetting } from '../domains/settings';
import { Announcement } from '../domains/announcements';
import { controlErrors as errors, controlRouterOptions } from './common';
import { MockState } from './namespaces';

const c = initContract();

/** Announcements QA may publish in one namespace at once; one more is refused with 409 (docs/design/mock.md#bounds). */
export const MAX_QA_ANNOUNCEMENTS = 50;

/** A special host as the settings list it (docs/design/brands.md#special-hosts): a host name, or `*.` and a domain for its subdomains. */
export const SpecialHost = z
  .string()
  .max(253)
  .regex(/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/);

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
/** A promotion QA publishes: the settings' shape, with the ranges a real one keeps. */
export const PromotionInput = UserSetting.extend({
  bonusRate: z.number().min(0).max(100),
  bonusTimeStart: ClockTime,
  bonusTimeEnd: ClockTime,
  endNumberBonus: z.number().int().min(0).max(9999),
  bonusRate2: z.number().min(0).max(100),
  bonusTimeStart2: ClockTime,
  bonusTimeEnd2: ClockTime,
  endNumberBonus2: z.number().int().min(0).max(9999),
  bonusMax: z.number().min(0).max(1_000_000),
});

/** An announcement as QA sees it: the member's fields, who may see it, and whether QA added it. */
export const SiteAnnouncement = Announcement.extend({ membersOnly: z.boolean(), addedByQa: z.boolean() });
export type SiteAnnouncement = z.infer<typeof SiteAnnouncement>;

/**
 * What the member site reads of the site in this namespace: status, brand, special hosts,
 * the published promotion and the announcements. `…OfBrand` says the value is the brand's own
 * (no QA override).
 */
export const SiteState = looseObject({
  websiteStatus: z.string(),
  brand: z.string(),
  brands: z.array(looseObject({ id: z.string(), name: z.string() })),
  specialHosts: z.array(z.string()),
  specialHostsOfBrand: z.boolean(),
  /** The promotion /api/setting publishes; null: none. */
  promotion: UserSetting.nullable(),
  promotionOfBrand: z.boolean(),
  /** Pinned first, then newest, as members get them (members-only ones included). */
  announcements: z.array(SiteAnnouncement),
  /** Games (ids) and providers (codes) QA put under maintenance: listed closed, not opened. */
  closedGames: z.array(z.string()),
});
export type SiteState = z.infer<typeof SiteState>;

/** Search answers list at most this many games: QA narrows the words rather than scrolls. */
export const MAX_CATALOGUE_MATCHES = 20;

/** A game of the namespace's catalogue as QA sees it: who makes it, and who closed it. */
export const CatalogueGame = looseObject({
  id: z.string(),
  name: z.string(),
  gameType: z.string(),
  provider: z.string(),
  providerName: z.string(),
  /** QA put the game itself under maintenance (closedGames). */
  closedByQa: z.boolean(),
  /** As members get it: false while QA closed it or its provider, or the catalogue has it under maintenance. */
  enabled: z.boolean(),
});
export type CatalogueGame = z.infer<typeof CatalogueGame>;

/** A provider of the catalogue, with how many games it carries and whether QA closed all of them. */
export const CatalogueProvider = looseObject({
  code: z.string(),
  name: z.string(),
  gameType: z.string(),
  games: z.number().int(),
  closedByQa: z.boolean(),
});

/** The catalogue for QA's maintenance choices: every provider, the games QA closed, and the games a search found. */
export const CatalogueSearch = looseObject({
  /** Games in the catalogue (the mock's MOCK_GAMES). */
  size: z.number().int(),
  providers: z.array(CatalogueProvider),
  /** The games QA closed one by one (not those closed through their provider). */
  closedGames: z.array(CatalogueGame),
  /** The first games whose name or id holds the search's words, any case and spacing; none without words. */
  matches: z.array(CatalogueGame),
  /** How many games matched in all (more than `matches` holds when the words are broad). */
  matchCount: z.number().int(),
});
export type CatalogueSearch = z.infer<typeof CatalogueSearch>;

/** What the member site reads of the site: maintenance, brand, special hosts, promotion, announcements. */
export const siteControl = c.router(
  {
    maintenance: {
      method: 'POST',
      path: '/__mock/maintenance',
      summary: 'Switch maintenance (websiteStatus MA) on or off',
      body: z.object({ on: z.boolean() }),
      responses: { 200: MockState, ...errors },
    },
    brand: {
      method: 'POST',
      path: '/__mock/brand',
      summary: 'Switch the brand (configuration, cashback percents, bottom bar)',
      body: z.object({ brand: z.string().min(1) }),
      responses: { 200: MockState, ...errors },
    },
    site: {
      method: 'GET',
      path: '/__mock/site',
      summary: 'Website status, brand, special hosts, published promotion and announcements of the namespace',
      responses: { 200: SiteState },
    },
    setSite: {
      method: 'POST',
      path: '/__mock/site',
      summary:
        "Override the special hosts or the published promotion ('brand': back to the brand's own; promotion 'none': publish none), or set the games and providers under maintenance",
      body: z.object({
        specialHosts: z.union([z.array(SpecialHost).max(20), z.literal('brand')]).optional(),
        promotion: z.union([PromotionInput, z.literal('none'), z.literal('brand')]).optional(),
        /** Game ids and provider codes under maintenance, the whole list ([]: none). */
        closedGames: z.array(z.string().min(1).max(100)).max(200).optional(),
      }),
      responses: { 200: SiteState, ...errors },
    },
    games: {
      method: 'GET',
      path: '/__mock/games',
      summary: `The game catalogue for maintenance: every provider, the games QA closed, and up to ${MAX_CATALOGUE_MATCHES} games whose name or id holds the words of q`,
      query: z.object({ q: z.string().max(100).optional() }),
      responses: { 200: CatalogueSearch },
    },
    addAnnouncement: {
      method: 'POST',
      path: '/__mock/announcements',
      summary: `Publish an announcement now (on the mock clock), for everyone or members only (at most ${MAX_QA_ANNOUNCEMENTS} at once: 409); answers the announcement`,
      body: z.object({
        title: z.string().trim().min(1).max(120),
        body: z.string().trim().min(1).max(1000),
        pinned: z.boolean().default(false),
        membersOnly: z.boolean().default(false),
      }),
      responses: { 200: SiteAnnouncement, ...errors },
    },
    removeAnnouncement: {
      method: 'DELETE',
      path: '/__mock/announcements/:id',
      summary: 'Take an announcement down (seeded or added by QA)',
      pathParams: z.object({ id: z.string() }),
      body: c.noBody(),
      responses: { 200: SiteState, ...errors },
    },
  },
  controlRouterOptions,
);
