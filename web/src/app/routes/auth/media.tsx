import { PageTitle } from '@/components/ui/page-title';
import { MediaHub } from '@/features/media/components/media-hub';
import { thMemberArea } from '@/i18n/th-member-area';

export default function MediaRoute() {
  return (
    <section className="stack" aria-labelledby="media-title">
      <PageTitle title={thMemberArea.titles.media} />
      <h1 id="media-title">{thMemberArea.media.heading}</h1>
      <p className="muted">{thMemberArea.media.intro}</p>
      <MediaHub />
    </section>
  );
}
