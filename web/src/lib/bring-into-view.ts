/** Scrolls `element` into view, smoothly unless the member asked for reduced motion. */
export function bringIntoView(element: Element | null | undefined, block: ScrollLogicalPosition = 'center'): void {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView({ block, behavior: still ? 'auto' : 'smooth' });
}
