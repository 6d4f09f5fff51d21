import { Navigate, Outlet, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { MemberLayout } from '@/components/layouts/member-layout';
import { confirmLogout } from '@/features/auth/api/logout';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useGlobalSettings } from '@/features/settings/api/settings-queries';
import { useSession } from '@/lib/session';
import { useBrandRule } from './root';

/**
 * Member area (spec 6): anonymous visitors go to /login. Loaded with the first member route, so
 * visitors never download the member layout, the logout dialog or the chat widget.
 */
export default function MemberArea() {
  const { user } = useSession();
  const rule = useBrandRule();
  const settings = useGlobalSettings();
  const navigate = useNavigate();
  if (!user) return <Navigate to={paths.login} replace />;
  const chatWidgetUrl = settings.data?.providers.chatWidgetUrl;
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
      {chatWidgetUrl ? <ChatWidget scriptUrl={chatWidgetUrl} profile={user} /> : null}
    </MemberLayout>
  );
}
