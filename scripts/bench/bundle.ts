/**
 * Bundle sizes of the built web app (web/dist): what the first routes `/` and `/login` need
 * (JS and CSS, gzip and brotli), and every chunk. Run after `npm run build -w web`:
 *   npx tsx scripts/bench/bundle.ts
 * Budgets (scripts/lib/bundle/budget.ts, held by its test): first-route JS <= 150 KB gzip
 * (entry + route + static imports), CSS <= 30 KB gzip; each member route's own chunks <= 60 KB
 * gzip. Every module web/build/chunk-groups.ts lists must be in its group's chunk. Exits 1 when
 * one is missed.
 */
import {
  BUDGETS,
  chunkGroupMisplacements,
  FIRST_ROUTES,
  filesOf,
  firstRouteFiles,
  memberRouteFiles,
  readManifest,
  sizesOf,
  sum,
  type Sizes,
} from '../lib/bundle/budget.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(7)} KB`;
const row = (label: string, sizes: Sizes) => `${label.padEnd(58)} ${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}`;
const header = `${'chunk'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;

function main(): number {
  const manifest = readManifest();
  let failed = false;
  console.log('First routes: entry + the route module, with their static imports\n');
  console.log(header);
  for (const [route, source] of FIRST_ROUTES) {
    const { js, css } = firstRouteFiles(manifest, source);
    const jsSizes = sum(js);
    const cssSizes = sum(css);
    const jsOk = jsSizes.gzip <= BUDGETS.firstRouteJsGzip;
    const cssOk = cssSizes.gzip <= BUDGETS.firstRouteCssGzip;
    failed ||= !jsOk || !cssOk;
    console.log(row(`${route} JS (${js.size} files) ${jsOk ? 'ok' : 'OVER'} <= ${BUDGETS.firstRouteJsGzip / KB} KB gzip`, jsSizes));
    console.log(row(`${route} CSS (${css.size} files) ${cssOk ? 'ok' : 'OVER'} <= ${BUDGETS.firstRouteCssGzip / KB} KB gzip`, cssSizes));
  }

  console.log('\nMember routes: the route module and what it adds beyond the entry\n');
  console.log(header);
  for (const [route, files] of memberRouteFiles(manifest)) {
    const sizes = sum(files);
    const ok = sizes.gzip <= BUDGETS.memberRouteChunkGzip;
    failed ||= !ok;
    console.log(row(`${route} ${ok ? 'ok' : 'OVER'}`, sizes));
  }

  const misplaced = chunkGroupMisplacements(manifest);
  failed ||= misplaced.length > 0;
  console.log(`\nChunk groups (web/build/chunk-groups.ts): ${misplaced.length === 0 ? 'every listed module in its chunk' : 'MISPLACED'}`);
  for (const line of misplaced) console.log(`  ${line}`);

  console.log('\nEvery chunk\n');
  console.log(header);
  const { js, css } = filesOf(manifest, Object.keys(manifest));
  const all = [...js, ...css].sort((a, b) => sizesOf(b).gzip - sizesOf(a).gzip);
  for (const file of all) console.log(row(file, sizesOf(file)));
  console.log(row(`total (${all.length} files)`, sum(all)));
  return failed ? 1 : 0;
}

process.exitCode = main();
