import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UserProfile } from '@site/contract';
import { JOURNAL_MAX, type DemoMember, type Fault } from '@site/contract/mock-control';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { newSiteContext, saveScreenshotFile } from '@site/browser-kit';
import { compare, is, type Expected, type Mismatch } from './match';
import {
  createApiClient,
  createControlClient,
  describeError,
  namespaceHeaders,
  requestLog,
  schemaMismatchesOf,
  type ApiClient,
  type ControlClient,
} from './clients';
import { createDataGenerator, type DataGenerator } from './data';
import type { RequestRecord, ScenarioResult, StepResult, TargetInfo } from './types';

/** Thrown to end a scenario early as skipped (a control step on a target without the control API). */
export class ScenarioSkipped extends Error {
  override name = 'ScenarioSkipped';
}

/** Thrown after a failing step has been recorded; the steps after it depend on it and do not run. */
export class StepFailed extends Error {
  override name = 'StepFailed';
}

export interface Credentials {
  username: string;
  password: string;
}

/** A logged-in member: their identity, their token and an API client that sends it. */
export interface MemberSession extends Credentials {
  uuid: string;
  token: string;
  expiresAt: string;
  profile: UserProfile;
  api: ApiClient;
}

export interface ResponseExpectation<S extends number> {
  status: S | readonly S[];
  /** Partial shape of the body; see match.ts. */
  body?: Expected;
}

interface AnyResponse {
  status: number;
  body: unknown;
}

/**
 * The response narrowed to the expected statuses. Statuses the client type does not list (the
 * contract's spread error maps reach ts-rest as string keys) narrow to an untyped body.
 */
export type Narrowed<R extends AnyResponse, S extends number> = [Extract<R, { status: S }>] extends [never]
  ? { status: S; body: unknown; headers: Headers }
  : Extract<R, { status: S }>;

export type CreateMemberOptions = Partial<Pick<DemoMember, 'username' | 'password' | 'level' | 'credit'>> & { afCode?: string };

export interface ScenarioEnv {
  scenarioName: string;
  target: TargetInfo;
  /** The mock namespace the scenario owns; null against a target without the control API. */
  namespace: string | null;
  seed: number;
  screenshotDir: string;
  /** Members that exist on a non-mock target (SCENARIO_MEMBER_1, SCENARIO_MEMBER_2). */
  stagingMembers: Partial<Record<1 | 2, Credentials>>;
  /** Launches or reuses the shared browser; null when the run has no browser scenarios. */
  browser: (() => Promise<Browser>) | null;
  /** Told of each step once it is final (live progress). */
  onStep?: (step: StepResult) => void;
}

const UI_TIMEOUT_MS = 15_000;

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'step'
  );
}

/**
 * What a scenario writes with: named steps over the typed clients, each with expectations, plus
 * helpers for the mock's control API. Every step is recorded for the reporters; the first
 * failing step ends the scenario.
 */
export class ScenarioContext {
  readonly steps: StepResult[] = [];
  /** Anonymous client of the member API (namespace header included on the mock). */
  readonly api: ApiClient;
  /** Generates registration data (phones, usernames, bank accounts) unique to this run. */
  readonly data: DataGenerator;
  readonly baseUrl: string;
  private readonly control: ControlClient | null;
  private readonly headers: Record<string, string>;
  private browserContext: BrowserContext | null = null;
  private currentPage: Page | null = null;
  /** Errors the page reported (uncaught exceptions, console errors, failed requests), for failure reports. */
  private readonly pageErrors: string[] = [];

  constructor(private readonly env: ScenarioEnv) {
    this.baseUrl = env.target.baseUrl;
    this.headers = namespaceHeaders(env.namespace);
    this.api = createApiClient(this.baseUrl, this.headers);
    this.control = env.target.control ? createControlClient(this.baseUrl, this.headers) : null;
    this.data = createDataGenerator(
      env.target.control ? `${env.seed}:${env.scenarioName}` : `${Date.now()}:${Math.random()}:${env.scenarioName}`,
    );
  }

  get namespace(): string | null {
    return this.env.namespace;
  }

