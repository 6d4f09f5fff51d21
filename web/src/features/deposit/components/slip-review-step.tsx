import { type SlipData } from '@site/contract';
import { thaiBank } from '@site/contract/rules';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { thMemberArea } from '@/i18n/th-member-area';
import { type SlipDepositFlow } from './use-slip-deposit';

const t = thMemberArea.slip;

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

/** Steps 2 and 3 for a verified slip: its facts to confirm, then the deposit request and its result. */
export function SlipReviewStep({ slip, review }: { slip: SlipData; review: SlipDepositFlow['review'] }) {
  return (
    <section className="card stack" aria-labelledby="slip-step2-title">
      <h2 id="slip-step2-title">{t.step2}</h2>
      <SlipFacts slip={slip} />
      {!review.confirmed ? (
        <button type="button" className="btn btn--primary btn--block" disabled={review.confirming} onClick={review.confirm}>
          {review.confirming ? t.confirming : t.confirm}
        </button>
      ) : (
        <>
          <h2>{t.step3}</h2>
          {review.done ? (
            <p className="result" role="status" data-testid="slip-done">
              {t.done(formatBaht(review.done.amount))}
            </p>
          ) : (
            <button type="button" className="btn btn--primary btn--block" disabled={review.requesting} onClick={review.request}>
              {review.requesting ? t.requesting : t.request}
            </button>
          )}
        </>
      )}
      <button type="button" className="btn btn--ghost" onClick={review.startOver}>
        {t.again}
      </button>
    </section>
  );
}
