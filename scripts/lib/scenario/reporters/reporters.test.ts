import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEMO_MEMBERS } from '@site/mock-api';
import { launchBrowser } from '@site/browser-kit';
import { is } from '../match';
import { defineScenario, runScenarios } from '../runner';
import { exitCodeFor, runAdvice, totalsLine, totalsOf, type RunReport } from '../types';
import { prettyReport } from './pretty';
import { junitReport } from './junit';
import { jsonReport } from './json';
import { htmlReport } from './html';

const demo = DEMO_MEMBERS[0];

interface XmlElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
let mock: FastifyInstance;
let report: RunReport;
/** What onStep told, as the run went. */
const told: string[] = [];

/** Scenarios written to fail in known ways against the real mock, so the reports have something to say. */
const library = [
  defineScenario({
    name: 'expects-the-wrong-status',
    kind: 'api',
    tags: ['reporting'],
    description: 'a wrong password is expected to log in (it must not)',
    async run(s) {
      await s.step(
        'log in with a wrong password',
        () => s.api.auth.login({ body: { username: demo.username, password: 'wrong-password' } }),
        { status: 200 },
      );
    },
  }),
  defineScenario({
    name: 'expects-the-wrong-credit',
    kind: 'api',
    tags: ['reporting'],
    description: 'the demo member is expected to hold a credit they do not hold',
    async run(s) {
      const member = await s.loginAs(await s.existingMember(1));
      await s.step(
        'read the credit',
        () => member.api.games.credit({ params: { username: member.username }, body: { balanceType: 'M' } }),
        {
          status: 200,
          body: { data: { credit: demo.credit + 1, username: demo.username, point: is.number() } },
        },
      );
      await s.step('never reached: the scenario ends at its first failure', () => s.api.settings.global(), { status: 200 });
    },
  }),
  defineScenario({
    name: 'needs-a-missing-member',
    kind: 'api',
    tags: ['reporting'],
    description: 'needs staging member 2, which this run does not have',
    async run(s) {
      await s.step('the site answers', () => s.api.settings.websiteStatus(), { status: 200 });
      await s.existingMember(2);
    },
  }),
];

beforeAll(async () => {
  mock = await buildApp({ logger: false, control: false });
  await mock.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  report = await runScenarios(library, {
    target: { baseUrl, control: false, controlReason: 'control is off in this test', gateway: false, startedGateway: false },
    seed: 42,
    stagingMembers: { 1: { username: demo.username, password: demo.password } },
    onStep: (definition, step) => told.push(`${definition.name}: ${step.name} ${step.status}`),
  });
});

afterAll(async () => {
  await mock?.close();
});

