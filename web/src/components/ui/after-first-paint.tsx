import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a task of their own after the page's first paint (decision 178): the
 * first screen, and its largest picture, paint without waiting for the sections below it. Until
 * then it keeps a screen's height, so the footer is not drawn on the first screen and then
 * pushed down.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // a frame's callback runs just before its paint; the timeout after it runs once it is drawn
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? children : <div className="after-first-paint" />;
}
