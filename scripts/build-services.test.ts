import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnMock } from '@site/mock-api/testing';
import { spawnGateway } from '@site/server/testing';

/**
 * The compiled services the images run (docs/design/testing.md#compiled-services): `npm run build:services` bundles our
 * workspaces into one JavaScript file per service, and that file, run by plain Node, serves what
 * the sources serve, finds the files beside the sources (brands, provider pages, the built apps)
 * and imports only packages an `npm ci --omit=dev` installs.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GATEWAY = 'server/dist/server.mjs';
const MOCK = 'mock-api/dist/server.mjs';

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every package the production images install: the dependencies (not dev) of the workspaces. */
function productionPackages(): Set<string> {
  const names = ['contract', 'service-kit', 'mock-api', 'server'].flatMap((workspace) => {
    const manifest = JSON.parse(readFileSync(`${ROOT}/${workspace}/package.json`, 'utf8')) as { dependencies?: Record<string, string> };
    return Object.keys(manifest.dependencies ?? {});
  });
  return new Set(names);
}

/** The packages a bundle imports at run time (static and dynamic imports of bare specifiers). */
function importedPackages(bundle: string): string[] {
  const code = readFileSync(`${ROOT}/${bundle}`, 'utf8');
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g)].map(
    (match) => match[1] ?? '',
  );
  const packageName = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  return [...new Set(specifiers.map(packageName))].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name));
}

beforeAll(async () => {
  const build = await run(process.execPath, ['scripts/build-services.mjs']);
  expect(build.code, build.output).toBe(0);
}, 60_000);

describe('npm run build:services', () => {
  it('bundles our workspaces and imports only production dependencies', () => {
    const installed = productionPackages();
    for (const bundle of [GATEWAY, MOCK]) {
      const imported = importedPackages(bundle);
      expect(imported, bundle).toContain('fastify');
      expect(
        imported.filter((name) => name.startsWith('@site/')),
        bundle,
      ).toEqual([]);
      expect(
        imported.filter((name) => !installed.has(name)),
        bundle,
      ).toEqual([]);
    }
  });

  it('refuses a service it does not know, naming the ones it builds', async () => {
    const refused = await run(process.execPath, ['scripts/build-services.mjs', 'web']);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('no service web (services: server, mock-api)');
  });

  it('the compiled gateway serves the web app, its in-process mock and the mock CDN, and stops on SIGTERM', async () => {
    const gateway = await spawnGateway({}, GATEWAY);
    try {
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      const page = await fetch(`${gateway.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const settings = await fetch(`${gateway.url}/api/setting/operational/website`);
      expect(settings.status).toBe(200);
      expect((await fetch(`${gateway.url}/mock-cdn/static/play.js`)).status).toBe(200);
    } finally {
      gateway.child.kill('SIGTERM');
    }
    expect(await gateway.exited).toBe(0);
  });

  it('the compiled mock serves its brands, the provider pages and the QA console', async () => {
    const mock = await spawnMock({}, MOCK);
    try {
      const settings = await fetch(`${mock.url}/api/setting/operational/website`);
      expect(settings.status).toBe(200);
      expect((await fetch(`${mock.url}/mock-cdn/games/play.html`)).status).toBe(200);
      const console = await fetch(`${mock.url}/__mock/console/`);
      expect(console.status).toBe(200);
      expect(await console.text()).toContain('<div id="root">');
    } finally {
      await mock.stop();
    }
    expect(await mock.exited).toBe(0);
  });
});
