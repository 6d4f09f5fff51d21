import { fileURLToPath } from 'node:url';
import { type Plugin } from 'vite';
import { type OutputBundle, type OutputChunk } from 'rolldown';
import { SCREEN_AREAS, screenPattern } from '../src/app/screens.ts';

/** Where the gateway reads what to preload with each page (docs/design/first-paint.md#preloads). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What one path pattern's page loads beyond the entry: its screen's chunks and stylesheets. */
interface RoutePreload {
  /** `/auth/games/:type/:slot`: a `:name` segment matches any one segment. */
  pattern: string;
  /** Root-relative URLs of the JS chunks, for `<link rel="modulepreload">`. */
  modules: string[];
  /** Root-relative URLs of the stylesheets those chunks load, for `<link rel="preload" as="style">`. */
  styles: string[];
}

const APP_DIR = fileURLToPath(new URL('../src/app/', import.meta.url));

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The chunks a module's chunk needs before it runs: itself and its static imports, transitively,
 * without the entry, which the page already loads.
 */
function chunkClosure(bundle: OutputBundle, chunk: OutputChunk, into: Map<string, ChunkWithCss>): void {
  if (chunk.isEntry || into.has(chunk.fileName)) return;
  into.set(chunk.fileName, chunk);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') chunkClosure(bundle, imported, into);
  }
}

/**
 * Writes `route-preloads.json`: for every screen of `src/app/screens.ts`, the chunks and
 * stylesheets its page needs (the area's layout and the screen's module with their static
 * imports). A screen without a chunk of its own fails the build.
 */
export function routePreloads(): Plugin {
  return {
    name: 'member-site:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunkOf = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId) chunkOf.set(output.facadeModuleId, output);
      }
      const moduleChunk = (relative: string) => {
        const chunk = chunkOf.get(`${APP_DIR}${relative}.tsx`);
        if (chunk === undefined) throw new Error(`route-preloads: no chunk for src/app/${relative}.tsx`);
        return chunk;
      };
      const preloads: RoutePreload[] = [];
      for (const area of SCREEN_AREAS) {
        for (const screen of area.screens) {
          const chunks = new Map<string, ChunkWithCss>();
          if (area.layout !== undefined) chunkClosure(bundle, moduleChunk(area.layout), chunks);
          chunkClosure(bundle, moduleChunk(`routes/${screen.module}`), chunks);
          const styles = new Set<string>();
          for (const chunk of chunks.values()) for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
          preloads.push({
            pattern: screenPattern(area, screen),
            modules: [...chunks.keys()].map((name) => `/${name}`),
            styles: [...styles],
          });
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
