import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BottomBarShortcut } from '@site/contract/rules';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatBaht, formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { brandImageKeys, useBrand } from '../ui/brand-context';
import { FallbackImage } from '../ui/fallback-image';
import {
  ChatIcon,
  DepositIcon,
  HistoryIcon,
  HomeIcon,
  KeyIcon,
  LogoutIcon,
  MedalIcon,
  RefreshIcon,
  WheelIcon,
  WithdrawIcon,
} from '../ui/icons';
import { SiteLogo } from './public-layout';

interface MemberLayoutProps {
  name: string;
  username: string;
  /** The level's name and the member's points, from the profile fetched on load. */
  levelName: string;
  points: number;
  /** The member's credit in baht, fresh from the credit call; null until it answers. */
  credit: number | null;
  /** Asks for the credit again; `refreshing` while the answer is on its way. */
  onRefreshCredit: () => void;
  refreshing: boolean;
  /** The bottom bar's fourth button, from the brand's look in settings; null until they arrive. */
  shortcut: BottomBarShortcut | null;
  onLogout: () => void;
  /** The brand has a live-chat widget: the header keeps its place from the first frame (docs/design/web-app.md#chat-widget). */
  chatSlot: boolean;
  children: ReactNode;
}

const t = thMemberArea.nav;

/** The account menu's links: where a member looks for their own settings and records. */
const accountLinks = [
  { to: paths.auth.ranking, label: thMemberArea.titles.ranking, Icon: MedalIcon },
  { to: paths.auth.transactionHistory, label: thMemberArea.titles.transactionHistory, Icon: HistoryIcon },
  { to: paths.auth.changePassword, label: thMemberArea.titles.changePassword, Icon: KeyIcon },
] as const;

/**
 * The member (name, username, level) as a button that opens the account menu, where logout lives:
 * beside the credit, a logout button was one mis-tap from ending the session. The menu closes on
 * a choice, Escape (focus back on its button) or a tap outside it.
 */
function AccountMenu({ name, username, tier, onLogout }: { name: string; username: string; tier: string; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return (
    <div ref={root} className="account-menu">
      <button ref={button} type="button" className="member-id" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{t.accountMenu}</span>
        <span className="member-id__name" data-testid="member-name">
          {name}
        </span>
        <span className="member-id__username" data-testid="member-username">
          {username}
        </span>
        <span className="member-id__tier" data-testid="member-tier">
          {tier}
        </span>
      </button>
      <div id={menuId} className="account-menu__panel card" hidden={!open}>
        <ul className="menu">
          {accountLinks.map(({ to, label, Icon }) => (
            <li key={to} className="menu__item">
              <Link to={to} className="menu__link" onClick={() => setOpen(false)}>
                <Icon size={18} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--ghost btn--block account-menu__logout"
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          <LogoutIcon size={18} />
          {thMemberArea.logout.button}
        </button>
      </div>
    </div>
  );
}

/**
 * Member pages. The header carries the member (name, username, level) opening the account menu
 * with logout, and the credit with ฝาก and ถอน one tap away on every screen; on a desktop it also
 * holds the member menu. On a phone the bottom bar of spec 2 takes that place instead. The chat widget (a third party's
 * button and panel) is moved into `.chat-slot`, room the header keeps for it, so it covers nothing.
 */
export function MemberLayout({
  name,
  username,
  levelName,
  points,
  credit,
  onRefreshCredit,
  refreshing,
  shortcut,
  onLogout,
  chatSlot,
  children,
}: MemberLayoutProps) {
  const { images } = useBrand();
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
            name={name}
            username={username}
            tier={thMemberArea.member.tier(levelName, formatInteger(points))}
            onLogout={onLogout}
          />
        </div>
        <div className="wallet" data-testid="header-wallet">
          {/* The credit is the refresh button, as members expect after a game: one place for it on every screen. */}
          <button
            type="button"
            className="wallet__credit"
            onClick={onRefreshCredit}
            aria-label={t.refreshCredit(credit === null ? '-' : formatBaht(credit))}
            aria-busy={refreshing}
            data-testid="refresh-credit"
          >
            <span className="wallet__label" aria-hidden="true">
              {thMemberArea.member.credit}
              <RefreshIcon size={14} className={refreshing ? 'wallet__refresh wallet__refresh--busy' : 'wallet__refresh'} />
            </span>
            <strong className="wallet__amount" data-testid="header-credit" aria-hidden="true">
              {credit === null ? '-' : formatBaht(credit)}
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
          {chatSlot ? <span className="chat-slot" /> : null}
        </div>
      </header>
      <main id="main" className="page__main page__main--member" tabIndex={-1}>
        {children}
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
