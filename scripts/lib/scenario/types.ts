/** The report's shapes are the contract's (`@site/contract/scenario-report`): written once. */
import type { RunReport, ScenarioStatus, StepStatus } from '@site/contract/scenario-report';

export type {
  RequestRecord,
  RunReport,
  ScenarioKind,
  ScenarioResult,
  ScenarioStatus,
  StepResult,
  StepStatus,
  TargetInfo,
} from '@site/contract/scenario-report';

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
