import { useEffect, useState, type FormEvent } from 'react';
import { bangkokMonth } from '@site/contract/bangkok-time';
import type { MemberDay, MockState } from '@site/contract/mock-control';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { bangkokDaysBetween, fromBangkokInput, nextBangkokMidnight, nextBangkokMonth, toBangkokInput } from '@/lib/bangkok';
import { formatBangkok, formatBaht, levelName } from '@/lib/format';
import { useMockState, useQaMembers } from '@/lib/shared-queries';
import { th } from '@/i18n/th';
import { type ClockBody, type ClockMove, useMoveClock } from './api/clock-queries';

const HOUR_MS = 60 * 60 * 1000;

type Move = ClockMove & { label: string };

/** The clock as the mock sees it, moving on screen while it runs. */
function useLiveNow(state: MockState | undefined, readAt: number): number | null {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!state || state.clockFrozen) return;
    const timer = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [state]);
  if (!state) return null;
  const base = Date.parse(state.now);
  return state.clockFrozen ? base : base + Math.max(0, tick - readAt);
}

export function ClockPage() {
  const notify = useNotify();
  const failed = useNotifyFailure();
  const mockState = useMockState();
  const state = mockState.data;
  const now = useLiveNow(state, mockState.dataUpdatedAt);
  const [setValue, setSetValue] = useState('');
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [watched, setWatched] = useState('');
  const members = useQaMembers();
  const moveClock = useMoveClock();

  const move = (label: string, body: ClockBody) =>
    moveClock.mutate(
      { body, watched },
      {
        onSuccess: (moved) => {
          setLastMove({ ...moved, label });
          notify('ok', `${label}: ${formatBangkok(moved.after)}`);
        },
        onError: failed,
      },
    );
  const by = (label: string, body: ClockBody) => () => move(label, body);
  const to = (label: string, target: (instant: number) => number) => () => {
    if (now === null) return;
    move(label, { advanceMs: target(now) - now });
  };
  const submitSet = (event: FormEvent) => {
    event.preventDefault();
    const instant = fromBangkokInput(setValue);
    if (Number.isNaN(instant)) return;
    move(th.clock.set, { at: new Date(instant).toISOString() });
  };

  return (
    <div className="columns">
      <section className="panel panel-wide" aria-labelledby="clock-heading">
        <h2 id="clock-heading">{th.clock.heading}</h2>
        <p className="clock-now" aria-live="off">
          {now === null ? th.app.loading : formatBangkok(now)}
        </p>
        <p className="muted">{state?.clockFrozen ? th.clock.frozen : th.clock.running}</p>
        <div className="button-row">
          {state?.clockFrozen ? (
            <button type="button" className="button" onClick={by(th.clock.run, { freeze: false })} disabled={moveClock.isPending}>
              {th.clock.run}
            </button>
          ) : (
            <button type="button" className="button" onClick={by(th.clock.freeze, { freeze: true })} disabled={moveClock.isPending}>
              {th.clock.freeze}
            </button>
          )}
        </div>
        <h3>{th.clock.move}</h3>
        <div className="button-row" role="group" aria-label={th.clock.move}>
          {[1, 6].map((hours) => (
            <button
              key={`h${hours}`}
              type="button"
              className="button"
              onClick={by(th.clock.plusHours(hours), { advanceMs: hours * HOUR_MS })}
              disabled={moveClock.isPending}
            >
              {th.clock.plusHours(hours)}
            </button>
          ))}
          {[1, 7].map((days) => (
            <button
              key={`d${days}`}
              type="button"
              className="button"
              onClick={by(th.clock.plusDays(days), { advanceDays: days })}
              disabled={moveClock.isPending}
            >
              {th.clock.plusDays(days)}
            </button>
          ))}
          <button type="button" className="button" onClick={by(th.clock.minusDays(1), { advanceDays: -1 })} disabled={moveClock.isPending}>
            {th.clock.minusDays(1)}
          </button>
          <button
            type="button"
            className="button"
            onClick={to(th.clock.nextMidnight, nextBangkokMidnight)}
            disabled={moveClock.isPending || now === null}
          >
            {th.clock.nextMidnight}
          </button>
          <button
            type="button"
            className="button"
            onClick={to(th.clock.nextMonth, nextBangkokMonth)}
            disabled={moveClock.isPending || now === null}
          >
            {th.clock.nextMonth}
          </button>
        </div>
        <form className="inline-form" onSubmit={submitSet}>
          <div className="field">
            <label htmlFor="clock-set">{th.clock.setLabel}</label>
            <input
              id="clock-set"
              type="datetime-local"
              required
              value={setValue}
              onFocus={() => {
                if (setValue === '' && now !== null) setSetValue(toBangkokInput(now));
              }}
              onChange={(event) => setSetValue(event.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={moveClock.isPending}>
            {th.clock.setSubmit}
          </button>
        </form>
      </section>
      <div className="side">
        <section className="panel" aria-labelledby="watch-heading">
          <h2 id="watch-heading">{th.clock.watch}</h2>
          <div className="field">
            <label htmlFor="clock-watch">{th.clock.watchLabel}</label>
            <select id="clock-watch" value={watched} onChange={(event) => setWatched(event.target.value)}>
              <option value="">{th.clock.watchNone}</option>
              {(members.data ?? []).map((m) => (
                <option key={m.uuid} value={m.username}>
                  {m.username} · {levelName(m.level)}
                </option>
              ))}
            </select>
          </div>
          <p className="muted field-hint">{th.clock.watchHint}</p>
        </section>
        {lastMove ? <MoveReport move={lastMove} /> : null}
      </div>
    </div>
  );
}

function MoveReport({ move }: { move: Move }) {
  const before = Date.parse(move.before);
  const after = Date.parse(move.after);
  const days = bangkokDaysBetween(before, after);
  const newMonth = bangkokMonth(before) !== bangkokMonth(after);
  return (
    <section className="panel" aria-labelledby="move-heading">
      <h2 id="move-heading">{th.clock.changed}</h2>
      <p>{move.label}</p>
      <dl className="facts">
        <dt>{th.clock.before}</dt>
        <dd>{formatBangkok(before)}</dd>
        <dt>{th.clock.after}</dt>
        <dd>{formatBangkok(after)}</dd>
      </dl>
      <p>{th.clock.newDay(days)}</p>
      {newMonth ? <p>{th.clock.newMonth}</p> : null}
      {move.member ? <MemberDayChange change={move.member} /> : null}
    </section>
  );
}

/** The watched member's day before and after the move, one row per rule the clock drives. */
function MemberDayChange({ change }: { change: { before: MemberDay; after: MemberDay } }) {
  const rows: Array<[string, (day: MemberDay) => string]> = [
    [th.clock.day, (day) => day.day],
    [th.clock.checkIn, (day) => (day.checkIn.checkedInToday ? th.clock.checkedIn : th.clock.notCheckedIn(day.checkIn.streak))],
    [
      th.clock.withdrawLeft,
      (day) =>
        th.clock.withdrawCount(
          day.withdraw.countLeft,
          day.withdraw.leftToday === null ? th.clock.unlimited : formatBaht(day.withdraw.leftToday),
        ),
    ],
    [th.clock.wheelRights, (day) => String(day.wheelSpinsLeft)],
    [th.clock.level, (day) => levelName(day.level.level)],
    [th.clock.monthDeposit, (day) => formatBaht(day.level.monthDeposit)],
  ];
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={th.clock.memberChange(change.after.username)}>
      <table className="table member-day">
        <caption className="visually-hidden">{th.clock.memberChange(change.after.username)}</caption>
        <thead>
          <tr>
            <th scope="col">{change.after.username}</th>
            <th scope="col">{th.clock.before}</th>
            <th scope="col">{th.clock.after}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, read]) => {
            const before = read(change.before);
            const after = read(change.after);
            return (
              <tr key={label} className={before === after ? undefined : 'changed'}>
                <th scope="row">{label}</th>
                <td>{before}</td>
                <td>{after}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
