import { useState, type FormEvent } from 'react';
import type { Stub, StubInput } from '@site/contract/mock-control';
import { RoutePicker } from '@/components/route-picker';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { RadioChoices } from '@/components/radio-choices';
import { NumberField } from '@/components/number-field';
import { th } from '@/i18n/th';
import { useActiveStubs, useAddStub, useClearStubs, useDeleteStub } from './api/stubs-queries';

type Latency = 'none' | 'range' | 'percentiles';
type Times = 'once' | 'count' | 'forever' | 'probability';

function describeStub(stub: Stub): string {
  const parts = [`${stub.status}`, stub.member === undefined ? th.stubs.everyone : th.stubs.forMember(stub.member)];
  if (stub.latency) {
    const range =
      'minMs' in stub.latency
        ? `${stub.latency.minMs}-${stub.latency.maxMs} ms`
        : `p50 ${stub.latency.medianMs} ms, p95 ${stub.latency.p95Ms} ms`;
    parts.push(th.stubs.describeLatency(range));
  }
  if (stub.probability !== undefined) parts.push(th.stubs.chance(Math.round(stub.probability * 100)));
  parts.push(stub.remaining === null ? th.faults.forever : th.faults.remaining(stub.remaining));
  if (stub.offContract) parts.push(th.stubs.offContractMark);
  return parts.join(' · ');
}

/** What one member API route answers, set by QA: for everyone or one member, once, N times, until cleared or by chance. */
export function StubsPage() {
  const notify = useNotify();
  const failed = useNotifyFailure();
  const [route, setRoute] = useState('');
  const [member, setMember] = useState('');
  const [status, setStatus] = useState('200');
  const [body, setBody] = useState('{\n  "data": []\n}');
  const [offContract, setOffContract] = useState(false);
  const [latency, setLatency] = useState<Latency>('none');
  const [low, setLow] = useState('200');
  const [high, setHigh] = useState('1500');
  const [times, setTimes] = useState<Times>('forever');
  const [count, setCount] = useState('3');
  const [percent, setPercent] = useState('50');

  const stubs = useActiveStubs();
  const add = useAddStub();
  const remove = useDeleteStub();
  const clear = useClearStubs();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (route.trim() === '') return notify('error', th.faults.chooseRoute);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return notify('error', th.stubs.badJson);
    }
    const stub: StubInput = {
      route: route.trim(),
      status: Number(status),
      body: parsed,
      offContract,
      ...(member.trim() ? { member: member.trim() } : {}),
      ...(latency === 'range' ? { latency: { minMs: Number(low), maxMs: Number(high) } } : {}),
      ...(latency === 'percentiles' ? { latency: { medianMs: Number(low), p95Ms: Number(high) } } : {}),
      ...(times === 'once' ? { count: 1 } : times === 'count' ? { count: Number(count) } : {}),
      ...(times === 'probability' ? { probability: Number(percent) / 100 } : {}),
    };
    add.mutate(stub, { onSuccess: (added) => notify('ok', th.stubs.added(added.route)), onError: failed });
  }

  return (
    <div className="columns columns-even">
      <section className="panel panel-wide" aria-labelledby="stubs-heading">
        <h2 id="stubs-heading">{th.stubs.heading}</h2>
        <p className="muted">{th.stubs.intro}</p>
        <RoutePicker picked={route} onPick={setRoute} />
      </section>
      <div className="side">
        <section className="panel" aria-labelledby="stub-form-heading">
          <h2 id="stub-form-heading">{th.stubs.add}</h2>
          <form onSubmit={submit} className="stack-form">
            <div className="field">
              <label htmlFor="stub-route">{th.stubs.route}</label>
              <input
                id="stub-route"
                value={route}
                onChange={(e) => setRoute(e.target.value)}
                required
                maxLength={200}
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <div className="field">
              <label htmlFor="stub-member">{th.stubs.member}</label>
              <input
                id="stub-member"
                value={member}
                onChange={(e) => setMember(e.target.value)}
                maxLength={64}
                spellCheck={false}
                autoComplete="off"
              />
            </div>
            <NumberField id="stub-status" label={th.stubs.status} min={200} max={599} value={status} onChange={setStatus} />
            <div className="field">
              <label htmlFor="stub-body">{th.stubs.body}</label>
              <textarea
                id="stub-body"
                className="body-text"
                rows={8}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                spellCheck={false}
              />
            </div>
            <label className="choice">
              <input type="checkbox" checked={offContract} onChange={(e) => setOffContract(e.target.checked)} />
              {th.stubs.offContract}
            </label>
            <fieldset className="field">
              <legend>{th.stubs.latency}</legend>
              <RadioChoices
                name="stub-latency"
                choices={
                  [
                    ['none', th.stubs.latencyNone],
                    ['range', th.stubs.latencyRange],
                    ['percentiles', th.stubs.latencyPercentiles],
                  ] as const
                }
                value={latency}
                onChange={setLatency}
              />
              {latency !== 'none' ? (
                <div className="inline-form">
                  <NumberField
                    id="stub-latency-low"
                    label={latency === 'range' ? th.stubs.minMs : th.stubs.medianMs}
                    min={0}
                    max={120000}
                    value={low}
                    onChange={setLow}
                  />
                  <NumberField
                    id="stub-latency-high"
                    label={latency === 'range' ? th.stubs.maxMs : th.stubs.p95Ms}
                    min={0}
                    max={120000}
                    value={high}
                    onChange={setHigh}
                  />
                </div>
              ) : null}
            </fieldset>
            <fieldset className="field">
              <legend>{th.stubs.times}</legend>
              <RadioChoices
                name="stub-times"
                choices={
                  [
                    ['once', th.faults.once],
                    ['count', th.faults.count],
                    ['forever', th.faults.untilCleared],
                    ['probability', th.stubs.probability],
                  ] as const
                }
                value={times}
                onChange={setTimes}
              />
              {times === 'count' ? (
                <NumberField id="stub-count" label={th.faults.countValue} min={1} max={10000} value={count} onChange={setCount} />
              ) : null}
              {times === 'probability' ? (
                <NumberField
                  id="stub-probability"
                  label={th.stubs.probabilityValue}
                  min={1}
                  max={100}
                  value={percent}
                  onChange={setPercent}
                />
              ) : null}
            </fieldset>
            <button type="submit" className="button button-primary" disabled={add.isPending}>
              {th.stubs.add}
            </button>
          </form>
        </section>
        <section className="panel" aria-labelledby="active-stubs-heading">
          <h2 id="active-stubs-heading">{th.stubs.active}</h2>
          {stubs.data && stubs.data.length > 0 ? (
            <>
              <ul className="fault-list" aria-label={th.stubs.active}>
                {stubs.data.map((stub) => (
                  <li key={stub.id}>
                    <code>{stub.route}</code> {describeStub(stub)}{' '}
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={th.stubs.removeOne(stub.route)}
                      onClick={() => remove.mutate(stub.id, { onSuccess: () => notify('ok', th.stubs.removed), onError: failed })}
                    >
                      {th.stubs.remove}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button button-danger"
                onClick={() => clear.mutate(undefined, { onSuccess: () => notify('ok', th.stubs.cleared), onError: failed })}
                disabled={clear.isPending}
              >
                {th.stubs.clearAll}
              </button>
            </>
          ) : (
            <p className="muted">{th.stubs.noneActive}</p>
          )}
        </section>
      </div>
    </div>
  );
}
