import { z } from 'zod';

/** The web build's list of what each page loads beyond its entry (web/build/route-preloads.ts, docs/design/first-paint.md#preloads). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Root-relative asset URLs only: they go into the page as they are. */
const AssetUrl = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);

const RoutePreloads = z.array(
  z.object({
    pattern: z.string().regex(/^\/[\w:/-]*$/),
    modules: z.array(AssetUrl),
    styles: z.array(AssetUrl),
  }),
);
export type RoutePreload = z.infer<typeof RoutePreloads>[number];

/** A page's preloads: `modules` for `<link rel="modulepreload">`, `styles` for `<link rel="preload" as="style">`. */
export type PagePreloads = Pick<RoutePreload, 'modules' | 'styles'>;

export interface RoutePreloadTable {
  /** The preloads of the screen a path shows, with the pattern that matched (the page's cache key). */
  match(path: string): RoutePreload | undefined;
  /** Every screen's pattern, as the web app's router writes it (`/auth/games/:type/:slot`). */
  patterns: ReadonlySet<string>;
}

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The table of a build's `route-preloads.json`, or an empty one when the file is absent or not
 * what the build writes (a page is then served without preloads, as before the build had them).
 * A path matches a pattern segment by segment, `:name` matching any one segment; patterns with
 * fewer parameters win and letters match in either case, as in the web app's router.
 */
export function routePreloadTable(json: string | undefined): RoutePreloadTable {
  let parsed: unknown;
  try {
    parsed = json === undefined ? [] : JSON.parse(json);
  } catch {
    parsed = [];
  }
  const result = RoutePreloads.safeParse(parsed);
  const entries = (result.success ? result.data : [])
    .map((entry) => ({ entry, parts: segments(entry.pattern) }))
    .sort((a, b) => a.parts.filter((part) => part.startsWith(':')).length - b.parts.filter((part) => part.startsWith(':')).length);
  return {
    patterns: new Set(entries.map(({ entry }) => entry.pattern)),
    match(path) {
      const parts = segments(path);
      return entries.find(
        (candidate) =>
          candidate.parts.length === parts.length &&
          candidate.parts.every((part, index) => part.startsWith(':') || part.toLowerCase() === parts[index]?.toLowerCase()),
      )?.entry;
    },
  };
}
