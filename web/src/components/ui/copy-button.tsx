import { notifyError, notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';

/** Copies a value (an account number, a link) and says so; `what` names it for screen readers. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(thMemberArea.common.copied(what));
    } catch {
      notifyError(thMemberArea.common.copyFailed);
    }
  };
  return (
    <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()} aria-label={thMemberArea.common.copy(what)}>
      {th.app.copy}
    </button>
  );
}
