import { InstallAppHelp } from '@/components/ui/install-app-help';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { ChatAccounts } from '@/features/contact/components/chat-accounts';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

/**
 * The chat accounts, and how to put the site on the home screen: members reach this screen from
 * their menu, so the install help is theirs too, not only the public drawer's.
 */
export default function ContactRoute() {
  const settings = useGlobalSettings();
  return (
    <section className="stack stack--wide" aria-labelledby="contact-title">
      <PageTitle title={th.titles.contact} />
      <h1 id="contact-title">{thScreens.contact.heading}</h1>
      <p>{thScreens.contact.intro}</p>
      <QueryState query={settings}>{(data) => <ChatAccounts line={data.line} />}</QueryState>
      <InstallAppHelp />
    </section>
  );
}
