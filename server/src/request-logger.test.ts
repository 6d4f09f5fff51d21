import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger } from './request-logger';

/** A parent logger that records the children it makes and the lines they write. */
function recordingParent() {
  const written: Array<{ bindings: Record<string, unknown>; level: string; args: unknown[] }> = [];
  const make = (bindings: Record<string, unknown>, level: string): FastifyBaseLogger => {
    const line =
      (name: string) =>
      (...args: unknown[]) =>
        void written.push({ bindings, level: name, args });
    return {
      level,
      fatal: line('fatal'),
      error: line('error'),
      warn: line('warn'),
      info: line('info'),
      debug: line('debug'),
      trace: line('trace'),
      silent: line('silent'),
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }, level),
    };
  };
  const parent = make({}, 'info');
  const child = vi.spyOn(parent, 'child');
  return { parent, child, written };
}

describe('RequestLogger (request.log)', () => {
  it('makes no child logger for a request that writes no line', () => {
    const { parent, child } = recordingParent();
    const logger = new RequestLogger(parent, { requestId: 'r-1' }, {});
    expect(logger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it("writes every line through one child with the request's bindings and options", () => {
    const { parent, child, written } = recordingParent();
    const logger = new RequestLogger(parent, { requestId: 'r-2' }, { level: 'debug' });
    logger.warn({ failure: 'reset' }, 'upstream failed');
    logger.info('api request');
    logger.child({ step: 'retry' }).error('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ requestId: 'r-2' }, { level: 'debug' });
    expect(written).toEqual([
      { bindings: { requestId: 'r-2' }, level: 'warn', args: [{ failure: 'reset' }, 'upstream failed'] },
      { bindings: { requestId: 'r-2' }, level: 'info', args: ['api request'] },
      { bindings: { requestId: 'r-2', step: 'retry' }, level: 'error', args: ['again'] },
    ]);
  });
});
