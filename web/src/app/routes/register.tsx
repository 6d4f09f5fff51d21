import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { RegisterForm } from '@/features/registration/components/register-form';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';

/** /register, /regis/{team}/{marketing}, /regiss/{team}/{marketing} and /aff/{afCode}. */
export default function RegisterRoute() {
  const { team, marketing, afCode } = useParams();
  const navigate = useNavigate();
  return (
    <section className="auth-card card" aria-labelledby="register-title">
      <PageTitle title={th.titles.register} />
      <h1 id="register-title">{th.titles.register}</h1>
      <RegisterForm
        afCode={afCode}
        team={team}
        marketing={marketing}
        onRegistered={() => void navigate(paths.auth.dashboard, { replace: true })}
      />
      <p className="auth-card__switch">
        {thScreens.register.haveAccount} <Link to={paths.login}>{th.nav.login}</Link>
      </p>
    </section>
  );
}
