import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { oldBrowsers } from './build/old-browsers.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';
import { routePreloads } from './build/route-preloads.ts';
import { fontPreloads } from './build/font-preloads.ts';
import { compileHints } from './build/compile-hints.ts';
import { icuStart } from './build/icu-start.ts';
import { CHUNK_GROUPS, chunkGroupOf } from './build/chunk-groups.ts';

const webPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * react-router's package exports only its development build; the production build beside it
 * differs by one flag (ENABLE_DEV_WARNINGS) that lets the minifier drop the warning code.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/])development\1index\.m?js$/, '$1production$1index.mjs');

/** The entry chunk and its stylesheet, as the `index` group below names them. */
const ENTRY_FILE = /^assets\/index-[\w-]+\.(?:js|css)$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), oldBrowsers(), icuStart(), serviceWorker(), routePreloads(), fontPreloads(), compileHints(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  define: {
    // The webversion header of spec 7: package version plus build day, e.g. 0.0.0+20261121.
    __APP_VERSION__: JSON.stringify(`${webPackage.version}+${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`),
  },
  build: {
    outDir: 'dist',
    // Maps are written for tools (error reports, bundle analysis) but not referenced from the
    // scripts: the gateway does not serve them (docs/design/gateway.md#static-files).
    sourcemap: 'hidden',
    assetsDir: 'assets',
    // A lazy chunk's preloads never name the entry chunk or its CSS: the page loaded both before
    // any script ran, and Firefox fails a modulepreload of the module it is running (an error
    // event on the link, seen on every page that loaded web-vitals).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_FILE.test(dep)) },
    // Syntax is lowered to what the browserslist in package.json parses (spec 9's minimums,
    // docs/design/web-app.md#browsers); the APIs they lack come from src/polyfills.ts, loaded only where missing.
    // A manifest lets scripts/bench/bundle.ts compute what each route needs.
    manifest: 'manifest.json',
    target: browserslistToEsbuild(undefined, { path: fileURLToPath(new URL('.', import.meta.url)) }),
    rolldownOptions: {
      output: {
        // Every module the first screen loads statically ('$initial') goes into the entry chunk:
        // one request and one compression context instead of a few small shared chunks that
        // rolldown would otherwise split out because lazy routes import them too. What lazy
        // screens share goes into a few named chunks, not one per set of screens sharing it (docs/design/first-paint.md#chunks).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: CHUNK_GROUPS.length },
            // by explicit lists, checked after the build by scripts/lib/bundle/budget.ts (web/build/chunk-groups.ts)
            ...CHUNK_GROUPS.map(({ name }, index) => ({
              name,
              test: (id: string) => chunkGroupOf(id) === name,
              priority: CHUNK_GROUPS.length - 1 - index,
            })),
          ],
        },
      },
    },
  },
}));
