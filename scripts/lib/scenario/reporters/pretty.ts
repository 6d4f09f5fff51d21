import { styleText } from 'node:util';
import { relativeToRepo } from '../runner';
import { totalsOf, type RunReport, type ScenarioResult, type StepStatus, type TargetInfo } from '../types';
import { failureLines, seconds } from './format';

type Style = Parameters<typeof styleText>[0];

export interface PrettyOptions {
  color: boolean;
}

function painter(color: boolean) {
  return (style: Style, text: string) => (color ? styleText(style, text) : text);
}

const MARK: Record<StepStatus, string> = { passed: '✔', failed: '✘', skipped: '○' };
const MARK_STYLE: Record<StepStatus, Style> = { passed: 'green', failed: 'red', skipped: 'yellow' };

export function prettyHeader(target: TargetInfo, seed: number, options: PrettyOptions): string {
  const paint = painter(options.color);
  const control = target.control ? 'mock control API: yes' : `mock control API: no — ${target.controlReason ?? ''}`;
  const started = target.startedGateway ? ', gateway started by the runner' : '';
  return paint('bold', `Scenarios against ${target.baseUrl}`) + paint('dim', ` (${control}${started}; seed ${seed})`);
}

/** One scenario with each step ticked or crossed, and on failure the request and the fields. */
export function prettyScenario(result: ScenarioResult, options: PrettyOptions): string {
  const paint = painter(options.color);
  const lines: string[] = [];
  const ns = result.namespace ? `, namespace ${result.namespace}` : '';
  lines.push(
    `${paint(MARK_STYLE[result.status], MARK[result.status])} ${paint('bold', result.name)} ${paint('dim', `— ${result.description} (${seconds(result.durationMs)}${ns})`)}`,
  );
  for (const step of result.steps) {
    const suffix =
      step.status === 'skipped' ? paint('yellow', ` — skipped: ${step.skipReason ?? ''}`) : paint('dim', ` ${step.durationMs} ms`);
    lines.push(`    ${paint(MARK_STYLE[step.status], MARK[step.status])} ${step.name}${suffix}`);
    if (step.status === 'failed') for (const line of failureLines(step)) lines.push(`        ${paint('red', line)}`);
    if (step.screenshot) lines.push(`        ${paint('dim', `screenshot: ${relativeToRepo(step.screenshot)}`)}`);
  }
  if (result.note && result.status === 'failed') lines.push(`    ${paint('red', result.note)}`);
  if (result.keptAs !== undefined) {
    const { snapshot, file } = result.keptAs;
    lines.push(
      `    ${paint('dim', `namespace kept as snapshot "${snapshot}": open it with POST /__mock/snapshots/${snapshot}/restore (console: Snapshots)`)}`,
    );
    if (file !== undefined) {
      lines.push(
        `    ${paint('dim', `and written to ${relativeToRepo(file)} (the run's own mock is gone): POST it to /__mock/restore of any mock`)}`,
      );
    }
  }
  return lines.join('\n');
}

export function prettySummary(report: RunReport, options: PrettyOptions): string {
  const paint = painter(options.color);
  const totals = totalsOf(report);
  const lines: string[] = [''];
  const failed = report.scenarios.filter((s) => s.status === 'failed');
  if (failed.length > 0) lines.push(paint('red', `Failed: ${failed.map((s) => s.name).join(', ')}`));
  const skipped = report.scenarios.filter((s) => s.status === 'skipped');
  for (const s of skipped) lines.push(paint('yellow', `Skipped ${s.name}: ${s.note ?? ''}`));
  const screenshots = report.scenarios.flatMap((s) =>
    s.steps.filter((step) => step.screenshot).map((step) => `  ${s.name} / ${step.name}: ${relativeToRepo(step.screenshot ?? '')}`),
  );
  if (screenshots.length > 0) lines.push('Screenshots:', ...screenshots);
  const { scenarios: sc, steps: st } = totals;
  lines.push(
    paint(
      'bold',
      `Scenarios: ${paint('green', `${sc.passed} passed`)}, ${paint(sc.failed ? 'red' : 'dim', `${sc.failed} failed`)}, ${paint(sc.skipped ? 'yellow' : 'dim', `${sc.skipped} skipped`)} of ${report.scenarios.length}` +
        ` · steps: ${st.passed} passed, ${st.failed} failed, ${st.skipped} skipped · ${seconds(report.durationMs)}`,
    ),
  );
  return lines.join('\n');
}

export function prettyReport(report: RunReport, options: PrettyOptions): string {
  return [
    prettyHeader(report.target, report.seed, options),
    '',
    ...report.scenarios.map((s) => prettyScenario(s, options)),
    prettySummary(report, options),
  ].join('\n');
}
