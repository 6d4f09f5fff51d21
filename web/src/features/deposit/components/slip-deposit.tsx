import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type SlipData, type SlipRequest } from '@site/contract';
import { MAX_SLIP_IMAGE_BYTES, thaiBank } from '@site/contract/rules';
import { MoneyRequestRows } from '@/components/ui/money-request-rows';
import { QueryState } from '@/components/ui/query-state';
import { FailureNotice } from '@/components/ui/failure-notice';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { type MemberRef } from '@/lib/member-keys';
import { notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import { useConfirmSlip, useMySlipRequests, useRequestSlipDeposit, useVerifySlip } from '../api/deposit-queries';

const t = thMemberArea.slip;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function SlipFacts({ slip }: { slip: SlipData }) {
  const party = (p: SlipData['sender']) => `${thaiBank(p.bankName)?.nameTh ?? p.bankName} ${p.account} · ${p.name}`;
  return (
    <dl className="facts" data-testid="slip-data">
      <div className="facts__row">
        <dt>{t.amount}</dt>
        <dd data-testid="slip-amount">{formatBaht(slip.amount)}</dd>
      </div>
      <div className="facts__row">
        <dt>{t.transRef}</dt>
        <dd>{slip.transRef}</dd>
      </div>
      <div className="facts__row">
        <dt>{t.transferredAt}</dt>
        <dd>{formatDateTime(slip.transferredAt)}</dd>
      </div>
      <div className="facts__row">
        <dt>{t.sender}</dt>
        <dd>{party(slip.sender)}</dd>
      </div>
      <div className="facts__row">
        <dt>{t.receiver}</dt>
        <dd>{party(slip.receiver)}</dd>
      </div>
    </dl>
  );
}

function SlipRequests({ rows }: { rows: readonly SlipRequest[] }) {
  return (
    <MoneyRequestRows
      label={t.myRequests}
      testId="slip-requests"
      statusText={t.status}
      rows={rows.map((row) => ({ ...row, details: `${row.transRef}${row.message ? ` · ${row.message}` : ''}` }))}
    />
  );
}

/**
 * Deposit by slip in three steps: attach (photo, camera or the slip's QR text) and verify,
 * confirm the slip's facts, request the deposit. Every rejection shows the server's message.
 */
export function SlipDeposit({ member }: { member: MemberRef }) {
  const verify = useVerifySlip();
  const confirm = useConfirmSlip();
  const request = useRequestSlipDeposit(member);
  const requests = useMySlipRequests();
  const [image, setImage] = useState<string | null>(null);
  const [qrPayload, setQrPayload] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const slip = verify.data?.body.data ?? null;
  const confirmed = confirm.data?.body.data.transRef === slip?.transRef && slip !== null;
  const done = request.data?.body.data ?? null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    setImage(null);
    if (!file) return;
    if (!/^image\/(jpeg|png)$/.test(file.type)) return setFileError(t.fileType);
    if (file.size > MAX_SLIP_IMAGE_BYTES) return setFileError(t.fileTooLarge);
    setImage(await readAsDataUrl(file));
  };

  const submitVerify = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    request.reset();
    const body = image ? { image } : { qrPayload: qrPayload.trim() };
    verify.mutate({ body });
  };

  const startOver = () => {
    verify.reset();
    confirm.reset();
    request.reset();
    setImage(null);
    setQrPayload('');
  };

  const stepError = verify.error ?? confirm.error ?? request.error;

  return (
    <>
      <section className="card stack" aria-labelledby="slip-step1-title">
        <h2 id="slip-step1-title">{t.step1}</h2>
        <form className="form" onSubmit={submitVerify} noValidate>
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
              onChange={(event) => void pick(event)}
            />
            {fileError ? (
              <p className="field__error" role="alert">
                {fileError}
              </p>
            ) : null}
          </div>
          {image ? <img src={image} alt={t.file} className="slip-preview" width={180} height={240} /> : null}
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
              value={qrPayload}
              onChange={(event) => setQrPayload(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={verify.isPending || (!image && qrPayload.trim().length === 0)}
          >
            {verify.isPending ? t.verifying : t.verify}
          </button>
        </form>
        <FailureNotice error={stepError} testId="slip-error" />
      </section>
      {slip ? (
        <section className="card stack" aria-labelledby="slip-step2-title">
          <h2 id="slip-step2-title">{t.step2}</h2>
          <SlipFacts slip={slip} />
          {!confirmed ? (
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ body: { transRef: slip.transRef } })}
            >
              {confirm.isPending ? t.confirming : t.confirm}
            </button>
          ) : (
            <>
              <h2>{t.step3}</h2>
              {done ? (
                <p className="result" role="status" data-testid="slip-done">
                  {t.done(formatBaht(done.amount))}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary btn--block"
                  disabled={request.isPending}
                  onClick={() =>
                    request.mutate(
                      { body: { transRef: slip.transRef } },
                      { onSuccess: (response) => notifySuccess(t.done(formatBaht(response.body.data.amount))) },
                    )
                  }
                >
                  {request.isPending ? t.requesting : t.request}
                </button>
              )}
            </>
          )}
          <button type="button" className="btn btn--ghost" onClick={startOver}>
            {t.again}
          </button>
        </section>
      ) : null}
      <section className="card stack span-2" aria-labelledby="slip-requests-title">
        <h2 id="slip-requests-title">{t.myRequests}</h2>
        <QueryState query={requests} isEmpty={(rows) => rows.length === 0}>
          {(rows) => <SlipRequests rows={rows} />}
        </QueryState>
      </section>
    </>
  );
}
