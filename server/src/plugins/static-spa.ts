import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BrandLook } from '@site/contract/rules';
import { settingsContract } from '@site/contract/domains/settings';
import { MOCK_NOW_HEADER } from '@site/contract/headers';
import { chooseEncoding, type Encoding, pickVariant } from '@site/service-kit/content-encoding';
import { AssetCache, assetName } from '../asset-cache';
import { brandIcon, ICON_FILES, type IconPath, type LogoImage, webAppManifest } from '../brand-icons';
import { brandedIndex, type IndexPage, renderBrandedIndex, type BrandedIndex } from '../branded-index';
import { contractRoutes, type ContractRoute } from '../contract-routes';
import { ROUTE_PRELOADS_FILE, type RoutePreloadTable, routePreloadTable } from '../route-preloads';
import { gatewayMessages } from '../messages';

/** Vite writes content-hashed files here: they never change, so caches may keep them a year. */
const HASHED_ASSETS = `${sep}assets${sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Build by-products for tools, not browsers: source maps (the whole source, which members have
 * no use for), Vite's manifest (read by scripts/bench/bundle.ts from disk) and the list of each
 * screen's chunks (read by this plugin).
 */
const BUILD_ONLY = /(?:\.map$|^\/(?:manifest|route-preloads)\.json$|^\/\.vite\/)/;

/**
 * Paths that are never client routes: a miss there is a real 404, not index.html.
 */
const RESERVED = /^\/(?:api|assets|docs|__mock|__gateway|mock-cdn)(?:\/|$)/;

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (RESERVED.test(path)) return false;
  // A missing file (favicon.png, robots.txt) is a 404; client routes have no extension.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The configuration key of the brand's logo (the web app's `brandImageKeys`), drawn into its icons. */
const BRAND_LOGO_KEY = 'home.normal.logo';
/** The stylesheet's neutral colour (docs/design/brands.md#brand-look), for a brand whose settings did not answer. */
const NEUTRAL_PRIMARY = '#14161c';
/** A logo larger or slower than this is not drawn into the icons (a plain mark is). */
const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_WAIT_MS = 3_000;

/** How long the first paint waits for the brand's settings before index.html goes out without them. */
const BRAND_WAIT_MS = 1_500;
/** A mock's instant older than this came from a kept answer: the page goes without it. */
const FRESH_INSTANT_MS = 1_000;

function sharedRoute(path: string): ContractRoute {
  const route = contractRoutes.match('GET', path);
  if (route?.policy.sharedCache === undefined) throw new Error(`GET ${path} is not a shared read in the contract`);
  return route;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route patterns of the built web app's screens (none without a build, or with WEB_DEV_URL). */
    webScreenPatterns(): Promise<ReadonlySet<string>>;
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ message: gatewayMessages.notFound });
}

/**
 * Serves web/dist: precompressed (.br/.gz written by the build) when the client accepts it,
 * hashed assets immutable, index.html and SPA fallback routes `no-cache` with an ETag (304 on
 * If-None-Match). With WEB_DEV_URL, proxies everything else to Vite (websocket for HMR).
 */
export const staticSpaPlugin = fp(
  async (app) => {
    const { config } = app;

    if (config.webDevUrl !== undefined) {
      app.decorate('webScreenPatterns', async () => new Set<string>());
      await app.register(httpProxy, {
        upstream: config.webDevUrl,
        prefix: '/',
        websocket: true,
        disableRequestLogging: true,
      });
      return;
    }

    const root = config.webDist;
    const indexFile = join(root, 'index.html');

    // A dist folder present at boot is served by one route per file (no per-request directory
    // walk: @fastify/static's wildcard route re-reads each directory to verify the spelling).
    // Without one, the wildcard route serves whatever a later build writes.
    const builtAtBoot = existsSync(indexFile);
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: !builtAtBoot,
      // The .br/.gz siblings are chosen by preCompressed, never addressed directly; assets/
      // has its own route below.
      // index.html is rendered per brand below.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', 'manifest.json', 'route-preloads.json', '.vite/**', 'assets/**', 'index.html'],
      allowedPath: (pathName) => !/\.(?:br|gz)$/.test(pathName) && !BUILD_ONLY.test(pathName),
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      index: false,
      // The dist folder may be built after the gateway starts (npm run dev, tests).
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
      },
    });

    // Hashed assets from memory after their first request (see AssetCache); the rest from disk.
    const assets = new AssetCache(root);
    app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
      request.metricsRoute = '/assets/*';
      if (BUILD_ONLY.test(request.url.split('?', 1)[0] ?? '')) return notFound(reply);
      const name = assetName(request.url);
      const asset = name === undefined ? undefined : await assets.get(name);
      if (asset === undefined) return reply.sendFile(`assets/${request.params['*']}`, root);
      const available = new Set(Object.keys(asset.variants) as Encoding[]);
      const encoding = chooseEncoding(request.headers['accept-encoding'], available);
      const chosen = asset.variants[encoding] ?? asset.variants.identity;
      reply
        .header('content-type', asset.contentType)
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept-encoding')
        .header('etag', chosen.etag)
        .header('last-modified', asset.lastModified);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (matchesEtag(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
      return reply.send(chosen.body);
    });

    // index.html as built, re-read when a build replaces it, with the build's list of what each
    // screen loads (docs/design/first-paint.md#preloads).
    let template: { mtimeMs: number; text: string; preloads: RoutePreloadTable } | undefined;
    async function readTemplate(): Promise<typeof template> {
      const stats = await stat(indexFile).catch(() => undefined);
      if (stats === undefined) return undefined;
      if (template?.mtimeMs !== stats.mtimeMs) {
        const [text, preloads] = await Promise.all([
          readFile(indexFile, 'utf8'),
          readFile(join(root, ROUTE_PRELOADS_FILE), 'utf8').catch(() => undefined),
        ]);
        template = { mtimeMs: stats.mtimeMs, text, preloads: routePreloadTable(preloads) };
      }
      return template;
    }

    app.decorate('webScreenPatterns', async () => (await readTemplate())?.preloads.patterns ?? new Set<string>());

    const settingRoute = sharedRoute('/api/setting');
    const configurationRoute = sharedRoute('/api/configuration');
    const websiteStatusRoute = sharedRoute('/api/setting/operational/website');
    type SharedAnswer = Awaited<ReturnType<typeof brandAnswer>>;
    type RenderedPages = { template: string; configuration: SharedAnswer; websiteStatus: SharedAnswer; pages: Map<string, BrandedIndex> };
    /**
     * The pages rendered from a brand's kept settings answer, with the template and the other
     * answers they were made from, so kept answers are rendered once per screen.
     */
    const rendered = new WeakMap<object, RenderedPages>();

    /** A shared read's 200 body within BRAND_WAIT_MS, else nothing (the app asks itself). */
    async function brandAnswer(request: FastifyRequest, route: ContractRoute) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, BRAND_WAIT_MS, undefined);
      });
      try {
        const read = await Promise.race([app.readSharedRoute(request, route).catch(() => undefined), late]);
        return read?.answer.status === 200 ? read.answer : undefined;
      } finally {
        clearTimeout(timer);
      }
    }

    /** index.html with the host's brand in it (docs/design/first-paint.md#branded-page): uncacheable, so a brand change shows on the next load. */
    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      const built = await readTemplate();
      if (built === undefined) {
        return reply.code(503).header('cache-control', 'no-store').send({ message: gatewayMessages.webNotBuilt });
      }
      request.metricsRoute = 'spa';
      const [setting, configuration, websiteStatus] = await Promise.all([
        brandAnswer(request, settingRoute),
        brandAnswer(request, configurationRoute),
        brandAnswer(request, websiteStatusRoute),
      ]);
      const { text } = built;
      const path = request.url.split('?', 1)[0] ?? '/';
      const screen = built.preloads.match(path);
      // without the build's list (an older build) the home page still gets its banner
      const pattern = screen?.pattern ?? (path === '/' ? '/' : '');
      const indexPage: IndexPage = { pattern, preloads: screen };
      const answers = { setting: setting?.body, configuration: configuration?.body, websiteStatus: websiteStatus?.body };
      // A mock's instant, from an answer fetched for this page (a kept one says an older one):
      // the page is then made for this request alone (docs/design/money-and-time.md#bangkok-days).
      const said = setting?.headers[MOCK_NOW_HEADER];
      if (typeof said === 'string' && Date.now() - (setting?.fetchedAt ?? 0) < FRESH_INSTANT_MS) {
        return sendPage(request, reply, brandedIndex(renderBrandedIndex(text, { ...answers, upstreamNow: said }, indexPage)));
      }
      let made = setting === undefined ? undefined : rendered.get(setting);
      if (made?.template !== text || made.configuration !== configuration || made.websiteStatus !== websiteStatus) {
        made = { template: text, configuration, websiteStatus, pages: new Map() };
        // Without the brand's answers there is nothing to key on: render each time.
        if (setting !== undefined && configuration !== undefined) rendered.set(setting, made);
      }
      let page = made.pages.get(pattern);
      if (page === undefined) {
        page = brandedIndex(renderBrandedIndex(text, answers, indexPage));
        made.pages.set(pattern, page);
      }
      return sendPage(request, reply, page);
    }

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: BrandedIndex) {
      request.inlineSources = page.inlineSources;
      const { encoding, body } = pickVariant(page.variants, request.headers['accept-encoding']);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', page.etag);
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(request.method === 'HEAD' ? undefined : body);
    }

    app.get('/index.html', sendIndex);

    /** Sends a small generated file with an ETag of its bytes: `no-cache`, so a brand change shows on the next check. */
    function sendGenerated(request: FastifyRequest, reply: FastifyReply, contentType: string, body: Buffer) {
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('content-type', contentType).header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.send(request.method === 'HEAD' ? undefined : body);
    }

    /** The brand's name, primary colour and logo path, from the shared reads (defaults where they lack one). */
    async function brandOf(request: FastifyRequest) {
      const [setting, configuration] = await Promise.all([brandAnswer(request, settingRoute), brandAnswer(request, configurationRoute)]);
      const parse = (body: Buffer | undefined) => {
        try {
          return body === undefined ? undefined : (JSON.parse(body.toString('utf8')) as unknown);
        } catch {
          return undefined;
        }
      };
      const settings = settingsContract.global.responses[200].safeParse(parse(setting?.body));
      const entries = settingsContract.configuration.responses[200].safeParse(parse(configuration?.body));
      const look = settings.success ? BrandLook.safeParse(settings.data.data.look) : undefined;
      const logoEntry = entries.success ? entries.data.data.find((entry) => entry.key === BRAND_LOGO_KEY) : undefined;
      const logoPath = logoEntry?.value.data.path;
      return {
        siteName: settings.success ? settings.data.data.siteName : '',
        primary: look?.success ? look.data.colors.primary : NEUTRAL_PRIMARY,
        logo: typeof logoPath === 'string' ? logoPath : undefined,
      };
    }

    /**
     * The logo's bytes: a root-relative path through this gateway (the mock's CDN in development),
     * an https URL only on an image origin the CSP allows; bounded in time and size.
     */
    async function fetchLogo(request: FastifyRequest, logo: string): Promise<LogoImage | undefined> {
      if (logo.startsWith('/') && !logo.startsWith('//')) {
        const answer = await app.inject({ method: 'GET', url: logo, headers: { host: request.headers.host ?? 'localhost' } });
        const contentType = String(answer.headers['content-type'] ?? '').split(';')[0] ?? '';
        return answer.statusCode === 200 && answer.rawPayload.length <= LOGO_MAX_BYTES
          ? { body: answer.rawPayload, contentType }
          : undefined;
      }
      const url = URL.canParse(logo) ? new URL(logo) : undefined;
      if (url?.protocol !== 'https:' || !config.csp.imgOrigins.includes(url.origin)) return undefined;
      const response = await fetch(url, { signal: AbortSignal.timeout(LOGO_WAIT_MS), redirect: 'error' }).catch(() => undefined);
      if (response?.ok !== true || Number(response.headers.get('content-length') ?? 0) > LOGO_MAX_BYTES) return undefined;
      const body = Buffer.from(await response.arrayBuffer());
      return body.length <= LOGO_MAX_BYTES
        ? { body, contentType: (response.headers.get('content-type') ?? '').split(';')[0] ?? '' }
        : undefined;
    }

    /** Rendered icons per brand look and logo, made once (a render is a few milliseconds) and bounded. */
    const icons = new LRUCache<string, Promise<Buffer>>({ max: 64 });

    app.get('/manifest.webmanifest', async (request, reply) => {
      request.metricsRoute = '/manifest.webmanifest';
      const brand = await brandOf(request);
      const manifest = Buffer.from(JSON.stringify(webAppManifest(brand)));
      return sendGenerated(request, reply, 'application/manifest+json; charset=utf-8', manifest);
    });

    for (const path of Object.keys(ICON_FILES) as IconPath[]) {
      app.get(path, async (request, reply) => {
        request.metricsRoute = path;
        const brand = await brandOf(request);
        const key = `${path}\n${brand.primary}\n${brand.logo ?? ''}`;
        let icon = icons.get(key);
        if (icon === undefined) {
          icon = (async () => {
            const logo = brand.logo === undefined ? undefined : await fetchLogo(request, brand.logo).catch(() => undefined);
            return brandIcon(path, brand.primary, logo);
          })();
          icons.set(key, icon);
          icon.catch(() => icons.delete(key));
        }
        return sendGenerated(request, reply, path.endsWith('.ico') ? 'image/x-icon' : 'image/png', await icon);
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (!isClientRoute(request)) return notFound(reply);
      return sendIndex(request, reply);
    });
  },
  { name: 'gateway-static-spa', fastify: '5.x', dependencies: ['gateway-config'] },
);
