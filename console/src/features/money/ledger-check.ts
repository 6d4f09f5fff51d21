import { fromSatang, toSatang } from '@site/contract';
import type { MemberMoney } from '@site/contract/mock-control';

export type LedgerCheck = { balanced: boolean; sum: number; balance: number };

/**
 * Whether the ledger lines the page shows add up to the balance the member API reports (and the
 * newest line's running balance says the same). Summed in satang: baht floats drift.
 */
export function checkLedger(money: MemberMoney): LedgerCheck {
  const sum = money.ledger.reduce((total, line) => total + toSatang(line.amount), 0);
  const balance = toSatang(money.balance);
  const newest = money.ledger[0];
  const running = newest === undefined ? 0 : toSatang(newest.balanceAfter);
  return { balanced: sum === balance && running === balance, sum: fromSatang(sum), balance: fromSatang(balance) };
}
