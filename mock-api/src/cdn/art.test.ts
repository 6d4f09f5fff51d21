import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LEVELS, PROVIDER_NAMES } from '@site/contract/rules';
import { buildApp } from '../app';
import { bodyOf, contractClient, openMock, type Target } from '../test-support/target';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from '../content/games';
import { REWARD_CATEGORIES, REWARDS } from '../content/prizes';
import { providerEmblem } from './svg';

// The pictures under /mock-cdn are not contract routes: untyped requests, beside the typed client.
/** The mock CDN's artwork (docs/design/brands.md#artwork), fetched as the web app fetches it. */
describe('mock CDN artwork', () => {
  let mock: Target;
  // a real lobby's catalogue; the smallest holds the same first games of every provider
  const FULL = GameCatalogue.drawn(42, 2000).games;
  const GAMES = GameCatalogue.drawn(42, MIN_CATALOGUE_SIZE).games;
  beforeAll(async () => {
    mock = await openMock({ seed: 42, games: 2000 });
  });
  afterAll(() => mock.close());

  async function svg(path: string): Promise<string> {
    const answer = await mock.request('GET', path);
    expect(answer.status, path).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('image/svg+xml');
    const picture = String(answer.body);
    // words are served as the outlines of their glyphs (docs/design/brands.md#artwork), never as text to set
    expect(picture).not.toContain('<text');
    return picture;
  }
  /** The words a picture shows, from the groups of their outlines. */
  const texts = (picture: string) => [...picture.matchAll(/<g data-text="([^"]*)"/g)].map((m) => m[1]);

  it('draws a distinct thumbnail for every game, labelled with its name and with no words (the tile prints them), the same on every request', async () => {
    const pictures = new Set<string>();
    for (const game of GAMES) {
      const picture = await svg(game.image);
      expect(texts(picture)).toEqual([]);
      expect(picture).toContain(`aria-label="${game.name.replaceAll("'", '&#39;')}"`);
      pictures.add(picture);
    }
    expect(pictures.size).toBe(GAMES.length);
    const first = GAMES[0];
    expect(first && (await svg(first.image))).toBe(first && (await svg(first.image)));
  });

  it("draws what a slot game's name says: one motif per first word, a different one for each word", async () => {
    const motifs = new Map<string, Set<string>>();
    // the words a motif is drawn for; other names get one from their id
    const named = ['Golden', 'Dragon', 'Lucky', 'Fortune', 'Tiger', 'Panda', 'Phoenix', 'Koi', 'Temple', 'Treasure', 'Mango', 'Elephant'];
    for (const game of FULL.filter((g) => g.gameType === 'slot' && named.includes(g.name.split(' ')[0] ?? '')).slice(0, 120)) {
      const drawn = /data-motif="([a-z]+)"/.exec(await svg(game.image))?.[1] ?? '';
      const word = game.name.split(' ')[0] ?? '';
      motifs.set(word, (motifs.get(word) ?? new Set()).add(drawn));
    }
    expect([...motifs.values()].every((drawn) => drawn.size === 1)).toBe(true);
    const byWord = Object.fromEntries([...motifs].map(([word, drawn]) => [word, [...drawn][0]]));
    expect(byWord).toMatchObject({
      Panda: 'panda',
      Koi: 'fish',
      Elephant: 'elephant',
      Treasure: 'chest',
      Tiger: 'tiger',
      Dragon: 'dragon',
    });
    expect(new Set(Object.values(byWord)).size).toBe(motifs.size);
  });

  it("draws a sport's own ball or gear rather than one ball for every sport game, on a stage in a bevelled frame", async () => {
    const sport = FULL.filter((g) => g.gameType === 'sport');
    const drawn = async (pattern: RegExp) => {
      const game = sport.find((g) => pattern.test(g.name));
      if (!game) throw new Error(`no sport game named like ${pattern}`);
      return /data-motif="([a-z]+)"/.exec(await svg(game.image))?.[1];
    };
    expect(await drawn(/บาสเกตบอล/)).toBe('basketball');
    expect(await drawn(/มวยไทย/)).toBe('glove');
    expect(await drawn(/E-Sports/)).toBe('gamepad');
    expect(await drawn(/เทนนิส/)).toBe('tennis');
    const first = sport[0];
    expect(first && (await svg(first.image))).toContain('stroke="url(#frame)"');
  });

  it('draws level badges with the Thai level name and no English label', async () => {
    for (const level of LEVELS) {
      const picture = await svg(`/mock-cdn${level.image}`);
      expect(texts(picture)).toEqual([level.nameTh, `ระดับ ${level.id}`]);
      expect(picture).toContain(level.color);
      expect(picture).not.toMatch(/LEVEL/i);
    }
  });

  it('draws one picture per reward and per category, labelled in Thai and with no words (the list prints the name)', async () => {
    const pictures = new Set<string>();
    for (const { id, name } of [...REWARDS, ...REWARD_CATEGORIES.map((c) => ({ id: `category-${c.id}`, name: c.name }))]) {
      const picture = await svg(`/mock-cdn/rewards/${id}.svg`);
      expect(texts(picture)).toEqual([]);
      expect(picture).toContain(`aria-label="${name}"`);
      pictures.add(picture);
    }
    expect(pictures.size).toBe(REWARDS.length + REWARD_CATEGORIES.length);
    // each reward shows what it is: earbuds as headphones, a coffee voucher as a cup
    const motifs = await Promise.all(
      REWARDS.map(async ({ id }) => /data-motif="([a-z]+)"/.exec(await svg(`/mock-cdn/rewards/${id}.svg`))?.[1]),
    );
    expect(new Set(motifs).size).toBe(REWARDS.length);
    expect(motifs[REWARDS.findIndex((r) => r.id === 'RW-EARBUDS')]).toBe('headphones');
    expect(motifs[REWARDS.findIndex((r) => r.id === 'RW-COFFEE100')]).toBe('cup');
    expect((await mock.request('GET', '/mock-cdn/rewards/RW-NOPE.svg')).status).toBe(404);
  });

  it('draws provider logos and lobby tiles with the provider name, never the bare code', async () => {
    for (const code of new Set(GAMES.map((g) => g.gameCate))) {
      const logo = await svg(`/mock-cdn/providers/logos/${code}.svg`);
      expect(texts(logo).join(' ')).toBe(PROVIDER_NAMES[code]);
      // the disc carries the provider's emblem, a mark, not its code
      expect(logo).toContain(`data-motif="${providerEmblem(code)}"`);
    }
    // each provider its own
    const codes = new Set(GAMES.map((g) => g.gameCate));
    expect(new Set([...codes].map(providerEmblem)).size).toBe(codes.size);
    // a long name: its leading words large, its last word under them as a smaller descriptor,
    // not both shrunk to the longer word
    const xtreme = await svg('/mock-cdn/providers/logos/XE.svg');
    expect(texts(xtreme)).toEqual(['Xtreme', 'Entertainment']);
    const sizes = [...xtreme.matchAll(/<g data-text="[^"]*" data-font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes[0]).toBeGreaterThanOrEqual(26);
    expect(sizes[1]).toBeLessThan(sizes[0] ?? 0);
    expect(texts(await svg('/mock-cdn/games/tiles/casino-SA.svg'))).toEqual(['SA Gaming', 'คาสิโน']);
    expect((await mock.request('GET', '/mock-cdn/providers/logos/ZZ.svg')).status).toBe(404);
  });

  it("draws a poster for every film of the movie provider's catalogue, its title set on it on at most two lines", async () => {
    const answer = await mock.request('GET', '/mock-cdn/providers/movies.json');
    const listed = (answer.body as { movies: Array<{ id: string; title: string; poster: string }> }).movies;
    expect(listed).toHaveLength(8);
    const pictures = new Set<string>();
    for (const movie of listed) {
      const picture = await svg(movie.poster);
      const lines = texts(picture);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(lines.join(' ')).toBe(movie.title);
      pictures.add(picture);
    }
    expect(pictures.size).toBe(listed.length);
    expect((await mock.request('GET', '/mock-cdn/providers/posters/mv-99.svg')).status).toBe(404);
  });

  it("draws each brand's logo from its own name and palette, and a page background with no words", async () => {
    const logos = await Promise.all(['default', 'lanna'].map((brand) => svg(`/mock-cdn/brands/${brand}/home.normal.logo.svg`)));
    expect(texts(logos[0] ?? '')).toEqual(['ส', 'สยามเกมส์']);
    expect(logos[0]).toContain('#c8102e');
    expect(texts(logos[1] ?? '')).toEqual(['ล', 'ล้านนาคลับ']);
    expect(logos[1]).toContain('#0b6e4f');
    expect(texts(await svg('/mock-cdn/brands/default/home.normal.background.svg'))).toEqual([]);
  });

  it('lists promotion banners and hot games in the public configuration, each picture and logo loading', async () => {
    const entries = bodyOf(await contractClient(mock).settings.configuration(), 200).data;
    const banners = entries.filter((e) => e.key.startsWith('home.banner.'));
    expect(banners.map((b) => b.key)).toEqual(['home.banner.1', 'home.banner.2', 'home.banner.3']);
    expect(texts(await svg(banners[1]?.value.data.path ?? ''))).toEqual(['คืนยอดเสียทุกสัปดาห์', 'สูงสุด 15% ตามระดับสมาชิก']);
    const hot = entries.filter((e) => e.key.startsWith('home.hotGame.')).map((e) => e.value.data);
    expect(hot.length).toBeGreaterThanOrEqual(6);
    for (const game of hot) {
      expect(Object.keys(game).sort()).toEqual(['caption', 'demo', 'logo', 'path', 'title']);
      expect(game.path).toMatch(/^\/mock-cdn\/games\/art\//);
      expect(await svg(game.path ?? '')).toContain(`aria-label="${game.title?.replaceAll("'", '&#39;')}"`);
      expect(texts(await svg(game.logo ?? '')).join(' ')).toBe(game.caption);
    }
  });

  it('serves each picture compressed to a browser that takes it, the same picture once decompressed', async () => {
    const app = await buildApp({ seed: 42 });
    try {
      const path = '/mock-cdn/brands/default/home.banner.1.svg';
      const plain = await app.inject({ method: 'GET', url: path });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding, decompress] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const answer = await app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': accept } });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toContain('accept-encoding');
        expect(decompress(answer.rawPayload).toString()).toBe(plain.body);
        expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
    } finally {
      await app.close();
    }
  });
});
