import { PageTitle } from '@/components/ui/page-title';
import { MoviePanel } from '@/features/media/components/media-hub';
import { th } from '@/i18n/th';
import '@/styles/member-area.css';

export default function MovieRoute() {
  return (
    <div className="stack member-grid">
      <PageTitle title={th.titles.movie} />
      <h1 className="span-2">{th.titles.movie}</h1>
      <MoviePanel />
    </div>
  );
}
