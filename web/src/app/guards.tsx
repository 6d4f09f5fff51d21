import { Navigate, Outlet } from 'react-router';
import { RouteLoading } from './route-error';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PlainLayout } from '@/components/layouts/plain-layout';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { useSession } from '@/lib/session';
import { resolveApiUrl } from '@/lib/url-format';

/** Public area (spec 6): a member opening a public route goes to /auth. */
export function PublicArea() {
  const { user } = useSession();
  const settings = useGlobalSettings();
  if (user) return <Navigate to={paths.auth.root} replace />;
  return (
    <PublicLayout
      chatUrl={resolveApiUrl(settings.data?.line.line1.url) ?? undefined}
      chatId={settings.data?.line.line1.id}
      loading={<RouteLoading />}
    >
      <Outlet />
    </PublicLayout>
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
