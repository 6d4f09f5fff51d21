import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDist } from './compress-dist';

describe('compressDist', () => {
  it('writes .br and .gz beside compressible files, skipping small files and images', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compress-dist-'));
    try {
      mkdirSync(join(root, 'assets'));
      const script = `export const text = ${JSON.stringify('ภาษาไทย '.repeat(500))};\n`;
      writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
      writeFileSync(join(root, 'assets', 'tiny-abc123.css'), 'a{}');
      writeFileSync(join(root, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
      const summary = await compressDist(root);
      expect(summary.files).toBe(1);
      expect(summary.brotliBytes).toBeLessThan(summary.originalBytes);
      const js = join(root, 'assets', 'index-abc123.js');
      expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString('utf8')).toBe(script);
      expect(gunzipSync(readFileSync(`${js}.gz`)).toString('utf8')).toBe(script);
      expect(existsSync(join(root, 'assets', 'tiny-abc123.css.br'))).toBe(false);
      expect(existsSync(join(root, 'assets', 'logo-abc123.png.gz'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
