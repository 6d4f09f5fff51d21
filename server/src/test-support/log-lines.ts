import { Writable } from 'node:stream';

/** A gateway log line as JSON (pino), with the fields the tests look at. */
export type LogLine = { level: number; msg?: string; [field: string]: unknown };

/** A stream to pass as `buildApp(..., { logStream })` and the lines written to it so far. */
export function collectLogLines(): { logStream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logStream, lines };
}

/** pino's number for warn. */
export const WARN = 40;
