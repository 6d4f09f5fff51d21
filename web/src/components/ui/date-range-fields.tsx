import { type FormEvent, useState } from 'react';
import { thMemberArea } from '@/i18n/th-member-area';

export interface DayRange {
  start: string;
  end: string;
}

/**
 * Two date inputs (Bangkok days, YYYY-MM-DD) and an apply button: the range changes only when
 * the member applies it, so half-typed dates never send a request.
 */
export function DateRangeFields({ value, onApply, idPrefix }: { value: DayRange; onApply: (range: DayRange) => void; idPrefix: string }) {
  const [draft, setDraft] = useState(value);
  const invalid = !draft.start || !draft.end || draft.start > draft.end;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply(draft);
  };
  return (
    <form className="range-fields" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-start`}>
          {thMemberArea.common.start}
        </label>
        <input
          id={`${idPrefix}-start`}
          className="field__input"
          type="date"
          value={draft.start}
          max={draft.end || undefined}
          onChange={(event) => setDraft({ ...draft, start: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-end`}>
          {thMemberArea.common.end}
        </label>
        <input
          id={`${idPrefix}-end`}
          className="field__input"
          type="date"
          value={draft.end}
          min={draft.start || undefined}
          onChange={(event) => setDraft({ ...draft, end: event.target.value })}
        />
      </div>
      <button type="submit" className="btn btn--secondary" disabled={invalid}>
        {thMemberArea.common.apply}
      </button>
    </form>
  );
}
