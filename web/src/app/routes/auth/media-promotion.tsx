import { Link } from 'react-router';
import { promotionRuns } from '@site/contract/domains/settings';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { PromotionPeriods } from '@/features/promotion/components/promotion-periods';
import { useUserSetting } from '@/features/promotion/api/promotion-queries';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

/** The member's own bonus periods (spec 2), and the way to use them: a deposit. */
export default function MediaPromotionRoute() {
  const user = useCurrentUser();
  const setting = useUserSetting(user?.uuid);
  return (
    <section className="stack" aria-labelledby="media-promotion-title">
      <PageTitle title={thMemberArea.titles.mediaPromotion} />
      <h1 id="media-promotion-title">{thMemberArea.titles.mediaPromotion}</h1>
      <QueryState query={setting}>
        {(data) => (
          <>
            <PromotionPeriods setting={data} />
            {promotionRuns(data) ? (
              <Link to={paths.auth.deposit} className="btn btn--primary btn--block">
                {thMemberArea.mediaPromotion.deposit}
              </Link>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
