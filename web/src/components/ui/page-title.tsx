import { useEffect } from 'react';
import { th } from '@/i18n/th';
import { useBrand } from './brand-context';

/** Sets the document title of a page while it is shown: "<page> | <site name>". */
export function PageTitle({ title }: { title: string }) {
  const { siteName } = useBrand();
  useEffect(() => {
    document.title = `${title}${th.app.titleSeparator}${siteName || th.app.defaultSiteName}`;
  }, [title, siteName]);
  return null;
}
