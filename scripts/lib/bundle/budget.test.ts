import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  chunkGroupMisplacements,
  FIRST_ROUTES,
  LOADED_ON_FIRST_USE,
  firstRouteFiles,
  gzipOf,
  memberRouteFiles,
  packagesIn,
  readManifest,
} from './budget.ts';

// npm test builds web/dist before any test runs (scripts/test.mjs)
const manifest = readManifest();

describe('the built web app keeps its first-paint budget (docs/design/first-paint.md#budget)', () => {
  it.each(FIRST_ROUTES)('%s: at most 150 KB gzip of script and 30 KB of CSS before it runs', (_route, source) => {
    const { js, css } = firstRouteFiles(manifest, source);
    expect(gzipOf(js)).toBeLessThanOrEqual(BUDGETS.firstRouteJsGzip);
    expect(gzipOf(css)).toBeLessThanOrEqual(BUDGETS.firstRouteCssGzip);
  });

  it.each(FIRST_ROUTES)('%s: loads none of what waits for its first use', (_route, source) => {
    const packages = [...firstRouteFiles(manifest, source).js].flatMap((file) => [...packagesIn(file)]);
    expect(packages).toContain('react-dom');
    expect(packages.filter((name) => (LOADED_ON_FIRST_USE as readonly string[]).includes(name))).toEqual([]);
  });

  it('every member screen adds at most 60 KB gzip to the entry', () => {
    const routes = memberRouteFiles(manifest);
    expect(routes.size).toBeGreaterThan(10);
    const over = [...routes].filter(([, files]) => gzipOf(files) > BUDGETS.memberRouteChunkGzip).map(([route]) => route);
    expect(over).toEqual([]);
  });

  it("every module a chunk group lists exists and is in its group's chunk (docs/design/first-paint.md#chunks)", () => {
    expect(chunkGroupMisplacements(manifest)).toEqual([]);
  });
});
