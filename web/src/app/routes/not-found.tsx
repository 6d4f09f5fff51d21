import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { th } from '@/i18n/th';

export default function NotFoundRoute() {
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <PageTitle title={th.titles.notFound} />
      <p className="notice__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{th.notFound.heading}</h1>
      <p>{th.notFound.body}</p>
      <Link to={paths.home} className="btn btn--primary">
        {th.app.backHome}
      </Link>
    </section>
  );
}
