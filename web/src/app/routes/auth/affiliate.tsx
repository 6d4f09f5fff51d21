import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RecordList } from '@/components/ui/record-list';
import { useAffiliateBonus, useDownline } from '@/features/affiliate/api/affiliate-queries';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function AffiliateRoute() {
  const username = useCurrentUser()?.user_pass.username;
  const bonus = useAffiliateBonus(username);
  const downline = useDownline(username);
  return (
    <section className="stack" aria-labelledby="affiliate-title">
      <PageTitle title={th.titles.affiliate} />
      <h1 id="affiliate-title">{th.titles.affiliate}</h1>
      <QueryState query={bonus}>
        {(data) => (
          <dl className="card facts">
            <div className="facts__row">
              <dt>{th.records.inviteCode}</dt>
              <dd>{data.code}</dd>
            </div>
            <div className="facts__row">
              <dt>{th.records.affiliateBalance}</dt>
              <dd>{formatBaht(data.balance)}</dd>
            </div>
          </dl>
        )}
      </QueryState>
      <h2>{th.records.downline}</h2>
      <QueryState query={downline} isEmpty={(data) => data.total === 0}>
        {(data) => (
          <RecordList
            label={th.records.downline}
            rows={Object.values(data.users)}
            rowKey={(member) => member.username}
            columns={[
              { label: th.records.username, value: (member) => member.username },
              { label: th.records.date, value: (member) => formatDateTime(member.registeredAt) },
              { label: th.records.amount, value: (member) => formatBaht(member.depositTotal) },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
