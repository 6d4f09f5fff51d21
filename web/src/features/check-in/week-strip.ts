import { type CheckInState } from '@site/contract';
import { shiftDay } from '@site/contract/bangkok-time';

export type StripDayKind = 'checked' | 'missed' | 'today' | 'tomorrow' | 'earlier-month';

export interface StripDay {
  /** Bangkok day, YYYY-MM-DD. */
  day: string;
  kind: StripDayKind;
  /** What was received (checked), or is on offer (today, tomorrow). */
  value: number | null;
}

/**
 * The 7-day check-in strip (docs/design/web-app.md#check-in): the five days before today, today and tomorrow. A
 * past day is checked when a log carries its date; the state holds only this month's logs, so a
 * day of the previous month is shown without a mark rather than as missed.
 */
export function weekStrip(state: CheckInState, today: string): StripDay[] {
  const byDate = new Map(state.logs.map((log) => [log.json.date, log.value]));
  return [-5, -4, -3, -2, -1, 0, 1].map((offset): StripDay => {
    const day = shiftDay(today, offset);
    const received = byDate.get(day);
    if (received !== undefined) return { day, kind: 'checked', value: received };
    if (offset === 0) return { day, kind: 'today', value: state.gameValue.value };
    if (offset === 1) return { day, kind: 'tomorrow', value: state.gameValueTomorrow.value };
    return { day, kind: day.slice(0, 7) === today.slice(0, 7) ? 'missed' : 'earlier-month', value: null };
  });
}
