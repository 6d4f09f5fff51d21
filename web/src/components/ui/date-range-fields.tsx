import { type FormEvent, useState } from 'react';
import { thMemberArea } from '@/i18n/th-member-area';
import { ThaiDateField } from './thai-date-field';
import { siteNow } from '@/lib/site-clock';

export interface DayRange {
  start: string;
  end: string;
}

/**
 * Two Thai date pickers (Bangkok days, YYYY-MM-DD, shown with Buddhist-era years) and an apply
 * button: the range changes only when the member applies it.
 */
export function DateRangeFields({ value, onApply, idPrefix }: { value: DayRange; onApply: (range: DayRange) => void; idPrefix: string }) {
  const [draft, setDraft] = useState(value);
  const invalid = !draft.start || !draft.end || draft.start > draft.end;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply(draft);
  };
  // This year and the two before it, newest first: history and reports look back, not ahead.
  const thisYear = Number((value.end || value.start).slice(0, 4)) || siteNow().getFullYear();
  const years = [thisYear, thisYear - 1, thisYear - 2];
  return (
    <form className="range-fields" onSubmit={submit}>
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
    </form>
  );
}
