import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RunSelection, ScenarioProgress, ScenarioRun, ScenarioRunSummary } from '@site/contract/mock-control';
import { RunEvent, ScenarioInfo, type RunReport, type ScenarioResult, type StepResult } from '@site/contract/scenario-report';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';

/** Runs kept for the console (newest); an older one's screenshots are deleted with it. */
const KEPT_RUNS = 10;
/** The end of the runner's stderr kept to explain a run that ended without a report. */
const STDERR_TAIL_CHARS = 2000;

/** The run a runner process is making, and what it has told so far. */
interface RunRecord {
  run: ScenarioRun;
  /** Where the runner saves this run's screenshots. */
  dir: string;
  child: ChildProcess | null;
}

export interface ScenarioRunsOptions {
  /**
   * The runner script (MOCK_SCENARIO_RUNNER: `npm start` and the tests pass the repository's
   * scripts/scenario.ts); none, or a path that does not exist, makes runs unavailable.
   */
  runner?: string | undefined;
  /** Where each run's screenshots go (a folder per run). */
  screenshotRoot?: string;
}

/**
 * QA scenario runs started from the console (docs/design/qa.md#scenario-runs): each is `npm run scenario` in a
 * process of its own, with a gateway and mock of its own (`--own-gateway`), telling its steps as
 * JSON lines (`--reporter events`) that this class turns into the run the console polls. One
 * run at a time: two would only share the machine's cores.
 */
export class ScenarioRuns {
  private readonly runner: string | undefined;
  private readonly screenshotRoot: string;
  private readonly records = new Map<string, RunRecord>();
  private library: Promise<ScenarioInfo[]> | null = null;

  constructor(options: ScenarioRunsOptions = {}) {
    this.runner = options.runner;
    this.screenshotRoot = options.screenshotRoot ?? join(tmpdir(), 'qa-console-runs');
  }

  private availableRunner(): string {
    if (this.runner === undefined || !existsSync(this.runner))
      throw new ApiError(503, messages.control.runsUnavailable, 'RUNS_UNAVAILABLE');
    return this.runner;
  }

