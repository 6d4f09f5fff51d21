/**
 * Safari before 14: a MediaQueryList is no EventTarget and has only `addListener` and
 * `removeListener`. Gives it `addEventListener` and `removeEventListener` for its one event,
 * `change`, through those (loaded by src/polyfills.ts where `browserLacksApis()` finds them missing).
 */
export function supplyMediaQueryListeners(): void {
  const prototype = Object.getPrototypeOf(window.matchMedia('all')) as MediaQueryList;
  if (typeof prototype.addEventListener === 'function') return;
  type Listener = (event: MediaQueryListEvent) => void;
  Object.assign(prototype, {
    addEventListener(this: MediaQueryList, type: string, listener: Listener) {
      if (type === 'change') this.addListener(listener);
    },
    removeEventListener(this: MediaQueryList, type: string, listener: Listener) {
      if (type === 'change') this.removeListener(listener);
    },
  });
}
