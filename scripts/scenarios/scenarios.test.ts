import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEMO_MEMBERS } from '@site/mock-api';
import { prettyScenario } from '../lib/scenario/reporters/pretty';
import { runScenarios } from '../lib/scenario/runner';
import { describeTarget } from '../lib/scenario/target';
import type { RunReport } from '../lib/scenario/types';
import { apiScenarios } from './index';

let mock: FastifyInstance;
let report: RunReport;
/** The same mock with its control API off: what a staging API looks like to the runner. */
let stagingLike: FastifyInstance;
let stagingReport: RunReport;

/*
 * Straight at the mock's listening app: the gateway in the same process would shed load
 * whenever CPU contention stretches a namespace rebuild past its sampling interval
 * (docs/design/qa.md#targets). `npm run scenario -- all` covers the gateway path.
 */
beforeAll(async () => {
  mock = await buildApp({ logger: false });
  await mock.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  // The whole library at once, as `npm run scenario -- all` runs it: parallel, one namespace each.
  report = await runScenarios(apiScenarios, {
    target: await describeTarget(baseUrl, false),
    seed: 42,
    namespace: 'vitest',
  });
  stagingLike = await buildApp({ logger: false, control: false });
  await stagingLike.listen({ port: 0, host: '127.0.0.1' });
  const stagingUrl = `http://127.0.0.1:${(stagingLike.server.address() as AddressInfo).port}`;
  const [first, second] = DEMO_MEMBERS;
  stagingReport = await runScenarios(apiScenarios, {
    target: await describeTarget(stagingUrl, false),
    seed: 42,
    stagingMembers: {
      1: { username: first.username, password: first.password },
      2: { username: second.username, password: second.password },
    },
  });
}, 120_000);

afterAll(async () => {
  await mock?.close();
  await stagingLike?.close();
});

describe('the API scenario library against the mock', () => {
  it('runs with the mock control API', () => {
    expect(report.target.control).toBe(true);
    expect(report.scenarios.map((s) => s.name)).toEqual(apiScenarios.map((s) => s.name));
  });

  it('gives every scenario its own namespace', () => {
    const namespaces = report.scenarios.map((s) => s.namespace);
    expect(new Set(namespaces).size).toBe(apiScenarios.length);
  });

  it.each(apiScenarios.map((s) => s.name))('%s passes', (name) => {
    const result = report.scenarios.find((s) => s.name === name);
    expect(result, `no result for ${name}`).toBeDefined();
    if (!result) return;
    // The pretty report of the scenario is the failure message: the step, the request, the fields.
    expect(result.status, prettyScenario(result, { color: false })).toBe('passed');
    expect(result.steps.length).toBeGreaterThan(2);
  });
});

describe('the API scenario library against an API without the control API (as on staging)', () => {
  it('knows the target has no control API, and why', () => {
    expect(stagingReport.target.control).toBe(false);
    expect(stagingReport.target.controlReason).toContain('/__mock/state');
  });

  it('fails nothing: every scenario passes or stops at a skipped step that names its reason', () => {
    // A failure shows as its pretty report, naming the step and the fields.
    expect(stagingReport.scenarios.filter((s) => s.status === 'failed').map((s) => prettyScenario(s, { color: false }))).toEqual([]);
    for (const scenario of stagingReport.scenarios.filter((s) => s.status === 'skipped')) {
      const skipped = scenario.steps.filter((step) => step.status === 'skipped');
      expect(skipped.length, scenario.name).toBeGreaterThan(0);
      for (const step of skipped) expect(step.skipReason, `${scenario.name} / ${step.name}`).toMatch(/\/__mock\/state|SCENARIO_/);
    }
  });

  it("runs in full what needs no control API: registration, login failures, another member's data", () => {
    const passed = stagingReport.scenarios.filter((s) => s.status === 'passed').map((s) => s.name);
    expect(passed).toEqual(expect.arrayContaining(['register-with-affiliate-code', 'login-failure-message', 'member-data-isolation']));
  });

  it('runs the steps before the first control step for real', () => {
    const expiry = stagingReport.scenarios.find((s) => s.name === 'session-expiry');
    expect(expiry?.steps.filter((step) => step.status === 'passed').map((step) => step.name)).toEqual(
      expect.arrayContaining(['no token: 401', 'a forged token (exp changed): 401', 'an unsigned token (alg none): 401']),
    );
    expect(expiry?.steps.at(-1)).toMatchObject({ status: 'skipped', name: 'read the mock clock and state' });
  });
});
