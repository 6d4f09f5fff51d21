import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/when-idle';

/**
 * True once the page's first paint is done (docs/design/first-paint.md#what-waits-for-the-first-paint). What it shows then renders as a
 * transition, in slices the browser can paint and take input between. `enabled: false` is true
 * at once and schedules nothing.
 */
export function useAfterFirstPaint(enabled = true): boolean {
  const [painted, setPainted] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [enabled]);
  return painted;
}

/**
 * Renders its children in a task of their own after the page's first paint (docs/design/first-paint.md#what-waits-for-the-first-paint): the
 * first screen, and its largest picture, paint without waiting for the sections below it. Until
 * then it keeps a screen's height, so the footer is not drawn on the first screen and then
 * pushed down. Nested in another, it renders a painted frame after that one: one group of
 * sections per frame.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : <div className="after-first-paint" />;
}
