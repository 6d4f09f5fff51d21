import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mockControlClient, type MockControlClient, type ScenarioRun } from '@site/contract/mock-control';
import { buildApp } from '../../app';
import { ScenarioRuns } from './service';

/** Scenario runs through the control API: the repository's runner in a process of its own (docs/design/qa.md#scenario-runs). */
describe('scenario runs', () => {
  let app: FastifyInstance;
  let control: MockControlClient;
  beforeAll(async () => {
    app = await buildApp({ seed: 42, logger: false });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    control = mockControlClient(baseUrl, { env: process.env });
  });
  afterAll(() => app.close());

  async function finished(id: string): Promise<ScenarioRun> {
    for (;;) {
      const response = await control.run({ params: { id } });
      if (response.status !== 200) throw new Error(`run ${id}: ${response.status}`);
      if (response.body.status !== 'running') return response.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('lists the library with kinds and tags', async () => {
    const library = await control.scenarioLibrary();
    expect(library.status).toBe(200);
    if (library.status !== 200) return;
    expect(library.body.find((s) => s.name === 'withdraw-within-limit')).toMatchObject({ kind: 'api', tags: ['withdraw'] });
    expect(library.body.some((s) => s.kind === 'browser')).toBe(true);
  });

  it('runs one scenario: queued, then its steps with requests and answers, then the report; one run at a time', async () => {
    const started = await control.startRun({ body: { scenario: 'login-failure-message' } });
    expect(started.status).toBe(200);
    if (started.status !== 200) return;
    expect(started.body.status).toBe('running');
    expect(started.body.scenarios.map((s) => [s.name, s.status])).toEqual([['login-failure-message', 'queued']]);

    const second = await control.startRun({ body: { all: true } });
    expect(second.status).toBe(409);
    expect((second.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);

    const run = await finished(started.body.id);
    expect(run.error).toBeNull();
    expect(run.status).toBe('passed');
    expect(run.report?.target.startedGateway).toBe(true);
    const [scenario] = run.scenarios;
    expect(scenario?.status).toBe('passed');
    expect(scenario?.steps.map((s) => s.name)).toContain('log in with a wrong password');
    const wrong = scenario?.steps.find((s) => s.name === 'log in with a wrong password');
    expect(wrong?.requests[0]).toMatchObject({ method: 'POST', status: 401 });
    expect(wrong?.requests[0]?.url).toMatch(/\/api\/auth\/login$/);
    // secrets hidden as in the JSON report
    expect(JSON.stringify(run)).not.toContain('demo1234');

    const runs = await control.runs();
    expect(runs.status === 200 && runs.body[0]).toMatchObject({ id: run.id, status: 'passed', scenarios: 1, failed: 0 });
  });

  it('refuses an unknown scenario, tag or run in Thai, and a selection that names two things', async () => {
    for (const body of [{ scenario: 'no-such-scenario' }, { tag: 'no-such-tag' }]) {
      const response = await control.startRun({ body });
      expect(response.status).toBe(404);
      expect((response.body as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await control.startRun({ body: { scenario: 'wheel-spin', all: true } })).status).toBe(400);
    expect((await control.run({ params: { id: 'run-gone' } })).status).toBe(404);
  });

  it('says in Thai that runs are unavailable without a runner (MOCK_SCENARIO_RUNNER unset) or where it is not (a mock image without scripts/)', async () => {
    for (const runs of [new ScenarioRuns(), new ScenarioRuns({ runner: '/nowhere/scenario.ts' })]) {
      await expect(runs.listLibrary()).rejects.toMatchObject({
        statusCode: 503,
        message: expect.stringMatching(/MOCK_SCENARIO_RUNNER/) as unknown,
      });
    }
  });
});
