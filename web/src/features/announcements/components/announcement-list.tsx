import { type ComponentProps } from 'react';
import { type Announcement } from '@site/contract';
import { QueryState } from '@/components/ui/query-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDateTime } from '@/lib/dates';
import { th } from '@/i18n/th';
import { useMemberAnnouncements, usePublicAnnouncements } from '../api/announcement-queries';
import '../announcements.css';

const t = th.announcements;

interface AnnouncementCardProps {
  query: ComponentProps<typeof QueryState<Announcement[]>>['query'];
  audience: 'public' | 'member';
}

/** Announcements: the title always, the body on demand (details). */
function AnnouncementCard({ query, audience }: AnnouncementCardProps) {
  const titleId = `announcements-title-${audience}`;
  return (
    <section className="card stack announcements-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.heading}</h2>
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t.empty}>
        {(rows) => (
          <ul className="announcements" data-testid={audience === 'public' ? 'public-announcements' : 'announcements'}>
            {rows.map((item) => (
              <li key={item.id} className="announcement">
                <details>
                  <summary>
                    {/* the title first: titles line up whether pinned or not */}
                    <span className="announcement__title">{item.title}</span>
                    {item.pinned ? <span className="tag">{t.pinned}</span> : null}
                    <time className="muted announcement__time" dateTime={item.publishedAt}>
                      {formatDateTime(item.publishedAt)}
                    </time>
                  </summary>
                  {item.image ? <FallbackImage src={item.image} alt="" width={640} height={240} className="announcement__img" /> : null}
                  <p className="announcement__body">{item.body}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The home page's announcements (GET /api/announcement, public in spec 6). */
export function PublicAnnouncementList() {
  return <AnnouncementCard query={usePublicAnnouncements()} audience="public" />;
}

/** The dashboard's announcements (GET /api/auth/announcement). */
export function AnnouncementList() {
  return <AnnouncementCard query={useMemberAnnouncements()} audience="member" />;
}
