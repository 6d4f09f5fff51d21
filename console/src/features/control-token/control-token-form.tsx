import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from '@/components/notice';
import { saveControlToken, useControlToken } from '@/lib/control-token';
import { th } from '@/i18n/th';

/**
 * Where the tester enters the control token of a shared mock (MOCK_CONTROL_TOKEN, docs/design/mock.md#shared-mock).
 * Folded away while the mock accepts the console's calls; unfolded, with an alert, when it refuses.
 */
export function ControlTokenForm() {
  const { token, refused } = useControlToken();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [draft, setDraft] = useState('');
  const [unfolded, setUnfolded] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value === '') return;
    saveControlToken(value);
    setDraft('');
    setUnfolded(false);
    notify('ok', th.controlToken.saved);
    // everything read without the token (or with a wrong one) is read again
    await queryClient.invalidateQueries();
  };
  const forget = async () => {
    saveControlToken(null);
    notify('ok', th.controlToken.forgotten);
    await queryClient.invalidateQueries();
  };

  return (
    <details className="control-token" open={refused || unfolded} onToggle={(event) => setUnfolded(event.currentTarget.open)}>
      <summary>{token === null ? th.controlToken.summaryNone : th.controlToken.summarySet}</summary>
      {refused ? (
        <p role="alert" className="field-error">
          {token === null ? th.controlToken.required : th.controlToken.wrong}
        </p>
      ) : null}
      <form onSubmit={save} className="inline-form">
        <div className="field">
          <label htmlFor="control-token">{th.controlToken.label}</label>
          <input
            id="control-token"
            type="password"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby="control-token-hint"
          />
        </div>
        <button type="submit" className="button button-primary" disabled={draft.trim() === ''}>
          {th.controlToken.save}
        </button>
        {token === null ? null : (
          <button type="button" className="button" onClick={() => void forget()}>
            {th.controlToken.forget}
          </button>
        )}
      </form>
      <p id="control-token-hint" className="muted control-token-hint">
        {th.controlToken.hint}
      </p>
    </details>
  );
}
