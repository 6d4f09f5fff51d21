import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type RecordedRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

export type FakeUpstream = {
  url: string;
  /** Every request the upstream received, in order. */
  received: RecordedRequest[];
  /** Replaces how the upstream answers (default: 200 JSON echo of the request). */
  respond(handler: (request: RecordedRequest, response: ServerResponse, socket: Socket) => void): void;
  close(): Promise<void>;
};

/** The default answer: 200 JSON describing the request as received. */
export function echoRequest(request: RecordedRequest, response: ServerResponse): void {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body: request.body }));
}

/** A real HTTP server on a free loopback port whose answers a test scripts. */
export async function startFakeUpstream(port = 0): Promise<FakeUpstream> {
  const received: RecordedRequest[] = [];
  let handler: (request: RecordedRequest, response: ServerResponse, socket: Socket) => void = echoRequest;
  const sockets = new Set<Socket>();
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(recorded);
      handler(recorded, response, incoming.socket);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    received,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago and has nothing listening on it now. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
