/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas above: `npm run scenario` renders this file under tsx (no tsconfig of the console
// there), which would otherwise compile JSX to React.createElement without React in scope.
import type { ScenarioProgress } from '@site/contract/mock-control';
import type { RequestRecord, StepResult, TargetInfo } from '@site/contract/scenario-report';
import { formatBangkok } from '../../lib/format';
import { th } from '../../i18n/th';

/**
 * A scenario run as a report: totals, then each scenario with its steps, each step with its
 * requests (request, response, timing), mismatches and screenshot. The one renderer of a run:
 * the console's run page shows it live, and `npm run scenario -- --report html` writes it to a
 * self-contained file (react-dom/server). Pure: no hooks, no fetching, no browser globals.
 */
export interface ScenarioReportProps {
  scenarios: readonly ScenarioProgress[];
  startedAt: string;
  /** Null while the run goes on. */
  durationMs: number | null;
  seed?: number;
  target?: TargetInfo;
  /** The src of a step's screenshot (a URL the mock serves, or a data: URI in the file). */
  screenshotSrc: (file: string) => string;
}

const MAX_BODY_CHARS = 6000;

type Status = ScenarioProgress['status'];

function seconds(ms: number): string {
  return th.report.seconds(ms / 1000);
}

function json(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}\n${th.report.truncated(text.length)}` : text;
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

function StatusBadge({ status }: { status: Status }) {
  return <span className={`report-badge report-${status}`}>{th.report.status[status]}</span>;
}

function Exchange({ request, index }: { request: RequestRecord; index: number }) {
  return (
    <div className="report-request">
      <p className="report-request-line">
        <span className="report-muted">#{index + 1}</span> <strong className="report-mono">{request.method}</strong>{' '}
        <span className="report-mono">{pathOf(request.url)}</span> →{' '}
        {request.status !== undefined ? (
          <strong className={request.status >= 400 ? 'report-http-error' : 'report-http-ok'}>{request.status}</strong>
        ) : (
          <strong className="report-http-error">{th.report.noResponse}</strong>
        )}{' '}
        <span className="report-muted">{th.report.ms(request.durationMs)}</span>
      </p>
      {request.requestBody !== undefined ? (
        <>
          <p className="report-label">{th.report.request}</p>
          <pre className="report-code">{json(request.requestBody)}</pre>
        </>
      ) : null}
      {request.error !== undefined ? <p className="report-error">{request.error}</p> : null}
      {request.responseBody !== undefined ? (
        <>
          <p className="report-label">{th.report.response}</p>
          <pre className="report-code">{json(request.responseBody)}</pre>
        </>
      ) : null}
    </div>
  );
}

function Step({ step, index, screenshotSrc }: { step: StepResult; index: number; screenshotSrc: (file: string) => string }) {
  return (
    <li className="report-step">
      <details open={step.status === 'failed'}>
        <summary>
          <StatusBadge status={step.status} /> <span className="report-step-name">{step.name}</span>{' '}
          <span className="report-muted">
            {seconds(step.durationMs)}
            {step.requests.length > 0 ? ` · ${th.report.requests(step.requests.length)}` : ''}
            {step.screenshot ? ` · ${th.report.screenshot}` : ''}
          </span>
        </summary>
        <div className="report-step-body" data-step={index + 1}>
          {step.skipReason ? <p className="report-muted">{th.report.skipped(step.skipReason)}</p> : null}
          {step.mismatches.length > 0 ? (
            <table className="report-mismatches">
              <caption>{th.report.mismatches}</caption>
              <thead>
                <tr>
                  <th scope="col">{th.report.field}</th>
                  <th scope="col">{th.report.expected}</th>
                  <th scope="col">{th.report.seen}</th>
                </tr>
              </thead>
              <tbody>
                {step.mismatches.map((m, i) => (
                  <tr key={i}>
                    <td className="report-mono">{m.path || 'value'}</td>
                    <td>{m.expected}</td>
                    <td className="report-mono">{json(m.seen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {step.error !== undefined ? <pre className="report-error">{step.error}</pre> : null}
          {step.requests.map((request, i) => (
            <Exchange key={i} request={request} index={i} />
          ))}
          {step.screenshot ? <Screenshot src={screenshotSrc(step.screenshot)} alt={th.report.screenshotOf(step.name)} /> : null}
        </div>
      </details>
    </li>
  );
}

/** An empty src is a screenshot still on its way (the console fetches it with the control token). */
function Screenshot({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className="report-screenshot">
      {src === '' ? <p className="muted">{alt}</p> : <img src={src} alt={alt} loading="lazy" />}
    </figure>
  );
}

export function ScenarioReport({ scenarios, startedAt, durationMs, seed, target, screenshotSrc }: ScenarioReportProps) {
  const count = (status: Status) => scenarios.filter((s) => s.status === status).length;
  const steps = scenarios.flatMap((s) => s.steps);
  return (
    <div className="scenario-report">
      <dl className="report-facts">
        <dt>{th.report.started}</dt>
        <dd>{formatBangkok(startedAt)}</dd>
        <dt>{th.report.duration}</dt>
        <dd>{durationMs === null ? th.report.status.running : seconds(durationMs)}</dd>
        {target ? (
          <>
            <dt>{th.report.target}</dt>
            <dd className="report-mono">
              {target.baseUrl}
              {target.startedGateway ? ` (${th.report.ownGateway})` : ''}
            </dd>
          </>
        ) : null}
        {seed !== undefined ? (
          <>
            <dt>{th.report.seed}</dt>
            <dd>{seed}</dd>
          </>
        ) : null}
      </dl>
      <p className="report-totals" aria-label={th.report.totals}>
        {(['passed', 'failed', 'skipped', 'running', 'queued'] as const)
          .filter((status) => count(status) > 0 || status === 'passed' || status === 'failed')
          .map((status) => (
            <span key={status} className={`report-badge report-${status}`}>
              {th.report.status[status]} {count(status)}
            </span>
          ))}
        <span className="report-muted">{th.report.stepTotals(steps.filter((s) => s.status === 'passed').length, steps.length)}</span>
      </p>
      <ol className="report-scenarios">
        {scenarios.map((scenario) => (
          <li key={scenario.name} className="report-scenario" data-scenario={scenario.name} data-status={scenario.status}>
            <h3 className="report-scenario-heading">
              <StatusBadge status={scenario.status} /> <span className="report-mono">{scenario.name}</span>{' '}
              <span className="report-muted">
                {scenario.kind === 'browser' ? th.report.browser : th.report.api}
                {scenario.status === 'queued' || scenario.status === 'running' ? '' : ` · ${seconds(scenario.durationMs)}`}
              </span>
            </h3>
            <p className="report-description">{scenario.description}</p>
            {scenario.namespace ? <p className="report-muted">{th.report.namespace(scenario.namespace)}</p> : null}
            {scenario.note ? <p className={scenario.status === 'failed' ? 'report-error' : 'report-muted'}>{scenario.note}</p> : null}
            {scenario.steps.length > 0 ? (
              <ol className="report-steps">
                {scenario.steps.map((step, i) => (
                  <Step key={i} step={step} index={i} screenshotSrc={screenshotSrc} />
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
