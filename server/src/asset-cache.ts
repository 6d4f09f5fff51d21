import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { type Encoding } from '@site/service-kit/content-encoding';

/** Content types of what Vite writes to assets/; anything else is left to @fastify/static. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export type AssetVariant = { body: Buffer; etag: string };

export type CachedAsset = {
  contentType: string;
  lastModified: string;
  variants: Partial<Record<Encoding, AssetVariant>> & { identity: AssetVariant };
};

/** Files larger than this are streamed from disk as usual. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** All cached variants together stay under this. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** `/assets/index-3f9a1c2b.js` -> `index-3f9a1c2b.js`; undefined for anything unusual. */
export function assetName(url: string): string | undefined {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/assets/')) return undefined;
  const name = path.slice('/assets/'.length);
  // Plain names in plain folders only: no dot segments, encodings or other surprises.
  if (!/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) return undefined;
  if (name.endsWith('.br') || name.endsWith('.gz')) return undefined;
  return name;
}

function variant(body: Buffer): AssetVariant {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Vite's hashed assets held in memory with their .br/.gz siblings: a file named by its content
 * hash never changes, so after the first request no file system call is needed (open, stat,
 * read and close were a third of the gateway's CPU per asset). Misses, large files and unknown
 * types return undefined and are served from disk by @fastify/static.
 */
export class AssetCache {
  private readonly entries = new Map<string, CachedAsset>();
  private readonly loading = new Map<string, Promise<CachedAsset | undefined>>();
  private totalBytes = 0;

  constructor(private readonly root: string) {}

  get(name: string): CachedAsset | undefined | Promise<CachedAsset | undefined> {
    const cached = this.entries.get(name);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(name);
    if (pending !== undefined) return pending;
    const load = this.load(name).finally(() => this.loading.delete(name));
    this.loading.set(name, load);
    return load;
  }

  private async load(name: string): Promise<CachedAsset | undefined> {
    const contentType = CONTENT_TYPES[extname(name).toLowerCase()];
    if (contentType === undefined) return undefined;
    const path = join(this.root, 'assets', name);
    let info;
    try {
      info = await stat(path);
    } catch {
      return undefined;
    }
    if (!info.isFile() || info.size > MAX_FILE_BYTES) return undefined;
    const [identity, br, gzip] = await Promise.all([readIfPresent(path), readIfPresent(`${path}.br`), readIfPresent(`${path}.gz`)]);
    if (identity === undefined) return undefined;
    const asset: CachedAsset = { contentType, lastModified: info.mtime.toUTCString(), variants: { identity: variant(identity) } };
    if (br !== undefined) asset.variants.br = variant(br);
    if (gzip !== undefined) asset.variants.gzip = variant(gzip);
    const bytes = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (this.totalBytes + bytes <= MAX_TOTAL_BYTES) {
      this.entries.set(name, asset);
      this.totalBytes += bytes;
    }
    return asset;
  }
}
