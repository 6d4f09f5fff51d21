/**
 * True when the browser lacks one of the APIs src/polyfills.ts supplies (spec 9's oldest
 * browsers, docs/design/web-app.md#browsers). Checked before the app renders; keep it in step with that file.
 */
export function browserLacksApis(): boolean {
  return (
    typeof Array.prototype.at !== 'function' ||
    typeof window.AbortController !== 'function' ||
    typeof window.IntersectionObserver !== 'function' ||
    typeof HTMLDialogElement !== 'function' ||
    !('showModal' in HTMLDialogElement.prototype) ||
    typeof window.matchMedia('all').addEventListener !== 'function'
  );
}
