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

/**
 * 1 when any scenario failed, or when none ran (every one skipped, or none selected): a run
 * that tested nothing is never green. Skipped scenarios beside passing ones do not fail a run.
 */
export function exitCodeFor(report: RunReport): 0 | 1 {
  if (report.scenarios.some((s) => s.status === 'failed')) return 1;
  return report.scenarios.some((s) => s.status === 'passed') ? 0 : 1;
}

/** The run's totals in one line, whatever the reporter: `scenarios: 3 passed, 1 failed, 2 skipped`. */
export function totalsLine(report: RunReport): string {
  const { scenarios } = totalsOf(report);
  return `scenarios: ${scenarios.passed} passed, ${scenarios.failed} failed, ${scenarios.skipped} skipped`;
}

/**
 * What to do about a run that went wrong for a reason outside the scenarios: the target's rate
 * limit refused it (429), or nothing ran at all.
 */
export function runAdvice(report: RunReport): string[] {
  const advice: string[] = [];
  const limited = report.scenarios.filter(
    (s) => s.status === 'failed' && s.steps.some((step) => step.requests.some((request) => request.status === 429)),
  );
  if (limited.length > 0) {
    advice.push(
      `${limited.length} scenario(s) met 429 Too Many Requests: the target's rate limits refused the run. ` +
        (report.target.gateway
          ? "Against npm start, run with --own-gateway (a gateway of the run's own) or point --base-url at the mock itself; " +
            'on a shared gateway, raise RATE_LIMIT_MAX and RATE_LIMIT_SENSITIVE_MAX for the test run.'
          : 'Run fewer at once (--concurrency 1) or ask for the limit to be raised on the target.'),
    );
  }
  if (!report.scenarios.some((s) => s.status === 'passed' || s.status === 'failed')) {
    const reasons = [...new Set(report.scenarios.map((s) => s.note).filter((note): note is string => note !== undefined))];
    advice.push(
      report.scenarios.length === 0
        ? 'nothing ran: no scenario matched the names, --tag and --kind given.'
        : `nothing ran: every scenario was skipped${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}.`,
    );
  }
  return advice;
}
