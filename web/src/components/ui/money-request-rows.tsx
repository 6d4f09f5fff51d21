import { type ReactNode } from 'react';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';

export interface MoneyRequestRow {
  id: string;
  createdAt: string;
  amount: number;
  status: string;
  /** The line under the date: bank, reference, note. */
  details: ReactNode;
  actions?: ReactNode;
}

/** Deposits, withdrawals and slip requests: when, how much, details and their status. */
export function MoneyRequestRows({
  rows,
  statusText,
  label,
  testId,
}: {
  rows: readonly MoneyRequestRow[];
  statusText: Record<string, string>;
  label: string;
  testId: string;
}) {
  return (
    <ul className="rows" aria-label={label} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.id} className="row">
          <p className="row__main">{formatDateTime(row.createdAt)}</p>
          <p className="row__amount">{formatBaht(row.amount)}</p>
          <p className="row__meta">{row.details}</p>
          <p className="row__amount">
            <span className={`status status--${row.status}`}>{statusText[row.status] ?? row.status}</span>
          </p>
          {row.actions ? <div className="row__actions">{row.actions}</div> : null}
        </li>
      ))}
    </ul>
  );
}
