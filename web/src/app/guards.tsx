import { Navigate, Outlet, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layouts/public-layout';
import { MemberLayout } from '@/components/layouts/member-layout';
import { PlainLayout } from '@/components/layouts/plain-layout';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { confirmLogout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/session';
import { useBrandRule } from './root';

/** Public area (spec 6): a member opening a public route goes to /auth. */
export function PublicArea() {
  const { user } = useSession();
  const settings = useGlobalSettings();
  if (user) return <Navigate to={paths.auth.root} replace />;
  return (
    <PublicLayout chatUrl={settings.data?.line.line1.url}>
      <Outlet />
    </PublicLayout>
  );
}

/** Member area (spec 6): anonymous visitors go to /login. */
export function MemberArea() {
  const { user } = useSession();
  const rule = useBrandRule();
  const navigate = useNavigate();
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <MemberLayout
      name={user.name}
      username={user.user_pass.username}
      shortcut={rule.bottomBarShortcut}
      onLogout={() => {
        void confirmLogout().then((loggedOut) => {
          if (loggedOut) void navigate(paths.login, { replace: true });
        });
      }}
    >
      <Outlet />
    </MemberLayout>
  );
}

/** /ma and /404 are for everyone. */
export function PlainArea() {
  return (
    <PlainLayout>
      <Outlet />
    </PlainLayout>
  );
}
