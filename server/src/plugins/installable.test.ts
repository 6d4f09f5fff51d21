import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_REQUEST_HEADERS, NAMESPACE_HEADER } from '@site/contract/mock-control';
import { ICON_FILES, type IconPath } from '../brand-icons';
import { startGateway, type RunningGateway } from '../start';
import { createTestDist, type TestDist } from '../test-support/web-dist';

const namespace = { [NAMESPACE_HEADER]: 'installable' };

let dist: TestDist;
let gateway: RunningGateway;

beforeAll(async () => {
  dist = createTestDist();
  writeFileSync(join(dist.root, 'index.html'), '<!doctype html><html lang="th"><head><title>t</title></head><body></body></html>\n');
  gateway = await startGateway({ webDist: dist.root, upstreamUrl: undefined, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  dist.remove();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, { headers: { ...namespace, ...headers } });

async function brand() {
  const { data } = (await (await get('/api/setting')).json()) as { data: { siteName: string; look: { colors: { primary: string } } } };
  return { siteName: data.siteName, primary: data.look.colors.primary };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

async function iconBytes(path: IconPath): Promise<Buffer> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('installable per brand (docs/design/web-app.md#installable)', () => {
  it("serves the brand's manifest: its name, colour, start URL, standalone, icons of 192 and 512 px (plain and maskable)", async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown>;
    const { siteName, primary } = await brand();
    expect(manifest).toMatchObject({
      name: siteName,
      start_url: '/',
      display: 'standalone',
      theme_color: primary,
      background_color: primary,
    });
    expect([...String(manifest.short_name)].length).toBeLessThanOrEqual(12);
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ src: '/icons/maskable-192.png', sizes: '192x192', purpose: 'maskable' }),
        expect.objectContaining({ src: '/icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('renders every icon at its size from the logo, /favicon.ico as an ICO around a 32 px PNG, and answers 304 once the browser has it', async () => {
    for (const [path, { size }] of Object.entries(ICON_FILES) as [IconPath, { size: number }][]) {
      const body = await iconBytes(path);
      if (path === '/favicon.ico') {
        expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 1]);
        expect(pngSize(body.subarray(body.readUInt32LE(18)))).toEqual([32, 32]);
      } else {
        expect(pngSize(body), path).toEqual([size, size]);
      }
    }
    const first = await get('/icons/icon-192.png');
    const again = await get('/icons/icon-192.png', { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it("follows a brand change: the next manifest and icons are the new brand's", async () => {
    const before = { manifest: await (await get('/manifest.webmanifest')).json(), icon: await iconBytes('/icons/maskable-512.png') };
    const switched = await fetch(`${gateway.url}/__mock/brand`, {
      method: 'POST',
      headers: { ...namespace, ...CONTROL_REQUEST_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ brand: 'lanna' }),
    });
    expect(switched.status).toBe(200);
    const { siteName, primary } = await brand();
    const manifest = (await (await get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: siteName, theme_color: primary });
    expect(manifest).not.toEqual(before.manifest);
    expect((await iconBytes('/icons/maskable-512.png')).equals(before.icon)).toBe(false);
  });
});
