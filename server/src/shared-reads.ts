import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { SharedCachePolicy } from '@site/contract';

/** An upstream answer to a shared public read, whole, as every visitor who asked gets it. */
export type SharedAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer; fetchedAt: number };

/** How a read was answered: from memory (fresh or stale), by its own upstream call, or by one already under way. */
export type SharedReadState = 'hit' | 'stale' | 'miss' | 'joined';

/** What a kept entry costs beyond its body: key, headers and bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Public reads the contract marks shared (`sharedCache` in the route policy, docs/design/gateway.md#shared-reads): any
 * number of concurrent reads of one key are one upstream call, and with memory given, a 200 is
 * kept `freshSeconds`, then answered stale for `staleSeconds` more while one call refreshes it.
 * Memory is bounded in bytes (least recently used first out); other statuses are never kept.
 */
export class SharedReads {
  private readonly store: LRUCache<string, SharedAnswer> | undefined;
  private readonly inFlight = new Map<string, Promise<SharedAnswer>>();

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.store =
      maxBytes > 0
        ? new LRUCache<string, SharedAnswer>({
            maxSize: maxBytes,
            sizeCalculation: (answer, key) => answer.body.length + key.length + ENTRY_OVERHEAD_BYTES,
          })
        : undefined;
  }

  /** The answer for `key`: kept, joined to a call under way, or loaded by `load` (one call per key at a time). */
  async read(
    key: string,
    policy: SharedCachePolicy,
    load: () => Promise<SharedAnswer>,
  ): Promise<{ answer: SharedAnswer; state: SharedReadState }> {
    const kept = this.store?.get(key);
    if (kept !== undefined) {
      const age = this.now() - kept.fetchedAt;
      if (age < policy.freshSeconds * 1000) return { answer: kept, state: 'hit' };
      if (age < (policy.freshSeconds + policy.staleSeconds) * 1000) {
        // A failed refresh keeps the stale answer until its time is up; the next read tries again.
        this.refresh(key, policy, load).catch(() => undefined);
        return { answer: kept, state: 'stale' };
      }
      this.store?.delete(key);
    }
    const running = this.inFlight.get(key);
    if (running !== undefined) return { answer: await running, state: 'joined' };
    return { answer: await this.refresh(key, policy, load), state: 'miss' };
  }

  /** Bytes kept now (for tests and the bench). */
  get keptBytes(): number {
    return this.store?.calculatedSize ?? 0;
  }

  private refresh(key: string, policy: SharedCachePolicy, load: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    const running = this.inFlight.get(key);
    if (running !== undefined) return running;
    const loading = load()
      .then((answer) => {
        if (answer.status === 200) this.store?.set(key, answer, { ttl: (policy.freshSeconds + policy.staleSeconds) * 1000 });
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }
}