describe('step results', () => {
  it('record a failing status with the request that got it and the Thai message it carried', () => {
    const scenario = report.scenarios.find((s) => s.name === 'expects-the-wrong-status');
    expect(scenario?.status).toBe('failed');
    const step = scenario?.steps[0];
    expect(step?.mismatches).toEqual([{ path: 'status', expected: '200', seen: 401 }]);
    expect(step?.requests[0]).toMatchObject({ method: 'POST', status: 401, requestBody: { username: demo.username } });
    expect((step?.requests[0]?.responseBody as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('name the mismatching body field and stop the scenario there', () => {
    const scenario = report.scenarios.find((s) => s.name === 'expects-the-wrong-credit');
    expect(scenario?.steps.map((s) => s.status)).toEqual(['passed', 'failed']);
    expect(scenario?.steps[1]?.mismatches).toEqual([{ path: 'body.data.credit', expected: String(demo.credit + 1), seen: demo.credit }]);
  });

  it('mark a scenario skipped, with the reason, when it needs what the target lacks', () => {
    const scenario = report.scenarios.find((s) => s.name === 'needs-a-missing-member');
    expect(scenario?.status).toBe('skipped');
    expect(scenario?.steps.map((s) => s.status)).toEqual(['passed', 'skipped']);
    expect(scenario?.steps[1]?.skipReason).toContain('SCENARIO_MEMBER_2');
    expect(totalsOf(report).scenarios).toEqual({ passed: 0, failed: 2, skipped: 1 });
    expect(exitCodeFor(report)).toBe(1);
    // a run whose scenarios were all skipped tested nothing: never green, and it says so
    const skippedOnly = { ...report, scenarios: report.scenarios.filter((s) => s.status === 'skipped') };
    expect(exitCodeFor(skippedOnly)).toBe(1);
    expect(runAdvice(skippedOnly)).toEqual([expect.stringMatching(/^nothing ran: every scenario was skipped/)]);
    expect(totalsLine(skippedOnly)).toBe('scenarios: 0 passed, 0 failed, 1 skipped');
    const passing = report.scenarios.map((s) => ({ ...s, name: `${s.name}-again`, status: 'passed' as const }));
    const withOnePassing = { ...report, scenarios: [...skippedOnly.scenarios, ...passing.slice(0, 1)] };
    expect(exitCodeFor(withOnePassing)).toBe(0);
    expect(runAdvice(withOnePassing)).toEqual([]);
  });

  it('say what to do when the target rate-limited the run', () => {
    const failed = report.scenarios.find((s) => s.name === 'expects-the-wrong-status');
    if (failed === undefined) throw new Error('no failed scenario');
    const limited = {
      ...failed,
      steps: failed.steps.map((step) => ({ ...step, requests: step.requests.map((request) => ({ ...request, status: 429 })) })),
    };
    const viaGateway = { ...report, target: { ...report.target, gateway: true }, scenarios: [limited] };
    expect(runAdvice(viaGateway)).toEqual([expect.stringMatching(/429 Too Many Requests.*--own-gateway.*RATE_LIMIT_MAX/)]);
    expect(runAdvice({ ...viaGateway, target: { ...report.target, gateway: false } })[0]).toMatch(/--concurrency 1/);
    expect(runAdvice(report)).toEqual([]);
  });

  it('are told one by one as each step ends (live progress), the same steps the report holds', () => {
    // scenarios run side by side, so only the set is fixed, not the order across scenarios
    const reported = report.scenarios.flatMap((scenario) => scenario.steps.map((step) => `${scenario.name}: ${step.name} ${step.status}`));
    expect([...told].sort()).toEqual(reported.sort());
    expect(told).toContain('expects-the-wrong-credit: read the credit failed');
  });
});

describe('reporters', () => {
  it('pretty: crosses, the request, the field path, Thai text as Thai, totals; no password', () => {
    const text = prettyReport(report, { color: false });
    const thaiMessage = (report.scenarios[0]?.steps[0]?.requests[0]?.responseBody as { message: string }).message;
    expect(text).toContain('✘ log in with a wrong password');
    expect(text).toContain('request: POST /api/auth/login');
    expect(text).toContain(thaiMessage);
    expect(text).toContain(`body.data.credit: expected ${demo.credit + 1}, seen ${demo.credit}`);
    expect(text).toContain('○ use staging member 2 — skipped: set SCENARIO_MEMBER_2');
    expect(text).toMatch(/Scenarios: 0 passed, 2 failed, 1 skipped of 3/);
    expect(text).not.toContain('wrong-password');
    expect(text).not.toContain(demo.password);
  });

  it('json: the whole report, parseable, with totals and secrets hidden', () => {
    const text = jsonReport(report);
    const parsed = JSON.parse(text) as { totals: unknown; scenarios: unknown[] };
    expect(parsed.totals).toEqual(totalsOf(report));
    expect(parsed.scenarios).toHaveLength(3);
    expect(text).not.toContain(demo.password);
    expect(text).not.toMatch(/"token":\s*"ey/);
  });

  it('junit: well-formed XML (parsed by Chromium) with a suite per scenario and a failure per failed step', async () => {
    const xml = junitReport(report);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const parsed = await page.evaluate((source) => {
        // Runs in the page: the browser's own XML parser (scripts compile without DOM types).
        const { DOMParser } = globalThis as unknown as {
          DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
        };
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        const error = doc.getElementsByTagName('parsererror')[0];
        return {
          error: error ? error.textContent : null,
          suites: doc.getElementsByTagName('testsuite').length,
          failures: Array.from(doc.getElementsByTagName('failure')).map((f) => f.getAttribute('message')),
          skipped: doc.getElementsByTagName('skipped').length,
          rootFailures: doc.documentElement.getAttribute('failures'),
        };
      }, xml);
      expect(parsed.error).toBeNull();
      expect(parsed.suites).toBe(3);
      expect(parsed.failures).toEqual([
        'status: expected 200, seen 401',
        `body.data.credit: expected ${demo.credit + 1}, seen ${demo.credit}`,
      ]);
      expect(parsed.skipped).toBe(1);
      expect(parsed.rootFailures).toBe('2');
    } finally {
      await browser.close();
    }
  });
});

describe('html report', () => {
  it('is one self-contained page with every scenario and step, requests and answers, secrets hidden, no script', async () => {
    const html = await htmlReport(report);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="th">');
    expect(html).not.toMatch(/<script|<link|src="http/);
    for (const scenario of report.scenarios) {
      expect(html).toContain(`data-scenario="${scenario.name}"`);
      for (const step of scenario.steps) expect(html).toContain(step.name);
    }
    expect(html).toContain('/api/auth/login');
    expect(html).toContain('401');
    expect(html).toContain('body.data.credit');
    expect(html).toContain((report.scenarios[0]?.steps[0]?.requests[0]?.responseBody as { message: string }).message);
    expect(html).not.toContain('wrong-password');
    expect(html).not.toContain(demo.password);
  });
});