  private spawnRunner(args: string[]): ChildProcess {
    const runner = this.availableRunner();
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    // the run's own gateway always has its mock in process, whatever this process was pointed at
    delete env.UPSTREAM_URL;
    delete env.UPSTREAM_IS_MOCK;
    return spawn(process.execPath, ['--import', 'tsx', runner, ...args], {
      cwd: dirname(dirname(runner)),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** The library as `npm run scenario -- --list --reporter json` prints it (asked once). */
  async listLibrary(): Promise<ScenarioInfo[]> {
    this.availableRunner();
    this.library ??= new Promise<ScenarioInfo[]>((resolveList, reject) => {
      const child = this.spawnRunner(['--list', '--reporter', 'json']);
      let out = '';
      let err = '';
      child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => {
        const parsed = z.array(ScenarioInfo).safeParse(code === 0 ? JSON.parse(out || 'null') : null);
        if (parsed.success) resolveList(parsed.data);
        else reject(new Error(err.trim().slice(-STDERR_TAIL_CHARS) || `exit ${code}`));
      });
    }).catch((error: unknown) => {
      this.library = null;
      throw new ApiError(503, messages.control.libraryFailed(error instanceof Error ? error.message : String(error)), 'LIBRARY_FAILED');
    });
    return this.library;
  }

  async start(selection: RunSelection): Promise<ScenarioRun> {
    const library = await this.listLibrary();
    const going = [...this.records.values()].find((record) => record.run.status === 'running');
    if (going) throw new ApiError(409, messages.control.runInProgress(going.run.id), 'RUN_IN_PROGRESS');
    let chosen: ScenarioInfo[];
    let args: string[];
    if (selection.scenario !== undefined) {
      chosen = library.filter((s) => s.name === selection.scenario);
      if (chosen.length === 0) throw new ApiError(404, messages.control.scenarioToRunNotFound(selection.scenario), 'SCENARIO_NOT_FOUND');
      args = [selection.scenario];
    } else if (selection.tag !== undefined) {
      const tag = selection.tag;
      chosen = library.filter((s) => s.tags.includes(tag));
      if (chosen.length === 0) throw new ApiError(404, messages.control.tagNotFound(tag), 'TAG_NOT_FOUND');
      args = ['--tag', tag];
    } else {
      chosen = library;
      args = ['all'];
    }

    const id = `run-${randomBytes(4).toString('hex')}`;
    const dir = join(this.screenshotRoot, id);
    await mkdir(dir, { recursive: true });
    const run: ScenarioRun = {
      id,
      selection,
      status: 'running',
      startedAt: new Date().toISOString(),
      finishedAt: null,
      scenarios: chosen.map((s) => ({
        name: s.name,
        description: s.description,
        kind: s.kind,
        namespace: null,
        status: 'queued',
        durationMs: 0,
        steps: [],
      })),
      report: null,
      error: null,
    };
    const record: RunRecord = { run, dir, child: null };
    this.records.set(id, record);
    await this.forgetOldRuns();
    this.follow(record, this.spawnRunner([...args, '--own-gateway', '--reporter', 'events', '--screenshot-dir', dir]));
    return run;
  }

  private follow(record: RunRecord, child: ChildProcess): void {
    record.child = child;
    const { run } = record;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        return;
      }
      const event = RunEvent.safeParse(parsed);
      if (event.success) this.apply(record, event.data);
    });
    const finish = (reason: string | null) => {
      record.child = null;
      if (run.status !== 'running') return;
      run.status = 'error';
      run.error = reason ?? (stderr.trim() || messages.control.runnerEndedWithoutReport(child.exitCode, child.signalCode));
      run.finishedAt = new Date().toISOString();
      for (const scenario of run.scenarios) if (scenario.status === 'running' || scenario.status === 'queued') scenario.status = 'skipped';
    };
    child.on('error', (error) => finish(error.message));
    // 'close' comes after stdout ended, so every line has been applied
    child.on('close', () => finish(null));
  }

  private apply(record: RunRecord, event: RunEvent): void {
    const { run } = record;
    const scenarioNamed = (name: string): ScenarioProgress | undefined => run.scenarios.find((s) => s.name === name);
    switch (event.event) {
      case 'scenario-started': {
        const scenario = scenarioNamed(event.name);
        if (scenario) scenario.status = 'running';
        return;
      }
      case 'step': {
        const scenario = scenarioNamed(event.scenario);
        if (!scenario) return;
        // the namespace is rebuilt (a step) before the scenario starts
        if (scenario.status === 'queued') scenario.status = 'running';
        scenario.steps.push(this.served(record, event.step));
        return;
      }
      case 'scenario-done': {
        const index = run.scenarios.findIndex((s) => s.name === event.result.name);
        if (index >= 0) run.scenarios[index] = this.servedScenario(record, event.result);
        return;
      }
      case 'run-done': {
        const report: RunReport = { ...event.report, scenarios: event.report.scenarios.map((s) => this.servedScenario(record, s)) };
        run.report = report;
        run.scenarios = report.scenarios;
        run.status = report.scenarios.some((s) => s.status === 'failed') ? 'failed' : 'passed';
        run.finishedAt = new Date().toISOString();
        return;
      }
    }
  }

  /** A step whose screenshot is named by its path inside the run's folder (what the console asks for). */
  private served(record: RunRecord, step: StepResult): StepResult {
    if (step.screenshot === undefined) return step;
    const inside = relative(record.dir, step.screenshot);
    const { screenshot: _absolute, ...rest } = step;
    return inside.startsWith('..') || inside === '' ? rest : { ...rest, screenshot: inside.split(sep).join('/') };
  }

  private servedScenario(record: RunRecord, scenario: ScenarioResult): ScenarioResult {
    return { ...scenario, steps: scenario.steps.map((step) => this.served(record, step)) };
  }

  private async forgetOldRuns(): Promise<void> {
    const ids = [...this.records.keys()];
    for (const id of ids.slice(0, Math.max(0, ids.length - KEPT_RUNS))) {
      const record = this.records.get(id);
      if (!record || record.run.status === 'running') continue;
      this.records.delete(id);
      await rm(record.dir, { recursive: true, force: true });
    }
  }

  get(id: string): ScenarioRun {
    const record = this.records.get(id);
    if (!record) throw new ApiError(404, messages.control.runNotFound(id), 'RUN_NOT_FOUND');
    return record.run;
  }

  /** Newest first. */
  summaries(): ScenarioRunSummary[] {
    return [...this.records.values()].reverse().map(({ run }) => ({
      id: run.id,
      selection: run.selection,
      status: run.status,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      scenarios: run.scenarios.length,
      failed: run.scenarios.filter((s) => s.status === 'failed').length,
    }));
  }

  /** The PNG file of a served screenshot path, or null when the run or the file is not there. */
  screenshotFile(id: string, file: string): string | null {
    const record = this.records.get(id);
    if (!record) return null;
    const path = resolve(record.dir, file);
    if (!path.startsWith(record.dir + sep) || !path.endsWith('.png') || !existsSync(path)) return null;
    return path;
  }

  /** Stops a run in progress and deletes every run's screenshots (the mock is closing). */
  async close(): Promise<void> {
    for (const record of this.records.values()) {
      record.child?.kill('SIGTERM');
      await rm(record.dir, { recursive: true, force: true });
    }
    this.records.clear();
  }
}
