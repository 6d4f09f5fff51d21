import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP request over a fresh socket: the path bytes exactly as written (a URL object would
 * resolve `..`), the body bytes exactly as received (no decompression).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ ...splitOrigin(url), method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function splitOrigin(url: string): { host: string; port: number; path: string } {
  const match = /^http:\/\/([^:/]+):(\d+)(\/.*)$/.exec(url);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined)
    throw new Error(`not an http URL with a port and a path: ${url}`);
  return { host: match[1], port: Number(match[2]), path: match[3] };
}
