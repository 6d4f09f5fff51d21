import { type FormEvent, useState } from 'react';
import { bangkokDay, shiftDay } from '@site/contract/bangkok-time';
import { thMemberArea } from '@/i18n/th-member-area';
import { CalendarIcon } from './icons';
import { ThaiDateField } from './thai-date-field';
import { siteNow } from '@/lib/site-clock';

export interface DayRange {
  start: string;
  end: string;
}

const t = thMemberArea.common;

/** Today, the last seven and thirty days and this month so far, in Bangkok days. */
export function quickRanges(now: Date): { label: string; range: DayRange }[] {
  const today = bangkokDay(now);
  return [
    { label: t.today, range: { start: today, end: today } },
    { label: t.last7Days, range: { start: shiftDay(today, -6), end: today } },
    { label: t.last30Days, range: { start: shiftDay(today, -29), end: today } },
    { label: t.thisMonth, range: { start: `${today.slice(0, 8)}01`, end: today } },
  ];
}

/**
 * One row of quick ranges (one tap applies one, the applied one highlighted), then behind a toggle
 * two Thai date pickers (Bangkok days, YYYY-MM-DD, shown with Buddhist-era years) and an apply
 * button: a custom range changes only when the member applies it. The pickers start open when the
 * range shown is not a quick one; closed, the filter takes one line above the list.
 */
export function DateRangeFields({ value, onApply, idPrefix }: { value: DayRange; onApply: (range: DayRange) => void; idPrefix: string }) {
  const [draft, setDraft] = useState(value);
  // the site's today, as the screens' default ranges use: a moved QA clock still matches its chip
  const ranges = quickRanges(siteNow());
  const custom = !ranges.some(({ range }) => range.start === value.start && range.end === value.end);
  const [pickersOpen, setPickersOpen] = useState(custom);
  const invalid = !draft.start || !draft.end || draft.start > draft.end;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply(draft);
  };
  // This year and the two before it, newest first: history and reports look back, not ahead.
  const thisYear = Number((value.end || value.start).slice(0, 4)) || siteNow().getFullYear();
  const years = [thisYear, thisYear - 1, thisYear - 2];
  const apply = (range: DayRange) => {
    setDraft(range);
    setPickersOpen(false);
    onApply(range);
  };
  const pickersId = `${idPrefix}-pickers`;
  return (
    <form className="range-fields" onSubmit={submit}>
      <div className="range-fields__bar">
        <div className="chips range-fields__quick" role="group" aria-label={t.quickRanges}>
          {ranges.map(({ label, range }) => (
            <button
              key={label}
              type="button"
              className="chip"
              aria-pressed={range.start === value.start && range.end === value.end}
              onClick={() => apply(range)}
            >
              {label}
            </button>
          ))}
        </div>
        {/* beside the row, not inside it: the row is the ranges alone */}
        <button
          type="button"
          className={`chip range-fields__toggle${custom ? ' chip--current' : ''}`}
          aria-label={t.customRange}
          title={t.customRange}
          aria-expanded={pickersOpen}
          aria-controls={pickersId}
          onClick={() => setPickersOpen(!pickersOpen)}
        >
          <CalendarIcon size={20} />
        </button>
      </div>
      <div id={pickersId} className="range-fields__pickers" hidden={!pickersOpen}>
        <ThaiDateField
          id={`${idPrefix}-start`}
          label={thMemberArea.common.start}
          value={draft.start}
          years={years}
          onChange={(start) => setDraft({ ...draft, start })}
        />
        <ThaiDateField
          id={`${idPrefix}-end`}
          label={thMemberArea.common.end}
          value={draft.end}
          years={years}
          onChange={(end) => setDraft({ ...draft, end })}
        />
        {draft.start > draft.end ? (
          <p className="field__error" role="alert">
            {thMemberArea.common.rangeReversed}
          </p>
        ) : null}
        <button type="submit" className="btn btn--secondary" disabled={invalid}>
          {thMemberArea.common.apply}
        </button>
      </div>
    </form>
  );
}
