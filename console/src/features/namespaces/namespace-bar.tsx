import { useState, type FormEvent } from 'react';
import { NAMESPACE_NAME_PATTERN } from '@site/contract/mock-control';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { chooseNamespace, DEFAULT_NAMESPACE, useNamespace } from '@/lib/namespace';
import { th } from '@/i18n/th';
import { useCreateNamespace, useDeleteNamespace, useNamespaceMissing, useNamespaces, useResetNamespace } from './api/namespaces-queries';

/** Picks, creates, resets and deletes the namespace the whole console works on. */
export function NamespaceBar() {
  const namespace = useNamespace();
  const notify = useNotify();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'reset' | 'delete' | null>(null);

  const namespaces = useNamespaces();
  const names = namespaces.data?.map((s) => s.namespace) ?? [];
  const options = names.includes(namespace) ? names : [namespace, ...names];
  const current = namespaces.data?.find((s) => s.namespace === namespace);

  const missing = useNamespaceMissing();
  const create = useCreateNamespace();
  const reset = useResetNamespace();
  const remove = useDeleteNamespace();
  const failed = useNotifyFailure();

  function submitCreate(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!NAMESPACE_NAME_PATTERN.test(name)) return setNameError(th.namespace.badName);
    if (names.includes(name)) return setNameError(th.namespace.exists(name));
    setNameError(null);
    createAndChoose(name, () => setNewName(''));
  }

  function createAndChoose(name: string, then?: () => void) {
    create.mutate(name, {
      onSuccess: (state) => {
        chooseNamespace(state.namespace);
        then?.();
        notify('ok', th.namespace.created(state.namespace));
      },
      onError: failed,
    });
  }

  return (
    <section className="namespace-bar" aria-label={th.namespace.bar}>
      <div className="field field-inline">
        <label htmlFor="namespace-select">{th.namespace.label}</label>
        <select
          id="namespace-select"
          value={namespace}
          onChange={(event) => {
            chooseNamespace(event.target.value);
          }}
        >
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {current ? <span className="muted">{th.namespace.members(current.members)}</span> : null}
      </div>
      <div className="namespace-actions">
        <button type="button" className="button" onClick={() => setConfirming('reset')} disabled={reset.isPending}>
          {th.namespace.reset}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setConfirming('delete')}
          disabled={namespace === DEFAULT_NAMESPACE || remove.isPending}
          title={namespace === DEFAULT_NAMESPACE ? th.namespace.deleteDefault : undefined}
        >
          {th.namespace.delete}
        </button>
      </div>
      {missing ? (
        <div className="namespace-missing" role="alert">
          <p>{th.namespace.missing(namespace)}</p>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => createAndChoose(namespace)} disabled={create.isPending}>
              {th.namespace.createMissing(namespace)}
            </button>
            <button type="button" className="button" onClick={() => chooseNamespace(DEFAULT_NAMESPACE)}>
              {th.namespace.backToDefault}
            </button>
          </div>
        </div>
      ) : null}
      <form className="namespace-create" onSubmit={submitCreate} noValidate>
        <div className="field field-inline">
          <label htmlFor="namespace-new">{th.namespace.newName}</label>
          <input
            id="namespace-new"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            aria-describedby="namespace-new-hint"
            aria-invalid={nameError !== null}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {th.namespace.create}
          </button>
        </div>
        <p id="namespace-new-hint" className={nameError ? 'field-error' : 'muted'}>
          {nameError ?? th.namespace.newNameHint}
        </p>
      </form>
      <ConfirmDialog
        open={confirming === 'reset'}
        title={th.namespace.resetTitle(namespace)}
        confirmLabel={th.namespace.resetConfirm}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          reset.mutate(undefined, { onSuccess: () => notify('ok', th.namespace.resetDone(namespace)), onError: failed });
        }}
      >
        <p>{th.namespace.resetBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={th.namespace.deleteTitle(namespace)}
        confirmLabel={th.namespace.deleteConfirm}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          remove.mutate(undefined, { onSuccess: () => notify('ok', th.namespace.deleted(namespace)), onError: failed });
        }}
      >
        <p>{th.namespace.deleteBody}</p>
      </ConfirmDialog>
    </section>
  );
}
