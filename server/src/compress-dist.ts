import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { DEFAULT_WEB_DIST } from './config';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map', '.ico']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export type CompressionSummary = { files: number; originalBytes: number; brotliBytes: number; gzipBytes: number };

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (max quality) and `<file>.gz` (level 9) beside every compressible file of a
 * built web app, for @fastify/static `preCompressed`. Build-time cost, zero request-time cost.
 * A copy that would not be smaller is not written, so the server falls back to the original.
 */
export async function compressDist(dir: string): Promise<CompressionSummary> {
  const summary: CompressionSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const { size } = await stat(path);
    if (size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: size } }),
      gz(content, { level: 9 }),
    ]);
    summary.files += 1;
    summary.originalBytes += size;
    if (br.length < size) {
      await writeFile(`${path}.br`, br);
      summary.brotliBytes += br.length;
    } else summary.brotliBytes += size;
    if (gzipped.length < size) {
      await writeFile(`${path}.gz`, gzipped);
      summary.gzipBytes += gzipped.length;
    } else summary.gzipBytes += size;
  }
  return summary;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? DEFAULT_WEB_DIST);
  const summary = await compressDist(dir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `compressed ${summary.files} files in ${dir}: ${kb(summary.originalBytes)} -> brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`,
  );
}
