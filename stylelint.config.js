import { readFileSync } from 'node:fs';

/** The browsers of spec 9 that run the member app (docs/design/web-app.md#browsers): web/package.json's browserslist. */
const { browserslist } = JSON.parse(readFileSync(new URL('./web/package.json', import.meta.url), 'utf8'));

/**
 * The member app's CSS against the browsers it supports (`npm run validate`). A finding is fixed,
 * or the rule that uses the feature is preceded by its fallback and a disable comment naming it.
 * The features below are reported for every use; each is ignored for the reason given.
 */
const IGNORED = [
  'flexbox-gap', // Safari < 14.1, Chrome < 84: spacing only, the layout holds (docs/design/web-app.md#browsers)
  'css-math-functions', // min()/max()/minmax(), known to every target; clamp() and the newer functions are not used
  'css-overflow', // partial: overflow: clip and the two-value form, not used
  'css-gradients', // partial: interpolation hints, not used
  'css-sticky', // partial: sticky table parts, not used; the build adds -webkit-sticky for Safari 12
  'background-clip-text', // the build adds -webkit-background-clip for Safari
  'multicolumn', // reported for column-gap, which the CSS uses in grids and flex rows only
  'font-family-system-ui', // in a font stack whose next fonts stand in
  'css3-cursors', // a phone has no pointer to show a cursor on
  'css-clip-path', // .visually-hidden is also 1 px with overflow hidden: hidden without it
  'css-masks', // the same clip-path, reported twice
  'css-content-visibility', // without it, sections far below are drawn at once (docs/design/first-paint.md#what-waits-for-the-first-paint)
  'css-overscroll-behavior', // without it, a scrolled list may scroll the page behind it at its end
  'css-scrollbar', // scrollbar-width on strips that scroll sideways: without it, the browser's own scrollbar shows
];

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, { browsers: browserslist, ignore: IGNORED, severity: 'error' }],
  },
};
