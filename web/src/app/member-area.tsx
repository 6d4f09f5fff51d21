import { Link, Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { levelRule } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/components/layouts/account-menu';
import { SiteLogo } from '@/components/layouts/public-layout';
import { brandImageKeys, useBrand } from '@/components/ui/brand-context';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ChatIcon, DepositIcon, HomeIcon, RefreshIcon, WheelIcon, WithdrawIcon } from '@/components/ui/icons';
import { confirmLogout } from '@/features/auth/api/logout';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useBrandLook, useGlobalSettings } from '@/features/settings/api/settings-queries';
import { useUserSetting } from '@/features/promotion/api/promotion-queries';
import { useUserDetail } from '@/features/user/api/user-queries';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useMemberCredit } from '@/lib/member-credit';
import { formatBaht, formatInteger } from '@/lib/money';
import { lastSessionEndReason, useSession } from '@/lib/session';
// the app shell's frame and top bar, the member shell's own rules, then what the member screens
// share: imported once here, for every member screen
import '@/components/layouts/shell.css';
import './member-area.css';
import '@/styles/member-screens.css';

const t = thMemberArea.nav;

/**
 * Member area (spec 6): anonymous visitors go to /login. On load it fetches the profile and the
 * member's settings (spec 7), so name, level and points are fresh on every member screen (the
 * profile answer refreshes the stored current user) and screens share the cached answers. Loaded
 * with the first member route, so visitors never download the member shell, the logout dialog or
 * the chat widget.
 *
 * The shell is written here with the data it shows, so an element of it is one place to edit
 * (docs/architecture.md#adding-a-member-endpoint). The header carries the member (name,
 * username, level) opening the account menu with logout, and the credit with ฝาก and ถอน one tap
 * away on every screen; on a desktop it also holds the member menu. On a phone the bottom bar of
 * spec 2 takes that place instead. The chat widget (a third party's button and panel) is moved
 * into `.chat-slot`, room the header keeps for it, so it covers nothing.
 */
export default function MemberArea() {
  const { user } = useSession();
  const { look } = useBrandLook();
  const { images } = useBrand();
  const settings = useGlobalSettings();
  const navigate = useNavigate();
  useUserDetail(user?.uuid);
  useUserSetting(user?.uuid);
  const credit = useMemberCredit(user?.user_pass.username);
  // A session the server refused goes to /auth/login (spec 8) and stays there: this redirect
  // renders in the same turn as the catalogue's own navigation and must not overtake it.
  if (!user) return <Navigate to={lastSessionEndReason() === 'refused' ? paths.auth.login : paths.login} replace />;
  const chatWidgetUrl = settings.data?.providers.chatWidgetUrl;
  // the fresh credit once the credit call answers; until then the profile's
  const shownCredit = formatBaht(credit.data?.credit ?? user.user_credit.credit);
  // the bottom bar's fourth button, from the brand's look in settings; none until they arrive
  const shortcut = look?.bottomBarShortcut ?? null;
  return (
    <div className="page page--member">
      <a className="skip-link" href="#main">
        {th.app.skipToContent}
      </a>
      <header className="topbar topbar--member">
        <div className="topbar__row">
          <SiteLogo to={paths.auth.dashboard} />
          <nav className="member-nav" aria-label={t.desktopMenu}>
            <NavLink to={paths.auth.dashboard} className="member-nav__link">
              {t.dashboard}
            </NavLink>
            <NavLink to={paths.auth.gamesCategory} className="member-nav__link">
              {t.allGames}
            </NavLink>
            {/* every activity (wheel, flip cards, movie, member promotion) is under /auth/media: its item stays lit */}
            <NavLink to={paths.auth.media} className="member-nav__link">
              {t.media}
            </NavLink>
            <NavLink to={paths.auth.reward} className="member-nav__link">
              {thMemberArea.titles.reward}
            </NavLink>
            <NavLink to={paths.auth.contact} className="member-nav__link">
              {th.nav.contact}
            </NavLink>
          </nav>
          <AccountMenu
            name={user.name}
            username={user.user_pass.username}
            tier={thMemberArea.member.tier(levelRule(user.level).nameTh, formatInteger(user.user_credit.point))}
            onLogout={() => {
              void confirmLogout().then((loggedOut) => {
                if (loggedOut) void navigate(paths.login, { replace: true });
              });
            }}
          />
        </div>
        <div className="wallet" data-testid="header-wallet">
          {/* The credit is the refresh button, as members expect after a game: one place for it on every screen. */}
          <button
            type="button"
            className="wallet__credit"
            onClick={() => void credit.refetch()}
            aria-label={t.refreshCredit(shownCredit)}
            aria-busy={credit.isFetching}
            data-testid="refresh-credit"
          >
            <span className="wallet__label" aria-hidden="true">
              {thMemberArea.member.credit}
              <RefreshIcon size={14} className={credit.isFetching ? 'wallet__refresh wallet__refresh--busy' : 'wallet__refresh'} />
            </span>
            <strong className="wallet__amount" data-testid="header-credit" aria-hidden="true">
              {shownCredit}
            </strong>
          </button>
          <Link to={paths.auth.deposit} className="btn btn--primary btn--small wallet__action">
            <DepositIcon size={18} />
            <span>{t.depositShort}</span>
          </Link>
          <Link to={paths.auth.withdraw} className="btn btn--accent btn--small wallet__action">
            <WithdrawIcon size={18} />
            <span>{t.withdrawShort}</span>
          </Link>
          {/* the brand has a live-chat widget: the header keeps its place from the first frame (docs/design/web-app.md#chat-widget) */}
          {chatWidgetUrl ? <span className="chat-slot" /> : null}
        </div>
      </header>
      <main id="main" className="page__main page__main--member" tabIndex={-1}>
        <Outlet />
        {chatWidgetUrl ? <ChatWidget scriptUrl={chatWidgetUrl} profile={user} /> : null}
      </main>
      <nav className="bottombar" aria-label={t.memberMenu}>
        <NavLink to={paths.auth.dashboard} className="bottombar__item">
          <HomeIcon />
          <span>{t.dashboard}</span>
        </NavLink>
        <NavLink to={paths.auth.deposit} className="bottombar__item" end>
          <DepositIcon />
          <span>{t.deposit}</span>
        </NavLink>
        <NavLink to={paths.auth.gamesCategory} className="bottombar__item bottombar__item--centre">
          <FallbackImage src={images[brandImageKeys.allGames]} alt="" width={48} height={48} className="bottombar__centre-img" />
          <span>{t.allGames}</span>
        </NavLink>
        {shortcut === 'withdraw' ? (
          <NavLink to={paths.auth.withdraw} className="bottombar__item">
            <WithdrawIcon />
            <span>{t.withdraw}</span>
          </NavLink>
        ) : null}
        {shortcut === 'media' ? (
          <NavLink to={paths.auth.media} className="bottombar__item">
            <WheelIcon />
            <span>{t.media}</span>
          </NavLink>
        ) : null}
        <NavLink to={paths.auth.contact} className="bottombar__item">
          <ChatIcon />
          <span>{th.nav.contact}</span>
        </NavLink>
      </nav>
    </div>
  );
}
