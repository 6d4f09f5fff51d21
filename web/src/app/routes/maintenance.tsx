import { PageTitle } from '@/components/ui/page-title';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

/** Shown on every route while websiteStatus is MA; AppRoot leaves it when maintenance ends. */
export default function MaintenanceRoute() {
  return (
    <section className="notice" aria-labelledby="maintenance-title" data-testid="maintenance-page">
      <PageTitle title={th.titles.maintenance} />
      <svg className="notice__icon" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z"
        />
      </svg>
      <h1 id="maintenance-title">{thScreens.maintenance.heading}</h1>
      <p>{thScreens.maintenance.body}</p>
    </section>
  );
}
