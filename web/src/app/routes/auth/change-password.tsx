import { PageTitle } from '@/components/ui/page-title';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';
import { useCurrentUser } from '@/lib/session';
import { thMemberArea } from '@/i18n/th-member-area';
import '@/styles/member-area.css';

export default function ChangePasswordRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  const t = thMemberArea.password;
  return (
    <section className="stack auth-card card" aria-labelledby="change-password-title">
      <PageTitle title={thMemberArea.titles.changePassword} />
      <h1 id="change-password-title">{thMemberArea.titles.changePassword}</h1>
      <div>
        <h2>{t.rulesHeading}</h2>
        <ul className="rules-list">
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <ChangePasswordForm uuid={user.uuid} />
    </section>
  );
}
