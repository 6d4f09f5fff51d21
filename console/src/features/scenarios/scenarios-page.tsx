import { useEffect, useState } from 'react';
import type { RunSelection } from '@site/contract/mock-control';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { ReadFailure } from '@/components/read-status';
import { failureMessage } from '@/lib/control';
import { formatBangkokShort } from '@/lib/format';
import { useNamespace } from '@/lib/namespace';
import { th } from '@/i18n/th';
import { useScenarioLibrary, useScenarioRun, useScenarioRuns, useStartRun } from './api/scenarios-queries';
import { ScenarioReport } from './scenario-report';
import { useScreenshotSources } from './use-screenshot-sources';
import './scenario-report.css';

const HASH_PREFIX = '#scenarios/';

/** The run a report page shows: `#scenarios/<run id>` (bookmarkable, Back returns to the list). */
function useRunIdFromHash(): string | null {
  const read = () =>
    window.location.hash.startsWith(HASH_PREFIX) ? decodeURIComponent(window.location.hash.slice(HASH_PREFIX.length)) : null;
  const [id, setId] = useState(read);
  useEffect(() => {
    const follow = () => setId(read());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return id;
}

function describeSelection(selection: RunSelection): string {
  if (selection.scenario !== undefined) return selection.scenario;
  if (selection.tag !== undefined) return th.scenarios.selectionTag(selection.tag);
  return th.scenarios.selectionAll;
}

export function ScenariosPage() {
  const runId = useRunIdFromHash();
  return runId === null ? <ScenarioLibrary /> : <RunReportPage id={runId} />;
}

function ScenarioLibrary() {
  const notify = useNotify();
  const failed = useNotifyFailure();
  const [tag, setTag] = useState('');
  const library = useScenarioLibrary();
  const runs = useScenarioRuns();
  const start = useStartRun();
  const startRun = (selection: RunSelection) =>
    start.mutate(selection, {
      onSuccess: (run) => {
        notify('ok', `${th.scenarios.started}: ${describeSelection(run.selection)}`);
        window.location.hash = `${HASH_PREFIX}${encodeURIComponent(run.id)}`;
      },
      onError: failed,
    });
  const tags = [...new Set((library.data ?? []).flatMap((s) => s.tags))].sort();
  const chosenTag = tag || tags[0] || '';

  return (
    <div className="columns">
      <section className="panel panel-wide" aria-labelledby="scenarios-heading">
        <h2 id="scenarios-heading">{th.scenarios.heading}</h2>
        <p className="muted">{th.scenarios.intro}</p>
        {library.isError ? (
          <p role="alert">
            {th.scenarios.unavailable}: {failureMessage(library.error)}
          </p>
        ) : null}
        {library.isPending ? <p className="muted">{th.app.loading}</p> : null}
        <div className="table-scroll" tabIndex={0} role="region" aria-label={th.scenarios.library}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{th.scenarios.name}</th>
                <th scope="col">{th.scenarios.kind}</th>
                <th scope="col">{th.scenarios.tags}</th>
                <th scope="col">{th.scenarios.run}</th>
              </tr>
            </thead>
            <tbody>
              {(library.data ?? []).map((scenario) => (
                <tr key={scenario.name}>
                  <th scope="row" className="scenario-cell">
                    <span className="route-path">{scenario.name}</span>
                    <span className="cell-sub">{scenario.description}</span>
                  </th>
                  <td>{scenario.kind === 'browser' ? th.report.browser : th.report.api}</td>
                  <td>{scenario.tags.join(', ')}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={th.scenarios.runOne(scenario.name)}
                      disabled={start.isPending}
                      onClick={() => startRun({ scenario: scenario.name })}
                    >
                      {th.scenarios.run}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className="side">
        <section className="panel" aria-labelledby="run-many-heading">
          <h2 id="run-many-heading">{th.scenarios.runTag}</h2>
          <form
            className="stack-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosenTag) startRun({ tag: chosenTag });
            }}
          >
            <div className="field">
              <label htmlFor="run-tag">{th.scenarios.tag}</label>
              <select id="run-tag" value={chosenTag} onChange={(event) => setTag(event.target.value)}>
                {tags.map((t) => (
                  <option key={t} value={t}>
                    {t} ({(library.data ?? []).filter((s) => s.tags.includes(t)).length})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button-primary" disabled={start.isPending || !chosenTag}>
              {th.scenarios.runTag}
            </button>
          </form>
          <button
            type="button"
            className="button run-all"
            disabled={start.isPending || !library.isSuccess}
            onClick={() => startRun({ all: true })}
          >
            {th.scenarios.runAll}
          </button>
        </section>
        <section className="panel" aria-labelledby="recent-runs-heading">
          <h2 id="recent-runs-heading">{th.scenarios.recent}</h2>
          {runs.data && runs.data.length > 0 ? (
            <ul className="run-list">
              {runs.data.map((run) => (
                <li key={run.id}>
                  <a href={`${HASH_PREFIX}${encodeURIComponent(run.id)}`}>{describeSelection(run.selection)}</a>{' '}
                  <span className={`report-badge report-${run.status === 'error' ? 'failed' : run.status}`}>
                    {th.scenarios.runStatus[run.status]}
                  </span>{' '}
                  <span className="muted">{formatBangkokShort(run.startedAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{th.scenarios.noRuns}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function RunReportPage({ id }: { id: string }) {
  const namespace = useNamespace();
  const run = useScenarioRun(id);
  const data = run.data;
  const screenshotSrc = useScreenshotSources(data, namespace);
  const done = data?.scenarios.filter((s) => s.status !== 'queued' && s.status !== 'running').length ?? 0;
  return (
    <section className="panel" aria-labelledby="run-heading">
      <p>
        <a href="#scenarios">{th.scenarios.back}</a>
      </p>
      <h2 id="run-heading">
        {th.scenarios.report}
        {data ? `: ${describeSelection(data.selection)}` : ''}
      </h2>
      <ReadFailure read={run} />
      {data ? (
        <>
          <p aria-live="polite" data-run-status={data.status}>
            <span className={`report-badge report-${data.status === 'error' ? 'failed' : data.status}`}>
              {th.scenarios.runStatus[data.status]}
            </span>{' '}
            <span className="muted">{th.scenarios.progress(done, data.scenarios.length)}</span>
          </p>
          {data.error ? <pre className="report-error">{data.error}</pre> : null}
          <ScenarioReport
            scenarios={data.scenarios}
            startedAt={data.report?.startedAt ?? data.startedAt}
            durationMs={data.report?.durationMs ?? null}
            {...(data.report ? { seed: data.report.seed, target: data.report.target } : {})}
            screenshotSrc={screenshotSrc}
          />
        </>
      ) : (
        <p className="muted">{th.app.loading}</p>
      )}
    </section>
  );
}
