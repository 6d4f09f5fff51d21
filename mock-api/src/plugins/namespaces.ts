import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { CONTROL_TOKEN_HEADER, NAMESPACE_HEADER, NAMESPACE_NAME_PATTERN } from '@site/contract/mock-control';
import { ApiError } from '../lib/api-error';
import { sameToken } from '../lib/control-token';
import { controlRequestRefusal } from '../control/cross-site';
import { messages } from '../lib/messages';
import { createNamespaceState } from '../state/seed';
import { NamespaceData } from '../state/types';
import { NamespaceState } from '../state/namespace-state';
import { headJson } from '../state/namespace-store';
import type { MockConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    namespaces: NamespaceRegistry;
    mockConfig: MockConfig;
  }
  interface FastifyRequest {
    namespaceState: NamespaceState;
  }
}

export const DEFAULT_NAMESPACE = 'default';
/** A stored namespace the schema could not read: it existed, so it starts again from the seed. */
const SET_ASIDE = Symbol('set aside');
type Entry = {
  state: NamespaceState;
  inFlight: number;
  lastUsedAt: number;
  /** Size of the namespace's state as JSON when last measured (wall-clock `measuredAt`), for the memory budget. */
  bytes: number;
  measuredAt: number;
  /** The head (`headJson`) as last written to the store: an unchanged one is not written again. */
  savedHead: string | null;
  /** The store's latest commit of this namespace: its answers wait until that one is on the disk. */
  commit: number;
};

/**
 * The namespaces, each with a state of its own made from the seed on first use. At most `max` are kept
 * (MOCK_MAX_NAMESPACES, docs/design/mock.md#namespaces) and at most `maxBytes` of them as JSON (MOCK_MAX_NAMESPACES_MB,
 * docs/design/mock.md#bounds): a new one replaces the least recently used idle ones (no request in flight;
 * never the default namespace). Without a store an evicted namespace comes back fresh from the
 * seed when it is used again; with one (MOCK_DATA_DIR, docs/design/mock.md#durable-namespaces) it comes back from the
 * store as it was. When every other namespace is busy, a new one is refused with 503.
 */
export class NamespaceRegistry {
  /** In least-recently-used order: a use moves the entry to the end. */
  private readonly entries = new Map<string, Entry>();
  /** Namespaces dropped to stay within `max` since the mock started. */
  private evictions = 0;

  constructor(
    private readonly config: MockConfig,
    readonly max = config.maxNamespaces,
    readonly maxBytes = config.maxNamespaceBytes,
  ) {}

  get(namespace: string): NamespaceState {
    return this.use(namespace, true).state;
  }

  /**
   * The namespace's state for one request: it is not evicted before `release()`. With `create`
   * false a namespace neither held nor stored is refused (docs/design/mock.md#namespaces) instead of seeded.
   */
  acquire(namespace: string, create = true): { state: NamespaceState; release(): void } {
    const entry = this.use(namespace, create);
    entry.inFlight += 1;
    let released = false;
    return {
      state: entry.state,
      release: () => {
        if (released) return;
        released = true;
        entry.inFlight -= 1;
      },
    };
  }

