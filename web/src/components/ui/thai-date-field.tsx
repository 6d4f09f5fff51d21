import { thMemberArea } from '@/i18n/th-member-area';
import { onFirstUse } from '@/lib/on-first-use';

const t = thMemberArea.dateField;
/** Buddhist era = Common era + 543: the year Thai members read and write. */
const BUDDHIST_ERA_OFFSET = 543;
const monthNames = onFirstUse(() => {
  const formatter = new Intl.DateTimeFormat('th-TH', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => formatter.format(new Date(Date.UTC(2024, month, 1))));
});

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar day (YYYY-MM-DD) picked as Thai members write it: day, Thai month name and the
 * Buddhist-era year, three selects in one group (the browser's own date input shows mm/dd/yyyy in
 * the Common era). `years` are the Common-era years offered, newest first.
 */
export function ThaiDateField({
  id,
  label,
  value,
  years,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  years: readonly number[];
  onChange: (day: string) => void;
}) {
  const [year = years[0] ?? 2000, month = 1, day = 1] = value.split('-').map(Number);
  const set = (nextYear: number, nextMonth: number, nextDay: number) =>
    onChange(`${nextYear}-${pad(nextMonth)}-${pad(Math.min(nextDay, daysIn(nextYear, nextMonth)))}`);
  return (
    <fieldset className="thai-date" id={id}>
      <legend className="field__label">{label}</legend>
      <div className="thai-date__parts">
        <select aria-label={t.day(label)} value={day} onChange={(event) => set(year, month, Number(event.target.value))}>
          {Array.from({ length: daysIn(year, month) }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
        <select aria-label={t.month(label)} value={month} onChange={(event) => set(year, Number(event.target.value), day)}>
          {monthNames().map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label={t.year(label)} value={year} onChange={(event) => set(Number(event.target.value), month, day)}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option + BUDDHIST_ERA_OFFSET}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
