/**
 * What the oldest browsers of spec 9 lack (docs/design/web-app.md#browsers), loaded by main.tsx only when
 * `browserLacksApis()` says one is missing: a current browser never downloads this chunk.
 * A new entry here goes into the `polyfills` list of the compat lint (eslint.config.js) and into
 * `browserLacksApis()`; the lint refuses any other API the browserslist's browsers lack. What
 * libraries call while the entry loads is in the entry's prelude instead (web/build/old-browsers.ts).
 */
import 'core-js/actual/array/at'; // Safari < 15.4, Chrome < 92, Firefox < 90
import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only'; // Safari 12.0: api-client.ts's request timeout
import 'intersection-observer'; // Safari 12.0: pictures load as they come near the screen (use-near-viewport.ts)
import dialogPolyfill from 'dialog-polyfill';
import 'dialog-polyfill/dist/dialog-polyfill.css';
import { setDialogUpgrade } from '@/lib/modal-dialog';
import { supplyMediaQueryListeners } from '@/lib/media-query-listeners';

supplyMediaQueryListeners(); // Safari < 14: the logout confirmation (sweetalert2) listens to a media query

// Safari < 15.4, Firefox < 98: each dialog gets the polyfill's methods when it is first opened.
if (typeof HTMLDialogElement !== 'function' || !('showModal' in HTMLDialogElement.prototype)) {
  setDialogUpgrade((dialog) => dialogPolyfill.registerDialog(dialog));
}
