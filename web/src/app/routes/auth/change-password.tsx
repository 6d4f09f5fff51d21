import { PageTitle } from '@/components/ui/page-title';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';
import { useCurrentUser } from '@/lib/session';
import { th } from '@/i18n/th';

export default function ChangePasswordRoute() {
  const user = useCurrentUser();
  return (
    <section className="stack auth-card" aria-labelledby="change-password-title">
      <PageTitle title={th.titles.changePassword} />
      <h1 id="change-password-title">{th.titles.changePassword}</h1>
      <p className="muted">{th.changePassword.rules}</p>
      {user ? <ChangePasswordForm uuid={user.uuid} /> : null}
    </section>
  );
}
