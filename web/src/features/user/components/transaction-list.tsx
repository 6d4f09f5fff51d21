import { useState } from 'react';
import { TransactionKind } from '@site/contract';
import { DateRangeFields, type DayRange } from '@/components/ui/date-range-fields';
import { QueryState } from '@/components/ui/query-state';
import { bangkokDay, shiftDay } from '@site/contract/bangkok-time';
import { formatDateTime } from '@/lib/dates';
import { formatBaht, formatSignedBaht } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';
import { type TransactionKindId, useTransactions } from '../api/user-queries';
import { siteNow } from '@/lib/site-clock';
import '../user.css';

const t = thMemberArea.transactions;

/** The last 30 Bangkok days, today included. */
function lastMonth(): DayRange {
  const now = siteNow();
  return { start: shiftDay(bangkokDay(now), -29), end: bangkokDay(now) };
}

/** Deposits, withdrawals, bonuses and game results in one list, filtered by kind and range. */
export function TransactionList({ uuid }: { uuid: string }) {
  const [kind, setKind] = useState<TransactionKindId | ''>('');
  const [range, setRange] = useState(lastMonth);
  const transactions = useTransactions(uuid, { kind: kind || undefined, ...range });
  return (
    <>
      <section className="card stack span-2 transaction-filter">
        <div className="field">
          <label className="field__label" htmlFor="transaction-kind">
            {t.kind}
          </label>
          <select
            id="transaction-kind"
            className="select"
            value={kind}
            onChange={(event) => setKind(event.target.value as TransactionKindId | '')}
          >
            <option value="">{thMemberArea.common.all}</option>
            {TransactionKind.options.map((option) => (
              <option key={option} value={option}>
                {t.kinds[option] ?? option}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields value={range} onApply={setRange} idPrefix="transactions" />
      </section>
      <section className="card stack span-2" aria-labelledby="transactions-list-title">
        <h2 id="transactions-list-title">{kind ? t.kinds[kind] : thMemberArea.common.all}</h2>
        <QueryState query={transactions} isEmpty={(rows) => rows.length === 0}>
          {(rows) => (
            <ul className="rows" data-testid="transactions">
              {rows.map((row) => {
                const kind = t.kinds[row.kind] ?? row.kind;
                const when = formatDateTime(row.createdAt);
                // the kind only where the description does not already say it ("ฝากเงิน" twice)
                const named = row.description.includes(kind);
                return (
                  <li key={row.id} className="row">
                    <p className="row__main">{row.description}</p>
                    <p className={`row__amount ${row.amount > 0 ? 'positive' : row.amount < 0 ? 'negative' : ''}`}>
                      {formatSignedBaht(row.amount)}
                    </p>
                    <p className="row__meta">
                      {named ? null : `${kind} `}
                      <span className="row__when">{named ? when : `· ${when}`}</span>
                    </p>
                    <p className="row__meta row__amount">{t.balanceAfter(formatBaht(row.balanceAfter))}</p>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
