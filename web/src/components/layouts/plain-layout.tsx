import { type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { SiteLogo } from './public-layout';
import './shell.css';

/** Pages for everyone, member or not: maintenance and not-found. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page page--plain">
      <header className="topbar topbar--plain">
        <SiteLogo to={paths.home} />
      </header>
      <main id="main" className="page__main page__main--center" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
