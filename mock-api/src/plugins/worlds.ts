import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { CONTROL_TOKEN_HEADER, NAMESPACE_HEADER, NAMESPACE_NAME_PATTERN } from '@site/contract/mock-control';
import { ApiError } from '../lib/api-error';
import { sameToken } from '../lib/control-token';
import { messages } from '../lib/messages';
import { createWorld } from '../state/seed';
import { WorldData } from '../state/types';
import { World } from '../state/world';
import type { MockConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    worlds: WorldRegistry;
    mockConfig: MockConfig;
  }
  interface FastifyRequest {
    world: World;
  }
}

export const DEFAULT_NAMESPACE = 'default';
type Entry = {
  world: World;
  inFlight: number;
  lastUsedAt: number;
  /** Size of the world as JSON when last measured (wall-clock `measuredAt`), for the memory budget. */
  bytes: number;
  measuredAt: number;
  /** Hash of the JSON last written to the store: an unchanged world is not written again. */
  savedHash: string | null;
};

/**
 * Namespaces: isolated worlds created from the seed on first use. At most `max` are kept
 * (MOCK_MAX_WORLDS, decision 092) and at most `maxBytes` of them as JSON (MOCK_MAX_WORLDS_MB,
 * decision 155): a new one replaces the least recently used idle ones (no request in flight;
 * never the default namespace). Without a store an evicted namespace comes back fresh from the
 * seed when it is used again; with one (MOCK_DATA_DIR, decision 156) it comes back from the
 * store as it was. When every other world is busy, a new namespace is refused with 503.
 */
export class WorldRegistry {
  /** In least-recently-used order: a use moves the entry to the end. */
  private readonly entries = new Map<string, Entry>();
  /** Worlds dropped to stay within `max` since the mock started. */
  private evictions = 0;

  constructor(
    private readonly config: MockConfig,
    readonly max = config.maxWorlds,
    readonly maxBytes = config.maxWorldBytes,
  ) {}

  get(namespace: string): World {
    return this.use(namespace, true).world;
  }

