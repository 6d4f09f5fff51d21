import fp from 'fastify-plugin';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
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
const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A long-running shared mock keeps this many namespaces; the least recently used goes first. */
export const MAX_NAMESPACES = 500;

/** Namespaces: isolated worlds created from the seed on first use. */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();

  constructor(
    private readonly config: MockConfig,
    private readonly maxNamespaces = MAX_NAMESPACES,
  ) {}

  get(namespace: string): World {
    let world = this.worlds.get(namespace);
    if (world) {
      // re-inserting keeps the Map in least-recently-used order
      this.worlds.delete(namespace);
    } else {
      world = createWorld({ namespace, seed: this.config.seed, brand: this.config.brand, now: this.config.now });
      if (this.worlds.size >= this.maxNamespaces) {
        const oldest = [...this.worlds.keys()].find((name) => name !== DEFAULT_NAMESPACE);
        if (oldest !== undefined) this.worlds.delete(oldest);
      }
    }
    this.worlds.set(namespace, world);
    return world;
  }

  get size(): number {
    return this.worlds.size;
  }

  /** Rebuilds a namespace from a seed, keeping its brand. */
  rebuild(namespace: string, seed: number, brand: string): World {
    const previous = this.get(namespace);
    const fresh = createWorld({ namespace, seed, brand, now: this.config.now });
    previous.replace(fresh.data);
    return previous;
  }
}

function namespaceFromCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAMESPACE_HEADER) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const worldsPlugin = fp<{ config: MockConfig }>(
  async (app, { config }) => {
    app.decorate('mockConfig', config);
    app.decorate('worlds', new WorldRegistry(config));
    app.decorateRequest('world', null as unknown as World);
    app.addHook('onRequest', async (request) => {
      const header = request.headers[NAMESPACE_HEADER];
      const namespace = (Array.isArray(header) ? header[0] : header) ?? namespaceFromCookie(request.headers.cookie) ?? DEFAULT_NAMESPACE;
      if (!NAMESPACE_PATTERN.test(namespace)) {
        request.world = app.worlds.get(DEFAULT_NAMESPACE);
        throw new ApiError(400, messages.badNamespace, 'BAD_NAMESPACE');
      }
      request.world = app.worlds.get(namespace);
    });
  },
  { name: 'mock-worlds' },
);
