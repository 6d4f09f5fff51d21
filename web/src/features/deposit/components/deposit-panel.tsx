import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import { type Deposit, type MemberDeposits } from '@site/contract';
import { thaiBank } from '@site/contract/rules';
import { MoneyRequestRows } from '@/components/ui/money-request-rows';
import { paths } from '@/config/paths';
import { BankLogo } from '@/components/ui/bank-logo';
import { CopyButton } from '@/components/ui/copy-button';
import { WholeWords } from '@/components/ui/whole-words';
import { QueryState } from '@/components/ui/query-state';
import { formatBaht, formatInteger } from '@/lib/money';
import { bringIntoView } from '@/lib/bring-into-view';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMemberDeposits } from '../api/deposit-queries';
import { promptPayPayload } from '../promptpay';
import '../deposit.css';

const t = thMemberArea.deposit;

function BankName({ code }: { code: string }) {
  const bank = thaiBank(code);
  return <WholeWords text={bank?.nameTh ?? code} together />;
}

function SiteAccounts({ data }: { data: MemberDeposits }) {
  return (
    <section className="card stack" aria-labelledby="deposit-accounts-title">
      <h2 id="deposit-accounts-title">{t.transferTo}</h2>
      <ul className="site-accounts" data-testid="site-accounts">
        {data.accounts.map((account) => {
          const bank = thaiBank(account.bankName);
          return (
            <li key={`${account.bankName}-${account.bankId}`} className="site-account">
              {bank ? <BankLogo bank={bank} size={40} /> : <span />}
              <div>
                <p>
                  <BankName code={account.bankName} />
                </p>
                <p className="bank-account__number">{account.bankId}</p>
                <p className="muted">
                  <WholeWords text={account.accountName} />
                </p>
              </div>
              <CopyButton value={account.bankId} what={t.bankId} />
            </li>
          );
        })}
      </ul>
      <p className="muted" data-testid="deposit-from-account">
        {t.fromAccount}: {/* the account on a line of its own: run on after the rule, its holder's name wrapped alone at 1280 px */}
        <span className="deposit-from__account">
          <BankName code={data.fromAccount.bankName} /> {data.fromAccount.bankId}{' '}
          <WholeWords text={`(${data.fromAccount.accountName})`} together />
        </span>
      </p>
      <Link className="btn btn--secondary" to={paths.auth.depositSlip}>
        {t.slipLink}
      </Link>
    </section>
  );
}

/** Amounts members pick most, one tap each (any other amount can be typed). */
const QUICK_AMOUNTS = [100, 300, 500, 1000] as const;

function PromptPay({ promptPayId }: { promptPayId: string }) {
  const [amount, setAmount] = useState('');
  const value = Number(amount);
  const valid = amount !== '' && Number.isFinite(value) && value > 0 && Math.round(value * 100) === value * 100;
  // A quick amount's QR opens below the fold on a phone: the page moves to it (not while typing,
  // when the keyboard is up and each digit would move the page).
  const qr = useRef<HTMLDivElement>(null);
  const [quickTaps, setQuickTaps] = useState(0);
  useEffect(() => {
    if (quickTaps > 0) bringIntoView(qr.current, 'nearest');
  }, [quickTaps]);
  return (
    <section className="card stack" aria-labelledby="promptpay-title">
      <h2 id="promptpay-title">{t.promptPay}</h2>
      <ul className="chips quick-amounts" aria-label={t.quickAmounts}>
        {QUICK_AMOUNTS.map((quick) => (
          <li key={quick}>
            <button
              type="button"
              className="chip"
              aria-pressed={valid && value === quick}
              onClick={() => {
                setAmount(String(quick));
                setQuickTaps((taps) => taps + 1);
              }}
            >
              {t.quickAmount(formatInteger(quick))}
            </button>
          </li>
        ))}
      </ul>
      <div className="field">
        <label className="field__label" htmlFor="promptpay-amount">
          {t.promptPayAmount}
        </label>
        <input
          id="promptpay-amount"
          className="field__input"
          type="number"
          inputMode="decimal"
          min="1"
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      {/* The QR carries the amount: it shows once there is one, so a member never scans an open amount. */}
      {valid ? (
        <div className="promptpay" data-result="" ref={qr}>
          <div className="qr-box">
            <QRCodeSVG
              value={promptPayPayload(promptPayId, value)}
              level="M"
              size={180}
              marginSize={2}
              title={t.promptPayQr(formatBaht(value))}
              data-testid="promptpay-qr"
            />
          </div>
          <p className="promptpay__amount">{t.promptPayQr(formatBaht(value))}</p>
          <p className="muted">
            {t.promptPayId}: {promptPayId}
          </p>
        </div>
      ) : (
        <p className="muted" data-testid="promptpay-pick-amount">
          {t.promptPayPickAmount}
        </p>
      )}
    </section>
  );
}

function DepositHistory({ rows }: { rows: readonly Deposit[] }) {
  return (
    <MoneyRequestRows
      label={t.history}
      testId="deposit-history"
      statusText={t.status}
      rows={rows.map((row) => ({
        ...row,
        details: (
          <>
            {t.channel[row.channel] ?? row.channel} · <BankName code={row.bankName} />
            {row.note ? ` · ${row.note}` : ''}
          </>
        ),
      }))}
    />
  );
}

/** Where to transfer (copy buttons), the member's own account, PromptPay for an amount, history. */
export function DepositPanel({ uuid }: { uuid: string }) {
  const deposits = useMemberDeposits(uuid);
  return (
    <QueryState query={deposits}>
      {(data) => (
        <>
          <SiteAccounts data={data} />
          {data.promptPayId ? <PromptPay promptPayId={data.promptPayId} /> : null}
          {/* under both ways to pay; beside the one way when the brand has no PromptPay, not under an empty half */}
          <section className={data.promptPayId ? 'card stack span-2' : 'card stack'} aria-labelledby="deposit-history-title">
            <h2 id="deposit-history-title">{t.history}</h2>
            {data.history.length === 0 ? <p className="state state--empty">{th.app.empty}</p> : <DepositHistory rows={data.history} />}
          </section>
        </>
      )}
    </QueryState>
  );
}
