import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '@site/server/start';
import { formatSoak, runSoak } from './run-soak';

/**
 * A seeded sequential stream of hostile requests over every contract route, through
 * the listening gateway in mock mode with one keep-alive client connection, gets an answer
 * for every request. SOAK_SEED replays a stream (the seed is printed); the default seed is the
 * one that first showed the 20-second hangs. Not a timing test: "answered at all within 10 s".
 */
const SEED = Number(process.env.SOAK_SEED ?? 1);
const REQUESTS = 950;

describe('hostile-request soak through the listening gateway (mock mode)', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    // Load shedding answers 503 by design when the shared test machine stalls; it is not what this soaks.
    gateway = await startGateway({ upstreamUrl: undefined, logLevel: 'silent', maxEventLoopDelayMs: 0 });
  });

  afterAll(() => gateway.close());

  it(`answers every one of ${REQUESTS} hostile requests on a keep-alive connection, none with 5xx`, async () => {
    const result = await runSoak({ baseUrl: gateway.url, seed: SEED, count: REQUESTS, slowMs: 2_000, deadlineMs: 10_000 });
    const report = formatSoak(result).join('\n');
    console.log(report);
    expect(result.requests).toBe(REQUESTS);
    expect(result.unanswered, report).toBe(0);
    expect(result.serverErrors, report).toBe(0);
    // Every answer was a considered one: the generator's requests are all sendable.
    expect(
      [...result.byStatus.keys()].every((status) => typeof status === 'number' && status >= 200 && status < 500),
      report,
    ).toBe(true);
  });
});
