import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useMemberConfigEntry } from '@/features/media/api/media-queries';
import { th } from '@/i18n/th';

export default function MovieRoute() {
  const entry = useMemberConfigEntry('member.media.movie');
  return (
    <section className="stack" aria-labelledby="movie-title">
      <PageTitle title={th.titles.movie} />
      <h1 id="movie-title">{th.titles.movie}</h1>
      <QueryState query={entry}>
        {(data) => <FallbackImage src={data.value.data.path} alt={th.titles.movie} width={400} height={400} className="media-art" />}
      </QueryState>
    </section>
  );
}
