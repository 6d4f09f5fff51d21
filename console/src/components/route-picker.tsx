import { useDeferredValue, useState } from 'react';
import type { MemberApiRoute } from '@site/contract/mock-control';
import { useMemberApiRoutes } from '@/features/faults/api/faults-queries';
import { th } from '@/i18n/th';

function matches(route: MemberApiRoute, needle: string): boolean {
  if (needle === '') return true;
  const text = `${route.method} ${route.path} ${route.name} ${route.summary}`.toLowerCase();
  return needle
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** The member API's routes from the contract, searchable; picking one hands its pattern (`route.fault`) on. */
export function RoutePicker({ picked, onPick }: { picked: string; onPick: (pattern: string) => void }) {
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim());
  const routes = useMemberApiRoutes();
  const shown = (routes.data ?? []).filter((route) => matches(route, needle));
  return (
    <>
      <div className="field">
        <label htmlFor="route-search">{th.faults.search}</label>
        <input
          id="route-search"
          type="search"
          value={search}
          placeholder={th.faults.searchHint}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="route-list" role="region" aria-label={th.faults.routes} tabIndex={0}>
        <ul>
          {shown.map((route) => (
            <li key={route.name}>
              <button type="button" className="route-button" aria-pressed={picked === route.fault} onClick={() => onPick(route.fault)}>
                <span className={`method method-${route.method.toLowerCase()}`}>{route.method}</span>
                <span className="route-path">{route.path}</span>
                <span className="muted route-summary">{route.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
