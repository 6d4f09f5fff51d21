import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { DEFAULT_NAMESPACE, WorldRegistry } from './worlds';

describe('namespace registry', () => {
  it('keeps at most its limit of worlds, dropping the least recently used but never the default', () => {
    const limit = 6;
    const registry = new WorldRegistry(resolveConfig({ seed: 42 }, {}), limit);
    const kept = registry.get(DEFAULT_NAMESPACE);
    const first = registry.get('first');
    for (let i = 0; i < limit * 2; i += 1) {
      registry.get(`ns-${i}`);
      // touching "first" keeps it recent
      registry.get('first');
    }
    expect(registry.size).toBe(limit);
    expect(registry.get(DEFAULT_NAMESPACE)).toBe(kept);
    expect(registry.get('first')).toBe(first);
    expect(registry.get(`ns-${limit * 2 - 1}`)).toBeDefined();
    expect(registry.size).toBe(limit);
    // an evicted namespace comes back fresh from the seed
    const reborn = registry.get('ns-0');
    expect(reborn.data.namespace).toBe('ns-0');
    expect(registry.size).toBe(limit);
  });
});
