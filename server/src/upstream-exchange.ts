import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

/**
 * Upstream bodies up to this size with a declared length are collected and answered as one
 * buffer: piping a stream into the response costs more per request than the copy (docs/design/gateway.md#cost-per-request,
 * docs/design/gateway.md#cost-per-request). Larger or unsized bodies (downloads, server-sent events) stream through.
 */
export const BUFFERED_BODY_MAX_BYTES = 64 * 1024;

/** Statuses that never carry a body. */
const BODILESS_STATUS = new Set([204, 304]);

/** Whether an upstream answer is collected whole before the member's response starts. */
function collectsWhole(method: string, status: number, declaredLength: string | string[] | undefined): boolean {
  if (method === 'HEAD' || BODILESS_STATUS.has(status)) return true;
  if (typeof declaredLength !== 'string') return false;
  const length = Number(declaredLength);
  return Number.isInteger(length) && length >= 0 && length <= BUFFERED_BODY_MAX_BYTES;
}

/**
 * The upstream answered with a status HTTP does not have (e.g. 999): the member cannot be
 * given it (Node refuses to write it), and nothing else in the answer can be trusted either.
 */
export class InvalidUpstreamStatusError extends Error {
  readonly code = 'GATEWAY_INVALID_UPSTREAM_STATUS';
  constructor(readonly upstreamStatus: number) {
    super(`upstream answered status ${upstreamStatus}, outside 100-599`);
  }
}

/** What the upstream answered: a whole body, or a stream for large and unsized bodies. */
export type UpstreamAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer | Readable };

export type ExchangeCallbacks = {
  /** Called once, with the answer's head and its body (whole or streaming). */
  answer(answer: UpstreamAnswer): void;
  /**
   * Called instead of `answer` when the exchange failed before the member's response could
   * start (refused, reset, timed out, or a collected body cut short).
   */
  fail(error: Error): void;
};

/**
 * One request/response exchange with the upstream as an undici dispatch handler. It avoids a
 * stream per small answer (the body is collected into one buffer) and hands large answers on
 * as a Readable that honours the member's backpressure. An error after a streamed answer has
 * started destroys that stream; the member's connection is then cut, as the upstream's was.
 */
export class UpstreamExchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 0;
  private headers: IncomingHttpHeaders = {};
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  private settled = false;
  private answerGiven = false;

  constructor(
    private readonly method: string,
    private readonly callbacks: ExchangeCallbacks,
  ) {}

  /** Whether the member's answer was handed on (`answer` called): a failure can no longer be told in a status. */
  get answered(): boolean {
    return this.answerGiven;
  }

  /** Whether the upstream has started answering (a failure now cannot be retried). */
  get responded(): boolean {
    return this.status !== 0;
  }

  /** Stops the exchange, e.g. when the member went away; an answer not yet given is dropped. */
  abort(reason: Error): void {
    this.settled = true;
    this.controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    if (statusCode < 100 || statusCode > 599) {
      // Fail now: thrown later, from inside this callback, it would leave the member unanswered.
      const error = new InvalidUpstreamStatusError(statusCode);
      this.abort(error);
      this.callbacks.fail(error);
      return;
    }
    // 1xx answers are informational; the final answer follows.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
    if (collectsWhole(this.method, statusCode, headers['content-length'])) {
      this.chunks = [];
      return;
    }
    this.stream = new Readable({ read: () => controller.resume() });
    this.settle({ status: statusCode, headers, body: this.stream });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.stream !== undefined) {
      if (!this.stream.push(chunk)) controller.pause();
    } else {
      this.chunks?.push(chunk);
    }
  }

  onResponseEnd(): void {
    if (this.stream !== undefined) {
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    const body = chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : Buffer.concat(chunks);
    this.settle({ status: this.status, headers: this.headers, body });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.stream !== undefined) {
      this.stream.destroy(error);
      return;
    }
    if (this.settled) return;
    this.settled = true;
    this.callbacks.fail(error);
  }

  private settle(answer: UpstreamAnswer): void {
    if (this.settled) return;
    this.settled = true;
    this.answerGiven = true;
    this.callbacks.answer(answer);
  }
}
