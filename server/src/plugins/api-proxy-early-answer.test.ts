import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../start';
import { createTestDist, type TestDist } from '../test-support/web-dist';

/**
 * docs/design/gateway.md#request-bodies: an answer that comes before the member has sent all of the request body (the
 * upstream refused it on its headers: no token, forged token, unknown route; or the upstream
 * failed mid-body) must leave the member's keep-alive connection usable. The gateway used to
 * hand the member's request stream to undici, which destroyed it when it dropped the upstream
 * connection; the rest of the body then stayed unread and the next request on that connection
 * was never read: no answer at all, until the member gave up.
 */

const BODY_BYTES = 2 * 1024 * 1024;
const FIRST_PART_BYTES = 64 * 1024;
const ANSWER_DEADLINE_MS = 10_000;

type Parsed = { status: number; headers: Record<string, string>; body: string };

/** One keep-alive connection whose bytes the test writes by hand, and the answers read from it. */
class RawConnection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  private closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => undefined);
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(bytes: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(bytes, (error) => (error ? reject(error) : resolve())));
  }

  /** The next whole answer (length-delimited), or a rejection naming what was seen by the deadline. */
  async nextAnswer(deadlineMs = ANSWER_DEADLINE_MS): Promise<Parsed> {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      const parsed = this.take();
      if (parsed !== undefined) return parsed;
      if (this.closed) throw new Error('the gateway closed the connection without an answer');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${deadlineMs} ms on a keep-alive connection`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = undefined;
    }
  }

  private take(): Parsed | undefined {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffered.length < headEnd + 4 + length) return undefined;
    const body = this.buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    this.buffered = this.buffered.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}

function postHead(path: string, extra: Record<string, string> = {}): string {
  const headers = { host: 'gateway.test', 'content-type': 'application/json', 'content-length': String(BODY_BYTES), ...extra };
  return `POST ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

const SMALL_GET = 'GET /api/setting/operational/website HTTP/1.1\r\nhost: gateway.test\r\n\r\n';

/**
 * Sends the head and the first part of a large POST, waits for the early answer, then sends
 * the rest of the body and a small GET on the same connection: the GET must be answered.
 */
async function earlyAnswerThenNextRequest(url: string, path: string, extra: Record<string, string> = {}) {
  const body = Buffer.alloc(BODY_BYTES, 'x');
  const connection = await RawConnection.open(url);
  try {
    await connection.write(postHead(path, extra));
    await connection.write(body.subarray(0, FIRST_PART_BYTES));
    const early = await connection.nextAnswer();
    await connection.write(body.subarray(FIRST_PART_BYTES));
    await connection.write(SMALL_GET);
    const next = await connection.nextAnswer();
    return { early, next };
  } finally {
    connection.close();
  }
}

describe('an upstream answer before the whole request body (mock mode, listening)', () => {
  let dist: TestDist;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dist = createTestDist();
    gateway = await startGateway({ webDist: dist.root, upstreamUrl: undefined, logLevel: 'silent', maxEventLoopDelayMs: 0 });
  });

  afterAll(async () => {
    await gateway.close();
    dist.remove();
  });

  it('answers the next request on the same connection after a 401 to a 2 MB body with a forged token', async () => {
    const { early, next } = await earlyAnswerThenNextRequest(gateway.url, '/api/auth/slip/verify', {
      authorization: 'Bearer forged.token.value',
    });
    expect(early.status, early.body).toBe(401);
    expect(next.status, next.body).toBe(200);
    expect(JSON.parse(next.body)).toHaveProperty('data.websiteStatus');
  });

  it("answers the next request on the same connection after the gateway's own 413 to a 2 MB body on a 16 KiB route", async () => {
    const { early, next } = await earlyAnswerThenNextRequest(gateway.url, '/api/auth/user/game/cashOut');
    expect(early.status, early.body).toBe(413);
    expect(next.status, next.body).toBe(200);
  });
});

describe('an upstream that fails before the whole request body (proxy mode, listening)', () => {
  let dist: TestDist;
  let gateway: RunningGateway;
  let upstream: Server;

  beforeAll(async () => {
    dist = createTestDist();
    // Cuts a POST's connection as soon as its head arrives; answers anything else with 200.
    upstream = createServer((socket) => {
      socket.on('error', () => undefined);
      let head = '';
      socket.on('data', (chunk: Buffer) => {
        head += chunk.toString('latin1');
        if (!head.includes('\r\n\r\n')) return;
        if (head.startsWith('POST')) {
          socket.destroy();
          return;
        }
        head = '';
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 15\r\n\r\n{"status":true}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    gateway = await startGateway({
      webDist: dist.root,
      upstreamUrl: `http://127.0.0.1:${port}`,
      logLevel: 'silent',
      maxEventLoopDelayMs: 0,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    dist.remove();
  });

  it('answers 502 and then the next request on the same connection', async () => {
    const { early, next } = await earlyAnswerThenNextRequest(gateway.url, '/api/auth/slip/verify');
    expect(early.status, early.body).toBe(502);
    expect(next.status, next.body).toBe(200);
  });
});
