import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedBrowser } from '@site/browser-kit';
import { describeError } from './clients';
import { ScenarioContext, ScenarioSkipped, StepFailed, type Credentials } from './context';
import type { RunReport, ScenarioKind, ScenarioResult, StepResult, TargetInfo } from './types';

export interface ScenarioDefinition {
  /** kebab-case, unique: what `npm run scenario -- <name>` takes. */
  name: string;
  /** One line for `--list` and reports: the business rule the scenario proves. */
  description: string;
  kind: ScenarioKind;
  /** Groups a run can take (`--tag withdraw`): the product areas the scenario covers. */
  tags: readonly string[];
  run(s: ScenarioContext): Promise<void>;
}

export function defineScenario(definition: ScenarioDefinition): ScenarioDefinition {
  return definition;
}

export const DEFAULT_SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));
/** Where a failed scenario's namespace is written when the mock was the run's own (it is gone after the run). */
export const KEPT_NAMESPACES_DIR = fileURLToPath(new URL('../../test-results/namespaces', import.meta.url));

export interface RunOptions {
  target: TargetInfo;
  seed: number;
  /** Namespace for a single scenario, or the prefix of every scenario's namespace. */
  namespace?: string;
  /** API scenarios run this many at a time; browser scenarios two at a time. */
  concurrency?: number;
  screenshotDir?: string;
  stagingMembers?: Partial<Record<1 | 2, Credentials>>;
  timeoutMs?: number;
  onScenarioStart?: (definition: ScenarioDefinition) => void;
  /** Each step as it ends (a skipped step as it is recorded): live progress. */
  onStep?: (definition: ScenarioDefinition, step: StepResult) => void;
  onScenarioDone?: (result: ScenarioResult) => void;
}

const DEFAULT_TIMEOUT_MS = 90_000;
const GATEWAY_SETTLE_MS = 500;
const BROWSER_CONCURRENCY = 2;

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
}

/** Whether the target serves the web app (browser scenarios need the built app). */
async function probeWebApp(baseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(new URL('/login', baseUrl), { signal: AbortSignal.timeout(5_000) });
    const body = await response.text();
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html') && body.includes('<script')) return null;
    return `the target serves no web app at /login (it answered ${response.status}): point --base-url at the site's own origin, or build it with npm run build`;
  } catch (error) {
    return `GET /login failed: ${describeError(error)}`;
  }
}

/**
 * Runs scenarios, each in its own mock namespace rebuilt from the seed, several at a time.
 * A scenario ends at its first failing step; a control step on a target without the control
 * API ends it as skipped, with the reason.
 */
export async function runScenarios(definitions: readonly ScenarioDefinition[], options: RunOptions): Promise<RunReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const runId = randomBytes(3).toString('hex');
  const browser = sharedBrowser();
  let webAppProbe: Promise<string | null> | null = null;
  const results = new Map<ScenarioDefinition, ScenarioResult>();

  /** A namespace QA named is theirs to keep; the runner's own are forgotten once they served. */
  const namedByQa = options.namespace !== undefined && definitions.length === 1;
  const namespaceFor = (definition: ScenarioDefinition): string | null => {
    if (!options.target.control) return null;
    if (namedByQa && options.namespace !== undefined) return options.namespace;
    return `${options.namespace ?? 'qa'}-${definition.name}-${runId}`;
  };

  const contexts = new Map<ScenarioDefinition, ScenarioContext>();
  for (const definition of definitions) {
    contexts.set(
      definition,
      new ScenarioContext({
        scenarioName: definition.name,
        target: options.target,
        namespace: namespaceFor(definition),
        seed: options.seed,
        screenshotDir: options.screenshotDir ?? DEFAULT_SCREENSHOT_DIR,
        stagingMembers: options.stagingMembers ?? {},
        browser: definition.kind === 'browser' ? () => browser.get() : null,
        onStep: (step) => options.onStep?.(definition, step),
      }),
    );
  }

  // Namespaces are rebuilt one at a time before anything runs: a rebuild is ~0.1 s of
  // synchronous work in the mock, and several at once stall the event loop of a gateway with
  // the mock in process long enough for it to shed load (docs/design/qa.md#targets).
  const preparation = new Map<ScenarioDefinition, unknown>();
  const preparationMs = new Map<ScenarioDefinition, number>();
  if (options.target.control) {
    for (const [definition, context] of contexts) {
      const rebuildStarted = performance.now();
      await context.freshNamespace().catch((error: unknown) => preparation.set(definition, error));
      preparationMs.set(definition, performance.now() - rebuildStarted);
    }
    // Let a gateway's load monitor (200 ms samples) see a calm event loop before traffic starts.
    if (options.target.gateway) await delay(GATEWAY_SETTLE_MS);
  }

  const runOne = async (definition: ScenarioDefinition) => {
    const context = contexts.get(definition) as ScenarioContext;
    const namespace = context.namespace;
    const result: ScenarioResult = {
      name: definition.name,
      description: definition.description,
      kind: definition.kind,
      namespace,
      status: 'passed',
      durationMs: 0,
      steps: context.steps,
    };
    const scenarioStarted = performance.now();
    options.onScenarioStart?.(definition);
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    try {
      const body = async () => {
        if (definition.kind === 'browser') {
          const reason = await (webAppProbe ??= probeWebApp(options.target.baseUrl));
          if (reason !== null) {
            context.skipStep('open the web app', reason);
            throw new ScenarioSkipped(reason);
          }
        }
        if (preparation.has(definition)) throw preparation.get(definition);
        await definition.run(context);
      };
      await Promise.race([
        body(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      if (error instanceof ScenarioSkipped) {
        result.note = error.message;
      } else if (!(error instanceof StepFailed)) {
        result.status = 'failed';
        result.note = describeError(error);
      }
    } finally {
      clearTimeout(timer);
      await context.close();
    }
    if (context.steps.some((step) => step.status === 'failed')) result.status = 'failed';
    else if (result.status !== 'failed' && result.note !== undefined) result.status = 'skipped';
    const keptAs = await context.settleNamespace(result.status === 'failed', !namedByQa, KEPT_NAMESPACES_DIR);
    if (keptAs !== undefined) result.keptAs = keptAs;
    result.durationMs = Math.round(performance.now() - scenarioStarted + (preparationMs.get(definition) ?? 0));
    results.set(definition, result);
    options.onScenarioDone?.(result);
  };

  try {
    await inPool(
      definitions.filter((d) => d.kind === 'api'),
      options.concurrency ?? 6,
      runOne,
    );
    await inPool(
      definitions.filter((d) => d.kind === 'browser'),
      BROWSER_CONCURRENCY,
      runOne,
    );
  } finally {
    await browser.close();
  }

  return {
    target: options.target,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    seed: options.seed,
    scenarios: definitions.map((d) => results.get(d)).filter((r): r is ScenarioResult => r !== undefined),
  };
}

/** Screenshot paths relative to the repository, for reports. */
export function relativeToRepo(file: string): string {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  return path.relative(repo, file);
}
