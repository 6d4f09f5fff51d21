import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { NAMESPACE_HEADER, NAMESPACE_NAME_PATTERN } from '@site/contract/mock-control';
import { ApiError } from '../lib/api-error';
import { messages } from '../lib/messages';
import { createWorld } from '../state/seed';
import type { World } from '../state/world';
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
type Entry = { world: World; inFlight: number; lastUsedAt: number };

/**
 * Namespaces: isolated worlds created from the seed on first use. At most `max` are kept
 * (MOCK_MAX_WORLDS, decision 092): a new one replaces the least recently used idle one (no
 * request in flight; never the default namespace), which comes back fresh from the seed when
 * it is used again. When every other world is busy, a new namespace is refused with 503.
 */
export class WorldRegistry {
  /** In least-recently-used order: a use moves the entry to the end. */
  private readonly entries = new Map<string, Entry>();
  /** Worlds dropped to stay within `max` since the mock started. */
  private evictions = 0;

  constructor(
    private readonly config: MockConfig,
    readonly max = config.maxWorlds,
  ) {}

  get(namespace: string): World {
    return this.use(namespace).world;
  }

  /** The namespace's world for one request: it is not evicted before `release()`. */
  acquire(namespace: string): { world: World; release(): void } {
    const entry = this.use(namespace);
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

  private use(namespace: string): Entry {
    let entry = this.entries.get(namespace);
    if (entry) {
      this.entries.delete(namespace);
    } else {
      if (this.entries.size >= this.max) this.evictOne();
      entry = {
        world: createWorld({
          namespace,
          seed: this.config.seed,
          brand: this.config.brand,
          brands: this.config.brands,
          now: this.config.now,
        }),
        inFlight: 0,
        lastUsedAt: 0,
      };
    }
    // Wall-clock time: each world's own clock may be anywhere.
    entry.lastUsedAt = Date.now();
    this.entries.set(namespace, entry);
    return entry;
  }

  private evictOne(): void {
    for (const [namespace, entry] of this.entries) {
      if (namespace !== DEFAULT_NAMESPACE && entry.inFlight === 0) {
        this.entries.delete(namespace);
        this.evictions += 1;
        return;
      }
    }
    throw new ApiError(503, messages.worldsFull, 'WORLDS_FULL');
  }

  /** Forgets a namespace; its next use starts from the seed again. False when it was not held. */
  delete(namespace: string): boolean {
    return this.entries.delete(namespace);
  }

  /** Rebuilds a namespace from a seed, keeping its brand. */
  rebuild(namespace: string, seed: number, brand: string): World {
    const previous = this.get(namespace);
    const fresh = createWorld({ namespace, seed, brand, brands: this.config.brands, now: this.config.now });
    previous.replaceWith(fresh);
    return previous;
  }
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
        acquired = app.worlds.acquire(namespace);
      } catch (error) {
        // The error answer is written in the default namespace, which is never evicted.
        request.world = app.worlds.get(DEFAULT_NAMESPACE);
        throw error;
      }
      request.world = acquired.world;
      // 'close' comes once the answer is written or the client went away: idle again.
      reply.raw.once('close', () => acquired.release());
    });
  },
  { name: 'mock-worlds' },
);
