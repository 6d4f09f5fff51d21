import { type FormEvent } from 'react';
import { FailureNotice } from '@/components/ui/failure-notice';
import { SlipIcon } from '@/components/ui/icons';
import { WholeWords } from '@/components/ui/whole-words';
import { thMemberArea } from '@/i18n/th-member-area';
import { type SlipDepositFlow } from './use-slip-deposit';
import '../deposit.css';

const t = thMemberArea.slip;

/**
 * Step 1: one picture of the slip (the camera on phones, a file elsewhere), verified as soon as
 * it is chosen; the slip's QR text is a fallback behind a disclosure. Any step's failure shows here.
 */
export function SlipAttachStep({ attachment, error }: { attachment: SlipDepositFlow['attachment']; error: unknown }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    attachment.verify();
  };
  return (
    <section className="card stack" aria-labelledby="slip-step1-title">
      <h2 id="slip-step1-title">{t.step1}</h2>
      <div className="field slip-pick">
        <input
          id="slip-file"
          className="visually-hidden slip-pick__input"
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          aria-describedby={attachment.fileError ? 'slip-file-error' : 'slip-file-hint'}
          // cleared on each opening, so the same photo chosen again (after starting over) is sent again
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          onChange={(event) => void attachment.pick(event.target.files?.[0])}
        />
        {/* the label is the big target a thumb finds; the browser's own file button (English) stays hidden */}
        <label className="slip-pick__button" htmlFor="slip-file">
          <SlipIcon size={28} />
          <span>
            <WholeWords text={t.file} />
          </span>
        </label>
        {attachment.fileError ? (
          <p className="field__error" id="slip-file-error" role="alert">
            {attachment.fileError}
          </p>
        ) : (
          <p className="field__hint" id="slip-file-hint">
            {attachment.verifying ? t.verifying : t.fileHint}
          </p>
        )}
      </div>
      {attachment.image ? <img src={attachment.image} alt={t.file} className="slip-preview" width={180} height={240} /> : null}
      <details className="slip-qr">
        <summary>{t.noPhoto}</summary>
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="slip-qr">
              {t.orQr}
            </label>
            <input
              id="slip-qr"
              className="field__input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={attachment.qrPayload}
              onChange={(event) => attachment.setQrPayload(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--secondary btn--block" disabled={attachment.verifying || !attachment.ready}>
            {attachment.verifying ? t.verifying : t.verify}
          </button>
        </form>
      </details>
      <FailureNotice error={error} testId="slip-error" />
    </section>
  );
}
