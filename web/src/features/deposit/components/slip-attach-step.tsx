import { type FormEvent } from 'react';
import { FailureNotice } from '@/components/ui/failure-notice';
import { thMemberArea } from '@/i18n/th-member-area';
import { type SlipDepositFlow } from './use-slip-deposit';

const t = thMemberArea.slip;

/** Step 1: a photo (file or camera) or the slip's QR text, sent for verification; any step's failure shows here. */
export function SlipAttachStep({ attachment, error }: { attachment: SlipDepositFlow['attachment']; error: unknown }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    attachment.verify();
  };
  return (
    <section className="card stack" aria-labelledby="slip-step1-title">
      <h2 id="slip-step1-title">{t.step1}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="slip-file">
            {t.file}
          </label>
          <input
            id="slip-file"
            className="field__input"
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            onChange={(event) => void attachment.pick(event.target.files?.[0])}
          />
          {attachment.fileError ? (
            <p className="field__error" role="alert">
              {attachment.fileError}
            </p>
          ) : null}
        </div>
        {attachment.image ? <img src={attachment.image} alt={t.file} className="slip-preview" width={180} height={240} /> : null}
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
        <button type="submit" className="btn btn--primary btn--block" disabled={attachment.verifying || !attachment.ready}>
          {attachment.verifying ? t.verifying : t.verify}
        </button>
      </form>
      <FailureNotice error={error} testId="slip-error" />
    </section>
  );
}
