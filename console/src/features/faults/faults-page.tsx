import { useState, type FormEvent } from 'react';
import type { Fault } from '@site/contract/mock-control';
import { RoutePicker } from '@/components/route-picker';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { RadioChoices } from '@/components/radio-choices';
import { NumberField } from '@/components/number-field';
import { th } from '@/i18n/th';
import { useActiveFaults, useAddFault, useClearFaults } from './api/faults-queries';

/** The statuses the issue asks for: session (401/403), timeout (408), conflict (409), server (500/503). */
const FAULT_STATUSES = [401, 403, 408, 409, 500, 503] as const;
/** "Timeout": the mock holds the request this long (the contract's maximum), then drops it. */
const TIMEOUT_HOLD_MS = 120_000;

type Kind = 'status' | 'latency' | 'timeout' | 'drop';
type Times = 'once' | 'count' | 'forever';

export function describeFault(fault: Fault): string {
  const parts: string[] = [];
  if (fault.status !== undefined) parts.push(th.faults.describeStatus(fault.status));
  if (fault.latencyMs !== undefined) parts.push(th.faults.describeLatency(fault.latencyMs));
  if (fault.drop) parts.push(th.faults.describeDrop);
  return parts.join(' · ');
}

export function FaultsPage() {
  const notify = useNotify();
  const [pattern, setPattern] = useState('');
  const [kind, setKind] = useState<Kind>('status');
  const [status, setStatus] = useState('503');
  const [latency, setLatency] = useState('3000');
  const [message, setMessage] = useState('');
  const [times, setTimes] = useState<Times>('once');
  const [count, setCount] = useState('3');

  const faults = useActiveFaults();
  const add = useAddFault();
  const clear = useClearFaults();
  const failed = useNotifyFailure();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pattern.trim() === '') return notify('error', th.faults.chooseRoute);
    const what: Partial<Fault> =
      kind === 'status'
        ? { status: Number(status) }
        : kind === 'latency'
          ? { latencyMs: Number(latency) }
          : kind === 'timeout'
            ? { latencyMs: TIMEOUT_HOLD_MS, drop: true }
            : { drop: true };
    add.mutate(
      {
        route: pattern.trim(),
        ...what,
        ...(times === 'once' ? { count: 1 } : times === 'count' ? { count: Number(count) } : {}),
        ...(kind === 'status' && message.trim() ? { message: message.trim() } : {}),
      },
      { onSuccess: (added) => notify('ok', th.faults.added(added.route)), onError: failed },
    );
  }

  return (
    <div className="columns">
      <section className="panel panel-wide" aria-labelledby="faults-heading">
        <h2 id="faults-heading">{th.faults.heading}</h2>
        <RoutePicker picked={pattern} onPick={setPattern} />
      </section>
      <div className="side">
        <section className="panel" aria-labelledby="fault-form-heading">
          <h2 id="fault-form-heading">{th.faults.add}</h2>
          <form onSubmit={submit} className="stack-form">
            <div className="field">
              <label htmlFor="fault-pattern">{th.faults.pattern}</label>
              <input
                id="fault-pattern"
                value={pattern}
                onChange={(event) => setPattern(event.target.value)}
                required
                maxLength={200}
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <fieldset className="field">
              <legend>{th.faults.kind}</legend>
              <RadioChoices
                name="fault-kind"
                choices={
                  [
                    ['status', th.faults.kindStatus],
                    ['latency', th.faults.kindLatency],
                    ['timeout', th.faults.kindTimeout],
                    ['drop', th.faults.kindDrop],
                  ] as const
                }
                value={kind}
                onChange={setKind}
              />
            </fieldset>
            {kind === 'status' ? (
              <>
                <div className="field">
                  <label htmlFor="fault-status">{th.faults.status}</label>
                  <select id="fault-status" value={status} onChange={(event) => setStatus(event.target.value)}>
                    {FAULT_STATUSES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="fault-message">{th.faults.message}</label>
                  <input id="fault-message" value={message} maxLength={500} onChange={(event) => setMessage(event.target.value)} />
                </div>
              </>
            ) : null}
            {kind === 'latency' ? (
              <NumberField
                id="fault-latency"
                label={th.faults.latency}
                min={0}
                max={120000}
                step={100}
                value={latency}
                onChange={setLatency}
              />
            ) : null}
            <fieldset className="field">
              <legend>{th.faults.times}</legend>
              <RadioChoices
                name="fault-times"
                choices={
                  [
                    ['once', th.faults.once],
                    ['count', th.faults.count],
                    ['forever', th.faults.untilCleared],
                  ] as const
                }
                value={times}
                onChange={setTimes}
              />
              {times === 'count' ? (
                <NumberField id="fault-count" label={th.faults.countValue} min={1} max={10000} value={count} onChange={setCount} />
              ) : null}
            </fieldset>
            <button type="submit" className="button button-primary" disabled={add.isPending}>
              {th.faults.add}
            </button>
          </form>
        </section>
        <section className="panel" aria-labelledby="active-faults-heading">
          <h2 id="active-faults-heading">{th.faults.active}</h2>
          {faults.data && faults.data.length > 0 ? (
            <>
              <ul className="fault-list">
                {faults.data.map((fault, index) => (
                  <li key={`${fault.route}-${index}`}>
                    <code>{fault.route}</code> {describeFault(fault)} ·{' '}
                    {fault.count === undefined ? th.faults.forever : th.faults.remaining(fault.count)}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button button-danger"
                onClick={() => clear.mutate(undefined, { onSuccess: () => notify('ok', th.faults.cleared), onError: failed })}
                disabled={clear.isPending}
              >
                {th.faults.clearAll}
              </button>
            </>
          ) : (
            <p className="muted">{th.faults.noneActive}</p>
          )}
        </section>
      </div>
    </div>
  );
}
