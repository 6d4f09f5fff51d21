import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { LoginForm } from '@/features/auth/components/login-form';
import { th } from '@/i18n/th';

export default function LoginRoute() {
  const navigate = useNavigate();
  return (
    <section className="auth-card card" aria-labelledby="login-title">
      <PageTitle title={th.titles.login} />
      <h1 id="login-title">{th.titles.login}</h1>
      <LoginForm onLoggedIn={() => void navigate(paths.auth.dashboard, { replace: true })} />
      <p className="auth-card__switch">
        {th.auth.noAccount} <Link to={paths.register}>{th.nav.register}</Link>
      </p>
    </section>
  );
}
