import { type Plugin } from 'vite';

/**
 * The web font files every first screen draws with: the Thai subset of Noto Sans Thai in the two
 * weights `src/main.tsx` imports (regular text and headings).
 */
const FIRST_SCREEN_FONTS = [
  /^assets\/noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/,
  /^assets\/noto-sans-thai-thai-700-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the first screen's web fonts from `index.html` (docs/design/first-paint.md#preloads). Without it the browser
 * asks for a font only when its first layout finds Thai text, so that layout draws with the
 * system's fallback for Thai (a font lookup per size and weight) and the page is laid out again
 * when the font arrives. A pattern that matches no file of the build fails it.
 */
export function fontPreloads(): Plugin {
  return {
    name: 'member-site:font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return FIRST_SCREEN_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (file === undefined) throw new Error(`font-preloads: no font file of the build matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
