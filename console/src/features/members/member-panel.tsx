import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QaMember } from '@site/contract/mock-control';
import type { Session } from '@site/contract/domains/auth';
import { LEVELS } from '@site/contract/rules';
import { useNotify } from '../../components/notice';
import { controlClient, requireOk } from '../../lib/control';
import { bankName, formatBaht, levelName } from '../../lib/format';
import { openMemberSite } from '../../lib/member-site';
import { useNamespace } from '../../lib/namespace';
import { keys } from '../../lib/query';
import { th } from '../../i18n/th';

/** One member: level, credit (a ledger line that says it came from QA) and "log in as". */
export function MemberPanel({ member }: { member: QaMember }) {
  const namespace = useNamespace();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [level, setLevel] = useState(String(member.level));
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<'deposit' | 'adjustment'>('adjustment');
  const [note, setNote] = useState<string>(th.members.adjustNoteDefault);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.namespace(namespace) });

  const saveLevel = useMutation({
    mutationFn: async () =>
      requireOk<QaMember>(
        await controlClient(namespace).setLevel({ params: { username: member.username }, body: { level: Number(level) } }),
      ),
    onSuccess: async (saved) => {
      notify('ok', th.members.levelSaved(saved.username, levelName(saved.level)));
      await refresh();
    },
    onError: (error) => notify('error', error.message),
  });
  const adjust = useMutation({
    mutationFn: async () =>
      requireOk<QaMember>(
        await controlClient(namespace).ledger({
          params: { username: member.username },
          body: { amount: Number(amount), kind, ...(note.trim() ? { note: note.trim() } : {}) },
        }),
      ),
    onSuccess: async (saved) => {
      notify('ok', th.members.adjusted(saved.username, formatBaht(saved.credit)));
      setAmount('');
      await refresh();
    },
    onError: (error) => notify('error', error.message),
  });
  const loginAs = useMutation({
    mutationFn: () =>
      openMemberSite(namespace, async () =>
        requireOk<Session>(await controlClient(namespace).memberSession({ params: { username: member.username }, body: {} })),
      ),
    onSuccess: () => notify('ok', th.members.loginAsDone(member.username)),
    onError: (error) => notify('error', error.message === 'popup-blocked' ? th.members.loginAsBlocked : error.message),
  });

  const submitLevel = (event: FormEvent) => {
    event.preventDefault();
    saveLevel.mutate();
  };
  const submitAdjust = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate();
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
      <button type="button" className="button button-primary" onClick={() => loginAs.mutate()} disabled={loginAs.isPending}>
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
