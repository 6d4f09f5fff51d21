import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@site/mock-api';
import { RunEvent, type ScenarioInfo } from '@site/contract/scenario-report';
import { scenarios } from '../../scenarios/index';
import { parseRunnerArgs, selectScenarios, stagingMembersFromEnv, UsageError } from './cli';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));

describe('runner arguments', () => {
  it('reads names and options, with the documented defaults', () => {
    expect(parseRunnerArgs(parseArgs, ['all'])).toEqual({
      names: ['all'],
      list: false,
      help: false,
      seed: 42,
      reporter: 'pretty',
      ownGateway: false,
    });
    expect(parseRunnerArgs(parseArgs, ['--help']).help).toBe(true);
    expect(parseRunnerArgs(parseArgs, ['-h']).help).toBe(true);
    expect(
      parseRunnerArgs(parseArgs, [
        'wheel-spin',
        'flip-card',
        '--base-url',
        'https://staging.example.com',
        '--namespace',
        'qa_1',
        '--seed',
        '7',
        '--reporter',
        'junit',
        '-o',
        'out.xml',
        '--kind',
        'api',
        '--concurrency',
        '3',
      ]),
    ).toEqual({
      names: ['wheel-spin', 'flip-card'],
      list: false,
      help: false,
      baseUrl: 'https://staging.example.com',
      namespace: 'qa_1',
      seed: 7,
      reporter: 'junit',
      output: 'out.xml',
      kind: 'api',
      concurrency: 3,
      ownGateway: false,
    });
    expect(parseRunnerArgs(parseArgs, ['--list']).list).toBe(true);
    expect(parseRunnerArgs(parseArgs, ['--tag', 'withdraw', '--own-gateway', '--report', 'html', '--screenshot-dir', 'shots'])).toEqual({
      names: [],
      list: false,
      help: false,
      seed: 42,
      reporter: 'pretty',
      tag: 'withdraw',
      ownGateway: true,
      report: 'html',
      screenshotDir: 'shots',
    });
  });

  it('refuses what it cannot use, saying why', () => {
    expect(() => parseRunnerArgs(parseArgs, [])).toThrow(UsageError);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--reporter', 'xml'])).toThrow(/pretty, junit, json/);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--seed', '-1'])).toThrow(/--seed/);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--base-url', 'localhost:8080'])).toThrow(/http/);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--namespace', 'a b'])).toThrow(/--namespace/);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--nope'])).toThrow(UsageError);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--report', 'pdf'])).toThrow(/--report takes html/);
    expect(() => parseRunnerArgs(parseArgs, ['all', '--own-gateway', '--base-url', 'http://x.test'])).toThrow(/exclude/);
  });

  it('selects scenarios by name, all, and kind; an unknown name is an error', () => {
    expect(selectScenarios(scenarios, ['all']).length).toBe(scenarios.length);
    expect(selectScenarios(scenarios, ['flip-card', 'wheel-spin']).map((s) => s.name)).toEqual(['wheel-spin', 'flip-card']);
    expect(selectScenarios(scenarios, ['all'], 'browser').every((s) => s.kind === 'browser')).toBe(true);
    expect(() => selectScenarios(scenarios, ['wheel-spinn'])).toThrow(/"wheel-spinn"; did you mean wheel-spin\?/);
    expect(() => selectScenarios(scenarios, ['withdraw-daily'])).toThrow(/did you mean withdraw-daily-cap-per-level/);
    expect(() => selectScenarios(scenarios, ['zzzzzzzz'])).toThrow(/"zzzzzzzz" \(--list shows them\)/);
    const withdraw = selectScenarios(scenarios, [], undefined, 'withdraw').map((s) => s.name);
    expect(withdraw).toContain('withdraw-within-limit');
    expect(withdraw).toContain('browser-withdraw');
    expect(withdraw).not.toContain('wheel-spin');
    expect(selectScenarios(scenarios, [], 'api', 'withdraw').map((s) => s.name)).not.toContain('browser-withdraw');
    expect(() => selectScenarios(scenarios, [], undefined, 'nothing')).toThrow(/"nothing"/);
  });

  it('reads staging members as username:password (passwords may hold colons)', () => {
    expect(stagingMembersFromEnv({ SCENARIO_MEMBER_1: 'alice:pa:ss', SCENARIO_MEMBER_2: 'broken' })).toEqual({
      1: { username: 'alice', password: 'pa:ss' },
    });
  });

  it('names every library scenario once, in kebab-case, with a description', () => {
    const names = scenarios.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of scenarios) {
      expect(s.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.tags.length, s.name).toBeGreaterThan(0);
    }
  });
});

