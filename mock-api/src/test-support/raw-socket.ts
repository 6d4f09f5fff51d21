import { connect } from 'node:net';

/** The first answer read back from a raw exchange, and whether the server then closed the connection. */
export type RawSocketAnswer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

/**
 * Writes `bytes` exactly as given on a new TCP connection to `url` (what no HTTP client would
 * send: CL+TE, a bad Content-Length, a 20 KB URL) and reads the first answer. Resolves when the
 * server closes the connection or 2 s after a whole answer arrived on one it keeps open.
 */
export function sendRaw(url: string, bytes: string | Buffer): Promise<RawSocketAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let keptOpen: NodeJS.Timeout | undefined;
    const give = (closed: boolean) => {
      clearTimeout(keptOpen);
      clearTimeout(overall);
      const text = Buffer.concat(chunks).toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) {
        reject(new Error(`no HTTP answer, got ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = Buffer.from(text.slice(headEnd + 4), 'utf8');
      const length = Number(headers['content-length'] ?? rest.length);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.subarray(0, length).toString('utf8'), closed });
    };
    const overall = setTimeout(() => {
      socket.destroy();
      give(false);
    }, 10_000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(keptOpen);
      keptOpen = setTimeout(() => {
        socket.destroy();
        give(false);
      }, 2_000);
    });
    socket.once('close', () => give(true));
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

/** Requests Node's HTTP parser refuses before any route runs, and the status each must get. */
export const MALFORMED_REQUESTS: ReadonlyArray<{ name: string; bytes: string; status: number }> = [
  {
    name: 'Content-Length with Transfer-Encoding (request smuggling)',
    bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    status: 400,
  },
  {
    name: 'a Content-Length that is not a number',
    bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    status: 400,
  },
  {
    name: 'two different Content-Lengths',
    bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    status: 400,
  },
  { name: 'not HTTP at all', bytes: 'HELLO THERE\r\n\r\n', status: 400 },
  { name: 'a 20 KB URL', bytes: `GET /api/setting?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: 431 },
  { name: 'a 20 KB header', bytes: `GET /api/setting HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
];

const THAI = /[\u0E00-\u0E7F]/;

/** What every error answer must be: JSON, a Thai message, no framework English, the security headers. */
export function houseFormatProblems(answer: RawSocketAnswer, allowedKeys: readonly string[] = ['message']): string[] {
  const problems: string[] = [];
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) problems.push(`content-type ${answer.headers['content-type']}`);
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    problems.push(`body is not JSON: ${answer.body.slice(0, 100)}`);
  }
  if (typeof body.message !== 'string' || !THAI.test(body.message)) problems.push(`message not Thai: ${String(body.message)}`);
  const extra = Object.keys(body).filter((key) => !allowedKeys.includes(key));
  if (extra.length > 0) problems.push(`extra fields ${extra.join(',')}`);
  if (/statusCode|Client Error|Bad Request|exceeding|not a valid/.test(answer.body)) problems.push('framework English in the body');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options');
  if (!(answer.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'")) problems.push('no content-security-policy');
  if (answer.headers['x-frame-options'] !== 'DENY') problems.push('no x-frame-options');
  return problems;
}
