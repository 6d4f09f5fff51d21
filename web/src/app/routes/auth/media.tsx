import { PageTitle } from '@/components/ui/page-title';
import { MediaHub } from '@/features/media/components/media-hub';
import { th } from '@/i18n/th';
import '@/styles/member-area.css';

export default function MediaRoute() {
  return (
    <section className="stack" aria-labelledby="media-title">
      <PageTitle title={th.titles.media} />
      <h1 id="media-title">{th.memberArea.media.heading}</h1>
      <p className="muted">{th.memberArea.media.intro}</p>
      <MediaHub />
    </section>
  );
}
