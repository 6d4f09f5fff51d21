import { PageTitle } from '@/components/ui/page-title';
import { MoviePanel } from '@/features/media/components/media-hub';
import { thMemberArea } from '@/i18n/th-member-area';
import '@/styles/member-area.css';

export default function MovieRoute() {
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.movie} />
      <h1 className="span-2">{thMemberArea.titles.movie}</h1>
      <MoviePanel />
    </div>
  );
}
