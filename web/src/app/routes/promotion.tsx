import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { PromotionPeriods } from '@/features/promotion/components/promotion-periods';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

export default function PromotionRoute() {
  const settings = useGlobalSettings();
  return (
    <section className="stack" aria-labelledby="promotion-title">
      <PageTitle title={th.titles.promotion} />
      <h1 id="promotion-title">{thScreens.promotion.heading}</h1>
      <QueryState query={settings}>{(data) => <PromotionPeriods setting={data.promotion} />}</QueryState>
    </section>
  );
}
