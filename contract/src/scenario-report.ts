import { z } from 'zod';

/**
 * What a QA scenario run reports (`npm run scenario`, docs/design/qa.md#scenarios ff.), written once: the
 * runner records it, the JSON and HTML reports write it, the mock's scenario runs (docs/design/qa.md#scenario-runs)
 * carry it, and the QA console renders it.
 */

/** One field that did not match its expectation. */
export const Mismatch = z.object({
  /** Dotted path from the compared root, e.g. "body.data.limits.leftToday" or "body.data[2].id". */
  path: z.string(),
  expected: z.string(),
  seen: z.unknown(),
});
export type Mismatch = z.infer<typeof Mismatch>;

/** One HTTP exchange made during a step, as reports show it. */
export const RequestRecord = z.object({
  method: z.string(),
  url: z.string(),
  requestBody: z.unknown().optional(),
  status: z.number().int().optional(),
  responseBody: z.unknown().optional(),
  /** Transport failure (connection refused, dropped, timed out) instead of a response. */
  error: z.string().optional(),
  durationMs: z.number(),
});
export type RequestRecord = z.infer<typeof RequestRecord>;

export const StepStatus = z.enum(['passed', 'failed', 'skipped']);
export type StepStatus = z.infer<typeof StepStatus>;

export const StepResult = z.object({
  name: z.string(),
  status: StepStatus,
  durationMs: z.number(),
  /** Requests the step made. */
  requests: z.array(RequestRecord),
  mismatches: z.array(Mismatch),
  error: z.string().optional(),
  skipReason: z.string().optional(),
  /** A screenshot the step saved (browser scenarios): a file path, or where a served report finds it. */
  screenshot: z.string().optional(),
});
export type StepResult = z.infer<typeof StepResult>;

export const ScenarioStatus = z.enum(['passed', 'failed', 'skipped']);
export type ScenarioStatus = z.infer<typeof ScenarioStatus>;
export const ScenarioKind = z.enum(['api', 'browser']);
export type ScenarioKind = z.infer<typeof ScenarioKind>;

export const ScenarioResult = z.object({
  name: z.string(),
  description: z.string(),
  kind: ScenarioKind,
  namespace: z.string().nullable(),
  status: ScenarioStatus,
  durationMs: z.number(),
  steps: z.array(StepResult),
  /** Why the scenario stopped early without a failing step (a skip), or an error outside steps. */
  note: z.string().optional(),
  /**
   * Where a failed scenario's namespace was kept for a person to open: a snapshot of that name
   * on the target mock, and a file of it when the mock was the run's own and is gone after it.
   */
  keptAs: z.object({ snapshot: z.string(), file: z.string().optional() }).optional(),
});
export type ScenarioResult = z.infer<typeof ScenarioResult>;

export const TargetInfo = z.object({
  baseUrl: z.string(),
  /** The base URL serves the mock's control API (/__mock/*). */
  control: z.boolean(),
  /** Why the control API is unavailable, shown with every skipped control step. */
  controlReason: z.string().nullable(),
  /** The base URL is the gateway (it answers /healthz), not the mock or an API directly. */
  gateway: z.boolean(),
  /** The runner started a gateway itself because nothing answered at the default URL (or it was asked to). */
  startedGateway: z.boolean(),
});
export type TargetInfo = z.infer<typeof TargetInfo>;

export const RunReport = z.object({
  target: TargetInfo,
  startedAt: z.string(),
  durationMs: z.number(),
  seed: z.number().int(),
  scenarios: z.array(ScenarioResult),
});
export type RunReport = z.infer<typeof RunReport>;

/** A scenario of the library, as `npm run scenario -- --list` shows it. */
export const ScenarioInfo = z.object({
  /** kebab-case, unique: what `npm run scenario -- <name>` takes. */
  name: z.string(),
  /** The business rule the scenario proves. */
  description: z.string(),
  kind: ScenarioKind,
  /** Groups a run can take (`--tag withdraw`). */
  tags: z.array(z.string()),
});
export type ScenarioInfo = z.infer<typeof ScenarioInfo>;

/**
 * What `--reporter events` prints, one JSON object a line, as the run goes: the mock follows a
 * run it started by reading these.
 */
export const RunEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('scenario-started'), name: z.string() }),
  z.object({ event: z.literal('step'), scenario: z.string(), step: StepResult }),
  z.object({ event: z.literal('scenario-done'), result: ScenarioResult }),
  z.object({ event: z.literal('run-done'), report: RunReport }),
]);
export type RunEvent = z.infer<typeof RunEvent>;
