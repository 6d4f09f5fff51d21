import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** One request as the raw upstream read it: the head's lines and the body it declared. */
export type RawUpstreamRequest = { method: string; path: string; headers: Record<string, string>; body: Buffer };

/** Writes whatever bytes the test wants on the socket: status lines Node would refuse, trickles, cuts. */
export type RawAnswer = (socket: Socket, request: RawUpstreamRequest) => void;

export type HostileUpstream = {
  url: string;
  /** Every request read, in order. */
  received: RawUpstreamRequest[];
  /** Replaces how the upstream answers the next requests. */
  answer(next: RawAnswer): void;
  close(): Promise<void>;
};

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * An upstream written on `net`, not `http`: it answers with bytes no well-behaved server would
 * send (status 999, a body trickled one byte at a time, headers a member must not see). It reads
 * requests with a Content-Length (the gateway always sends one or none) and keeps the connection.
 */
export async function startHostileUpstream(): Promise<HostileUpstream> {
  const received: RawUpstreamRequest[] = [];
  let current: RawAnswer = (socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}');
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const headEnd = buffered.indexOf(HEAD_END);
        if (headEnd < 0) return;
        const [requestLine = '', ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length < headEnd + 4 + length) return;
        const body = buffered.subarray(headEnd + 4, headEnd + 4 + length);
        buffered = buffered.subarray(headEnd + 4 + length);
        const [method = '', path = ''] = requestLine.split(' ');
        const request = { method, path, headers, body };
        received.push(request);
        current(socket, request);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A whole HTTP/1.1 answer as bytes, the status line exactly as given. */
export function rawAnswer(statusLine: string, headers: Record<string, string>, body: string): string {
  const lines = Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)) }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${statusLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
