import { type PublicMovement } from '@site/contract';
import { thaiBank } from '@site/contract/rules';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { thScreens } from '@/i18n/th-screens';
import { useRecentDeposits, useRecentWithdrawals } from '../api/ticker-queries';
import { maskedUsername } from '../mask-username';
import '../ticker.css';

const t = thScreens.home.ticker;
/** The newest few of each kind: a ticker of the last moments, not the day's statement. */
const TICKER_ROWS = 5;

function MovementList({ kind, rows }: { kind: 'deposit' | 'withdraw'; rows: PublicMovement[] }) {
  return (
    <ul className="ticker__list" data-testid={`ticker-${kind}`}>
      {rows.slice(0, TICKER_ROWS).map((row) => (
        <li key={`${row.createdAt}-${row.username}-${row.amount}`} className="ticker__row">
          <span>{maskedUsername(row.username)}</span>
          <span className={`ticker__amount ticker__amount--${kind}`}>{t.amount(formatBaht(row.amount))}</span>
          <span className="ticker__meta">
            {thaiBank(row.bankName)?.nameTh ?? row.bankName} · <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The home page's latest deposits and withdrawals (public calls of spec 6, newest first), usernames masked. */
export function MovementTicker() {
  const deposits = useRecentDeposits();
  const withdrawals = useRecentWithdrawals();
  return (
    <section className="card stack home__wide" aria-labelledby="ticker-title">
      <h2 id="ticker-title">{t.heading}</h2>
      <div className="ticker">
        <div className="stack">
          <h3>{t.deposits}</h3>
          <QueryState query={deposits} isEmpty={(rows) => rows.length === 0} emptyText={t.empty}>
            {(rows) => <MovementList kind="deposit" rows={rows} />}
          </QueryState>
        </div>
        <div className="stack">
          <h3>{t.withdrawals}</h3>
          <QueryState query={withdrawals} isEmpty={(rows) => rows.length === 0} emptyText={t.empty}>
            {(rows) => <MovementList kind="withdraw" rows={rows} />}
          </QueryState>
        </div>
      </div>
    </section>
  );
}
