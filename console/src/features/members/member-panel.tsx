import { useState, type FormEvent } from 'react';
import type { QaMember } from '@site/contract/mock-control';
import { LEVELS } from '@site/contract/rules';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { failureMessage } from '@/lib/control';
import { bankName, formatBaht, levelName } from '@/lib/format';
import { th } from '@/i18n/th';
import { useLogInAs, usePostLedgerLine, useSetLevel } from './api/members-queries';

/** One member: level, credit (a ledger line that says it came from QA) and "log in as". */
export function MemberPanel({ member }: { member: QaMember }) {
  const notify = useNotify();
  const [level, setLevel] = useState(String(member.level));
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<'deposit' | 'adjustment'>('adjustment');
  const [note, setNote] = useState<string>(th.members.adjustNoteDefault);
  const saveLevel = useSetLevel(member.username);
  const adjust = usePostLedgerLine(member.username);
  const loginAs = useLogInAs(member.username);
  const failed = useNotifyFailure();
  const logIn = () =>
    loginAs.mutate(undefined, {
      onSuccess: () => notify('ok', th.members.loginAsDone(member.username)),
      onError: (error) =>
        notify('error', error instanceof Error && error.message === 'popup-blocked' ? th.members.loginAsBlocked : failureMessage(error)),
    });

  const submitLevel = (event: FormEvent) => {
    event.preventDefault();
    saveLevel.mutate(Number(level), {
      onSuccess: (saved) => notify('ok', th.members.levelSaved(saved.username, levelName(saved.level))),
      onError: failed,
    });
  };
  const submitAdjust = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate(
      { amount: Number(amount), kind, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (saved) => {
          notify('ok', th.members.adjusted(saved.username, formatBaht(saved.credit)));
          setAmount('');
        },
        onError: failed,
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="member-panel-heading">
      <h2 id="member-panel-heading">{member.username}</h2>
      <dl className="facts">
        <dt>{th.members.name}</dt>
        <dd>{member.name}</dd>
        <dt>{th.members.phone}</dt>
        <dd>{member.phone}</dd>
        <dt>{th.members.level}</dt>
        <dd>{levelName(member.level)}</dd>
        <dt>{th.members.credit}</dt>
        <dd>{formatBaht(member.credit)}</dd>
        <dt>{th.members.bank}</dt>
        <dd>
          {bankName(member.bank.bankName)} {member.bank.bankId}
        </dd>
        <dt>{th.members.password}</dt>
        <dd>{member.password || th.members.registered}</dd>
      </dl>
      <button type="button" className="button button-primary" onClick={logIn} disabled={loginAs.isPending}>
        {th.members.loginAs}
      </button>

      <form onSubmit={submitLevel} className="inline-form">
        <div className="field">
          <label htmlFor="member-level">{th.members.levelOf(member.username)}</label>
          <select id="member-level" value={level} onChange={(event) => setLevel(event.target.value)}>
            {LEVELS.map((l) => (
              <option key={l.id} value={l.id}>
                {levelName(l.id)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={saveLevel.isPending || Number(level) === member.level}>
          {th.members.setLevel}
        </button>
      </form>

      <form onSubmit={submitAdjust} className="stack-form" aria-labelledby="adjust-heading">
        <h3 id="adjust-heading">{th.members.adjustOf(member.username)}</h3>
        <div className="field">
          <label htmlFor="adjust-amount">{th.members.adjustAmount}</label>
          <input
            id="adjust-amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <fieldset className="field">
          <legend>{th.members.adjustKind}</legend>
          <label className="choice">
            <input type="radio" name="adjust-kind" checked={kind === 'adjustment'} onChange={() => setKind('adjustment')} />
            {th.members.kindAdjustment}
          </label>
          <label className="choice">
            <input type="radio" name="adjust-kind" checked={kind === 'deposit'} onChange={() => setKind('deposit')} />
            {th.members.kindDeposit}
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="adjust-note">{th.members.adjustNote}</label>
          <input id="adjust-note" value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
        </div>
        <button type="submit" className="button" disabled={adjust.isPending || amount === ''}>
          {th.members.adjust}
        </button>
      </form>
    </section>
  );
}
