import { PlainLayout } from '@/components/layouts/plain-layout';
import { PageTitle } from '@/components/ui/page-title';
import { th } from '@/i18n/th';

/**
 * Every route while settings carry no valid brand look (docs/design/brands.md#brand-look): a deployment mistake the
 * member cannot fix, shown plainly instead of another brand's colours and menu.
 */
export function BrandNotSetUp() {
  return (
    <PlainLayout>
      <section className="notice" aria-labelledby="brand-not-set-up-title" data-testid="brand-not-set-up">
        <PageTitle title={th.titles.brandNotSetUp} />
        <h1 id="brand-not-set-up-title">{th.brandNotSetUp.heading}</h1>
        <p>{th.brandNotSetUp.body}</p>
      </section>
    </PlainLayout>
  );
}
