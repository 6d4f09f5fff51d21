import { readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mockControlClient } from '@site/contract/mock-control';
import { buildApp, DEMO_MEMBERS } from '@site/mock-api';
import { defineScenario, runScenarios } from './runner';
import type { RunReport } from './types';

const demo = DEMO_MEMBERS[0];

const library = [
  defineScenario({
    name: 'leaves-a-failure',
    kind: 'api',
    tags: ['reporting'],
    description: 'a wrong password is expected to log in, after a member was made',
    async run(s) {
      await s.createMember({ credit: 700 });
      await s.step('log in with a wrong password', () => s.api.auth.login({ body: { username: demo.username, password: 'wrong' } }), {
        status: 200,
      });
    },
  }),
  defineScenario({
    name: 'passes-cleanly',
    kind: 'api',
    tags: ['reporting'],
    description: 'reads the operation status of the site, which is open',
    async run(s) {
      await s.step('the site answers', () => s.api.settings.websiteStatus(), { status: 200 });
    },
  }),
];

let mock: FastifyInstance;
let baseUrl: string;
let report: RunReport;

/** The control API's typed client, with no control token (this mock has none). */
const control = () => mockControlClient(baseUrl, { env: {} });

beforeAll(async () => {
  mock = await buildApp({ logger: false });
  await mock.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  // as when the runner started the gateway itself: the failed namespace is written to a file too
  report = await runScenarios(library, {
    target: { baseUrl, control: true, controlReason: null, gateway: false, startedGateway: true },
    seed: 42,
  });
});

afterAll(async () => {
  for (const scenario of report.scenarios) if (scenario.keptAs?.file !== undefined) await rm(scenario.keptAs.file, { force: true });
  await mock?.close();
});

describe("the runner's namespaces after a run", () => {
  it('forgets the namespace of a scenario that passed', async () => {
    const passed = report.scenarios.find((s) => s.name === 'passes-cleanly');
    expect(passed?.status).toBe('passed');
    expect(passed?.keptAs).toBeUndefined();
    const answer = await control().namespaces();
    expect(answer.status).toBe(200);
    expect(answer.status === 200 && answer.body.namespaces.map((n) => n.name)).not.toContain(passed?.namespace);
  });

  it("keeps a failed scenario's namespace as a snapshot of its name, and as a file when the mock was the run's own", async () => {
    const failed = report.scenarios.find((s) => s.name === 'leaves-a-failure');
    expect(failed?.status).toBe('failed');
    const namespace = failed?.namespace ?? '';
    expect(failed?.keptAs?.snapshot).toBe(namespace);
    const snapshots = await control().savedSnapshots();
    expect(snapshots.status).toBe(200);
    expect(snapshots.body).toContainEqual(expect.objectContaining({ name: namespace, namespace }));
    const written = JSON.parse(await readFile(failed?.keptAs?.file ?? '', 'utf8')) as { members: Record<string, { credit?: number }> };
    // the member the scenario made is in it
    expect(Object.keys(written.members).length).toBeGreaterThan(DEMO_MEMBERS.length);
  });
});
