import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export type TestDist = {
  root: string;
  indexHtml: string;
  /** Path of the hashed script, e.g. /assets/index-3f9a1c2b.js, and its bytes. */
  assetPath: string;
  assetBody: string;
  remove(): void;
};

/**
 * A small built web app in a temp folder: index.html plus a hashed asset with .br and .gz,
 * its source map and the build manifest.
 */
export function createTestDist(): TestDist {
  const root = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
  mkdirSync(join(root, 'assets'));
  const assetName = 'index-3f9a1c2b.js';
  const assetBody = `console.log(${JSON.stringify('สวัสดี '.repeat(200))});\n`;
  const indexHtml = `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>ทดสอบ</title><script type="module" src="/assets/${assetName}"></script></head><body><div id="root"></div></body></html>\n`;
  writeFileSync(join(root, 'index.html'), indexHtml);
  writeFileSync(join(root, 'index.html.gz'), gzipSync(indexHtml));
  writeFileSync(join(root, 'assets', assetName), assetBody);
  writeFileSync(join(root, 'assets', `${assetName}.br`), brotliCompressSync(assetBody));
  writeFileSync(join(root, 'assets', `${assetName}.gz`), gzipSync(assetBody));
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  // Build by-products for tools, as Vite writes them: never served.
  writeFileSync(join(root, 'assets', `${assetName}.map`), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: '' }));
  writeFileSync(join(root, 'manifest.json'), JSON.stringify({ 'index.html': { file: `assets/${assetName}` } }));
  return { root, indexHtml, assetPath: `/assets/${assetName}`, assetBody, remove: () => rmSync(root, { recursive: true, force: true }) };
}
