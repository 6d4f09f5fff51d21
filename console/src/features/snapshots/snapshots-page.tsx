import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { bangkokDay } from '@site/contract/bangkok-time';
import { SnapshotName } from '@site/contract/mock-control';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { ReadFailure } from '@/components/read-status';
import { formatBangkokShort } from '@/lib/format';
import { useNamespace } from '@/lib/namespace';
import { th } from '@/i18n/th';
import {
  useDeleteSnapshot,
  useDownloadSnapshot,
  useRestoreFromFile,
  useRestoreSnapshot,
  useSavedSnapshots,
  useSaveSnapshot,
} from './api/snapshots-queries';
import { isJsonObject, snapshotClockInstant } from './snapshot-file';

/** What waits for the tester's yes: each replaces something that cannot be brought back. */
type Pending =
  | { kind: 'restore-file'; fileName: string; snapshot: Record<string, unknown> }
  | { kind: 'restore-named'; name: string }
  | { kind: 'overwrite'; name: string; from: string }
  | { kind: 'delete'; name: string; from: string };

/** Download the namespace as JSON, restore one from a file, and snapshots kept on the mock under a name. */
export function SnapshotsPage() {
  const namespace = useNamespace();
  const notify = useNotify();
  const nameHintId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const saved = useSavedSnapshots();
  const download = useDownloadSnapshot();
  const restoreFile = useRestoreFromFile();
  const save = useSaveSnapshot();
  const restoreNamed = useRestoreSnapshot();
  const remove = useDeleteSnapshot();
  const failed = useNotifyFailure();

  const downloadFile = () =>
    download.mutate(undefined, {
      onSuccess: (snapshot) => {
        const fileName = th.snapshots.fileName(namespace, bangkokDay(snapshotClockInstant(snapshot)));
        const url = URL.createObjectURL(new Blob([JSON.stringify(snapshot, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.click();
        URL.revokeObjectURL(url);
        notify('ok', th.snapshots.downloaded(fileName));
      },
      onError: failed,
    });
  const saveAs = (snapshotName: string, confirmed: boolean) =>
    save.mutate(
      { name: snapshotName, confirmed },
      {
        onSuccess: (kept) => {
          setName('');
          notify('ok', th.snapshots.saved(kept.name));
        },
        onError: failed,
      },
    );
  const busy = download.isPending || restoreFile.isPending || save.isPending || restoreNamed.isPending || remove.isPending;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let snapshot: unknown;
    try {
      snapshot = JSON.parse(await file.text());
    } catch {
      return notify('error', th.snapshots.notJson(file.name));
    }
    if (!isJsonObject(snapshot)) return notify('error', th.snapshots.notObject(file.name));
    setPending({ kind: 'restore-file', fileName: file.name, snapshot });
  };
  const submitSave = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!SnapshotName.safeParse(wanted).success) return setNameError(th.snapshots.badName);
    setNameError(null);
    const kept = saved.data?.find((s) => s.name === wanted);
    if (kept) return setPending({ kind: 'overwrite', name: wanted, from: kept.namespace });
    saveAs(wanted, false);
  };
  const confirm = () => {
    if (pending?.kind === 'restore-file') {
      restoreFile.mutate(pending.snapshot, { onSuccess: () => notify('ok', th.snapshots.restored(namespace)), onError: failed });
    }
    if (pending?.kind === 'restore-named') {
      const { name: snapshotName } = pending;
      restoreNamed.mutate(snapshotName, {
        onSuccess: () => notify('ok', th.snapshots.restoredNamed(snapshotName, namespace)),
        onError: failed,
      });
    }
    if (pending?.kind === 'overwrite') saveAs(pending.name, true);
    if (pending?.kind === 'delete') {
      const { name: snapshotName } = pending;
      remove.mutate(snapshotName, { onSuccess: () => notify('ok', th.snapshots.deleted(snapshotName)), onError: failed });
    }
    setPending(null);
  };
  const dialog = pending ? confirmation(pending, namespace) : null;

  return (
    <div className="columns">
      <section className="panel" aria-labelledby="saved-heading">
        <h2 id="saved-heading">{th.snapshots.savedHeading}</h2>
        <p className="muted">{th.snapshots.savedHint}</p>
        <form className="inline-form" onSubmit={submitSave} noValidate>
          <div className="field">
            <label htmlFor="snapshot-name">{th.snapshots.name}</label>
            <input
              id="snapshot-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError !== null}
              aria-describedby={nameHintId}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {th.snapshots.save}
          </button>
        </form>
        <p id={nameHintId} className={nameError ? 'field-error' : 'muted'}>
          {nameError ?? th.snapshots.nameHint}
        </p>
        <ReadFailure read={saved} />
        {saved.data?.length === 0 ? <p>{th.snapshots.none}</p> : null}
        {saved.data && saved.data.length > 0 ? (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="saved-heading">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{th.snapshots.name}</th>
                  <th scope="col">{th.snapshots.from}</th>
                  <th scope="col">{th.snapshots.clock}</th>
                  <th scope="col" className="number">
                    {th.snapshots.members}
                  </th>
                  <th scope="col">{th.snapshots.actions}</th>
                </tr>
              </thead>
              <tbody>
                {saved.data.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">
                      {s.name}
                      <span className="cell-sub">{th.snapshots.savedAtValue(formatBangkokShort(s.savedAt))}</span>
                    </th>
                    <td>
                      {s.namespace}
                      <span className="cell-sub">{s.brand}</span>
                    </td>
                    <td>{formatBangkokShort(s.clock)}</td>
                    <td className="number">{s.members}</td>
                    <td>
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={th.snapshots.restoreNamed(s.name)}
                          disabled={busy}
                          onClick={() => setPending({ kind: 'restore-named', name: s.name })}
                        >
                          {th.snapshots.restore}
                        </button>
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={th.snapshots.deleteNamed(s.name)}
                          disabled={busy}
                          onClick={() => setPending({ kind: 'delete', name: s.name, from: s.namespace })}
                        >
                          {th.snapshots.delete}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section className="panel" aria-labelledby="file-heading">
        <h2 id="file-heading">{th.snapshots.fileHeading}</h2>
        <p className="muted">{th.snapshots.fileHint(namespace)}</p>
        <div className="button-row">
          <button type="button" className="button button-primary" disabled={busy} onClick={downloadFile}>
            {th.snapshots.download}
          </button>
        </div>
        {/* the browser's own file control speaks its locale ("Choose File"): the label is the button */}
        <div className="file-pick">
          <input
            id="snapshot-file"
            className="visually-hidden"
            type="file"
            accept="application/json,.json"
            disabled={busy}
            onChange={chooseFile}
          />
          <label htmlFor="snapshot-file" className="button">
            {th.snapshots.restoreFile}
          </label>
        </div>
      </section>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>{dialog?.body}</p>
      </ConfirmDialog>
    </div>
  );
}

/** A snapshot another namespace saved says so in the question. */
function withOwner(body: string, from: string, namespace: string): string {
  return from === namespace ? body : `${body} ${th.snapshots.savedByOther(from)}`;
}

function confirmation(pending: Pending, namespace: string): { title: string; body: string; confirm: string } {
  const t = th.snapshots;
  switch (pending.kind) {
    case 'restore-file':
      return { title: t.restoreFileTitle(namespace, pending.fileName), body: t.restoreBody(namespace), confirm: t.restore };
    case 'restore-named':
      return { title: t.restoreNamedTitle(namespace, pending.name), body: t.restoreBody(namespace), confirm: t.restore };
    case 'overwrite':
      return { title: t.overwriteTitle(pending.name), body: withOwner(t.overwriteBody, pending.from, namespace), confirm: t.overwrite };
    case 'delete':
      return { title: t.deleteTitle(pending.name), body: withOwner(t.deleteBody, pending.from, namespace), confirm: t.delete };
  }
}
