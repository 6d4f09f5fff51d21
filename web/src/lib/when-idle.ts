/**
 * Runs `task` once the page has loaded and the main thread is idle, for work no first screen
 * needs (a third party's script, the user-agent parser). Where the browser has no idle
 * callback (Safari), a short timeout after the load stands in. Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 3_000 });
    else timer = window.setTimeout(task, 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `task` just after the next frame has been drawn: a frame's callback runs before its paint,
 * and a timeout set in it runs once the frame is on screen, with the layout fresh. Returns a
 * cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