describe('npm run scenario (the CLI process)', () => {
  let mock: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    mock = await buildApp({ logger: false });
    await mock.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await mock?.close();
  });

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', ...args], { cwd: repo, env: { ...process.env, NO_COLOR: '1' } });

  it('exits 0 and writes the JSON report of a passing run', async () => {
    const { stdout } = await cli('login-failure-message', 'maintenance-switch', '--base-url', baseUrl, '--reporter', 'json');
    const report = JSON.parse(stdout) as { totals: { scenarios: Record<string, number> }; target: { control: boolean } };
    expect(report.target.control).toBe(true);
    expect(report.totals.scenarios).toEqual({ passed: 2, failed: 0, skipped: 0 });
  });

  it('lists the library with one line per scenario, and as JSON with kinds and tags', async () => {
    const { stdout } = await cli('--list');
    expect(stdout.trim().split('\n')).toHaveLength(scenarios.length);
    expect(stdout).toContain('withdraw-per-time-cap');
    const listed = JSON.parse((await cli('--list', '--reporter', 'json')).stdout) as ScenarioInfo[];
    expect(listed.map((s) => s.name)).toEqual(scenarios.map((s) => s.name));
    expect(listed.find((s) => s.name === 'browser-withdraw')).toMatchObject({ kind: 'browser', tags: ['withdraw'] });
  });

  it('writes the HTML report beside the junit file, with every step, and tells each step as an event line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'scenario-report-'));
    try {
      const junit = path.join(dir, 'junit.xml');
      const { stdout } = await cli('login-failure-message', '--base-url', baseUrl, '--reporter', 'junit', '-o', junit, '--report', 'html');
      expect(stdout).toBe('');
      const html = await readFile(path.join(dir, 'scenario-report.html'), 'utf8');
      expect(await readFile(junit, 'utf8')).toContain('login-failure-message');
      expect(html).toContain('data-scenario="login-failure-message"');
      expect(html).toContain('log in with a wrong password');
      expect(html).toContain('/api/auth/login');

      const events = (await cli('login-failure-message', '--base-url', baseUrl, '--reporter', 'events')).stdout
        .trim()
        .split('\n')
        .map((line) => RunEvent.parse(JSON.parse(line)));
      expect(events[0]?.event).toBe('step');
      expect(events.at(-2)?.event).toBe('scenario-done');
      const done = events.at(-1);
      expect(done?.event === 'run-done' && done.report.scenarios[0]?.steps.map((s) => s.name)).toEqual(
        events.flatMap((e) => (e.event === 'step' ? [e.step.name] : [])),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints its options with --help', async () => {
    const { stdout } = await cli('--help');
    for (const option of ['--base-url', '--own-gateway', '--reporter', '--tag', 'SCENARIO_MEMBER_1', 'Exit codes'])
      expect(stdout).toContain(option);
  });

  it('prints the totals whatever the reporter, and exits 1 when nothing ran', async () => {
    const { stderr } = await cli('login-failure-message', '--base-url', baseUrl, '--reporter', 'json');
    expect(stderr).toContain('scenarios: 1 passed, 0 failed, 0 skipped');
    // a browser scenario against the bare mock (no web app): skipped, so the run tested nothing
    await expect(cli('browser-withdraw', '--base-url', baseUrl, '--reporter', 'junit', '-o', '/dev/null')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/scenarios: 0 passed, 0 failed, 1 skipped[\s\S]*nothing ran: every scenario was skipped/) as unknown,
    });
  });

  it('exits 2 on an unknown scenario and on a base URL where nothing answers', async () => {
    await expect(cli('no-such-scenario', '--base-url', baseUrl)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown scenario "no-such-scenario"') as unknown,
    });
    await expect(cli('login-failure-message', '--base-url', 'http://127.0.0.1:9')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('nothing answers') as unknown,
    });
  });
});
