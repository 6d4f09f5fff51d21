import { useDeferredValue, useState } from 'react';
import { STATUS_CLASSES } from '@site/contract/mock-control';
import { ReadFailure } from '@/components/read-status';
import { formatBangkokTime } from '@/lib/format';
import type { ActivityFilter } from '@/lib/query';
import { th } from '@/i18n/th';
import { ACTIVITY_POLL_MS, useActivity } from './api/activity-queries';

/** How many of the newest matching calls the page shows. */
const SHOWN = 200;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function statusClass(status: number): string {
  return status >= 500 ? 'status-bad' : status >= 400 ? 'status-warn' : 'status-ok';
}

/** The member API calls of this namespace, newest first, following the mock as it answers. */
export function ActivityPage() {
  const [member, setMember] = useState('');
  const [path, setPath] = useState('');
  const [method, setMethod] = useState('');
  const [status, setStatus] = useState('');
  const filter: ActivityFilter = {
    ...(useDeferredValue(member.trim()) ? { member: member.trim() } : {}),
    ...(useDeferredValue(path.trim()) ? { path: path.trim() } : {}),
    ...(method ? { method } : {}),
    ...(status ? { status: status as (typeof STATUS_CLASSES)[number] } : {}),
  };
  const journal = useActivity(filter, SHOWN);
  const entries = journal.data ?? [];

  return (
    <section className="panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{th.activity.heading}</h2>
      <p className="muted">{th.activity.live(ACTIVITY_POLL_MS / 1000, SHOWN)}</p>
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
            {STATUS_CLASSES.map((c) => (
              <option key={c} value={c}>
                {c}
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
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.seq}>
                <td>{formatBangkokTime(entry.at)}</td>
                <td>
                  <span className={`method method-${entry.method.toLowerCase()}`}>{entry.method}</span>
                </td>
                <td className="route-path">
                  {entry.url}
                  {entry.truncated ? th.activity.truncated : null}
                </td>
                <td className="number">
                  <span className={statusClass(entry.status)}>{entry.status}</span>
                </td>
                <td className="number">{th.activity.ms(entry.durationMs)}</td>
                <td>{entry.member ?? <span className="muted">{th.activity.anonymous}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {journal.isSuccess && entries.length === 0 ? <p className="muted">{th.activity.none}</p> : null}
      </div>
    </section>
  );
}
