import { useDeferredValue, useState } from 'react';
import { MEMBERS_PAGE, type QaMember } from '@site/contract/mock-control';
import { ReadFailure } from '@/components/read-status';
import { bankName, formatBaht, levelName } from '@/lib/format';
import { useNamespace } from '@/lib/namespace';
import { th } from '@/i18n/th';
import { useMembersPage } from './api/members-queries';
import { CreateMemberForm } from './create-member-form';
import { MemberPanel } from './member-panel';

export function MembersPage() {
  const namespace = useNamespace();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<string | null>(null);
  const [created, setCreated] = useState<QaMember | null>(null);
  // the cursor of every page opened after the first: the last username of the page before (docs/design/mock.md#bounds)
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const members = useMembersPage(q, after);
  const list = members.data ?? [];
  const chosen = list.find((m) => m.username === selected) ?? (created?.username === selected ? created : null);
  const lastOnPage = list.at(-1)?.username;

  return (
    <div className="columns">
      <section className="panel panel-wide" aria-labelledby="members-heading">
        <h2 id="members-heading">{th.members.heading}</h2>
        <div className="field">
          <label htmlFor="member-search">{th.members.search}</label>
          <input
            id="member-search"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setCursors([]);
            }}
            placeholder={th.members.searchHint}
            autoComplete="off"
          />
        </div>
        <p className="muted" aria-live="polite">
          {members.isSuccess ? th.members.count(list.length) : th.app.loading}
        </p>
        <ReadFailure read={members} />
        <div className="table-scroll" tabIndex={0} role="region" aria-label={th.members.heading}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{th.members.username}</th>
                <th scope="col">{th.members.phone}</th>
                <th scope="col">{th.members.level}</th>
                <th scope="col" className="number">
                  {th.members.credit}
                </th>
                <th scope="col">{th.members.bank}</th>
                <th scope="col">{th.members.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((member) => (
                <tr key={member.uuid} aria-selected={member.username === selected}>
                  <th scope="row">
                    {member.username}
                    <span className="cell-sub">{member.name}</span>
                  </th>
                  <td>{member.phone}</td>
                  <td>{levelName(member.level)}</td>
                  <td className="number">{formatBaht(member.credit)}</td>
                  <td>
                    <abbr title={bankName(member.bank.bankName)}>{member.bank.bankName}</abbr> {member.bank.bankId}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={`${th.members.actions} ${member.username}`}
                      aria-pressed={member.username === selected}
                      onClick={() => setSelected(member.username)}
                    >
                      {th.members.actions}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {members.isSuccess && list.length === 0 ? <p>{th.members.none}</p> : null}
        </div>
        {cursors.length > 0 || list.length === MEMBERS_PAGE.default ? (
          <div className="button-row pager">
            <button
              type="button"
              className="button button-small"
              disabled={cursors.length === 0}
              onClick={() => setCursors((opened) => opened.slice(0, -1))}
            >
              {th.members.previousPage}
            </button>
            <span className="muted">{th.members.page(cursors.length + 1)}</span>
            <button
              type="button"
              className="button button-small"
              disabled={list.length < MEMBERS_PAGE.default || lastOnPage === undefined}
              onClick={() => {
                if (lastOnPage !== undefined) setCursors((opened) => [...opened, lastOnPage]);
              }}
            >
              {th.members.nextPage}
            </button>
          </div>
        ) : null}
      </section>
      <div className="side">
        {chosen ? <MemberPanel key={`${namespace}:${chosen.username}`} member={chosen} /> : null}
        <CreateMemberForm
          onCreated={(member) => {
            setCreated(member);
            setSelected(member.username);
          }}
        />
      </div>
    </div>
  );
}
