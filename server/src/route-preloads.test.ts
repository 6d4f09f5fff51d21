import { describe, expect, it } from 'vitest';
import { routePreloadTable } from './route-preloads';

const entry = (pattern: string) => ({ pattern, modules: [`/assets/${pattern.replace(/\W+/g, '-') || 'home'}.js`], styles: [] });

describe('routePreloadTable (docs/design/first-paint.md#preloads)', () => {
  it('matches a path segment by segment, a parameter taking any one segment, static segments first', () => {
    const table = routePreloadTable(
      JSON.stringify([entry('/reward/:categoryId'), entry('/reward/all'), entry('/'), entry('/regis/:team/:marketing')]),
    );
    expect(table.match('/')?.pattern).toBe('/');
    expect(table.match('/reward/all')?.pattern).toBe('/reward/all');
    expect(table.match('/reward/voucher')?.pattern).toBe('/reward/:categoryId');
    expect(table.match('/regis/team-a/mkt-01/')?.pattern).toBe('/regis/:team/:marketing');
    expect(table.match('/REWARD/ALL')?.pattern).toBe('/reward/all');
    expect(table.match('/regis/team-a')).toBeUndefined();
    expect(table.match('/reward/a/b')).toBeUndefined();
  });

  it('is empty for a missing, broken or foreign file: pages are then served without preloads', () => {
    for (const json of [
      undefined,
      '{',
      '{"pattern":"/"}',
      JSON.stringify([{ pattern: '/', modules: ['https://evil.example/x.js'], styles: [] }]),
    ]) {
      expect(routePreloadTable(json).match('/')).toBeUndefined();
    }
  });
});
