import { useState, type FormEvent } from 'react';
import type { QaMember } from '@site/contract/mock-control';
import { LEVELS, THAI_BANKS } from '@site/contract/rules';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { levelName } from '@/lib/format';
import { th } from '@/i18n/th';
import { useCreateMember } from './api/members-queries';

type Draft = { username: string; password: string; level: string; credit: string; bankName: string; bankId: string; afCode: string };
const EMPTY: Draft = { username: '', password: '', level: '1', credit: '0', bankName: '', bankId: '', afCode: '' };

export function CreateMemberForm({ onCreated }: { onCreated: (member: QaMember) => void }) {
  const notify = useNotify();
  const failed = useNotifyFailure();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const create = useCreateMember();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        ...(draft.username.trim() ? { username: draft.username.trim() } : {}),
        ...(draft.password ? { password: draft.password } : {}),
        level: Number(draft.level),
        credit: Number(draft.credit || '0'),
        ...(draft.afCode.trim() ? { afCode: draft.afCode.trim() } : {}),
        ...(draft.bankName ? { bank: { bankName: draft.bankName, bankId: draft.bankId.trim() } } : {}),
      },
      {
        onSuccess: (member) => {
          notify('ok', th.members.created(member.username));
          setDraft(EMPTY);
          onCreated(member);
        },
        onError: failed,
      },
    );
  }

  return (
    <section className="panel" aria-labelledby="create-member-heading">
      <h2 id="create-member-heading">{th.members.createHeading}</h2>
      <form onSubmit={submit} className="form-grid">
        <div className="field">
          <label htmlFor="create-username">{th.members.usernameOptional}</label>
          <input id="create-username" value={draft.username} onChange={set('username')} autoComplete="off" spellCheck={false} />
        </div>
        <div className="field">
          <label htmlFor="create-password">{th.members.passwordOptional}</label>
          <input id="create-password" value={draft.password} onChange={set('password')} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="create-level">{th.members.level}</label>
          <select id="create-level" value={draft.level} onChange={set('level')}>
            {LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {levelName(level.id)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="create-credit">{th.members.startCredit}</label>
          <input id="create-credit" type="number" inputMode="decimal" min="0" step="0.01" value={draft.credit} onChange={set('credit')} />
        </div>
        <div className="field">
          <label htmlFor="create-bank">{th.members.bankName}</label>
          <select id="create-bank" value={draft.bankName} onChange={set('bankName')}>
            <option value="">{th.members.bankRandom}</option>
            {THAI_BANKS.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.nameTh}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="create-bank-id">{th.members.bankId}</label>
          <input
            id="create-bank-id"
            inputMode="numeric"
            value={draft.bankId}
            onChange={set('bankId')}
            disabled={draft.bankName === ''}
            required={draft.bankName !== ''}
            autoComplete="off"
          />
        </div>
        <div className="field field-span">
          <label htmlFor="create-af-code">{th.members.inviter}</label>
          <input id="create-af-code" value={draft.afCode} onChange={set('afCode')} autoComplete="off" spellCheck={false} />
        </div>
        <div className="field-span">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {th.members.create}
          </button>
        </div>
      </form>
    </section>
  );
}