  /**
   * The namespace's world for one request: it is not evicted before `release()`. With `create`
   * false a namespace neither held nor stored is refused (decision 157) instead of seeded.
   */
  acquire(namespace: string, create = true): { world: World; release(): void } {
    const entry = this.use(namespace, create);
    entry.inFlight += 1;
    let released = false;
    return {
      world: entry.world,
      release: () => {
        if (released) return;
        released = true;
        entry.inFlight -= 1;
      },
    };
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * What the control API reports: how many, the cap, evictions, and each namespace's world with
   * its use, most recently used first. Listing does not count as a use.
   */
  describe() {
    return {
      count: this.entries.size,
      max: this.max,
      evicted: this.evictions,
      namespaces: [...this.entries.values()].reverse().map((entry) => ({
        world: entry.world,
        lastUsedAt: new Date(entry.lastUsedAt).toISOString(),
        inFlight: entry.inFlight,
      })),
    };
  }

  private use(namespace: string, create: boolean): Entry {
    let entry = this.entries.get(namespace);
    if (entry) {
      this.entries.delete(namespace);
    } else {
      const stored = this.load(namespace);
      // the default namespace is always there, as the seed makes it
      if (stored === undefined && !create && namespace !== DEFAULT_NAMESPACE)
        throw new ApiError(404, messages.unknownNamespace(namespace), 'UNKNOWN_NAMESPACE');
      this.makeRoom();
      const world =
        stored ??
        createWorld({
          namespace,
          seed: this.config.seed,
          brand: this.config.brand,
          brands: this.config.brands,
          now: this.config.now,
        });
      const json = JSON.stringify(world.data);
      entry = {
        world,
        inFlight: 0,
        lastUsedAt: 0,
        bytes: json.length,
        measuredAt: Date.now(),
        // a stored world was stored with an empty journal, as `persist` writes it
        savedHash: stored === undefined ? null : hash(json),
      };
    }
    // Wall-clock time: each world's own clock may be anywhere.
    entry.lastUsedAt = Date.now();
    this.entries.set(namespace, entry);
    return entry;
  }

  /** A world kept in the store, or undefined; one the schema cannot read is set aside (decision 156). */
  private load(namespace: string): World | undefined {
    const store = this.config.store;
    const row = store?.loadWorld(namespace);
    if (store === null || row === undefined) return undefined;
    const parsed = WorldData.safeParse(JSON.parse(row.data));
    if (parsed.success && this.config.brands.has(parsed.data.brand)) return new World(parsed.data, this.config.brands);
    const reason = parsed.success ? `unknown brand ${parsed.data.brand}` : (parsed.error.issues[0]?.message ?? 'unreadable');
    console.error(`mock-api: stored namespace ${namespace} does not fit the world schema (${reason}); set aside, starting from the seed`);
    store.setAside(namespace, reason);
    return undefined;
  }

  /** Drops idle worlds until one more fits under the count and the memory budget. */
  private makeRoom(): void {
    if (this.entries.size >= this.max) this.evictOne();
    const now = Date.now();
    let total = 0;
    for (const entry of this.entries.values()) {
      // only a world used since it was measured can have grown
      if (entry.lastUsedAt >= entry.measuredAt) {
        entry.bytes = JSON.stringify(entry.world.data).length;
        entry.measuredAt = now;
      }
      total += entry.bytes;
    }
    while (total > this.maxBytes && this.entries.size > 1) {
      const evicted = this.evictOne(false);
      if (evicted === null) break;
      total -= evicted.bytes;
    }
  }

  /**
   * Writes a world to the store when it changed since its last write (decision 156); a no-op
   * without a store. Called before an answer is sent, so what the answer says is on disk.
   */
  persist(world: World): void {
    const store = this.config.store;
    const entry = this.entries.get(world.data.namespace);
    if (store === null || entry === undefined || entry.world !== world) return;
    // the journal is a diagnostic log of the last requests, not state: it is not stored, so a
    // read (which only adds a journal line) writes nothing, and a write is not the journal's size
    const json = JSON.stringify({ ...world.data, journal: [] });
    const digest = hash(json);
    if (digest === entry.savedHash) return;
    store.saveWorld(world.data.namespace, world.data.version, json);
    entry.savedHash = digest;
  }

  private evictOne(required?: true): Entry;
  private evictOne(required: false): Entry | null;
  private evictOne(required = true): Entry | null {
    for (const [namespace, entry] of this.entries) {
      if (namespace !== DEFAULT_NAMESPACE && entry.inFlight === 0) {
        this.entries.delete(namespace);
        this.evictions += 1;
        return entry;
      }
    }
    if (!required) return null;
    throw new ApiError(503, messages.worldsFull, 'WORLDS_FULL');
  }

  /** Forgets a namespace, in memory and in the store; its next use starts from the seed again. False when it was not held. */
  delete(namespace: string): boolean {
    const stored = this.config.store?.deleteWorld(namespace) ?? false;
    return this.entries.delete(namespace) || stored;
  }

  /** Rebuilds a namespace from a seed, keeping its brand. */
  rebuild(namespace: string, seed: number, brand: string): World {
    const previous = this.get(namespace);
    const fresh = createWorld({ namespace, seed, brand, brands: this.config.brands, now: this.config.now });
    previous.replaceWith(fresh);
    return previous;
  }
}

function hash(json: string): string {
  return createHash('sha1').update(json).digest('base64');
}

/**
 * Whether a request may bring a namespace into being (decision 157): anyone on a mock that only
 * this machine reaches; on a shared one only the control API, with its token.
 */
function mayCreateNamespace(request: FastifyRequest, config: MockConfig): boolean {
  if (!config.shared) return true;
  const path = request.url.split('?')[0] ?? request.url;
  return (
    path.startsWith('/__mock/') &&
    config.control &&
    config.controlToken !== undefined &&
    sameToken(request.headers[CONTROL_TOKEN_HEADER], config.controlToken)
  );
}

export const worldsPlugin = fp<{ config: MockConfig }>(
  async (app, { config }) => {
    app.decorate('mockConfig', config);
    app.decorate('worlds', new WorldRegistry(config));
    app.decorateRequest('world', null as unknown as World);
    // Parses cookies in its own onRequest hook, before the one below; a value that is not valid
    // percent-encoding stays as sent (and then fails the namespace pattern) instead of throwing.
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers[NAMESPACE_HEADER];
      const namespace = (Array.isArray(header) ? header[0] : header) ?? request.cookies[NAMESPACE_HEADER] ?? DEFAULT_NAMESPACE;
      if (!NAMESPACE_NAME_PATTERN.test(namespace)) {
        request.world = app.worlds.get(DEFAULT_NAMESPACE);
        throw new ApiError(400, messages.badNamespace, 'BAD_NAMESPACE');
      }
      let acquired: ReturnType<WorldRegistry['acquire']>;
      try {
        acquired = app.worlds.acquire(namespace, mayCreateNamespace(request, config));
      } catch (error) {
        // The error answer is written in the default namespace, which is never evicted.
        request.world = app.worlds.get(DEFAULT_NAMESPACE);
        // a control call without the token: the control API's own check answers it (401)
        if (error instanceof ApiError && error.code === 'UNKNOWN_NAMESPACE' && request.url.startsWith('/__mock/')) return;
        throw error;
      }
      request.world = acquired.world;
      // 'close' comes once the answer is written or the client went away: idle again.
      reply.raw.once('close', () => acquired.release());
    });
    // what an answer says is on disk before it is sent (decision 156)
    app.addHook('onSend', async (request) => {
      if (request.world) app.worlds.persist(request.world);
    });
    app.addHook('onClose', () => config.store?.close());
  },
  { name: 'mock-worlds' },
);
