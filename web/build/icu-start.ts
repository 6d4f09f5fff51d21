import { createHash } from 'node:crypto';
import { type Plugin } from 'vite';

/**
 * What the worker runs: the same first th-TH number and date formats as index.html's inline script,
 * which start ICU, whose data and caches the whole renderer process shares; then it ends. ES5 and
 * guarded: any browser with workers runs it.
 */
const ICU_START_SOURCE = "self.Intl && (new Intl.NumberFormat('th-TH').format(0), new Intl.DateTimeFormat('th-TH').format(0));\nclose();\n";

/** The worker's address as `index.html` spells it; the build puts the hashed file's there. */
const ICU_START_PATH = '/icu-start.js';

/**
 * The worker in which a page the service worker serves starts ICU (docs/design/first-paint.md#inline-script), off the main
 * thread. In the build it is a content-hashed asset, so the service worker precaches it with the
 * rest; the development server answers the plain path.
 */
export function icuStart(): Plugin {
  const fileName = `assets/icu-start-${createHash('sha256').update(ICU_START_SOURCE).digest('base64url').slice(0, 8)}.js`;
  let build = false;
  return {
    name: 'member-site:icu-start',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (build) this.emitFile({ type: 'asset', fileName, source: ICU_START_SOURCE });
    },
    configureServer(server) {
      server.middlewares.use(ICU_START_PATH, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(ICU_START_SOURCE);
      });
    },
    transformIndexHtml(html) {
      const quoted = `'${ICU_START_PATH}'`;
      if (!html.includes(quoted)) throw new Error(`icu-start: index.html does not start the worker at ${quoted}`);
      return build ? html.replace(quoted, `'/${fileName}'`) : html;
    },
  };
}
