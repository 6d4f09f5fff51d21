import closeWithGrace from 'close-with-grace';

/** The signals that ask for a graceful stop (Ctrl-C, docker stop, a process-group SIGTERM). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs `close` once, on the first SIGINT/SIGTERM (or a crash), then exits: 0 when it finished,
 * 1 after a crash or when `timeoutMs` passed first. Stop signals that arrive while it drains are
 * logged and change nothing (docs/design/gateway.md#shutdown): a process-group signal plus a forwarded one, or a
 * second Ctrl-C, must not drop the requests still in flight. The timeout bounds the wait;
 * SIGKILL stops at once.
 */
export function closeGracefullyOnStop(timeoutMs: number, close: () => Promise<void>): void {
  const grace = closeWithGrace({ delay: timeoutMs, skip: [...STOP_SIGNALS] }, async ({ err }) => {
    if (err !== undefined) console.error(err);
    await close();
  });
  let stopping = false;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopping) {
        console.log(`${signal} again: still finishing in-flight requests (exit within ${timeoutMs / 1000} s; SIGKILL stops at once)`);
        return;
      }
      stopping = true;
      console.log(`${signal}: finishing in-flight requests`);
      grace.close();
    });
  }
}
