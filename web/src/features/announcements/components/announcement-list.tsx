import { QueryState } from '@/components/ui/query-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDateTime } from '@/lib/dates';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMemberAnnouncements } from '../api/announcement-queries';

const t = thMemberArea.announcements;

/** Announcements readable from the dashboard: the title always, the body on demand (details). */
export function AnnouncementList() {
  const announcements = useMemberAnnouncements();
  return (
    <section className="card stack" aria-labelledby="announcements-title">
      <h2 id="announcements-title">{t.heading}</h2>
      <QueryState query={announcements} isEmpty={(rows) => rows.length === 0} emptyText={t.empty}>
        {(rows) => (
          <ul className="announcements" data-testid="announcements">
            {rows.map((item) => (
              <li key={item.id} className="announcement">
                <details>
                  <summary>
                    {item.pinned ? <span className="tag">{t.pinned}</span> : null}
                    <span className="announcement__title">{item.title}</span>
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
