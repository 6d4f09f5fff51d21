import { type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@site/contract/rules';

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/**
 * A route module loaded on demand (route-level code splitting). A chunk that has not arrived
 * after spec 9's 120 s is an error, which the route error element turns into a reload offer.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError('route chunk load timed out')), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
