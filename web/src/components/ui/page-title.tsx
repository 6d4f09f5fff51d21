import { th } from '@/i18n/th';
import { useBrand } from './brand-context';

/** The document title of a page while it is shown, "<page> | <site name>" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { siteName } = useBrand();
  return <title>{`${title}${th.app.titleSeparator}${siteName || th.app.defaultSiteName}`}</title>;
}
