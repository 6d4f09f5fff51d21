import { type UseFormRegisterReturn } from 'react-hook-form';
import { formatBaht } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';
import { TextField } from './text-field';

/**
 * A baht amount to withdraw, with the most allowed now as a hint and, given onFillMax, an "all"
 * button that fills it in (so the form validates it like a typed value).
 */
export function AmountField({
  label,
  error,
  registration,
  maxAmount,
  onFillMax,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  maxAmount: number | undefined;
  /** Fills the most allowed in; left out where another control already takes everything. */
  onFillMax?: (amount: string) => void;
}) {
  return (
    <div className="amount-row">
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        autoComplete="off"
        error={error}
        hint={maxAmount !== undefined ? thMemberArea.withdraw.amountHint(formatBaht(maxAmount)) : undefined}
        // the hint's line is kept while the most allowed is on its way: the form does not move when it comes
        liveNote
        {...registration}
      />
      {onFillMax && maxAmount !== undefined && maxAmount > 0 ? (
        <button type="button" className="btn btn--secondary" onClick={() => onFillMax(String(maxAmount))}>
          {thMemberArea.withdraw.all}
        </button>
      ) : null}
    </div>
  );
}
