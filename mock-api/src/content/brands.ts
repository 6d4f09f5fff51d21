import { brandRule, type BrandRule } from '@site/contract/rules';

/** What differs per brand besides rules: chat accounts, hosts, providers and artwork. */
export interface BrandContent {
  rule: BrandRule;
  line1: string;
  line2: string;
  specialHosts: string[];
  chatWidget: boolean;
  accentColor: string;
}

const CONTENT: Record<string, Omit<BrandContent, 'rule'>> = {
  default: { line1: '@siamgames', line2: '@siamgames2', specialHosts: [], chatWidget: true, accentColor: '#ffd166' },
  lanna: { line1: '@lannaclub', line2: '@lannaclub.vip', specialHosts: ['lanna-club.example'], chatWidget: true, accentColor: '#f4d35e' },
  andaman: {
    line1: '@andamanbet',
    line2: '@andamanbet.help',
    specialHosts: ['andaman-bet.example'],
    chatWidget: false,
    accentColor: '#7fdbff',
  },
};

export function brandContent(brandId: string): BrandContent {
  const content = CONTENT[brandId] ?? CONTENT.default;
  if (!content) throw new RangeError(`no content for brand ${brandId}`);
  return { rule: brandRule(brandId), ...content };
}

/** Public configuration keys of spec 3, each an SVG the mock draws for the brand. */
export const PUBLIC_CONFIG_KEYS = [
  'home.normal.logo',
  'home.normal.background',
  'home.top.background',
  'home.menuBottom.allGame',
  'home.top.casino',
  'home.top.slot',
  'home.top.sport',
  'home.top.contact',
] as const;

/** Member-only keys, added to the public ones by /api/auth/configuration/list. */
export const MEMBER_CONFIG_KEYS = [
  'member.dashboard.banner',
  'member.deposit.banner',
  'member.withdraw.banner',
  'member.media.wheel',
  'member.media.flipCard',
  'member.media.flipCardReward',
  'member.media.movie',
  'member.media.promotion',
  'member.contact.background',
] as const;

export function configImagePath(brandId: string, key: string): string {
  return `/mock-cdn/brands/${brandId}/${key}.svg`;
}

export function configEntries(brandId: string, keys: readonly string[]): Array<{ key: string; value: { data: { path: string } } }> {
  return keys.map((key) => ({ key, value: { data: { path: configImagePath(brandId, key) } } }));
}

export function isConfigKey(key: string): boolean {
  return (PUBLIC_CONFIG_KEYS as readonly string[]).includes(key) || (MEMBER_CONFIG_KEYS as readonly string[]).includes(key);
}
