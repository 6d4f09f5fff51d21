import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '@site/server/start';
import { prettyScenario } from '../../lib/scenario/reporters/pretty';
import { runScenarios } from '../../lib/scenario/runner';
import { describeTarget, startScenarioGateway } from '../../lib/scenario/target';
import type { RunReport } from '../../lib/scenario/types';
import { browserScenarios } from '../index';

const webDist = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));
let gateway: RunningGateway;
let report: RunReport;

/* The gateway serves the built app (npm test builds it first) with the mock in process. */
beforeAll(async () => {
  if (!existsSync(webDist)) throw new Error(`${webDist} is missing: build the web app first (npm run build)`);
  gateway = await startScenarioGateway();
  report = await runScenarios(browserScenarios, { target: await describeTarget(gateway.url, true), seed: 42, namespace: 'vitest' });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
}, 30_000);

describe('browser scenarios in Chromium against the gateway and the mock', () => {
  it.each(browserScenarios.map((s) => s.name))('%s passes, with its screenshots', (name) => {
    const result = report.scenarios.find((s) => s.name === name);
    expect(result, `no result for ${name}`).toBeDefined();
    if (!result) return;
    expect(result.status, prettyScenario(result, { color: false })).toBe('passed');
    expect(result.steps.filter((step) => step.screenshot).length).toBeGreaterThan(0);
  });
});
