import { FRAME_HEIGHT_PX } from '@site/contract/rules';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { ProviderFrame } from '@/features/score/components/provider-frame';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { thMemberArea } from '@/i18n/th-member-area';

const t = thMemberArea.media;

/** Movies (spec 2): the brand's movie provider page from settings, in a frame like live scores (docs/design/web-app.md#member-screens). */
export default function MovieRoute() {
  const settings = useGlobalSettings();
  return (
    <div className="stack stack--wide">
      <PageTitle title={thMemberArea.titles.movie} />
      <h1>{thMemberArea.titles.movie}</h1>
      <QueryState query={settings}>
        {(data) =>
          data.providers.movieUrl ? (
            <ProviderFrame src={data.providers.movieUrl} title={t.movieFrameTitle} height={FRAME_HEIGHT_PX.movie} fitContent />
          ) : (
            <p className="card state" data-testid="no-movie-provider">
              {t.noMovieProvider}
            </p>
          )
        }
      </QueryState>
    </div>
  );
}
