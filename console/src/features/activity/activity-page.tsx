import { Fragment, useDeferredValue, useState } from 'react';
import { JOURNAL_OUTCOMES, STATUS_CLASSES, type JournalEntry } from '@site/contract/mock-control';
import { ReadFailure } from '@/components/read-status';
import { describeFault } from '@/features/faults/faults-page';
import { formatBangkokTime } from '@/lib/format';
import type { ActivityFilter } from '@/lib/query';
import { th } from '@/i18n/th';
import { ACTIVITY_POLL_MS, useActivity } from './api/activity-queries';

/** How many of the newest matching calls the page shows. */
const SHOWN = 200;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The single statuses QA looks for most, beside the classes. */
const STATUS_CODES = ['200', '400', '401', '403', '404', '409', '422', '429', '500', '503'] as const;

function statusClass(status: number): string {
  return status >= 500 ? 'status-bad' : status >= 400 ? 'status-warn' : 'status-ok';
}

/** A body as it reads best: JSON indented, anything else (a cut body, text) as kept. */
function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Exchange({ title, headers, body }: { title: string; headers: Record<string, string>; body: string | null }) {
  return (
    <section className="exchange" aria-label={title}>
      <h3>{title}</h3>
      <dl className="facts">
        {Object.entries(headers).map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {body === null ? <p className="muted">{th.activity.noBody}</p> : <pre className="body-text">{readableBody(body)}</pre>}
    </section>
  );
}

function EntryDetails({ entry }: { entry: JournalEntry }) {
  return (
    <div className="entry-details">
      {entry.fault ? <p className="status-warn">{th.activity.faultWas(entry.fault.route, describeFault(entry.fault))}</p> : null}
      {entry.stub ? <p className="status-warn">{th.activity.stubWas(entry.stub.route, entry.stub.id, entry.stub.offContract)}</p> : null}
      {entry.bodyTruncated ? <p className="muted">{th.activity.bodyCut}</p> : null}
      <div className="exchanges">
        <Exchange title={th.activity.request} headers={entry.requestHeaders} body={entry.requestBody} />
        {entry.outcome === 'answered' ? (
          <Exchange title={th.activity.response} headers={entry.responseHeaders} body={entry.responseBody} />
        ) : null}
      </div>
    </div>
  );
}

/** The member API calls of this namespace, newest first, following the mock as it answers; a row opens its bodies and headers. */
export function ActivityPage() {
  const [member, setMember] = useState('');
  const [path, setPath] = useState('');
  const [text, setText] = useState('');
  const [method, setMethod] = useState('');
  const [status, setStatus] = useState('');
  const [outcome, setOutcome] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const filter: ActivityFilter = {
    ...(useDeferredValue(member.trim()) ? { member: member.trim() } : {}),
    ...(useDeferredValue(path.trim()) ? { path: path.trim() } : {}),
    ...(useDeferredValue(text.trim()) ? { text: text.trim() } : {}),
    ...(method ? { method } : {}),
    ...(status ? { status } : {}),
    ...(outcome ? { outcome: outcome as (typeof JOURNAL_OUTCOMES)[number] } : {}),
  };
  const journal = useActivity(filter, SHOWN);
  const entries = journal.data ?? [];

  return (
    <section className="panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{th.activity.heading}</h2>
      <p className="muted">{th.activity.live(ACTIVITY_POLL_MS / 1000, SHOWN)}</p>
      <p className="muted">{th.activity.masked}</p>
      <div className="filters" role="search" aria-label={th.activity.filters}>
        <div className="field">
          <label htmlFor="activity-member">{th.activity.member}</label>
          <input id="activity-member" type="search" value={member} onChange={(e) => setMember(e.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="activity-path">{th.activity.path}</label>
          <input
            id="activity-path"
            type="search"
            value={path}
            placeholder={th.activity.pathHint}
            onChange={(e) => setPath(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="activity-text">{th.activity.text}</label>
          <input
            id="activity-text"
            type="search"
            value={text}
            placeholder={th.activity.textHint}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="activity-method">{th.activity.method}</label>
          <select id="activity-method" value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="">{th.activity.any}</option>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-status">{th.activity.status}</label>
          <select id="activity-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{th.activity.any}</option>
            <optgroup label={th.activity.statusClasses}>
              {STATUS_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
            <optgroup label={th.activity.statusCodes}>
              {STATUS_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-outcome">{th.activity.outcome}</label>
          <select id="activity-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
            <option value="">{th.activity.any}</option>
            {JOURNAL_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {th.activity.outcomes[o]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        {journal.isSuccess ? th.activity.count(entries.length) : th.app.loading}
      </p>
      <ReadFailure read={journal} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label={th.activity.table}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{th.activity.time}</th>
              <th scope="col">{th.activity.method}</th>
              <th scope="col">{th.activity.path}</th>
              <th scope="col" className="number">
                {th.activity.status}
              </th>
              <th scope="col" className="number">
                {th.activity.duration}
              </th>
              <th scope="col">{th.activity.member}</th>
              <th scope="col">
                <span className="visually-hidden">{th.activity.details}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <Fragment key={entry.seq}>
                <tr className="entry-row">
                  <td>{formatBangkokTime(entry.at)}</td>
                  <td>
                    <span className={`method method-${entry.method.toLowerCase()}`}>{entry.method}</span>
                  </td>
                  <td className="route-path">
                    {entry.url}
                    {entry.truncated ? th.activity.truncated : null}
                  </td>
                  <td className="number">
                    {entry.fault ? <span className="mark mark-fault">{th.activity.faultMark}</span> : null}
                    {entry.stub ? <span className="mark mark-stub">{th.activity.stubMark}</span> : null}
                    {entry.status === null || entry.outcome !== 'answered' ? (
                      <span className="status-bad">{th.activity.noAnswer[entry.outcome === 'held' ? 'held' : 'dropped']}</span>
                    ) : (
                      <span className={statusClass(entry.status)}>{entry.status}</span>
                    )}
                  </td>
                  <td className="number">{th.activity.ms(entry.durationMs)}</td>
                  <td>{entry.member ?? <span className="muted">{th.activity.anonymous}</span>}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      aria-expanded={open === entry.seq}
                      aria-controls={`entry-${entry.seq}`}
                      aria-label={th.activity.detailsOf(entry.method, entry.url)}
                      onClick={() => setOpen(open === entry.seq ? null : entry.seq)}
                    >
                      {th.activity.details}
                    </button>
                  </td>
                </tr>
                {open === entry.seq ? (
                  <tr id={`entry-${entry.seq}`} className="entry-details-row">
                    <td colSpan={7}>
                      <EntryDetails entry={entry} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
        {journal.isSuccess && entries.length === 0 ? <p className="muted">{th.activity.none}</p> : null}
      </div>
    </section>
  );
}
