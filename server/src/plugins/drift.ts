import fp from 'fastify-plugin';
import { Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { contractRoutes, type ContractRoute } from '../contract-routes';
import { createDriftBook, type DriftRecord } from '../drift-book';
import { operationsOnly } from '../operations-access';

export type { DriftRecord } from '../drift-book';

/** What the tap reads of a proxied exchange (any Fastify request/reply pair fits). */
export type TappedRequest = { method: string; url: string };
export type TappedReply = { statusCode: number; getHeader(name: string): unknown };

export type DriftRecorder = {
  /** Returns the stream to send: the upstream body itself, or a tee that validates a copy. */
  tap(request: TappedRequest, reply: TappedReply, body: Readable): Readable;
  /** The same for a body the proxy has read whole: a sample is validated after it is sent. */
  check(request: TappedRequest, reply: TappedReply, body: Buffer): void;
  /** Validates one parsed body (the tap's background step; exposed for tests and tools). */
  inspect(method: string, route: ContractRoute, status: number, body: unknown): void;
  list(): DriftRecord[];
};

declare module 'fastify' {
  interface FastifyInstance {
    drift: DriftRecorder;
  }
}

/** Bodies bigger than this are passed through unvalidated (memory stays bounded). */
const MAX_INSPECTED_BYTES = 2 * 1024 * 1024;
const decoders: Record<string, (input: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  br: promisify(brotliDecompress),
  deflate: promisify(inflate),
};

/** A body as sent, decoded from its content encoding; null for an encoding the gateway cannot read. */
export async function decodeBody(raw: Buffer, encoding: string | undefined): Promise<Buffer | null> {
  if (encoding === undefined || encoding === 'identity') return raw;
  const decode = decoders[encoding];
  return decode === undefined ? null : decode(raw);
}

export function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /\bjson\b/i.test(contentType);
}

/**
 * Contract-drift reporting (DRIFT_REPORT=1): a sample of upstream `/api` responses is copied
 * while it streams to the member, then parsed and validated against the contract off the
 * response path. Each mismatch is reported once per route, status and field path (a log
 * line, a metrics counter) and listed at GET /__gateway/drift. Bodies are never logged.
 */
export const driftPlugin = fp(
  async (app) => {
    const { enabled, sampleRate } = app.config.drift;

    const book = createDriftBook({
      count: (labels) => app.metrics.drift.inc(labels),
      warn: (fields, message) => app.log.warn(fields, message),
    });

    async function validateCopy(method: string, route: ContractRoute, status: number, encoding: string | undefined, chunks: Buffer[]) {
      const raw = await decodeBody(Buffer.concat(chunks), encoding);
      if (raw === null) return;
      let body: unknown;
      try {
        // Decoding the whole buffer at once: a Thai character split across chunks stays whole.
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        book.report(method, route, status, '(root)', 'json', 'unparseable');
        return;
      }
      book.inspect(method, route, status, body);
    }

    type Sampled = { method: string; route: ContractRoute; status: number; encoding: string | undefined };

    /** Whether this exchange is in the sample and has a JSON body to validate (off: one comparison). */
    function sample(request: TappedRequest, reply: TappedReply): Sampled | undefined {
      if (!enabled || sampleRate === 0 || Math.random() >= sampleRate) return undefined;
      const path = request.url.split('?', 1)[0] ?? request.url;
      const route = contractRoutes.match(request.method, path);
      if (route === undefined) return undefined;
      const status = reply.statusCode;
      const contentType = reply.getHeader('content-type');
      if (!isJson(contentType)) {
        if (!route.responses.has(status))
          book.report(request.method, route, status, '(status)', `one of ${[...route.responses.keys()].join(',')}`, String(status));
        return undefined;
      }
      const encodingHeader = reply.getHeader('content-encoding');
      const encoding = typeof encodingHeader === 'string' ? encodingHeader.toLowerCase() : undefined;
      return { method: request.method, route, status, encoding };
    }

    function validateLater(sampled: Sampled, chunks: Buffer[]): void {
      setImmediate(() => {
        validateCopy(sampled.method, sampled.route, sampled.status, sampled.encoding, chunks).catch((error: unknown) => {
          app.log.warn({ err: error, route: sampled.route.path }, 'drift check failed');
        });
      });
    }

    function check(request: TappedRequest, reply: TappedReply, body: Buffer): void {
      const sampled = sample(request, reply);
      if (sampled !== undefined && body.length <= MAX_INSPECTED_BYTES) validateLater(sampled, [body]);
    }

    function tap(request: TappedRequest, reply: TappedReply, body: Readable): Readable {
      const sampled = sample(request, reply);
      if (sampled === undefined) return body;
      const chunks: Buffer[] = [];
      let size = 0;
      let overflow = false;
      // A Transform keeps a copy of what passes without consuming ahead of the response.
      const copy = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (!overflow) {
            size += chunk.length;
            if (size > MAX_INSPECTED_BYTES) {
              overflow = true;
              chunks.length = 0;
            } else {
              chunks.push(chunk);
            }
          }
          done(null, chunk);
        },
        flush(done) {
          done();
          if (!overflow) validateLater(sampled, chunks);
        },
      });
      body.on('error', (error) => copy.destroy(error));
      return body.pipe(copy);
    }

    app.decorate('drift', { tap, check, inspect: (...args) => book.inspect(...args), list: () => book.list() });

    app.get('/__gateway/drift', { onRequest: operationsOnly(app.config.operations) }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { enabled, sampleRate, mismatches: book.list() };
    });
  },
  { name: 'gateway-drift', fastify: '5.x', dependencies: ['gateway-config', 'gateway-metrics'] },
);
