import { failureMessage } from '@/lib/control';
import { th } from '@/i18n/th';

type Read = { isError: boolean; error: unknown; isPending: boolean };

/** Why a read of the control API failed (the mock's Thai message), read out as an alert; nothing while it has not. */
export function ReadFailure({ read }: { read: Read }) {
  return read.isError ? <p role="alert">{failureMessage(read.error)}</p> : null;
}

/** What a page shows until its read has data: the failure, or that it is loading. */
export function ReadStatus({ read }: { read: Read }) {
  return read.isError ? <ReadFailure read={read} /> : <p className="muted">{th.app.loading}</p>;
}
