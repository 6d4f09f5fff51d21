import { useEffect, useRef, useState } from 'react';
import { type CheckInState } from '@site/contract';
import { FailureNotice } from '@/components/ui/failure-notice';
import { failureMessage } from '@/lib/http-errors';
import { formatBaht, formatTrimmedSignedBaht } from '@/lib/money';
import { bangkokDay, bangkokDayOfMonth } from '@site/contract/bangkok-time';
import { type MemberRef } from '@/lib/member-keys';
import { readSessionItem, storageKeys, writeSessionItem } from '@/lib/storage';
import { notifySuccess } from '@/lib/toast';
import { WholeWords } from '@/components/ui/whole-words';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { currentValue, isCheckedIn, useCheckIn, useCheckInState } from '../api/check-in-queries';
import { type StripDay, weekStrip } from '../week-strip';
import { CheckIcon } from '@/components/ui/icons';
import { formatDay, formatWeekday } from '@/lib/dates';
import { closeModal, openModal } from '@/lib/modal-dialog';
import { siteNow } from '@/lib/site-clock';
import { afterNextPaint } from '@/lib/when-idle';
import '../check-in.css';

const t = thMemberArea.checkIn;

const STRIP_LABEL: Record<StripDay['kind'], string> = {
  checked: t.strip.checked,
  missed: t.strip.missed,
  today: t.strip.today,
  tomorrow: t.strip.tomorrow,
  'earlier-month': t.strip.earlierMonth,
};

/**
 * Seven days at a glance (docs/design/web-app.md#check-in): what was received, what today and tomorrow offer.
 * Each cell is weekday, day of month and one short line: amounts without decimals (+5, +10) so
 * that seven cells fit 360 px; the whole date and what the day is are read out.
 */
function WeekStrip({ state, testId }: { state: CheckInState; testId: string | undefined }) {
  const today = bangkokDay(siteNow());
  const days = weekStrip(state, today);
  return (
    <ol className="check-in-strip" aria-label={t.strip.title} data-testid={testId}>
      {days.map((day) => (
        <li
          key={day.day}
          className={`check-in-strip__day check-in-strip__day--${day.kind}${day.day === today ? ' check-in-strip__day--current' : ''}`}
          data-kind={day.kind}
        >
          <span className="visually-hidden">
            {formatDay(day.day)} {STRIP_LABEL[day.kind]}
          </span>
          <span className="check-in-strip__weekday" aria-hidden="true">
            {day.day === today ? t.strip.today : formatWeekday(day.day)}
          </span>
          <span className="check-in-strip__date" aria-hidden="true">
            {Number(day.day.slice(8, 10))}
          </span>
          {day.value !== null ? (
            <strong className="check-in-strip__value">
              {day.kind === 'checked' ? <CheckIcon size={10} /> : null}
              {formatTrimmedSignedBaht(day.value)}
              <span className="visually-hidden"> {th.app.baht}</span>
            </strong>
          ) : (
            <span className="check-in-strip__label" aria-hidden="true">
              {day.kind === 'missed' ? t.strip.missed : '–'}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function CheckInFacts({ state, testIds = false }: { state: CheckInState; testIds?: boolean }) {
  const id = (name: string) => (testIds ? name : undefined);
  return (
    <>
      <WeekStrip state={state} testId={id('check-in-strip')} />
      <dl className="check-in__values">
        <div>
          <dt>{t.currentValue}</dt>
          <dd data-testid={id('check-in-current')}>{state.logs.length > 0 ? formatBaht(currentValue(state)) : t.noneYet}</dd>
        </div>
        <div>
          <dt>{t.todayValue}</dt>
          <dd data-testid={id('check-in-today')}>{formatBaht(state.gameValue.value)}</dd>
        </div>
        <div>
          <dt>{t.tomorrowValue}</dt>
          <dd data-testid={id('check-in-tomorrow')}>{formatBaht(state.gameValueTomorrow.value)}</dd>
        </div>
      </dl>
      {state.logs.length > 0 ? (
        <>
          <h3 className="check-in__logs-title">{t.logs}</h3>
          <ol className="check-in__logs" data-testid={id('check-in-logs')}>
            {state.logs.map((log) => (
              <li key={log.id}>
                <span>{t.day(log.json.day)}</span>
                <strong>{formatBaht(log.value)}</strong>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

/**
 * The daily check-in of spec 4: a modal popup shown once the logs load unless today (day of
 * month, Bangkok) is among them; after checking in it is marked, updated and hidden. A card on
 * the dashboard keeps the state visible and checks in with one tap.
 */
export function CheckIn({ member }: { member: MemberRef }) {
  const state = useCheckInState();
  const checkIn = useCheckIn(member);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // "ไว้ทีหลัง" puts the popup off for the rest of this visit, for this member and Bangkok day
  // (docs/design/web-app.md#check-in): the dashboard does not ask again on every return to it.
  const laterKey = `${member.uuid}:${bangkokDay(siteNow())}`;
  const [dismissed, setDismissed] = useState(() => readSessionItem(storageKeys.checkInLater) === laterKey);
  const putOff = () => {
    setDismissed(true);
    writeSessionItem(storageKeys.checkInLater, laterKey);
  };
  const today = bangkokDayOfMonth(siteNow());
  const checked = state.data ? isCheckedIn(state.data, today) : false;
  const open = Boolean(state.data) && !checked && !dismissed;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    // After the frame that draws the dashboard's new content: `showModal` lays the page out at
    // once, and inside this commit it made the content's first layout the load's longest task.
    if (open) return afterNextPaint(() => openModal(dialog));
    closeModal(dialog);
    return undefined;
  }, [open]);

  const submit = () => {
    checkIn.mutate({ body: {} }, { onSuccess: (response) => notifySuccess(t.done(formatBaht(response.body.data.gameLog.value))) });
  };

  return (
    <section className="card check-in" aria-labelledby="check-in-card-title">
      <h2 id="check-in-card-title">{t.title}</h2>
      {state.data ? (
        <>
          <p className={checked ? 'ok' : 'muted'} data-testid="check-in-status">
            <WholeWords text={checked ? t.already : t.intro} />
          </p>
          <CheckInFacts state={state.data} testIds />
          <FailureNotice error={checkIn.error} testId="check-in-error" />
          {!checked ? (
            // the card checks in itself: after "ไว้ทีหลัง" one tap, not a popup to reopen
            <button type="button" className="btn btn--primary" onClick={submit} disabled={open || checkIn.isPending}>
              {checkIn.isPending ? t.submitting : t.checkInToday}
            </button>
          ) : null}
        </>
      ) : state.isError ? (
        <p role="alert">{failureMessage(state.error)}</p>
      ) : (
        <p role="status">{th.app.loading}</p>
      )}
      <dialog ref={dialogRef} className="dialog" aria-labelledby="check-in-dialog-title" onClose={putOff} data-testid="check-in-dialog">
        <h2 id="check-in-dialog-title">{t.title}</h2>
        <p>
          <WholeWords text={t.intro} />
        </p>
        {state.data ? <CheckInFacts state={state.data} /> : null}
        <div className="form__actions">
          <button type="button" className="btn btn--ghost" onClick={putOff}>
            {t.later}
          </button>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={checkIn.isPending} data-autofocus>
            {checkIn.isPending ? t.submitting : t.submit}
          </button>
        </div>
      </dialog>
    </section>
  );
}
