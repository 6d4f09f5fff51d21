import { type ReactNode } from 'react';

export interface RecordColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
}

/**
 * Rows of records as labelled facts: a card per row on a phone, readable at any width. Member
 * screens start from it and may replace it with a richer view.
 */
export function RecordList<T>({
  rows,
  columns,
  rowKey,
  label,
}: {
  rows: readonly T[];
  columns: RecordColumn<T>[];
  rowKey: (row: T) => string;
  label: string;
}) {
  return (
    <ul className="record-list" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="card record-list__row">
          <dl className="facts">
            {columns.map((column) => (
              <div key={column.label} className="facts__row">
                <dt>{column.label}</dt>
                <dd>{column.value(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