  /** Whether the namespace is held or stored (DEFAULT_NAMESPACE always is). */
  has(namespace: string): boolean {
    return namespace === DEFAULT_NAMESPACE || this.entries.has(namespace) || this.config.store?.loadNamespace(namespace) !== undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * What the control API reports: how many, the cap, evictions, and each namespace's state with
   * its use, most recently used first. Listing does not count as a use.
   */
  describe() {
    return {
      count: this.entries.size,
      max: this.max,
      evicted: this.evictions,
      namespaces: [...this.entries.values()].reverse().map((entry) => ({
        state: entry.state,
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
      const loaded = this.load(namespace);
      const stored = loaded === SET_ASIDE ? undefined : loaded;
      // the default namespace is always there, as the seed makes it; one set aside was there too
      if (loaded === undefined && !create && namespace !== DEFAULT_NAMESPACE)
        throw new ApiError(404, messages.unknownNamespace(namespace), 'UNKNOWN_NAMESPACE');
      this.makeRoom();
      const state =
        stored ??
        createNamespaceState({
          namespace,
          seed: this.config.seed,
          brand: this.config.brand,
          brands: this.config.brands,
          catalogue: this.config.catalogue,
          now: this.config.now,
        });
      // a stored state is in the store as it is: nothing to write until it changes
      if (stored !== undefined) state.takeChanges();
      entry = {
        state,
        inFlight: 0,
        lastUsedAt: 0,
        bytes: JSON.stringify(state.data).length,
        measuredAt: Date.now(),
        savedHead: stored === undefined ? null : headJson(state.data),
        commit: 0,
      };
    }
    // Wall-clock time: each namespace's own clock may be anywhere.
    entry.lastUsedAt = Date.now();
    this.entries.set(namespace, entry);
    return entry;
  }

  /** A namespace's state kept in the store, or undefined; one the schema cannot read is set aside (docs/design/mock.md#durable-namespaces). */
  private load(namespace: string): NamespaceState | typeof SET_ASIDE | undefined {
    const store = this.config.store;
    const stored = store?.loadNamespace(namespace);
    if (store === null || stored === undefined) return undefined;
    const parsed = NamespaceData.safeParse(stored);
    if (parsed.success && this.config.brands.has(parsed.data.brand))
      return new NamespaceState(parsed.data, this.config.brands, this.config.catalogue);
    const reason = parsed.success ? `unknown brand ${parsed.data.brand}` : (parsed.error.issues[0]?.message ?? 'unreadable');
    console.error(`mock-api: stored namespace ${namespace} does not fit the state schema (${reason}); set aside, starting from the seed`);
    store.setAside(namespace, reason);
    return SET_ASIDE;
  }

  /** Drops idle namespaces until one more fits under the count and the memory budget. */
  private makeRoom(): void {
    if (this.entries.size >= this.max) this.evictOne();
    const now = Date.now();
    let total = 0;
    for (const entry of this.entries.values()) {
      // only a namespace used since it was measured can have grown
      if (entry.lastUsedAt >= entry.measuredAt) {
        entry.bytes = JSON.stringify(entry.state.data).length;
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
   * Writes what a namespace's state changed since its last write (docs/design/mock.md#durable-namespaces): the records it
   * touched and its head when that changed; nothing for a read. Resolves once that, and any
   * earlier write of this namespace, is on the disk, so what the answer says survives kill -9 and
   * a power cut. A no-op without a store. Awaited before an answer is sent.
   */
  async persist(state: NamespaceState): Promise<void> {
    const changes = state.takeChanges();
    const store = this.config.store;
    const entry = this.entries.get(state.data.namespace);
    if (store === null || entry === undefined || entry.state !== state) return;
    const namespace = state.data.namespace;
    // the journal is a diagnostic log of the last requests, not state: it is not stored, so a
    // read (which only adds a journal line) writes nothing
    const head = headJson(state.data);
    if (changes.whole) {
      entry.commit = store.saveNamespace(namespace, { ...state.data, journal: [] });
      entry.savedHead = head;
    } else if (changes.rewritten.size > 0 || changes.records.size > 0 || head !== entry.savedHead) {
      entry.commit = store.saveChanges(namespace, state.data, changes, head === entry.savedHead ? null : head);
      entry.savedHead = head;
    }
    await store.durable(entry.commit);
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
    throw new ApiError(503, messages.tooManyNamespaces, 'TOO_MANY_NAMESPACES');
  }

  /** Forgets a namespace, in memory and in the store; its next use starts from the seed again. False when it was not held. */
  delete(namespace: string): boolean {
    const stored = this.config.store?.deleteNamespace(namespace) ?? false;
    return this.entries.delete(namespace) || stored;
  }

  /** Rebuilds a namespace from a seed, keeping its brand. */
  rebuild(namespace: string, seed: number, brand: string): NamespaceState {
    const previous = this.get(namespace);
    const fresh = createNamespaceState({
      namespace,
      seed,
      brand,
      brands: this.config.brands,
      catalogue: this.config.catalogue,
      now: this.config.now,
    });
    previous.replaceWith(fresh);
    return previous;
  }
}

/** Control calls about the mock as a whole, not one namespace: answered whatever namespace the request names. */
const MOCK_WIDE = /^\/__mock\/(console(\/|$)|routes$|namespaces(\/[^/]+)?$|scenarios$|scenario-runs(\/|$)|snapshots$)/;

/**
 * Control changes that set a namespace's whole state (a rebuild from a seed, a restore, a
 * recording loaded): what they leave does not depend on what was there, so they may bring the
 * namespace into being. `POST /__mock/namespaces` is the explicit create.
 */
const WHOLE_STATE = /^\/__mock\/(seed|reset|restore|recording|snapshots\/[^/]+\/restore)$/;

const hasControlToken = (request: FastifyRequest, config: MockConfig) =>
  config.controlToken !== undefined && sameToken(request.headers[CONTROL_TOKEN_HEADER], config.controlToken);

/**
 * Whether a request may bring a namespace into being (docs/design/mock.md#namespaces): a control
 * call only when it sets the whole state (a read or a partial change of a deleted or lost namespace
 * must not make a fresh one that looks like it); a member request on a mock only this machine
 * reaches; on a shared mock only the control API, with its token.
 */
function mayCreateNamespace(request: FastifyRequest, path: string, config: MockConfig): boolean {
  if (!path.startsWith('/__mock/')) return !config.shared;
  if (request.method !== 'POST' || !WHOLE_STATE.test(path)) return false;
  return !config.shared || (config.control && hasControlToken(request, config));
}

export const namespacesPlugin = fp<{ config: MockConfig }>(
  async (app, { config }) => {
    app.decorate('mockConfig', config);
    app.decorate('namespaces', new NamespaceRegistry(config));
    app.decorateRequest('namespaceState', null as unknown as NamespaceState);
    // Parses cookies in its own onRequest hook, before the one below; a value that is not valid
    // percent-encoding stays as sent (and then fails the namespace pattern) instead of throwing.
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers[NAMESPACE_HEADER];
      const namespace = (Array.isArray(header) ? header[0] : header) ?? request.cookies[NAMESPACE_HEADER] ?? DEFAULT_NAMESPACE;
      if (!NAMESPACE_NAME_PATTERN.test(namespace)) {
        request.namespaceState = app.namespaces.get(DEFAULT_NAMESPACE);
        throw new ApiError(400, messages.badNamespace, 'BAD_NAMESPACE');
      }
      const path = request.url.split('?')[0] ?? request.url;
      let acquired: ReturnType<NamespaceRegistry['acquire']>;
      try {
        acquired = app.namespaces.acquire(namespace, mayCreateNamespace(request, path, config));
      } catch (error) {
        // The error answer is written in the default namespace, which is never evicted.
        request.namespaceState = app.namespaces.get(DEFAULT_NAMESPACE);
        if (!(error instanceof ApiError && error.code === 'UNKNOWN_NAMESPACE' && path.startsWith('/__mock/'))) throw error;
        // a call about the namespace itself, by a caller the control API lets in: what it names is not there
        // (a cross-site or foreign-host call is refused first, by the guard's 403: it learns nothing of namespaces)
        const admitted =
          (config.controlToken === undefined || hasControlToken(request, config)) &&
          controlRequestRefusal(request.method, request.headers, config.allowedHosts) === null;
        if (!MOCK_WIDE.test(path) && admitted) throw new ApiError(404, messages.control.unknownNamespace(namespace), 'UNKNOWN_NAMESPACE');
        // a mock-wide call, or a control call without the token (the control API's own check answers it: 401)
        return;
      }
      request.namespaceState = acquired.state;
      // 'close' comes once the answer is written or the client went away: idle again.
      reply.raw.once('close', () => acquired.release());
    });
    // what an answer says is on disk before it is sent (docs/design/mock.md#durable-namespaces)
    app.addHook('onSend', async (request) => {
      if (request.namespaceState) await app.namespaces.persist(request.namespaceState);
    });
    app.addHook('onClose', () => config.store?.close());
  },
  { name: 'mock-namespaces' },
);
