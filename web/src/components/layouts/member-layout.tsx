import { type ReactNode } from 'react';
import type { BottomBarShortcut } from '@site/contract/rules';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { brandImageKeys, useBrand } from '../ui/brand-context';
import { FallbackImage } from '../ui/fallback-image';
import { SiteLogo } from './public-layout';

interface MemberLayoutProps {
  name: string;
  username: string;
  /** The level's name and the member's points, from the profile fetched on load. */
  levelName: string;
  points: number;
  /** The bottom bar's fourth button, from the brand's look in settings; null until they arrive. */
  shortcut: BottomBarShortcut | null;
  onLogout: () => void;
  children: ReactNode;
}

function BottomIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const icons = {
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  deposit: 'M4 6h16v12H4zM2 4v16h20V4zm10 3-4 4h3v4h2v-4h3z',
  withdraw: 'M4 6h16v12H4zM2 4v16h20V4zm10 11 4-4h-3V7h-2v4H8z',
  media: 'M12 2 9 9H2l6 4-2 8 6-5 6 5-2-8 6-4h-7z',
  contact: 'M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.7 6.2L5 21l4.1-2.3c.9.2 1.9.3 2.9.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z',
};

/** Member pages: top bar (logo, name, username, logout) and the bottom bar of spec 2. */
export function MemberLayout({ name, username, levelName, points, shortcut, onLogout, children }: MemberLayoutProps) {
  const { images } = useBrand();
  return (
    <div className="page page--member">
      <a className="skip-link" href="#main">
        {th.app.skipToContent}
      </a>
      <header className="topbar topbar--member">
        <SiteLogo to={paths.auth.dashboard} />
        <div className="member-id">
          <span className="member-id__name" data-testid="member-name">
            {name}
          </span>
          <span className="member-id__username" data-testid="member-username">
            {username}
          </span>
          <span className="member-id__tier" data-testid="member-tier">
            {thMemberArea.member.tier(levelName, formatInteger(points))}
          </span>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={onLogout}>
          {thMemberArea.logout.button}
        </button>
      </header>
      <main id="main" className="page__main page__main--member" tabIndex={-1}>
        {children}
      </main>
      <nav className="bottombar" aria-label={thMemberArea.nav.memberMenu}>
        <NavLink to={paths.auth.dashboard} className="bottombar__item">
          <BottomIcon d={icons.home} />
          <span>{thMemberArea.nav.dashboard}</span>
        </NavLink>
        <NavLink to={paths.auth.deposit} className="bottombar__item" end>
          <BottomIcon d={icons.deposit} />
          <span>{thMemberArea.nav.deposit}</span>
        </NavLink>
        <NavLink to={paths.auth.gamesCategory} className="bottombar__item bottombar__item--centre">
          <FallbackImage src={images[brandImageKeys.allGames]} alt="" width={48} height={48} className="bottombar__centre-img" />
          <span>{thMemberArea.nav.allGames}</span>
        </NavLink>
        {shortcut === 'withdraw' ? (
          <NavLink to={paths.auth.withdraw} className="bottombar__item">
            <BottomIcon d={icons.withdraw} />
            <span>{thMemberArea.nav.withdraw}</span>
          </NavLink>
        ) : null}
        {shortcut === 'media' ? (
          <NavLink to={paths.auth.media} className="bottombar__item" end>
            <BottomIcon d={icons.media} />
            <span>{thMemberArea.nav.media}</span>
          </NavLink>
        ) : null}
        <NavLink to={paths.auth.contact} className="bottombar__item">
          <BottomIcon d={icons.contact} />
          <span>{th.nav.contact}</span>
        </NavLink>
      </nav>
    </div>
  );
}
