import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PositiveAmount, type Withdrawal, type WithdrawLimits } from '@site/contract';
import { thaiBank } from '@site/contract/rules';
import { AmountField } from '@/components/ui/amount-field';
import { MoneyRequestRows } from '@/components/ui/money-request-rows';
import { FigureGrid } from '@/components/ui/figure-grid';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonText } from '@/components/ui/skeleton';
import { FailureNotice } from '@/components/ui/failure-notice';
import { formatBaht, formatInteger } from '@/lib/money';
import { type MemberRef } from '@/lib/member-keys';
import { notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import { limitRefusal } from '../limit-refusal';
import { WholeWords } from '@/components/ui/whole-words';
import {
  newIdempotencyKey,
  useCreateWithdrawal,
  useTransferAllToBank,
  useRetryWithdrawal,
  useWithdrawHistory,
  useWithdrawRequests,
} from '../api/withdraw-queries';
import '../withdraw.css';

const t = thMemberArea.withdraw;

/** The field holds what was typed (a string); the contract's PositiveAmount checks the number. */
const WithdrawForm = z.object({ amount: z.string().trim().pipe(z.coerce.number().pipe(PositiveAmount)) });
type WithdrawInput = z.input<typeof WithdrawForm>;
type WithdrawValues = z.output<typeof WithdrawForm>;

/** The level's limits in detail; without them (loading), the same figures with skeletons for their values. */
function LimitFacts({ limits }: { limits: WithdrawLimits | undefined }) {
  const money = (value: number | null) => (value === null ? thMemberArea.common.noLimit : formatBaht(value));
  return (
    <FigureGrid
      testId="withdraw-limits"
      figures={[
        { label: t.perWithdrawal, value: limits && money(limits.perWithdrawal), testId: 'limit-per-withdrawal' },
        { label: t.leftToday, value: limits && money(limits.leftToday), testId: 'limit-left-today' },
        { label: t.countLeft, value: limits && `${limits.countLeft}/${limits.countPerDay}`, testId: 'limit-count-left' },
      ]}
    />
  );
}

/** The one line a member needs before typing: the most they can take now, and the withdrawals left today. */
function LimitSummary({ limits }: { limits: WithdrawLimits | undefined }) {
  return (
    <p className="withdraw-summary" data-testid={limits ? 'withdraw-summary' : undefined}>
      {t.maxNow}{' '}
      {limits ? (
        <>
          <strong data-testid="limit-max-now">{thMemberArea.common.baht(formatBaht(limits.maxNow))}</strong>
          {' · '}
          {t.countLeftToday(formatInteger(limits.countLeft), formatInteger(limits.countPerDay))}
        </>
      ) : (
        <SkeletonText width="12em" />
      )}
    </p>
  );
}

function WithdrawalRows({
  rows,
  member,
  label,
  testId,
}: {
  rows: readonly Withdrawal[];
  member: MemberRef;
  label: string;
  testId: string;
}) {
  const retry = useRetryWithdrawal(member);
  return (
    <MoneyRequestRows
      label={label}
      testId={testId}
      statusText={t.status}
      rows={rows.map((row) => ({
        ...row,
        details: `${thaiBank(row.bankName)?.nameTh ?? row.bankName} ${row.bankId}${row.note ? ` · ${row.note}` : ''}`,
        actions: row.retryable ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={retry.isPending}
            onClick={() => retry.mutate({ body: { id: row.id } }, { onSuccess: () => notifySuccess(t.retried) })}
          >
            {retry.isPending && retry.variables.body.id === row.id ? t.retrying : t.retry}
          </button>
        ) : undefined,
      }))}
    />
  );
}

/**
 * Withdraw to the registered account: the form first, with the most allowed now on one line, and
 * the level's limits in detail after it; the server's Thai message on a rejection with the typed
 * amount kept, pending requests with retry, history.
 */
export function WithdrawPanel({ member, bankName, bankId }: { member: MemberRef; bankName: string; bankId: string }) {
  const requests = useWithdrawRequests(member.uuid);
  const history = useWithdrawHistory(member.uuid);
  const create = useCreateWithdrawal(member);
  const transferAll = useTransferAllToBank(member);
  const form = useForm<WithdrawInput, unknown, WithdrawValues>({ resolver: zodResolver(WithdrawForm), defaultValues: { amount: '' } });
  const { errors } = form.formState;
  const maxNow = requests.data?.limits.maxNow;

  const submit = form.handleSubmit(({ amount }) => {
    const refusal = requests.data ? limitRefusal(amount, requests.data.limits) : null;
    if (refusal) {
      // the page's own limits already refuse it: say so under the field and send nothing
      create.reset();
      form.setError('amount', { message: refusal }, { shouldFocus: true });
      return;
    }
    create.mutate(
      { params: { uuid: member.uuid }, body: { amount }, extraHeaders: { 'idempotency-key': newIdempotencyKey() } },
      {
        onSuccess: (response) => {
          notifySuccess(t.success(formatBaht(response.body.data.withdrawal.amount)));
          form.reset();
        },
      },
    );
  });

  // The one "everything" action: the whole credit to the registered account in one tap (the
  // server checks both fields); the amount field has no second "all" button beside it.
  const withdrawAll = () => {
    transferAll.mutate(
      { body: { uuid: member.uuid, bankId, bankName } },
      { onSuccess: (response) => notifySuccess(t.success(formatBaht(response.body.data.withdrawal.amount))) },
    );
  };

  return (
    <>
      <section className="card stack span-rows-2" aria-labelledby="withdraw-form-title">
        <h2 id="withdraw-form-title">{t.toAccount}</h2>
        <p data-testid="withdraw-account">
          <WholeWords text={thaiBank(bankName)?.nameTh ?? bankName} together /> · {bankId}
        </p>
        <QueryState query={requests} placeholder={<LimitSummary limits={undefined} />}>
          {(data) => <LimitSummary limits={data.limits} />}
        </QueryState>
        <form className="form" onSubmit={submit} noValidate>
          <AmountField label={t.amount} error={errors.amount?.message} registration={form.register('amount')} maxAmount={maxNow} />
          <FailureNotice error={create.error} testId="withdraw-error" />
          <button type="submit" className="btn btn--primary btn--block" disabled={create.isPending}>
            {create.isPending ? t.submitting : t.submit}
          </button>
        </form>
        <FailureNotice error={transferAll.error} testId="withdraw-all-error" />
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={withdrawAll}
          disabled={transferAll.isPending || create.isPending}
        >
          {transferAll.isPending ? t.submitting : t.withdrawAll}
        </button>
      </section>
      <section className="card stack" aria-labelledby="withdraw-limits-title">
        <h2 id="withdraw-limits-title">{t.limits}</h2>
        <QueryState query={requests} placeholder={<LimitFacts limits={undefined} />}>
          {(data) => <LimitFacts limits={data.limits} />}
        </QueryState>
      </section>
      <section className="card stack" aria-labelledby="withdraw-pending-title">
        <h2 id="withdraw-pending-title">{t.pending}</h2>
        <QueryState query={requests} isEmpty={(data) => data.requests.length === 0}>
          {(data) => <WithdrawalRows rows={data.requests} member={member} label={t.pending} testId="withdraw-pending" />}
        </QueryState>
      </section>
      <section className="card stack span-2" aria-labelledby="withdraw-history-title">
        <h2 id="withdraw-history-title">{t.history}</h2>
        <QueryState query={history} isEmpty={(rows) => rows.length === 0}>
          {(rows) => <WithdrawalRows rows={rows} member={member} label={t.history} testId="withdraw-history" />}
        </QueryState>
      </section>
    </>
  );
}
