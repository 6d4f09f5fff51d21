import { type SlipRequest } from '@site/contract';
import { MoneyRequestRows } from '@/components/ui/money-request-rows';
import { QueryState } from '@/components/ui/query-state';
import { type MemberRef } from '@/lib/member-keys';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMySlipRequests } from '../api/deposit-queries';
import { SlipAttachStep } from './slip-attach-step';
import { SlipReviewStep } from './slip-review-step';
import { useSlipDeposit } from './use-slip-deposit';

const t = thMemberArea.slip;

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
 * The flow lives in useSlipDeposit; the member's earlier slip requests are listed below.
 */
export function SlipDeposit({ member }: { member: MemberRef }) {
  const flow = useSlipDeposit(member);
  const requests = useMySlipRequests();
  return (
    <>
      <SlipAttachStep attachment={flow.attachment} error={flow.error} />
      {flow.review.slip ? <SlipReviewStep slip={flow.review.slip} review={flow.review} /> : null}
      <section className="card stack" aria-labelledby="slip-requests-title">
        <h2 id="slip-requests-title">{t.myRequests}</h2>
        <QueryState query={requests} isEmpty={(rows) => rows.length === 0}>
          {(rows) => <SlipRequests rows={rows} />}
        </QueryState>
      </section>
    </>
  );
}
