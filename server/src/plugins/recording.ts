import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RecordedExchange } from '@site/contract/mock-control';
import { maskedUrl, maskSecrets, personalDataMasker } from '@site/mock-api';
import { decodeBody, isJson } from './drift';

/** Bodies bigger than this are recorded without their body (memory stays bounded). */
const MAX_RECORDED_BYTES = 2 * 1024 * 1024;

export type Recorder = {
  /** Whether this member API exchange is recorded: RECORD_FILE set, a contract route, inside the window. */
  wants(request: FastifyRequest): boolean;
  /** The answer to send: the upstream body itself, with a copy kept for the recording once it has been sent. */
  tap(request: FastifyRequest, reply: FastifyReply, body: Buffer | Readable, requestBody: Buffer | null): Buffer | Readable;
  /** Resolves once every exchange recorded so far is in the file. */
  flushed(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    recording: Recorder;
  }
}

function parsedJson(raw: Buffer | null): unknown {
  if (raw === null || raw.length === 0) return null;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

/** The username a session token names (its claims read, not verified: it only picks whose exchange this is). */
function tokenMember(authorization: string | undefined): string | null {
  const payload = /^Bearer\s+[^.\s]+\.([^.\s]+)\.[^.\s]*$/i.exec(authorization ?? '')?.[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { username?: unknown };
    return typeof claims.username === 'string' ? claims.username : null;
  } catch {
    return null;
  }
}

/** Who logged in, as the login's answer names them. */
function loggedIn(body: unknown): string | null {
  const username = (body as { data?: { user_pass?: { username?: unknown } } } | null)?.data?.user_pass?.username;
  return typeof username === 'string' ? username : null;
}

/**
 * Recording a session for the mock (docs/design/gateway.md#recordings): with RECORD_FILE set, each member API
 * exchange proxied to the upstream is appended to the file as one JSON line (contract
 * `RecordedExchange`), its URL and bodies masked as the mock's journal masks them before anything is
 * written, no header kept. Off the response path: the line is written after the answer is sent.
 */
export const recordingPlugin = fp(
  async (app) => {
    const { file, member, from, until } = app.config.recording;
    let writes: Promise<void> = Promise.resolve();
    // a key of this run only: the same name masks alike throughout the recording, and no one can hash names to undo it
    const maskPersonal = personalDataMasker(randomBytes(32));
    const masked = (body: unknown) => maskPersonal(maskSecrets(body));

    function write(path: string, line: RecordedExchange): void {
      writes = writes
        .then(() => appendFile(path, `${JSON.stringify(line)}\n`, { mode: 0o600 }))
        .catch((error: unknown) => app.log.error({ err: error, file }, 'recording: could not write'));
    }

    async function record(
      request: FastifyRequest,
      reply: FastifyReply,
      requestBody: Buffer | null,
      chunks: Buffer[] | null,
      encoding: unknown,
    ) {
      const raw = chunks === null || !isJson(reply.getHeader('content-type')) ? null : Buffer.concat(chunks);
      const responseBody = masked(
        parsedJson(raw === null ? null : await decodeBody(raw, typeof encoding === 'string' ? encoding : undefined)),
      );
      const who = tokenMember(request.headers.authorization) ?? loggedIn(responseBody);
      if (file === null || (member !== null && who?.toLowerCase() !== member)) return;
      write(file, {
        at: new Date().toISOString(),
        method: request.method,
        url: maskedUrl(request.url),
        route: request.contractRoute?.name ?? '',
        status: reply.statusCode,
        member: who,
        durationMs: Math.round(reply.elapsedTime),
        requestBody: masked(parsedJson(requestBody)),
        responseBody,
      });
    }

    function later(
      request: FastifyRequest,
      reply: FastifyReply,
      requestBody: Buffer | null,
      chunks: Buffer[] | null,
      encoding: unknown,
    ): void {
      setImmediate(() => {
        record(request, reply, requestBody, chunks, encoding).catch((error: unknown) =>
          app.log.warn({ err: error }, 'recording: exchange left out'),
        );
      });
    }

    function wants(request: FastifyRequest): boolean {
      if (file === null || request.contractRoute === undefined) return false;
      const now = Date.now();
      return (from === null || now >= from) && (until === null || now <= until);
    }

    function tap(request: FastifyRequest, reply: FastifyReply, body: Buffer | Readable, requestBody: Buffer | null): Buffer | Readable {
      // the body's encoding as the upstream sent it: the gateway may compress it after this tap
      const encoding = reply.getHeader('content-encoding');
      if (Buffer.isBuffer(body)) {
        reply.raw.once('finish', () => later(request, reply, requestBody, body.length <= MAX_RECORDED_BYTES ? [body] : null, encoding));
        return body;
      }
      let chunks: Buffer[] | null = [];
      let size = 0;
      const copy = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > MAX_RECORDED_BYTES) chunks = null;
          chunks?.push(chunk);
          done(null, chunk);
        },
        flush(done) {
          done();
          later(request, reply, requestBody, chunks, encoding);
        },
      });
      body.on('error', (error) => copy.destroy(error));
      return body.pipe(copy);
    }

    app.decorate('recording', { wants, tap, flushed: () => writes });
    app.addHook('onClose', async () => {
      await writes;
    });
    if (file !== null) app.log.info({ file, member, from, until }, 'recording member API exchanges (masked) for the mock');
  },
  { name: 'gateway-recording', fastify: '5.x', dependencies: ['gateway-config'] },
);
