import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { th } from '@/i18n/th';
import { brandImageKeys, useBrand } from '../ui/brand-context';
import { THAI_BANKS } from '@site/contract/rules';
import { BankLogo } from '../ui/bank-logo';
import { FallbackImage } from '../ui/fallback-image';
import { WholeWords } from '../ui/whole-words';
import { useAfterFirstPaint } from '../ui/after-first-paint';
import { closeModal, openModal } from '@/lib/modal-dialog';
import './shell.css';

// Neither is part of the first screen: the install help sits in the closed drawer, the chat link
// floats above the page; both come in a chunk of their own, keeping the entry within its budget.
const InstallAppHelp = lazy(() => import('@/components/ui/install-app-help').then((m) => ({ default: m.InstallAppHelp })));
const FloatingChat = lazy(() => import('./floating-chat').then((m) => ({ default: m.FloatingChat })));

interface PublicLayoutProps {
  /** The main chat account's link (settings line1), for the floating contact button. */
  chatUrl: string | undefined;
  /** The main chat account's id (settings line1), shown in the footer. */
  chatId: string | undefined;
  /** What `main` shows while the screen's module is on its way. */
  loading: ReactNode;
  /** The screen. */
  children: ReactNode;
}

interface MenuItem {
  key: 'casino' | 'slot' | 'sport' | 'contact';
  label: string;
  to: string | null;
  imageKey: string;
}

