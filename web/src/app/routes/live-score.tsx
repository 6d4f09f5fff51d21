import { FRAME_HEIGHT_PX } from '@site/contract/rules';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { ProviderFrame } from '@/features/score/components/provider-frame';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

export default function LiveScoreRoute() {
  const settings = useGlobalSettings();
  return (
    <section className="stack stack--wide" aria-labelledby="live-score-title">
      <PageTitle title={th.titles.liveScore} />
      <h1 id="live-score-title">{th.titles.liveScore}</h1>
      <QueryState query={settings}>
        {(data) => (
          <ProviderFrame src={data.providers.liveScoreUrl} title={thScreens.frames.liveScoreTitle} height={FRAME_HEIGHT_PX.liveScore} />
        )}
      </QueryState>
    </section>
  );
}