  /** What the run is against (base URL, gateway or not, control API or not). */
  get target(): TargetInfo {
    return this.env.target;
  }

  get hasControl(): boolean {
    return this.control !== null;
  }

  /** An API client that sends a bearer token (or any token a scenario forges). */
  clientWithToken(token: string): ApiClient {
    return createApiClient(this.baseUrl, { ...this.headers, authorization: `Bearer ${token}` });
  }

  /**
   * One call and its expectations: the status (one or several allowed) and a partial body.
   * Returns the response narrowed to the expected status. The response body is also checked
   * against the contract's schema for its status.
   */
  async step<R extends AnyResponse, S extends number>(
    name: string,
    call: () => Promise<R>,
    expected: ResponseExpectation<S>,
  ): Promise<Narrowed<R, S>> {
    const response = await this.record(name, call, (res, requests) => {
      const allowed: readonly number[] = typeof expected.status === 'number' ? [expected.status] : expected.status;
      const mismatches: Mismatch[] = [];
      if (!allowed.includes(res.status)) mismatches.push({ path: 'status', expected: allowed.join(' or '), seen: res.status });
      if (expected.body !== undefined) mismatches.push(...compare(expected.body, res.body, 'body'));
      for (const request of requests) mismatches.push(...schemaMismatchesOf(request));
      return mismatches;
    });
    return response as unknown as Narrowed<R, S>;
  }

  /** A check on values gathered by earlier steps (sums, counts, comparisons between responses). */
  async verify<T>(name: string, actual: () => T | Promise<T>, expected: Expected): Promise<T> {
    return this.record(name, actual, (value) => compare(expected, value, 'value'));
  }

  /** Records a step that is not run, with the reason, without ending the scenario. */
  skipStep(name: string, reason: string): void {
    const step: StepResult = { name, status: 'skipped', durationMs: 0, requests: [], mismatches: [], skipReason: reason };
    this.steps.push(step);
    this.env.onStep?.(step);
  }

  /** Records a skipped step and ends the scenario as skipped: what follows depends on it. */
  skipRest(name: string, reason: string): never {
    this.skipStep(name, reason);
    throw new ScenarioSkipped(reason);
  }

  // ---- control API helpers (skipped, with the reason, on a target without /__mock) ----

  private async controlStep<R extends AnyResponse>(
    name: string,
    call: (control: ControlClient) => Promise<R>,
  ): Promise<Extract<R, { status: 200 }>['body']> {
    const control = this.control;
    if (control === null) {
      this.skipRest(name, this.env.target.controlReason ?? 'the target has no mock control API');
    }
    const response = await this.step(name, () => call(control), { status: 200 });
    return response.body;
  }

  /** Rebuilds the scenario's namespace from the run's seed. */
  async freshNamespace() {
    return this.controlStep(`fresh mock namespace ${this.env.namespace ?? ''} (seed ${this.env.seed})`, (c) =>
      c.seed({ body: { seed: this.env.seed } }),
    );
  }

  async mockState() {
    return this.controlStep('read the mock clock and state', (c) => c.state());
  }

