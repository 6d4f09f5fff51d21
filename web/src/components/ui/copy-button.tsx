import { notifyError, notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';

/** Copies a value (an account number, a link) and says so; `what` names it for screen readers. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(th.memberArea.common.copied(what));
    } catch {
      notifyError(th.memberArea.common.copyFailed);
    }
  };
  return (
    <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()} aria-label={th.memberArea.common.copy(what)}>
      {th.app.copy}
    </button>
  );
}
