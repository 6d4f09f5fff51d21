import { type WithdrawLimits } from '@site/contract';
import { LEVELS } from '@site/contract/rules';
import { formatBaht } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';

const t = thMemberArea.withdraw.refusal;

/**
 * Why the limits the page shows refuse `amount`, or null when they allow it. Checked before a
 * withdrawal is sent, so an amount the page already says is too much costs no request; the
 * server checks again and its message still shows when the limits moved meanwhile.
 */
export function limitRefusal(amount: number, limits: WithdrawLimits): string | null {
  const levelName = LEVELS.find((level) => level.id === limits.level)?.nameTh ?? '';
  if (limits.countLeft <= 0) return t.count(limits.countPerDay);
  if (limits.perWithdrawal !== null && amount > limits.perWithdrawal) return t.perWithdrawal(levelName, formatBaht(limits.perWithdrawal));
  if (limits.leftToday !== null && amount > limits.leftToday) return t.leftToday(levelName, formatBaht(limits.leftToday));
  if (amount > limits.maxNow) return t.credit(formatBaht(limits.maxNow));
  return null;
}
