import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, memberErrors, ErrorBody } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { Uuid } from '../common/ids';
import { policy } from '../common/policy';
import { BrandLook } from '../rules/brands';

const c = initContract();

export const WebsiteStatus = looseObject({
  /** "MA" switches every route to maintenance; anything else is normal operation. */
  websiteStatus: z.string().min(1),
  message: z.string().optional(),
});

/** The member's promotion settings (spec 3); times are HH:MM:SS, end numbers are x100. */
export const UserSetting = looseObject({
  bonusRate: z.number(),
  bonusTimeStart: z.string(),
  bonusTimeEnd: z.string(),
  endNumberBonus: z.number(),
  bonusRate2: z.number(),
  bonusTimeStart2: z.string(),
  bonusTimeEnd2: z.string(),
  endNumberBonus2: z.number(),
  bonusMax: z.number(),
});
export type UserSetting = z.infer<typeof UserSetting>;

/**
 * Whether a promotion runs (spec 2: a maximum bonus of 0 or less is none). Where none runs, the
 * site shows no promotion picture either: a banner advertising a bonus beside "no promotion at the
 * moment" would contradict it.
 */
export function promotionRuns(setting: UserSetting | null | undefined): setting is UserSetting {
  return setting !== null && setting !== undefined && setting.bonusMax > 0;
}

/** Global settings (spec 3): the two chat accounts, operation status, and the brand's providers. */
export const GlobalSettings = looseObject({
  brand: z.string(),
  siteName: z.string(),
  /** The brand's colours and bottom bar, from its brand file: the web app compiles in no brand (docs/design/brands.md#brand-look). */
  look: BrandLook,
  line: looseObject({
    line1: looseObject({ id: z.string(), url: z.string() }),
    line2: looseObject({ id: z.string(), url: z.string() }),
  }),
  operation: WebsiteStatus,
  /** Hosts flagged for special treatment; empty for the default brand (spec 6). */
  specialHosts: z.array(z.string()),
  providers: looseObject({
    liveScoreUrl: z.string(),
    standingsUrl: z.string(),
    /** The movie provider's page for /auth/media/movie; null when the brand has none (docs/design/web-app.md#member-screens). */
    movieUrl: z.string().nullable(),
    chatWidgetUrl: z.string().nullable(),
  }),
  /**
   * The brand's current promotion for the public /promotion page (same shape as a member's
   * settings); absent means no promotion is published. Addition by the web app (docs/design/web-app.md#member-screens).
   */
  promotion: UserSetting.optional(),
});
export type GlobalSettings = z.infer<typeof GlobalSettings>;

/**
 * A configuration entry: `value.data.path` is an image path (spec 3). The home page's hot games
 * (`home.hotGame.N`, docs/design/brands.md#artwork) also carry the game's name (`title`), its provider's name
 * (`caption`), the provider's logo path (`logo`) and, where the provider offers one, the
 * address of the game's free demo (`demo`), played without an account or credit.
 */
export const ConfigEntry = looseObject({
  key: z.string(),
  value: looseObject({
    data: looseObject({ path: z.string(), title: z.string(), caption: z.string(), logo: z.string(), demo: z.string() })
      .partial()
      .passthrough(),
  }),
});
export type ConfigEntry = z.infer<typeof ConfigEntry>;

/** The home lobby's entries (docs/design/brands.md#artwork): promotion banners and hot games, each `prefix` + a number. */
export const HOME_LOBBY_PREFIXES = { banner: 'home.banner.', hotGame: 'home.hotGame.' } as const;

/**
 * Entries of `prefix` + a whole number, in their number's order: the order the home page shows
 * them in, and the first banner the gateway preloads.
 */
export function numberedEntries<Entry extends { key: string }>(entries: readonly Entry[], prefix: string): Entry[] {
  const number = (entry: Entry) => Number(entry.key.slice(prefix.length));
  return entries.filter((entry) => entry.key.startsWith(prefix) && Number.isInteger(number(entry))).sort((a, b) => number(a) - number(b));
}

export const settingsContract = c.router({
  global: {
    method: 'GET',
    path: '/api/setting',
    metadata: policy.publicShared,
    summary: 'Global settings: chat accounts, operation status, score and chat providers',
    responses: { 200: dataEnvelope(GlobalSettings), ...commonErrors },
  },
  websiteStatus: {
    method: 'GET',
    path: '/api/setting/operational/website',
    metadata: policy.publicShared,
    summary: 'Operation status of the website ("MA" means maintenance)',
    responses: { 200: dataEnvelope(WebsiteStatus), ...commonErrors },
  },
  configuration: {
    method: 'GET',
    path: '/api/configuration',
    metadata: policy.publicShared,
    summary: 'Public configuration entries of the brand (logo, backgrounds, menu images)',
    responses: { 200: dataEnvelope(z.array(ConfigEntry)), ...commonErrors },
  },
  memberConfiguration: {
    method: 'GET',
    path: '/api/auth/configuration/list',
    metadata: policy.member,
    summary: 'All configuration entries of the brand, for members',
    responses: { 200: dataEnvelope(z.array(ConfigEntry)), ...memberErrors },
  },
  configurationByKey: {
    method: 'GET',
    path: '/api/auth/configuration/key',
    metadata: policy.member,
    summary: 'One configuration entry by key',
    query: z.object({ key: z.string().min(1).max(200) }),
    responses: { 200: dataEnvelope(ConfigEntry), 404: ErrorBody, ...memberErrors },
  },
  userSetting: {
    method: 'POST',
    path: '/api/auth/setting',
    metadata: policy.ownedBy('uuid', { in: 'body', name: 'uuid' }),
    summary: "The member's promotion settings (bonus periods and maximum)",
    body: z.object({ uuid: Uuid }),
    responses: { 200: dataEnvelope(UserSetting), ...memberErrors },
  },
});

/** The element of the branded index.html holding the brand's first answers (docs/design/first-paint.md#branded-page). */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * What the gateway writes into index.html for the first screen: the answers of `global`,
 * `configuration` and `websiteStatus` (their `{ data }` envelope included), so the web app starts
 * from them instead of asking again. Each part stands alone: one the schema refuses is dropped
 * and the app asks the API for it. `upstreamNow`: a mock's instant as its fresh answer said it
 * (MOCK_NOW_HEADER), so a page the app starts without asking anything still runs on the mock's clock.
 */
export const BootData = z.object({
  setting: settingsContract.global.responses[200].optional().catch(undefined),
  configuration: settingsContract.configuration.responses[200].optional().catch(undefined),
  websiteStatus: settingsContract.websiteStatus.responses[200].optional().catch(undefined),
  upstreamNow: z.string().datetime().optional().catch(undefined),
});
export type BootData = z.infer<typeof BootData>;
