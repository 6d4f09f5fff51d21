import { notifyError, notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';

/**
 * Copies a value (an account number, a link) and says so; `what` names it for screen readers.
 * Without a value yet (loading), the same button, disabled.
 */
export function CopyButton({ value, what }: { value: string | undefined; what: string }) {
  const copy = async () => {
    try {
      // Safari 12 and iOS 13.0-13.1 have no clipboard API: there the copy fails like any other.
      if (navigator.clipboard && value !== undefined) {
        await navigator.clipboard.writeText(value);
        notifySuccess(thMemberArea.common.copied(what));
        return;
      }
    } catch {
      // told below
    }
    notifyError(thMemberArea.common.copyFailed);
  };
  return (
    <button
      type="button"
      className="btn btn--secondary btn--small"
      onClick={() => void copy()}
      aria-label={thMemberArea.common.copy(what)}
      disabled={value === undefined}
    >
      {th.app.copy}
    </button>
  );
}
