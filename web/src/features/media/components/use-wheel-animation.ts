import { useCallback, useEffect, useRef, useState } from 'react';

/** Whole turns before stopping, so every spin looks like a spin. */
const EXTRA_TURNS = 5;
/** Longer than the CSS transition (3.2 s): the result shows even if transitionend never fires. */
const STOP_FALLBACK_MS = 4_000;

/** Where the disc rests before its first spin: a segment's centre under the pointer, not the line between two. */
export function restingRotation(count: number): number {
  return -180 / count;
}

/** The rotation that brings the centre of segment `index` under the pointer at the top, turning forward. */
export function rotationFor(index: number, count: number, current: number): number {
  const slice = 360 / count;
  const centre = index * slice + slice / 2;
  const target = (((360 - centre - current) % 360) + 360) % 360;
  return current + EXTRA_TURNS * 360 + target;
}

export interface WheelAnimation {
  /** The disc's rotation in degrees (CSS transition does the turning); null before the first spin (restingRotation). */
  rotation: number | null;
  spinning: boolean;
  /** The result text, shown once the disc has stopped. */
  announced: string | null;
  /** A spin was asked for: clear the last result, lock the button. */
  begin: () => void;
  /** The server drew segment `position` of `count`: turn there, announce `result` when stopped. */
  turnTo: (position: number, count: number, result: string) => void;
  /** The spin request failed: unlock without turning. */
  cancel: () => void;
  /** The disc's transition ended (or the fallback timer fired). */
  stopped: () => void;
}

/**
 * The wheel's animation state (docs/design/web-app.md#games): the server decides the segment, the disc turns
 * to it, and the result is announced only when the disc stops, never before; `onStop` then
 * brings in what the spin changed (credit, spins left).
 */
export function useWheelAnimation(onStop?: () => void): WheelAnimation {
  const [rotation, setRotation] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [announced, setAnnounced] = useState<string | null>(null);
  const pendingResult = useRef<string | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onStopRef = useRef(onStop);
  useEffect(() => {
    onStopRef.current = onStop;
  }, [onStop]);

  useEffect(() => () => clearTimeout(fallback.current), []);

  const stopped = useCallback(() => {
    clearTimeout(fallback.current);
    if (pendingResult.current === null) return;
    setAnnounced(pendingResult.current);
    pendingResult.current = null;
    setSpinning(false);
    onStopRef.current?.();
  }, []);

  const begin = useCallback(() => {
    setAnnounced(null);
    setSpinning(true);
  }, []);

  const turnTo = useCallback(
    (position: number, count: number, result: string) => {
      pendingResult.current = result;
      setRotation((current) => rotationFor(Math.max(position, 0), count, current ?? restingRotation(count)));
      fallback.current = setTimeout(stopped, STOP_FALLBACK_MS);
    },
    [stopped],
  );

  const cancel = useCallback(() => setSpinning(false), []);

  return { rotation, spinning, announced, begin, turnTo, cancel, stopped };
}
