#!/usr/bin/env node
// `npm run build:services [server|mock-api]`: the gateway and the stand-alone mock compiled to one
// JavaScript file each (server/dist/server.mjs, mock-api/dist/server.mjs), so production runs
// plain Node, not tsx (docs/design/testing.md#compiled-services). Our workspaces (@site/*) are bundled; every other package
// stays an import resolved from node_modules at run time. The Dockerfiles run it.
import { build } from 'esbuild';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const SERVICES = [
  { workspace: 'server', entry: 'server/src/server.ts', outfile: 'server/dist/server.mjs' },
  { workspace: 'mock-api', entry: 'mock-api/src/server.ts', outfile: 'mock-api/dist/server.mjs' },
];

/**
 * Code that finds files beside itself (`new URL('../../brands', import.meta.url)`) keeps finding
 * them: in each bundled module `import.meta.url` becomes its source file's URL, computed from the
 * bundle's own location, so the bundle works wherever the repository layout is copied.
 */
function sourceFileUrls(outfile) {
  return {
    name: 'source-file-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(dirname(`${ROOT}/${outfile}`), path)
          .split('\\')
          .join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** Bundles our workspaces only: a bare import of anything else stays external. */
const ownWorkspacesOnly = {
  name: 'own-workspaces-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@site/') ? undefined : { path, external: true }));
  },
};

/**
 * Tests run the compiled services while another test may be rebuilding them (docs/design/testing.md#compiled-services): each
 * file is written beside its place and renamed over it, so a reader gets the old or the new one.
 */
export async function buildServices(services = SERVICES) {
  for (const { entry, outfile } of services) {
    const { outputFiles } = await build({
      write: false,
      absWorkingDir: ROOT,
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [ownWorkspacesOnly, sourceFileUrls(outfile)],
    });
    for (const file of outputFiles) {
      await mkdir(dirname(file.path), { recursive: true });
      const written = `${file.path}.${process.pid}.tmp`;
      await writeFile(written, file.contents);
      await rename(written, file.path);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !SERVICES.some((service) => service.workspace === name));
  if (unknown.length > 0) {
    console.error(`build:services: no service ${unknown.join(', ')} (services: ${SERVICES.map((s) => s.workspace).join(', ')})`);
    process.exit(2);
  }
  const chosen = names.length === 0 ? SERVICES : SERVICES.filter((service) => names.includes(service.workspace));
  const started = performance.now();
  await buildServices(chosen);
  console.log(`built ${chosen.map((service) => service.outfile).join(', ')} in ${Math.round(performance.now() - started)} ms`);
}
