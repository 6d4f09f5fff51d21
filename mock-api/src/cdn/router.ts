import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { LEVELS } from '@site/contract/rules';
import { fromSatang, toSatang, PositiveAmount } from '@site/contract';
import { type Encoding, encodedVariants, pickVariant } from '@site/service-kit/content-encoding';
import { configArtwork } from '../content/config-art';
import { PROVIDER_NAMES } from '../content/games';
import { REWARD_CATEGORIES, REWARDS } from '../content/prizes';
import { ApiError, rejectOutsideContract } from '../lib/api-error';
import { messages } from '../lib/messages';
import { hashString } from '../lib/rng';
import { findGame, findSession, placeBet, settleRound } from '../domains/games/service';
import { validationMessages } from '@site/contract';
import { banner, gameThumbnail, levelBadge, type Motif, moviePoster, providerLogo, rewardPicture } from './svg';
import { outlineText } from './outline-text';
import { liveScores, MOVIES, movies, standings } from './providers';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
/**
 * Each picture as it is served: its words as outlines (docs/design/brands.md#artwork), in every encoding, made on
 * its first request and kept. 1,000 is more than the catalogue draws (a name the mock does not
 * know draws nothing), a few MB.
 */
const servedPictures = new LRUCache<string, Record<Encoding, Buffer>>({ max: 1_000 });
function servedPicture(svg: string): Record<Encoding, Buffer> {
  let variants = servedPictures.get(svg);
  if (variants === undefined) {
    variants = encodedVariants(Buffer.from(outlineText(svg)));
    servedPictures.set(svg, variants);
  }
  return variants;
}
/** Artwork never changes for a given URL. */
const CACHE = 'public, max-age=86400';
/** Provider pages run no inline script or style: the same CSP a strict embedding site uses. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'";

const STATIC_FILES: Record<string, string> = {
  'play.html': 'text/html; charset=utf-8',
  'live-score.html': 'text/html; charset=utf-8',
  'standings.html': 'text/html; charset=utf-8',
  'movies.html': 'text/html; charset=utf-8',
  'movies.js': 'text/javascript; charset=utf-8',
  'play.js': 'text/javascript; charset=utf-8',
  'live-score.js': 'text/javascript; charset=utf-8',
  'standings.js': 'text/javascript; charset=utf-8',
  'club-name.js': 'text/javascript; charset=utf-8',
  'widget.js': 'text/javascript; charset=utf-8',
  'provider.css': 'text/css; charset=utf-8',
  'widget.css': 'text/css; charset=utf-8',
};

// From this file's path: Vite rewrites `new URL(…, import.meta.url)` as an asset in browser-like test environments.
const STATIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'static');
const staticCache = new Map<string, string>();
function staticFile(name: string): string {
  let text = staticCache.get(name);
  if (text === undefined) {
    text = readFileSync(join(STATIC_DIR, name), 'utf8');
    staticCache.set(name, text);
  }
  return text;
}

/** What a free demo starts with, in pretend baht. */
const DEMO_CREDIT_BAHT = 1000;

const BetBody = z.object({ session: z.string().min(1).max(100), amount: PositiveAmount });
const SettleBody = z.object({ session: z.string().min(1).max(100), roundId: z.string().min(1).max(100) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError(400, issue && /[\u0E00-\u0E7F]/.test(issue.message) ? issue.message : validationMessages.invalid, 'VALIDATION');
  }
  return result.data;
}