  async createMember(options: CreateMemberOptions = {}, name?: string): Promise<DemoMember> {
    const what = [
      options.level !== undefined ? `level ${options.level}` : null,
      options.credit !== undefined ? `credit ${options.credit}` : null,
      options.afCode ? `invited by ${options.afCode}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    return this.controlStep(name ?? `create a member${what ? ` (${what})` : ''}`, (c) => c.createMember({ body: options }));
  }

  async setClock(at: string) {
    return this.controlStep(`set the mock clock to ${at}`, (c) => c.clock({ body: { at } }));
  }

  async advanceDays(days: number) {
    return this.controlStep(`advance the mock clock by ${days} day(s)`, (c) => c.clock({ body: { advanceDays: days } }));
  }

  async advanceMs(ms: number) {
    return this.controlStep(`advance the mock clock by ${ms} ms`, (c) => c.clock({ body: { advanceMs: ms } }));
  }

  async maintenance(on: boolean) {
    return this.controlStep(`switch maintenance ${on ? 'on' : 'off'}`, (c) => c.maintenance({ body: { on } }));
  }

  async assignLevel(member: Pick<Credentials, 'username'>, level: number) {
    return this.controlStep(`assign ${member.username} level ${level}`, (c) =>
      c.setLevel({ params: { username: member.username }, body: { level } }),
    );
  }

  /** Credits a member as a matched bank-statement deposit (or debits with a negative adjustment). */
  async creditMember(member: Pick<Credentials, 'username'>, amount: number, kind: 'deposit' | 'adjustment' = 'deposit') {
    return this.controlStep(`${kind} of ${amount} baht for ${member.username}`, (c) =>
      c.ledger({ params: { username: member.username }, body: { amount, kind } }),
    );
  }

  /** The mock's bank transfers `amount` baht from the member's registered account: the slip to deposit (docs/design/mock.md#slips). */
  async mintSlip(member: Pick<Credentials, 'username'>, amount: number) {
    return this.controlStep(`the mock's bank mints a slip of ${amount} baht from ${member.username}'s account`, (c) =>
      c.mintSlip({ params: { username: member.username }, body: { amount } }),
    );
  }

  async injectFault(fault: Fault) {
    const effect = [
      fault.status ? `status ${fault.status}` : null,
      fault.latencyMs ? `+${fault.latencyMs} ms` : null,
      fault.drop ? 'dropped connection' : null,
    ]
      .filter(Boolean)
      .join(', ');
    return this.controlStep(`inject a fault on ${fault.route} (${effect}${fault.count ? `, ${fault.count}x` : ''})`, (c) =>
      c.addFault({ body: fault }),
    );
  }

  async clearFaults() {
    return this.controlStep('clear faults', (c) => c.clearFaults());
  }

  /**
   * "The site called ROUTE exactly TIMES times" (WireMock's verify), counted in the namespace's
   * journal: ROUTE is "METHOD /path" with `*`, as a fault names its route. The journal is a ring
   * of the last JOURNAL_MAX requests, so count in a namespace that made fewer. An observation,
   * not a set-up: on a target without the control API only this step is skipped.
   */
  async expectCalls(route: string, times: number, name = `the mock received ${route} exactly ${times} time(s)`): Promise<void> {
    const control = this.control;
    if (control === null) return this.skipStep(name, this.env.target.controlReason ?? 'the target has no mock control API');
    await this.verify(
      name,
      async () => {
        const journal = await control.journal({ query: { route, limit: JOURNAL_MAX } });
        if (journal.status !== 200) throw new Error(`the mock's journal answered ${journal.status}`);
        return journal.body.length;
      },
      times,
    );
  }

  /**
   * A member that already exists on the target: a seeded demo member on the mock, or the
   * member given by SCENARIO_MEMBER_<slot>=username:password on another target.
   */
  async existingMember(slot: 1 | 2): Promise<Credentials> {
    if (this.control !== null) {
      const member = DEMO_MEMBERS[slot - 1];
      if (!member) throw new Error(`the mock seeds no demo member ${slot}`);
      return { username: member.username, password: member.password };
    }
    const member = this.env.stagingMembers[slot];
    if (!member) {
      this.skipRest(`use staging member ${slot}`, `set SCENARIO_MEMBER_${slot}=username:password to run this against ${this.baseUrl}`);
    }
    return member;
  }

  /** Logs in through the real API and returns the member's session and client. */
  async loginAs(member: Credentials, name?: string): Promise<MemberSession> {
    const response = await this.step(
      name ?? `log in as ${member.username}`,
      () => this.api.auth.login({ body: { username: member.username, password: member.password } }),
      {
        status: 200,
        body: { token: is.nonEmptyString() },
      },
    );
    const { token, expiresAt, data } = response.body;
    return {
      username: data.user_pass.username,
      password: member.password,
      uuid: data.uuid,
      token,
      expiresAt,
      profile: data,
      api: this.clientWithToken(token),
    };
  }

  // ---- browser steps ----

  /** The scenario's page, in a fresh browser context that carries the namespace. */
  async page(): Promise<Page> {
    if (this.currentPage) return this.currentPage;
    if (!this.env.browser) throw new Error('this run has no browser; browser scenarios need one');
    const browser = await this.env.browser();
    this.browserContext = await newSiteContext(browser, {
      baseURL: this.baseUrl,
      viewport: { width: 420, height: 860 },
      namespace: this.env.namespace,
      extraHTTPHeaders: this.headers,
    });
    this.browserContext.setDefaultTimeout(UI_TIMEOUT_MS);
    const page = await this.browserContext.newPage();
    page.on('pageerror', (error) => this.pageErrors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.pageErrors.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500)
        this.pageErrors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    this.currentPage = page;
    return page;
  }

  /**
   * A browser step: actions and checks on the page (a check that fails throws). With
   * `screenshot`, the page is saved after the step; a failing step is always saved.
   */
  async ui(name: string, action: (page: Page) => Promise<void>, options: { screenshot?: boolean } = {}): Promise<void> {
    const page = await this.page();
    const index = this.steps.length + 1;
    const file = path.join(this.env.screenshotDir, slug(this.env.scenarioName), `${String(index).padStart(2, '0')}-${slug(name)}.png`);
    const save = async (result: StepResult) => {
      // what the member sees in the window, as it moves (a wheel mid-spin stays mid-spin)
      await saveScreenshotFile(page, file, { fullPage: false, animations: 'allow' }).then(
        () => (result.screenshot = file),
        () => undefined,
      );
    };
    const errorsBefore = this.pageErrors.length;
    await this.record(
      name,
      () => action(page),
      () => [],
      async (result) => {
        if (result.status === 'failed' && this.pageErrors.length > errorsBefore) {
          result.error = [result.error, ...this.pageErrors.slice(errorsBefore).slice(-5)].filter(Boolean).join('\n');
        }
        if (options.screenshot || result.status === 'failed') await save(result);
      },
    );
  }

  /**
   * After the scenario: a failed one's namespace is kept as a snapshot of its own name on the
   * target (and written to `directory` when the target is the run's own mock, gone after the
   * run), so a person can open what the scenario left; a namespace the runner made for a
   * scenario that did not fail is forgotten, so runs leave nothing behind. Best effort: the
   * result stands whatever the mock says.
   */
  async settleNamespace(failed: boolean, runnersOwn: boolean, directory: string): Promise<ScenarioResult['keptAs']> {
    const { control } = this;
    const namespace = this.env.namespace;
    if (control === null || namespace === null) return undefined;
    try {
      if (!failed) {
        if (runnersOwn) await control.deleteNamespace({ params: { namespace } });
        return undefined;
      }
      const saved = await control.saveSnapshot({ params: { name: namespace }, body: { overwriteOtherNamespace: true } });
      if (saved.status !== 200) return undefined;
      if (!this.env.target.startedGateway) return { snapshot: namespace };
      const state = await control.snapshot();
      if (state.status !== 200) return { snapshot: namespace };
      const file = path.join(directory, `${namespace}.json`);
      await mkdir(directory, { recursive: true });
      await writeFile(file, JSON.stringify(state.body));
      return { snapshot: namespace, file };
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    await this.browserContext?.close().catch(() => undefined);
    this.browserContext = null;
    this.currentPage = null;
  }

  // ---- recording ----

  private async record<T>(
    name: string,
    run: () => T | Promise<T>,
    check: (value: T, requests: RequestRecord[]) => Mismatch[],
    after?: (result: StepResult) => Promise<void>,
  ): Promise<T> {
    const result: StepResult = { name, status: 'passed', durationMs: 0, requests: [], mismatches: [] };
    this.steps.push(result);
    const started = performance.now();
    let failure: StepFailed | null = null;
    let value: T | undefined;
    try {
      value = await requestLog.run(result.requests, run);
      const mismatches = check(value, result.requests);
      if (mismatches.length > 0) {
        result.status = 'failed';
        result.mismatches = mismatches;
        failure = new StepFailed(`step "${name}" failed`);
      }
    } catch (error) {
      result.status = 'failed';
      result.error = describeError(error);
      failure = new StepFailed(`step "${name}" failed: ${result.error}`);
    }
    result.durationMs = Math.round(performance.now() - started);
    if (after) await after(result);
    this.env.onStep?.(result);
    if (failure !== null) throw failure;
    return value as T;
  }
}
