import { failureMessage } from '@/lib/http-errors';

/**
 * A failed request's message beside the form or action that sent it (spec 8: the server's own
 * words when it gave some); nothing while there is no failure.
 */
export function FailureNotice({ error, testId }: { error: unknown; testId: string }) {
  if (error === null || error === undefined) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {failureMessage(error)}
    </p>
  );
}
