import { useEffect, useRef } from 'react';
import { type SlipData } from '@site/contract';
import { thaiBank } from '@site/contract/rules';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { bringIntoView } from '@/lib/bring-into-view';
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

/**
 * Step 2 for a verified slip: its facts and one confirmation that confirms the slip and requests
 * the deposit. It scrolls into view when a slip is read, since on a phone it opens below the fold.
 */
export function SlipReviewStep({ slip, review }: { slip: SlipData; review: SlipDepositFlow['review'] }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => bringIntoView(section.current, 'start'), [slip.transRef]);
  return (
    <section ref={section} className="card stack slip-review" aria-labelledby="slip-step2-title">
      <h2 id="slip-step2-title">{t.step2}</h2>
      <SlipFacts slip={slip} />
      {review.done ? (
        <p className="result" role="status" data-testid="slip-done">
          {t.done(formatBaht(review.done.amount))}
        </p>
      ) : (
        <button type="button" className="btn btn--primary btn--block" disabled={review.submitting} onClick={review.confirmAndRequest}>
          {review.submitting ? t.confirming : t.confirm}
        </button>
      )}
      <button type="button" className="btn btn--ghost" onClick={review.startOver}>
        {t.again}
      </button>
    </section>
  );
}
