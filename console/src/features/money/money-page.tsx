import { useId, useState, type ReactNode } from 'react';
import type { Deposit, SlipRequest, Withdrawal } from '@site/contract';
import type { MemberMoney } from '@site/contract/mock-control';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { ReadFailure, ReadStatus } from '@/components/read-status';
import { formatBaht, formatBangkokShort, levelName } from '@/lib/format';
import { useNamespace } from '@/lib/namespace';
import { useQaMembers } from '@/lib/shared-queries';
import { th } from '@/i18n/th';
import { type SlipMove, type WithdrawalMove, useMemberMoney, useMintSlip, useMoveWithdrawal, useSettleSlip } from './api/money-queries';
import { checkLedger } from './ledger-check';

/** A refusal waiting for the tester's yes: it cannot be undone. */
type PendingRefusal = { kind: 'withdrawal'; item: Withdrawal } | { kind: 'slip'; item: SlipRequest };

/** Per member: the ledger with running balance and its check, withdrawals, slips and deposits, and the buttons that move them. */
export function MoneyPage() {
  const namespace = useNamespace();
  const [chosen, setChosen] = useState<string | null>(null);
  const members = useQaMembers();
  const username = chosen ?? members.data?.[0]?.username ?? null;

  return (
    <div className="money">
      <section className="panel" aria-labelledby="money-heading">
        <h2 id="money-heading">{th.money.heading}</h2>
        <div className="field field-inline">
          <label htmlFor="money-member">{th.money.member}</label>
          <select id="money-member" value={username ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {username === null ? <option value="">{th.money.chooseMember}</option> : null}
            {(members.data ?? []).map((m) => (
              <option key={m.uuid} value={m.username}>
                {m.username} · {m.name}
              </option>
            ))}
          </select>
        </div>
        <ReadFailure read={members} />
      </section>
      {username === null ? null : <MemberMoneyView key={`${namespace}:${username}`} username={username} />}
    </div>
  );
}

function MemberMoneyView({ username }: { username: string }) {
  const notify = useNotify();
  const [refusal, setRefusal] = useState<PendingRefusal | null>(null);
  const money = useMemberMoney(username);
  const moveWithdrawal = useMoveWithdrawal();
  const settleSlip = useSettleSlip();
  const failed = useNotifyFailure();
  const move = (withdrawal: WithdrawalMove) =>
    moveWithdrawal.mutate(withdrawal, {
      onSuccess: (moved) => notify('ok', th.money.moved(moved.id, th.money.withdrawalStatus[moved.status] ?? moved.status)),
      onError: failed,
    });
  const settle = (slip: SlipMove) =>
    settleSlip.mutate(slip, {
      onSuccess: (settled) => notify('ok', th.money.moved(settled.id, th.money.slipStatus[settled.status] ?? settled.status)),
      onError: failed,
    });
  const busy = moveWithdrawal.isPending || settleSlip.isPending;

  if (!money.data) return <ReadStatus read={money} />;
  const data = money.data;
  const check = checkLedger(data);

  const confirmRefusal = () => {
    if (refusal?.kind === 'withdrawal') move({ id: refusal.item.id, action: 'reject' });
    if (refusal?.kind === 'slip') settle({ id: refusal.item.id, action: 'reject' });
    setRefusal(null);
  };

  return (
    <>
      <section className="panel" aria-labelledby="money-member-heading">
        <h2 id="money-member-heading">
          {data.member.username} <span className="muted">· {levelName(data.member.level)}</span>
        </h2>
        <dl className="facts">
          <dt>{th.money.balance}</dt>
          <dd className="money-balance">{formatBaht(data.balance)}</dd>
        </dl>
        <p className={check.balanced ? 'ledger-check ledger-check-ok' : 'ledger-check ledger-check-bad'} data-balanced={check.balanced}>
          <span aria-hidden="true">{check.balanced ? '✓ ' : '✗ '}</span>
          {(check.balanced ? th.money.balanced : th.money.unbalanced)(formatBaht(check.sum), formatBaht(check.balance))}
        </p>
      </section>

      <MintSlipPanel username={username} />
      <WithdrawalsTable
        withdrawals={data.withdrawals}
        busy={busy}
        onMove={move}
        onReject={(item) => setRefusal({ kind: 'withdrawal', item })}
      />
      <SlipsTable
        slips={data.slips}
        busy={busy}
        onApprove={(id) => settle({ id, action: 'approve' })}
        onReject={(item) => setRefusal({ kind: 'slip', item })}
      />
      <DepositsTable deposits={data.deposits} />
      <LedgerTable money={data} />

      <ConfirmDialog
        open={refusal !== null}
        title={refusal?.kind === 'slip' ? th.money.rejectSlipTitle(refusal.item.id) : th.money.rejectTitle(refusal?.item.id ?? '')}
        confirmLabel={th.money.reject}
        onConfirm={confirmRefusal}
        onCancel={() => setRefusal(null)}
      >
        <p>{refusal?.kind === 'slip' ? th.money.rejectSlipBody : th.money.rejectBody(formatBaht(refusal?.item.amount ?? 0))}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * The mock's bank (docs/design/mock.md#slips): QA transfers an amount from the member's registered account and
 * gets the slip the member may deposit once: its QR payload to paste, its picture to upload.
 */
function MintSlipPanel({ username }: { username: string }) {
  const notify = useNotify();
  const failed = useNotifyFailure();
  const m = th.money;
  const [amount, setAmount] = useState('');
  const mint = useMintSlip(username);
  const minted = mint.data;
  return (
    <section className="panel" aria-labelledby="mint-slip-heading">
      <h3 className="table-heading" id="mint-slip-heading">
        {m.mintHeading}
      </h3>
      <p className="muted">{m.mintHint}</p>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          mint.mutate(Number(amount), {
            onSuccess: (minted) => notify('ok', m.minted(minted.transRef, formatBaht(minted.amount))),
            onError: failed,
          });
        }}
      >
        <div className="field">
          <label htmlFor="mint-amount">{m.mintAmount}</label>
          <input
            id="mint-amount"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={mint.isPending}>
          {m.mintSubmit}
        </button>
      </form>
      {minted ? (
        <div className="minted-slip" data-testid="minted-slip">
          <dl className="facts">
            <dt>{m.reference}</dt>
            <dd>{minted.transRef}</dd>
            <dt>{m.amount}</dt>
            <dd>{formatBaht(minted.amount)}</dd>
          </dl>
          <div className="field">
            <label htmlFor="minted-qr">{m.mintedQr}</label>
            <textarea id="minted-qr" readOnly rows={2} value={minted.qrPayload} />
          </div>
          <img src={minted.image} alt={m.mintedPicture(minted.transRef)} width={120} />
          <a className="button button-small" href={minted.image} download={`slip-${minted.transRef}.png`}>
            {m.mintedDownload}
          </a>
        </div>
      ) : null}
    </section>
  );
}

/** A titled table that scrolls on its own (a keyboard-reachable region), or a line saying it is empty. */
function Table(props: { label: string; empty: string; count: number; head: string[]; numeric?: number[]; children: ReactNode }) {
  const { label, empty, count, head, numeric = [], children } = props;
  const headingId = useId();
  return (
    <div className="panel">
      <h3 className="table-heading" id={headingId}>
        {label}
      </h3>
      {count === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="table">
            <thead>
              <tr>
                {head.map((h, index) => (
                  <th key={h} scope="col" className={numeric.includes(index) ? 'number' : undefined}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function WithdrawalsTable(props: {
  withdrawals: Withdrawal[];
  busy: boolean;
  onMove: (move: WithdrawalMove) => void;
  onReject: (item: Withdrawal) => void;
}) {
  const { withdrawals, busy, onMove, onReject } = props;
  const m = th.money;
  return (
    <Table
      label={m.withdrawals}
      empty={m.withdrawalsNone}
      count={withdrawals.length}
      head={[m.id, m.at, m.amount, m.status, m.note, m.actions]}
      numeric={[2]}
    >
      {withdrawals.map((w) => (
        <tr key={w.id}>
          <th scope="row">{w.id}</th>
          <td>{formatBangkokShort(w.createdAt)}</td>
          <td className="number">{formatBaht(w.amount)}</td>
          <td>
            <span className={`state state-${w.status}`}>{m.withdrawalStatus[w.status] ?? w.status}</span>
          </td>
          <td className="cell-wrap">{w.note ?? ''}</td>
          <td>
            <div className="button-row">
              {w.status === 'pending' ? (
                <>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={m.actionOn(m.approve, w.id)}
                    disabled={busy}
                    onClick={() => onMove({ id: w.id, action: 'approve' })}
                  >
                    {m.approve}
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={m.actionOn(m.fail, w.id)}
                    disabled={busy}
                    onClick={() => onMove({ id: w.id, action: 'fail' })}
                  >
                    {m.fail}
                  </button>
                </>
              ) : null}
              {w.status === 'pending' || w.status === 'failed' ? (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.actionOn(m.reject, w.id)}
                  disabled={busy}
                  onClick={() => onReject(w)}
                >
                  {m.reject}
                </button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function SlipsTable(props: {
  slips: SlipRequest[];
  busy: boolean;
  onApprove: (id: string) => void;
  onReject: (item: SlipRequest) => void;
}) {
  const { slips, busy, onApprove, onReject } = props;
  const m = th.money;
  return (
    <Table label={m.slips} empty={m.slipsNone} count={slips.length} head={[m.id, m.reference, m.amount, m.status, m.actions]} numeric={[2]}>
      {slips.map((s) => (
        <tr key={s.id}>
          <th scope="row">{s.id}</th>
          <td>{s.transRef}</td>
          <td className="number">{formatBaht(s.amount)}</td>
          <td>
            <span className={`state state-${s.status}`}>{m.slipStatus[s.status] ?? s.status}</span>
          </td>
          <td>
            {s.status === 'verified' || s.status === 'confirmed' ? (
              <div className="button-row">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.actionOn(m.approveSlip, s.id)}
                  disabled={busy}
                  onClick={() => onApprove(s.id)}
                >
                  {m.approveSlip}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.actionOn(m.reject, s.id)}
                  disabled={busy}
                  onClick={() => onReject(s)}
                >
                  {m.reject}
                </button>
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function DepositsTable({ deposits }: { deposits: Deposit[] }) {
  const m = th.money;
  return (
    <Table
      label={m.deposits}
      empty={m.depositsNone}
      count={deposits.length}
      head={[m.id, m.at, m.amount, m.channel, m.status, m.note]}
      numeric={[2]}
    >
      {deposits.map((d) => (
        <tr key={d.id}>
          <th scope="row">{d.id}</th>
          <td>{formatBangkokShort(d.createdAt)}</td>
          <td className="number">{formatBaht(d.amount)}</td>
          <td>{m.channels[d.channel] ?? d.channel}</td>
          <td>
            <span className={`state state-${d.status}`}>{m.depositStatus[d.status] ?? d.status}</span>
          </td>
          <td className="cell-wrap">{d.note ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}

function LedgerTable({ money }: { money: MemberMoney }) {
  const m = th.money;
  return (
    <Table
      label={m.ledger}
      empty={m.ledgerNone}
      count={money.ledger.length}
      head={[m.id, m.at, m.kind, m.description, m.amount, m.balanceAfter, m.status]}
      numeric={[4, 5]}
    >
      {money.ledger.map((line) => (
        <tr key={line.id}>
          <th scope="row">{line.id}</th>
          <td>{formatBangkokShort(line.createdAt)}</td>
          <td>{m.kinds[line.kind] ?? line.kind}</td>
          <td className="cell-wrap">{line.description}</td>
          <td className={line.amount < 0 ? 'number amount-out' : 'number'}>{formatBaht(line.amount)}</td>
          <td className="number">{formatBaht(line.balanceAfter)}</td>
          <td>{line.status === 'completed' ? m.completed : (m.withdrawalStatus[line.status] ?? line.status)}</td>
        </tr>
      ))}
    </Table>
  );
}
