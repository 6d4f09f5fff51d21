/**
 * What the built web app (web/dist) costs a first visit, read from Vite's manifest and the
 * chunks' source maps: the first routes `/` and `/login` (the entry, the route module and their
 * static imports) and each member screen's own chunks. `scripts/bench/bundle.ts` prints it; a
 * test holds the budgets (docs/design/first-paint.md#budget).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHUNK_GROUPS } from '@site/web/chunk-groups';

export const DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const KB = 1024;
export const BUDGETS = { firstRouteJsGzip: 150 * KB, firstRouteCssGzip: 30 * KB, memberRouteChunkGzip: 60 * KB };
export const FIRST_ROUTES = [
  ['/', 'src/app/routes/home.tsx'],
  ['/login', 'src/app/routes/login.tsx'],
] as const;
/** Packages no first screen needs: each loads on first use (docs/design/first-paint.md#budget). */
export const LOADED_ON_FIRST_USE = ['react-hook-form', 'sweetalert2', 'bowser', 'react-toastify', 'web-vitals', 'core-js'] as const;

interface ManifestChunk {
  file: string;
  /** A chunk group's name (`kit`), or the module's file name. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function readManifest(): Manifest {
  const path = join(DIST, 'manifest.json');
  if (!existsSync(path)) throw new Error('web/dist/manifest.json is missing: run `npm run build -w web` first');
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

const sizeCache = new Map<string, Sizes>();
export function sizesOf(file: string): Sizes {
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

/** Gzip bytes of the files: what the budgets count (brotli at its best level is slow; only the bench prints it). */
export function gzipOf(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += sizeCache.get(file)?.gzip ?? gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return total;
}

export function sum(files: Iterable<string>): Sizes {
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
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
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

export function entryClosure(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  return staticClosure(manifest, entry);
}

/** The JS and CSS files a first route loads before it runs. */
export function firstRouteFiles(manifest: Manifest, source: string): { js: Set<string>; css: Set<string> } {
  return filesOf(manifest, staticClosure(manifest, source, new Set(entryClosure(manifest))));
}

/** Each member screen's own JS beyond the entry, by its route module. */
export function memberRouteFiles(manifest: Manifest): Map<string, Set<string>> {
  const shared = entryClosure(manifest);
  const routes = new Map<string, Set<string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src?.startsWith('src/app/routes/auth/')) continue;
    const own = [...staticClosure(manifest, key)].filter((k) => !shared.has(k));
    routes.set(chunk.src.replace('src/app/routes/', ''), filesOf(manifest, own).js);
  }
  return routes;
}

/** The sources a built file was made from, as its source map names them (the build writes one beside each chunk). */
function sourcesOf(file: string): string[] {
  return (JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
}

/** The npm packages a built file was made from, read from its source map. */
export function packagesIn(file: string): Set<string> {
  const packages = new Set<string>();
  for (const source of sourcesOf(file)) {
    const at = source.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const [scope = '', name = ''] = source.slice(at + 'node_modules/'.length).split('/');
    packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
  }
  return packages;
}

/**
 * Where each listed module of web/build/chunk-groups.ts ended (docs/design/first-paint.md#chunks):
 * one line per module or package that is missing or outside its group's chunk, empty when all are
 * in place. Read from the chunks' source maps, whose sources are the modules each chunk holds.
 */
export function chunkGroupMisplacements(manifest: Manifest): string[] {
  const chunkOf = new Map<string, string>();
  const { js } = filesOf(manifest, Object.keys(manifest));
  // a chunk that only re-exports another has no source map: it holds no module
  for (const file of [...js].filter((name) => existsSync(join(DIST, `${name}.map`))))
    for (const source of sourcesOf(file))
      chunkOf.set(relative(REPOSITORY_ROOT, resolve(DIST, file, '..', source)).replaceAll('\\', '/'), file);
  const problems: string[] = [];
  for (const group of CHUNK_GROUPS) {
    const groupFile = Object.values(manifest).find((chunk) => chunk.name === group.name && chunk.file.endsWith('.js'))?.file;
    for (const module of group.modules ?? []) {
      const file = chunkOf.get(module);
      if (!existsSync(join(REPOSITORY_ROOT, module))) problems.push(`${module}: listed in chunk group '${group.name}' but does not exist`);
      else if (file !== groupFile) problems.push(`${module}: listed in chunk group '${group.name}' but built into ${file ?? 'no chunk'}`);
    }
    for (const name of group.packages ?? []) {
      const files = [...chunkOf].filter(([source]) => source.includes(`node_modules/${name}/`)).map(([, file]) => file);
      if (files.length === 0) problems.push(`${name}: listed in chunk group '${group.name}' but in no chunk`);
      for (const file of new Set(files))
        if (file !== groupFile) problems.push(`${name}: listed in chunk group '${group.name}' but partly built into ${file}`);
    }
  }
  return problems;
}
