import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteUpstreamClock, siteNow } from './site-clock';

const answer = (headers: Record<string, string>) => new Headers(headers);

describe("the site's now", () => {
  // The module's offset outlives a test (and, with shared modules, this file): each test starts
  // and ends on the browser's clock, as an answer saying the browser's own instant puts it.
  const backOnBrowserClock = () => noteUpstreamClock(answer({ 'x-mock-now': new Date().toISOString() }));
  beforeEach(backOnBrowserClock);
  afterEach(backOnBrowserClock);

  it("is the browser's clock until an answer says the mock's, then the mock's as time goes on", () => {
    expect(Math.abs(siteNow().getTime() - Date.now())).toBeLessThan(1000);
    const receivedAt = Date.now();
    noteUpstreamClock(answer({ 'x-mock-now': '2030-01-01T00:00:00.000Z' }), receivedAt);
    const ahead = siteNow().getTime() - Date.parse('2030-01-01T00:00:00.000Z');
    expect(ahead).toBeGreaterThanOrEqual(0);
    expect(ahead).toBeLessThan(1000);
  });

  it('passes over a kept shared answer, an answer without the header and a bad instant', () => {
    const receivedAt = Date.now();
    noteUpstreamClock(answer({ 'x-mock-now': '2031-06-01T00:00:00.000Z' }), receivedAt);
    const passedOver: Array<Record<string, string>> = [
      { 'x-mock-now': '1999-01-01T00:00:00.000Z', 'x-cache': 'hit' },
      { 'x-mock-now': '1999-01-01T00:00:00.000Z', 'x-cache': 'stale' },
      {},
      { 'x-mock-now': 'yesterday' },
    ];
    for (const headers of passedOver) {
      noteUpstreamClock(answer(headers), receivedAt);
      expect(siteNow().getUTCFullYear()).toBe(2031);
    }
  });
});
