import { levelRule } from '@site/contract/rules';
import { type CurrentUser } from '@/lib/session';
import { formatBaht, formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';
import { useCredit, useUserDetail } from '../api/user-queries';

/** Name, username, level and credit of the member (the first slice of issue 2). */
export function MemberSummary({ user }: { user: CurrentUser }) {
  const detail = useUserDetail(user.uuid);
  const profile = detail.data ?? user;
  const username = profile.user_pass.username;
  const credit = useCredit(username);
  const level = levelRule(profile.level);

  return (
    <section className="card member-summary" aria-labelledby="member-summary-title">
      <h1 id="member-summary-title" className="member-summary__greeting">
        {th.member.greeting} <span data-testid="dashboard-name">{profile.name}</span>
      </h1>
      <dl className="facts">
        <div className="facts__row">
          <dt>{th.member.username}</dt>
          <dd data-testid="dashboard-username">{username}</dd>
        </div>
        <div className="facts__row">
          <dt>{th.member.level}</dt>
          <dd>{level.nameTh}</dd>
        </div>
      </dl>
      <div className="credit" aria-live="polite">
        <span className="credit__label">{th.member.credit}</span>
        <span className="credit__amount" data-testid="dashboard-credit">
          {credit.data ? formatBaht(credit.data.credit) : formatBaht(profile.user_credit.credit)}
        </span>
        <span className="credit__unit">{th.app.baht}</span>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => void credit.refetch()}
          disabled={credit.isFetching}
          aria-label={th.member.refreshCredit}
        >
          ↻
        </button>
      </div>
      <p className="muted">
        {th.member.point}: {formatInteger(credit.data?.point ?? profile.user_credit.point)}
      </p>
    </section>
  );
}