/** Casino and slot need a member account, so visitors are taken to the login first. */
const menuItems: readonly MenuItem[] = [
  { key: 'casino', label: th.nav.casino, to: paths.login, imageKey: brandImageKeys.casino },
  { key: 'slot', label: th.nav.slot, to: paths.login, imageKey: brandImageKeys.slot },
  { key: 'sport', label: th.nav.sport, to: null, imageKey: brandImageKeys.sport },
  { key: 'contact', label: th.nav.contact, to: paths.contact, imageKey: brandImageKeys.contact },
];

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { images } = useBrand();
  return (
    <ul className="menu">
      {menuItems.map((item) => (
        <li key={item.key} className="menu__item">
          {item.to === paths.login ? (
            // casino and slot lead to the login: not marked as the current page when it is shown
            <Link to={item.to} className="menu__link" onClick={onNavigate}>
              <FallbackImage src={images[item.imageKey]} alt="" width={28} height={28} className="menu__icon" />
              <span>{item.label}</span>
            </Link>
          ) : item.to ? (
            <NavLink to={item.to} className="menu__link" onClick={onNavigate} end>
              <FallbackImage src={images[item.imageKey]} alt="" width={28} height={28} className="menu__icon" />
              <span>{item.label}</span>
            </NavLink>
          ) : (
            // closed for now (spec): said in words on the item, not only by a faded colour that read as a fault
            <span className="menu__link menu__link--disabled" aria-disabled="true">
              <FallbackImage src={images[item.imageKey]} alt="" width={28} height={28} className="menu__icon" />
              <span>{item.label}</span>
              <span className="menu__closed">{th.nav.closedForNow}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteLogo({ to }: { to: string }) {
  const { images, siteName } = useBrand();
  return (
    <Link to={to} className="logo">
      <FallbackImage
        src={images[brandImageKeys.logo]}
        alt={th.images.logo(siteName || th.app.defaultSiteName)}
        width={120}
        height={40}
        eager
      />
    </Link>
  );
}

function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page__main" tabIndex={-1}>
      {children}
    </main>
  );
}

/**
 * The banks deposits and withdrawals work with, and the LINE contact, below every screen. Under
 * the home page, several screens long, it renders in a task of its own once the screen has
 * painted, so its text and bank marks are not laid out in the first frame. Under the other
 * screens it comes with the screen: on the short ones (login, contact) it is on a phone's first
 * screen and would otherwise appear a frame later. It is never drawn under a screen still
 * loading, which would push it down when the screen arrives.
 */
function SiteFooter({ chatUrl, chatId, belowLongScreen }: Pick<PublicLayoutProps, 'chatUrl' | 'chatId'> & { belowLongScreen: boolean }) {
  const { siteName } = useBrand();
  const screenPainted = useAfterFirstPaint(belowLongScreen);
  if (!screenPainted) return null;
  return (
    <footer className="site-footer">
      <h2 className="site-footer__title">{th.footer.banks}</h2>
      <ul className="site-footer__banks">
        {THAI_BANKS.map((bank) => (
          <li key={bank.code} title={bank.nameTh}>
            <BankLogo bank={bank} size={32} />
            <span className="visually-hidden">{bank.nameTh}</span>
          </li>
        ))}
      </ul>
      {chatUrl && chatId ? (
        <a className="btn btn--small btn--line" href={chatUrl} target="_blank" rel="noopener noreferrer">
          {th.footer.line(chatId)}
        </a>
      ) : null}
      <p className="muted site-footer__note">
        <WholeWords text={th.footer.note(siteName || th.app.defaultSiteName)} />
      </p>
    </footer>
  );
}

/** Public pages: top bar (casino, slot, sport disabled, contact), a drawer on mobile, floating chat link. */
export function PublicLayout({ chatUrl, chatId, loading, children }: PublicLayoutProps) {
  const drawerRef = useRef<HTMLDialogElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const onHome = useLocation().pathname === paths.home;

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (drawerOpen) openModal(drawer);
    else closeModal(drawer);
  }, [drawerOpen]);

  return (
    <div className="page page--public">
      <a className="skip-link" href="#main">
        {th.app.skipToContent}
      </a>
      <header className="topbar">
        <SiteLogo to={paths.home} />
        <nav className="topbar__nav" aria-label={th.nav.mainMenu}>
          <MenuLinks />
        </nav>
        <div className="topbar__actions">
          <Link to={paths.login} className="btn btn--ghost btn--small topbar__login">
            {th.nav.login}
          </Link>
          {/* from 768 px the home page's hero has the page's one call to register: a second one here split the eye */}
          <Link to={paths.register} className={`btn btn--primary btn--small${onHome ? ' topbar__register--home' : ''}`}>
            {th.nav.register}
          </Link>
          <button
            type="button"
            className="icon-btn topbar__menu-btn"
            aria-label={th.nav.openMenu}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <span className="hamburger" aria-hidden="true" />
          </button>
        </div>
      </header>
      <dialog ref={drawerRef} className="drawer" aria-label={th.nav.mainMenu} onClose={() => setDrawerOpen(false)}>
        <div className="drawer__head">
          <SiteLogo to={paths.home} />
          <button type="button" className="icon-btn" aria-label={th.nav.closeMenu} onClick={() => setDrawerOpen(false)}>
            ×
          </button>
        </div>
        <nav aria-label={th.nav.mainMenu}>
          <MenuLinks onNavigate={() => setDrawerOpen(false)} />
          <ul className="menu">
            <li className="menu__item">
              <NavLink to={paths.login} className="menu__link" onClick={() => setDrawerOpen(false)}>
                {th.nav.login}
              </NavLink>
            </li>
            <li className="menu__item">
              <NavLink to={paths.register} className="menu__link" onClick={() => setDrawerOpen(false)}>
                {th.nav.register}
              </NavLink>
            </li>
            <li className="menu__item">
              <NavLink to={paths.promotion} className="menu__link" onClick={() => setDrawerOpen(false)}>
                {th.nav.promotion}
              </NavLink>
            </li>
            <li className="menu__item">
              <NavLink to={paths.liveScore} className="menu__link" onClick={() => setDrawerOpen(false)}>
                {th.nav.liveScore}
              </NavLink>
            </li>
            <li className="menu__item">
              <NavLink to={paths.score} className="menu__link" onClick={() => setDrawerOpen(false)}>
                {th.nav.score}
              </NavLink>
            </li>
          </ul>
        </nav>
        {drawerOpen ? (
          <Suspense fallback={null}>
            <InstallAppHelp />
          </Suspense>
        ) : null}
      </dialog>
      {/* A screen whose chunk is still on its way shows the loading line in the painted layout
          (docs/design/first-paint.md#entry); the footer comes with the screen (SiteFooter). */}
      <Suspense fallback={<PageMain>{loading}</PageMain>}>
        <PageMain>{children}</PageMain>
        <SiteFooter chatUrl={chatUrl} chatId={chatId} belowLongScreen={onHome} />
      </Suspense>
      {chatUrl ? (
        <Suspense fallback={null}>
          <FloatingChat chatUrl={chatUrl} />
        </Suspense>
      ) : null}
    </div>
  );
}
