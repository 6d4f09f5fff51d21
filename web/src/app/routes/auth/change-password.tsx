import { PageTitle } from '@/components/ui/page-title';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';

/**
 * The form, and its rules beside it on a desktop (no half-empty page), below it on a phone: there
 * the button stays clear of the notices that rise from the foot of the screen.
 */
export default function ChangePasswordRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  const t = thMemberArea.password;
  return (
    <div className="stack member-grid">
      <PageTitle title={thMemberArea.titles.changePassword} />
      <h1 className="span-2">{thMemberArea.titles.changePassword}</h1>
      <section className="card stack" aria-label={thMemberArea.titles.changePassword}>
        <ChangePasswordForm uuid={user.uuid} />
      </section>
      <section className="card stack" aria-labelledby="password-rules-title">
        <h2 id="password-rules-title">{t.rulesHeading}</h2>
        <ul className="rules-list">
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
