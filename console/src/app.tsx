import { useEffect, useState } from 'react';
import { NamespaceBar } from './features/namespaces/namespace-bar';
import { ControlTokenForm } from './features/control-token/control-token-form';
import { MembersPage } from './features/members/members-page';
import { ClockPage } from './features/clock/clock-page';
import { FaultsPage } from './features/faults/faults-page';
import { StubsPage } from './features/stubs/stubs-page';
import { ActivityPage } from './features/activity/activity-page';
import { MoneyPage } from './features/money/money-page';
import { SnapshotsPage } from './features/snapshots/snapshots-page';
import { SitePage } from './features/site/site-page';
import { ScenariosPage } from './features/scenarios/scenarios-page';
import { openMemberSiteAnonymous } from '@/lib/member-site';
import { useNamespace } from '@/lib/namespace';
import { th } from '@/i18n/th';

const SECTIONS = [
  { id: 'members', label: th.sections.members, Page: MembersPage },
  { id: 'clock', label: th.sections.clock, Page: ClockPage },
  { id: 'site', label: th.sections.site, Page: SitePage },
  { id: 'faults', label: th.sections.faults, Page: FaultsPage },
  { id: 'stubs', label: th.sections.stubs, Page: StubsPage },
  { id: 'money', label: th.sections.money, Page: MoneyPage },
  { id: 'snapshots', label: th.sections.snapshots, Page: SnapshotsPage },
  { id: 'scenarios', label: th.sections.scenarios, Page: ScenariosPage },
  { id: 'activity', label: th.sections.activity, Page: ActivityPage },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** `#section`, or `#section/more` for a page inside a section (a scenario run's report). */
function sectionFromHash(): SectionId {
  const id = window.location.hash.slice(1).split('/')[0];
  return SECTIONS.some((s) => s.id === id) ? (id as SectionId) : 'members';
}

/** Sections live in the URL hash, so a tester can bookmark one and Back works. */
function useSection(): SectionId {
  const [section, setSection] = useState(sectionFromHash);
  useEffect(() => {
    const follow = () => setSection(sectionFromHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return section;
}

export function App() {
  const section = useSection();
  const namespace = useNamespace();
  const current = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0];
  useEffect(() => {
    document.title = `${current.label} · ${th.app.title} · ${namespace}`;
  }, [current.label, namespace]);
  return (
    <>
      <header className="top">
        <div className="brand">
          <h1>{th.app.title}</h1>
          <span className="muted">{th.app.subtitle}</span>
        </div>
        <NamespaceBar />
        <button type="button" className="button" onClick={() => openMemberSiteAnonymous(namespace)}>
          {th.app.openSite}
        </button>
        <ControlTokenForm />
      </header>
      <nav className="tabs" aria-label={th.app.nav}>
        {SECTIONS.map((s) => (
          <a key={s.id} href={`#${s.id}`} className="tab" aria-current={s.id === section ? 'page' : undefined}>
            {s.label}
          </a>
        ))}
      </nav>
      <main id="main" key={namespace}>
        <current.Page />
      </main>
    </>
  );
}
