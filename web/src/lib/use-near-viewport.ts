import { type RefCallback, useCallback, useState } from 'react';

/**
 * How far below (or above) the screen a picture starts loading: about a third of a phone's
 * screen, so a member scrolling at reading pace finds it drawn. Chromium's own `loading="lazy"`
 * starts 1,250 px away, which on the home page fetched and drew every hot game on arrival.
 */
const NEAR_MARGIN = '300px 0px';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

/** One observer for every waiting element: a page of 40 pictures keeps one, not 40. */
function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Whether the element given to the returned ref has come within NEAR_MARGIN of the screen; it
 * stays true once it has. Disabled, it is true at once (pictures of the first screen). Safari
 * 12.0 gets IntersectionObserver from src/polyfills.ts; a test DOM without one loads at once.
 */
export function useNearViewport(enabled: boolean): [ref: RefCallback<Element>, near: boolean] {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver !== 'function');
  // React 19 calls the returned function when the element goes (or the ref changes)
  const ref = useCallback<RefCallback<Element>>(
    (element) => (near || element === null ? undefined : watch(element, () => setNear(true))),
    [near],
  );
  return [ref, near];
}
