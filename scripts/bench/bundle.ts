/**
 * Bundle sizes of the built web app (web/dist): what the first routes `/` and `/login` need
 * (JS and CSS, gzip and brotli), and every chunk. Run after `npm run build -w web`:
 *   npx tsx scripts/bench/bundle.ts
 * Targets: first-route JS <= 150 KB gzip (entry + route + static imports), CSS <= 30 KB gzip;
 * each member route's own chunk <= 60 KB gzip. Exits 1 when a target is missed.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const KB = 1024;
const TARGETS = { firstRouteJsGzip: 150 * KB, firstRouteCssGzip: 30 * KB, memberRouteChunkGzip: 60 * KB };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const content = readFileSync(join(DIST, file));
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

function sum(files: Iterable<string>): Sizes {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(7)} KB`;
const row = (label: string, sizes: Sizes) => `${label.padEnd(58)} ${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}`;
const header = `${'chunk'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;

function main(): number {
  const manifestPath = join(DIST, 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('web/dist/manifest.json is missing: run `npm run build -w web` first');
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entryClosure = staticClosure(manifest, entryKey);

  let failed = false;
  console.log('First routes: entry + the route module, with their static imports\n');
  console.log(header);
  for (const [route, source] of [
    ['/', 'src/app/routes/home.tsx'],
    ['/login', 'src/app/routes/login.tsx'],
  ] as const) {
    const keys = staticClosure(manifest, source, new Set(entryClosure));
    const { js, css } = filesOf(manifest, keys);
    const jsSizes = sum(js);
    const cssSizes = sum(css);
    const jsOk = jsSizes.gzip <= TARGETS.firstRouteJsGzip;
    const cssOk = cssSizes.gzip <= TARGETS.firstRouteCssGzip;
    failed ||= !jsOk || !cssOk;
    console.log(row(`${route} JS (${js.size} files) ${jsOk ? 'ok' : 'OVER'} <= ${TARGETS.firstRouteJsGzip / KB} KB gzip`, jsSizes));
    console.log(row(`${route} CSS (${css.size} files) ${cssOk ? 'ok' : 'OVER'} <= 30 KB gzip`, cssSizes));
  }

  console.log('\nMember routes: the route module and what it adds beyond the entry\n');
  console.log(header);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src?.startsWith('src/app/routes/auth/')) continue;
    const own = [...staticClosure(manifest, key)].filter((k) => !entryClosure.has(k));
    const sizes = sum(filesOf(manifest, own).js);
    const ok = sizes.gzip <= TARGETS.memberRouteChunkGzip;
    failed ||= !ok;
    console.log(row(`${chunk.src.replace('src/app/routes/', '')} ${ok ? 'ok' : 'OVER'}`, sizes));
  }

  console.log('\nEvery chunk\n');
  console.log(header);
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
  }
  const all = [...files].filter((file) => /\.(js|css)$/.test(file)).sort((a, b) => sizesOf(b).gzip - sizesOf(a).gzip);
  for (const file of all) console.log(row(file, sizesOf(file)));
  console.log(row(`total (${all.length} files)`, sum(all)));
  return failed ? 1 : 0;
}

process.exitCode = main();
