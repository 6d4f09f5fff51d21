import { describe, expect, it } from 'vitest';
import type { MemberMoney } from '@site/contract/mock-control';
import { checkLedger } from './ledger-check';

type Line = MemberMoney['ledger'][number];

/** The fields the check reads; the rest of a member's money does not take part. */
function money(balance: number, lines: Array<Pick<Line, 'amount' | 'balanceAfter'>>): MemberMoney {
  return { balance, ledger: lines as Line[] } as MemberMoney;
}

describe('checkLedger', () => {
  it('balances when the lines sum to the balance in satang, where baht floats would drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats
    const check = checkLedger(
      money(0.3, [
        { amount: 0.2, balanceAfter: 0.3 },
        { amount: 0.1, balanceAfter: 0.1 },
      ]),
    );
    expect(check).toEqual({ balanced: true, sum: 0.3, balance: 0.3 });
  });

  it('does not balance when the sum differs, or when the newest running balance says otherwise', () => {
    expect(checkLedger(money(100, [{ amount: 50, balanceAfter: 100 }])).balanced).toBe(false);
    expect(checkLedger(money(50, [{ amount: 50, balanceAfter: 60 }])).balanced).toBe(false);
  });

  it('balances an empty ledger against a zero balance only', () => {
    expect(checkLedger(money(0, [])).balanced).toBe(true);
    expect(checkLedger(money(10, [])).balanced).toBe(false);
  });
});
