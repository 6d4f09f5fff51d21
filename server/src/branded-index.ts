import { createHash } from 'node:crypto';
import { type Encoding, encodedVariants } from '@site/service-kit/content-encoding';
import { BrandLook, brandCssVariables, rootCssRule } from '@site/contract/rules';
import { type z } from 'zod';
import {
  BOOT_DATA_ELEMENT_ID,
  type BootData,
  HOME_LOBBY_PREFIXES,
  numberedEntries,
  promotionRuns,
  settingsContract,
} from '@site/contract/domains/settings';
import { type PagePreloads } from './route-preloads';

/** Configuration keys of the brand's artwork the first screen shows (the web app's `brandImageKeys`). */
const LOGO_KEY = 'home.normal.logo';
const BACKGROUND_KEY = 'home.normal.background';

/** What the brand's public reads answered, as the API sent them (the `{ data }` envelope included). */
export type BrandAnswers = { setting?: Buffer; configuration?: Buffer; websiteStatus?: Buffer; upstreamNow?: string };

/** The CSP sources (`'sha256-...'`) of a page's one inline `<style>` and one inline script, where it has them. */
export type InlineSources = { style?: string | undefined; script?: string | undefined };

/** index.html as one visitor gets it, with the hashes of its inline style and script for the CSP. */
export type BrandedIndex = {
  variants: Record<Encoding, Buffer>;
  etag: string;
  inlineSources: InlineSources;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function parseJson(body: Buffer | undefined): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A root-relative or http(s) URL safe in an attribute as it is. */
const ATTRIBUTE_SAFE_URL = /^(?:https?:\/\/|\/(?!\/))[^\s"'`<>\\]*$/i;

/**
 * Which page the index is for: the screen's path pattern (`/` is the home page, which also
 * preloads its first promotion banner) and the chunks and stylesheets that screen loads.
 */
export type IndexPage = { pattern?: string; preloads?: PagePreloads };

/**
 * index.html with the brand in it (docs/design/first-paint.md#branded-page): the site name as title, the primary colour
 * as theme colour, the `look` and background as CSS custom properties in one inline style
 * (allowed by its hash), the logo preloaded, and the answers as JSON the app starts from.
 * For the home page, its first promotion banner (the largest picture on its first screen) is
 * preloaded too, so it loads while the app's script does instead of after it; for every page,
 * the chunks and stylesheets of its screen.
 * Whatever the answers lack or the contract refuses is left as the template has it.
 */
export function renderBrandedIndex(template: string, answers: BrandAnswers, page: IndexPage = {}): string {
  const settingBody = parseJson(answers.setting);
  const configurationBody = parseJson(answers.configuration);
  const websiteStatusBody = parseJson(answers.websiteStatus);
  const settingAnswer = settingsContract.global.responses[200].safeParse(settingBody);
  const configurationAnswer = settingsContract.configuration.responses[200].safeParse(configurationBody);
  const settings = settingAnswer.success ? settingAnswer.data.data : undefined;
  const entries = configurationAnswer.success ? configurationAnswer.data.data : undefined;
  // The answers as the API sent them, each only when the schema the app reads them with (BootData) accepts it.
  const boot: z.input<typeof BootData> = {
    setting: settings ? settingBody : undefined,
    configuration: entries ? configurationBody : undefined,
    websiteStatus: settingsContract.websiteStatus.responses[200].safeParse(websiteStatusBody).success ? websiteStatusBody : undefined,
    upstreamNow: answers.upstreamNow,
  };
  const look = settings ? BrandLook.safeParse(settings.look) : undefined;
  const paths = new Map<string, string>();
  if (entries) {
    for (const entry of entries) {
      const path = entry.value.data.path;
      if (typeof path === 'string') paths.set(entry.key, path);
    }
  }

  let html = template;
  const head: string[] = [];
  if (settings && settings.siteName !== '') {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.siteName)}</title>`);
  }
  if (look?.success) {
    html = html.replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      `<meta name="theme-color" content="${look.data.colors.primary}" />`,
    );
  }
  const variables = brandCssVariables(look?.success ? look.data : null, { background: paths.get(BACKGROUND_KEY) });
  if (Object.keys(variables).length > 0) head.push(`<style>${rootCssRule(variables)}</style>`);
  const logo = paths.get(LOGO_KEY);
  const preloads = [
    logo,
    // the home page shows its banners only while a promotion runs
    page.pattern === '/' && entries && promotionRuns(settings?.promotion)
      ? numberedEntries(entries, HOME_LOBBY_PREFIXES.banner)[0]?.value.data.path
      : undefined,
  ];
  for (const image of preloads) {
    if (image !== undefined && ATTRIBUTE_SAFE_URL.test(image))
      head.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high" />`);
  }
  // The screen's own chunks load beside the entry instead of after it has run (docs/design/first-paint.md#preloads).
  for (const module of page.preloads?.modules ?? []) head.push(`<link rel="modulepreload" crossorigin href="${module}" />`);
  for (const style of page.preloads?.styles ?? []) head.push(`<link rel="preload" as="style" crossorigin href="${style}" />`);
  if (Object.values(boot).some((answer) => answer !== undefined)) {
    head.push(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`);
  }
  return head.length === 0 ? html : html.replace('</head>', `${head.join('')}</head>`);
}

function sha256Source(content: string | undefined): string | undefined {
  return content === undefined ? undefined : `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}

/**
 * The CSP sources of a rendered page's inline `<style>` (the brand's look, docs/design/first-paint.md#branded-page) and
 * inline `<script>` (the template's, docs/design/first-paint.md#inline-script). Elements with attributes are not matched:
 * the boot data is JSON, which no policy governs.
 */
export function inlineSources(html: string): InlineSources {
  return {
    style: sha256Source(/<style>([^<]*)<\/style>/.exec(html)?.[1]),
    script: sha256Source(/<script>([^<]*)<\/script>/.exec(html)?.[1]),
  };
}

/** A rendered page with its compressed variants and ETag, made once per distinct content. */
export function brandedIndex(html: string): BrandedIndex {
  const body = Buffer.from(html);
  return {
    variants: encodedVariants(body),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    inlineSources: inlineSources(html),
  };
}