/** Fake third-party content: brand images, level badges, game art, provider pages, widgets. */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  const sendStatic = (name: string) => async (_request: unknown, reply: FastifyReply) => {
    const type = STATIC_FILES[name];
    if (!type) throw new ApiError(404, messages.notFound, 'ASSET_NOT_FOUND');
    if (type.startsWith('text/html')) void reply.header('content-security-policy', PAGE_CSP);
    return reply.type(type).header('cache-control', 'no-cache').send(staticFile(name));
  };
  app.get<{ Params: { file: string } }>('/mock-cdn/static/:file', (request, reply) => sendStatic(request.params.file)(request, reply));
  app.get('/mock-cdn/games/play.html', sendStatic('play.html'));
  app.get('/mock-cdn/providers/live-score.html', sendStatic('live-score.html'));
  app.get('/mock-cdn/providers/standings.html', sendStatic('standings.html'));
  app.get('/mock-cdn/providers/movies.html', sendStatic('movies.html'));
  app.get('/mock-cdn/chat/widget.js', sendStatic('widget.js'));
  app.get('/mock-cdn/providers/live-score.json', async (request) => liveScores(request.namespaceState));
  app.get('/mock-cdn/providers/standings.json', async (request) => standings(request.namespaceState));
  app.get('/mock-cdn/providers/movies.json', async (request) => movies(request.namespaceState));

  const svgRoute = (path: string, draw: (params: Record<string, string>, request: FastifyRequest) => string | null) => {
    app.get<{ Params: Record<string, string> }>(path, async (request, reply) => {
      const svg = draw(request.params, request);
      if (svg === null) throw new ApiError(404, messages.notFound, 'ASSET_NOT_FOUND');
      const { encoding, body } = pickVariant(servedPicture(svg), request.headers['accept-encoding']);
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.type(SVG_TYPE).header('cache-control', CACHE).header('vary', 'accept-encoding').send(body);
    });
  };

  svgRoute('/mock-cdn/brands/:brand/:file', ({ brand = '', file = '' }) => {
    const brands = app.mockConfig.brands;
    return brands.has(brand) && file.endsWith('.svg') ? configArtwork(brands.get(brand), file.slice(0, -4)) : null;
  });
  svgRoute('/mock-cdn/levels/:file', ({ file = '' }) => {
    const rule = LEVELS.find((l) => l.image === `/levels/${file}`);
    return rule ? levelBadge({ id: rule.id, nameTh: rule.nameTh, color: rule.color, caption: messages.art.level(rule.id) }) : null;
  });
  // the namespace's games: a recorded game is drawn from what the recording showed (docs/design/mock.md#recordings)
  svgRoute('/mock-cdn/games/art/:file', ({ file = '' }, request) => {
    const game = request.namespaceState.catalogue.find(file.replace(/\.svg$/, ''));
    return game ? gameThumbnail({ id: game.id, name: game.name, providerCode: game.gameCate, gameType: game.gameType }) : null;
  });
  svgRoute('/mock-cdn/games/tiles/:file', ({ file = '' }, request) => {
    const [category, provider] = file.replace(/\.svg$/, '').split('-');
    const known = provider !== undefined && request.namespaceState.catalogue.providers.has(provider) && category !== undefined;
    return known && provider
      ? providerLogo({ code: provider, name: PROVIDER_NAMES[provider] ?? provider, caption: messages.art.category[category] }, 320, 200)
      : null;
  });
  svgRoute('/mock-cdn/providers/logos/:file', ({ file = '' }, request) => {
    const code = file.replace(/\.svg$/, '');
    return request.namespaceState.catalogue.providers.has(code) ? providerLogo({ code, name: PROVIDER_NAMES[code] ?? code }) : null;
  });
  svgRoute('/mock-cdn/providers/posters/:file', ({ file = '' }) => {
    const id = file.replace(/\.svg$/, '');
    const movie = MOVIES[Number(/^mv-(\d+)$/.exec(id)?.[1] ?? 0) - 1];
    return movie ? moviePoster({ id, title: movie.title, motif: movie.motif, hue: movie.hue }) : null;
  });
  const REWARD_LOOK: Record<string, { motif: Motif; hue: number }> = {
    gadget: { motif: 'gadget', hue: 200 },
    voucher: { motif: 'ticket', hue: 330 },
    credit: { motif: 'coins', hue: 40 },
  };
  const REWARD_MOTIFS: Record<string, Motif> = {
    'RW-EARBUDS': 'headphones',
    'RW-POWERBANK': 'battery',
    'RW-SMARTWATCH': 'watch',
    'RW-COFFEE100': 'cup',
    'RW-TOPUP50': 'simcard',
    'RW-CREDIT100': 'coin',
    'RW-CREDIT500': 'coins',
  };
  svgRoute('/mock-cdn/rewards/:file', ({ file = '' }) => {
    const id = file.replace(/\.svg$/, '');
    const reward = REWARDS.find((r) => r.id === id);
    const category = REWARD_CATEGORIES.find((c) => c.id === reward?.categoryId || `category-${c.id}` === id);
    const look = category && REWARD_LOOK[category.id];
    const name = reward?.name ?? category?.name;
    return look && name ? rewardPicture({ id, name, hue: look.hue, motif: REWARD_MOTIFS[id] ?? look.motif }) : null;
  });
  svgRoute('/mock-cdn/news/:file', ({ file = '' }) =>
    /^AN-\d{3}\.svg$/.test(file)
      ? banner({
          width: 800,
          height: 400,
          title: messages.art.news,
          primary: '#003049',
          accent: '#fcbf49',
          motif: 'star',
          seed: hashString(file),
        })
      : null,
  );

  // A game's free demo (play.html?demo=<id>): its name, nothing else; the page keeps pretend credit.
  app.get<{ Params: { gameId: string } }>('/mock-cdn/games/api/demo/:gameId', async (request) => {
    const game = findGame(request.namespaceState, request.params.gameId);
    if (!game) throw new ApiError(404, messages.games.notFound, 'GAME_NOT_FOUND');
    if (!game.enabled) throw new ApiError(422, messages.games.closed, 'GAME_CLOSED');
    return { gameId: game.id, gameName: game.name, credit: DEMO_CREDIT_BAHT };
  });

  // The demo provider's own API, called by play.js with the launch session.
  app.get<{ Params: { session: string } }>('/mock-cdn/games/api/session/:session', async (request) => {
    const session = findSession(request.namespaceState, request.params.session, rejectOutsideContract);
    const member = request.namespaceState.member(session.memberUuid);
    const game = findGame(request.namespaceState, session.gameId);
    return {
      gameId: session.gameId,
      gameName: game?.name ?? session.gameId,
      username: member.username,
      credit: fromSatang(request.namespaceState.balance(member.uuid)),
    };
  });
  app.post('/mock-cdn/games/api/bet', async (request) => {
    const body = parse(BetBody, request.body);
    const state = request.namespaceState;
    const session = findSession(state, body.session, rejectOutsideContract);
    const round = placeBet(state, session, toSatang(body.amount), rejectOutsideContract);
    return { roundId: round.id, bet: fromSatang(round.bet), credit: fromSatang(state.balance(session.memberUuid)) };
  });
  app.post('/mock-cdn/games/api/settle', async (request) => {
    const body = parse(SettleBody, request.body);
    const state = request.namespaceState;
    const session = findSession(state, body.session, rejectOutsideContract);
    const round = state.data.rounds.find((r) => r.id === body.roundId && r.sessionId === session.id);
    if (!round) throw new ApiError(404, messages.games.roundNotFound, 'ROUND_NOT_FOUND');
    const outcome = settleRound(state, round, rejectOutsideContract);
    return {
      roundId: round.id,
      multiplier: outcome.multiplier,
      win: fromSatang(outcome.win),
      credit: fromSatang(state.balance(session.memberUuid)),
    };
  });
}
