/**
 * What the gateway and the mock answer when Node's HTTP parser refuses a request before any
 * route sees it (docs/design/contract.md#house-error-format): malformed framing (Content-Length with Transfer-Encoding, a
 * bad Content-Length, garbage), a URL or headers over the size limit, a request too slow to
 * arrive. Fastify's default writes an English body without the security headers; the house
 * format is JSON `{ message }` in Thai with the caller's security headers, on every answer.
 */

/** The Thai texts a server answers these with (from its own messages module). */
export type ClientErrorMessages = { badRequest: string; requestTimeout: string; headersTooLarge: string };

/** The socket Node's `clientError` event hands over (a net.Socket; only what is used here). */
export type ClientErrorSocket = {
  readonly destroyed: boolean;
  readonly writable: boolean;
  write(data: string): unknown;
  destroy(error?: Error): unknown;
};

const REASON = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' } as const;

/** The status for a parser or timeout error: 431 for an oversized head (URL or headers), 408 for a slow request, else 400. */
export function clientErrorStatus(code: string | undefined): keyof typeof REASON {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Writes the house-format answer on the raw socket and closes it: after a framing error
 * nothing else on the connection can be trusted. Returns the status written, or undefined
 * when there was no one to answer (the peer reset, or an answer had already started).
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: ClientErrorSocket,
  messages: ClientErrorMessages,
  securityHeaders: Readonly<Record<string, string>>,
): number | undefined {
  if (error.code === 'ECONNRESET' || socket.destroyed) return undefined;
  // Node's own rule: never write a second head after a response on this socket has begun.
  const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || current?.headersSent === true) {
    socket.destroy(error);
    return undefined;
  }
  const status = clientErrorStatus(error.code);
  const message = status === 431 ? messages.headersTooLarge : status === 408 ? messages.requestTimeout : messages.badRequest;
  const body = JSON.stringify({ message });
  const head = [
    `HTTP/1.1 ${status} ${REASON[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${new TextEncoder().encode(body).byteLength}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy(error);
  return status;
}
