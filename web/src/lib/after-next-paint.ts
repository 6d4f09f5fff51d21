import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the next frame is drawn: a frame's callback runs just before its paint, and
 * the timeout after it once it is drawn. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * The value, caught up in a transition once the frame after its change is drawn. A tap or a
 * keystroke paints its own answer (the chip pressed, the letter typed) before the work the value
 * drives (a list of thousands) begins: React's deferred values still rendered that list before
 * the browser's next paint, which held a tap's paint 100-160 ms on a 4x slowed phone CPU.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(value))), [value]);
  return painted;
}
