import { Navigate, Outlet, useNavigate } from 'react-router';
import { levelRule } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { MemberLayout } from '@/components/layouts/member-layout';
import { confirmLogout } from '@/features/auth/api/logout';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useBrandLook, useGlobalSettings } from '@/features/settings/api/settings-queries';
import { useUserSetting } from '@/features/promotion/api/promotion-queries';
import { useUserDetail } from '@/features/user/api/user-queries';
import { useMemberCredit } from '@/lib/member-credit';
import { lastSessionEndReason, useSession } from '@/lib/session';

/**
 * Member area (spec 6): anonymous visitors go to /login. On load it fetches the profile and the
 * member's settings (spec 7), so name, level and points are fresh on every member screen (the
 * profile answer refreshes the stored current user) and screens share the cached answers. Loaded with the first member route, so
 * visitors never download the member layout, the logout dialog or the chat widget.
 */
export default function MemberArea() {
  const { user } = useSession();
  const { look } = useBrandLook();
  const settings = useGlobalSettings();
  const navigate = useNavigate();
  useUserDetail(user?.uuid);
  useUserSetting(user?.uuid);
  const credit = useMemberCredit(user?.user_pass.username);
  // A session the server refused goes to /auth/login (spec 8) and stays there: this redirect
  // renders in the same turn as the catalogue's own navigation and must not overtake it.
  if (!user) return <Navigate to={lastSessionEndReason() === 'refused' ? paths.auth.login : paths.login} replace />;
  const chatWidgetUrl = settings.data?.providers.chatWidgetUrl;
  return (
    <MemberLayout
      name={user.name}
      username={user.user_pass.username}
      levelName={levelRule(user.level).nameTh}
      points={user.user_credit.point}
      credit={credit.data?.credit ?? user.user_credit.credit}
      onRefreshCredit={() => void credit.refetch()}
      refreshing={credit.isFetching}
      shortcut={look?.bottomBarShortcut ?? null}
      chatSlot={Boolean(chatWidgetUrl)}
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
