import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { thMemberArea } from '@/i18n/th-member-area';
import { HistoryIcon, KeyIcon, LogoutIcon, MedalIcon } from '../ui/icons';
import './account-menu.css';

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
export function AccountMenu({ name, username, tier, onLogout }: { name: string; username: string; tier: string; onLogout: () => void }) {
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
