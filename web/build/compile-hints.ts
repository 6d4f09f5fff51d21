import { type Plugin } from 'vite';

/** V8's explicit compile hint, honoured only as the file's first line (Chromium 136 on). */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Starts the entry chunk with V8's explicit compile hint (docs/design/first-paint.md#entry): every function in it is
 * compiled while the file streams in, off the main thread, instead of on the main thread at its
 * first call. Runs after Vite has written its own first line (the chunks' preload map), and
 * moves the source map's lines down by the one it adds.
 */
export function compileHints(): Plugin {
  return {
    name: 'member-site:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${output.code}`;
          // The source map is already an asset of the bundle here: its lines move down by one.
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
