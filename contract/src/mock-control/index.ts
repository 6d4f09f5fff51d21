import { initContract } from '@ts-rest/core';
import { clockControl } from './clock';
import { controlRouterOptions } from './common';
import { faultsControl } from './faults';
import { journalControl } from './journal';
import { membersControl } from './members';
import { moneyControl } from './money';
import { namespacesControl } from './namespaces';
import { presetsControl } from './presets';
import { scenarioRunsControl } from './scenario-runs';
import { siteControl } from './site';
import { snapshotsControl } from './snapshots';

export * from './clock';
export * from './common';
export * from './faults';
export * from './journal';
export * from './members';
export * from './money';
export * from './namespaces';
export * from './presets';
export * from './scenario-runs';
export * from './site';
export * from './snapshots';

const c = initContract();

/**
 * The mock's control API (`/__mock/*`): one router per area, as the member API has one per
 * domain, merged flat. Route names are unique across the areas, so a client calls
 * `control.createMember(...)`, not `control.members.createMember(...)`.
 */
export const mockControlContract = c.router(
  {
    ...namespacesControl,
    ...clockControl,
    ...siteControl,
    ...membersControl,
    ...moneyControl,
    ...faultsControl,
    ...journalControl,
    ...snapshotsControl,
    ...presetsControl,
    ...scenarioRunsControl,
  },
  controlRouterOptions,
);
export type MockControlContract = typeof mockControlContract;
