import type { Mismatch } from './match';

/** One HTTP exchange made during a step, as reports show it. */
export interface RequestRecord {
  method: string;
  url: string;
  requestBody?: unknown;
  status?: number;
  responseBody?: unknown;
  /** Transport failure (connection refused, dropped, timed out) instead of a response. */
  error?: string;
  durationMs: number;
}

export type StepStatus = 'passed' | 'failed' | 'skipped';

export interface StepResult {
  name: string;
  status: StepStatus;
  durationMs: number;
  /** Requests the step made; reports show the last one (or the failing one) on failure. */
  requests: RequestRecord[];
  mismatches: Mismatch[];
  error?: string;
  skipReason?: string;
  /** Path of a screenshot the step saved (browser scenarios). */
  screenshot?: string;
}

export type ScenarioStatus = 'passed' | 'failed' | 'skipped';
export type ScenarioKind = 'api' | 'browser';

export interface ScenarioResult {
  name: string;
  description: string;
  kind: ScenarioKind;
  namespace: string | null;
  status: ScenarioStatus;
  durationMs: number;
  steps: StepResult[];
  /** Why the scenario stopped early without a failing step (a skip), or an error outside steps. */
  note?: string;
}

export interface TargetInfo {
  baseUrl: string;
  /** The base URL serves the mock's control API (/__mock/*). */
  control: boolean;
  /** Why the control API is unavailable, shown with every skipped control step. */
  controlReason: string | null;
  /** The base URL is the gateway (it answers /healthz), not the mock or an API directly. */
  gateway: boolean;
  /** The runner started a gateway itself because nothing answered at the default URL. */
  startedGateway: boolean;
}

export interface RunReport {
  target: TargetInfo;
  startedAt: string;
  durationMs: number;
  seed: number;
  scenarios: ScenarioResult[];
}

export interface Totals {
  scenarios: Record<ScenarioStatus, number>;
  steps: Record<StepStatus, number>;
}

export function totalsOf(report: RunReport): Totals {
  const totals: Totals = { scenarios: { passed: 0, failed: 0, skipped: 0 }, steps: { passed: 0, failed: 0, skipped: 0 } };
  for (const scenario of report.scenarios) {
    totals.scenarios[scenario.status] += 1;
    for (const step of scenario.steps) totals.steps[step.status] += 1;
  }
  return totals;
}

/** 1 when any scenario failed; skipped scenarios do not fail a run. */
export function exitCodeFor(report: RunReport): 0 | 1 {
  return report.scenarios.some((s) => s.status === 'failed') ? 1 : 0;
}
