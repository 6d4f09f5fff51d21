import { type ApiFetcher, initClient, initContract } from '@ts-rest/core';
import { clockControl } from './clock';
import { controlHeaders, controlRouterOptions, NAMESPACE_HEADER } from './common';
import { faultsControl } from './faults';
import { journalControl } from './journal';
import { membersControl } from './members';
import { moneyControl } from './money';
import { namespacesControl } from './namespaces';
import { presetsControl } from './presets';
import { recordingControl } from './recording';
import { scenarioRunsControl } from './scenario-runs';
import { siteControl } from './site';
import { snapshotsControl } from './snapshots';
import { stubsControl } from './stubs';

export * from './clock';
export * from './common';
export * from './faults';
export * from './journal';
export * from './members';
export * from './money';
export * from './namespaces';
export * from './presets';
export * from './recording';
export * from './scenario-runs';
export * from './site';
export * from './snapshots';
export * from './stubs';

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
    ...stubsControl,
    ...journalControl,
    ...snapshotsControl,
    ...recordingControl,
    ...presetsControl,
    ...scenarioRunsControl,
  },
  controlRouterOptions,
);
export type MockControlContract = typeof mockControlContract;

/**
 * The control API's typed client outside a browser (tests, the scenario runner, benchmarks): the
 * control headers from `env` (callers pass `process.env`, or a token of their own), and the
 * namespace header when a namespace is named (without one, the mock's default namespace).
 */
export function mockControlClient(
  baseUrl: string,
  {
    namespace,
    env,
    headers,
    api,
  }: { namespace?: string | null; env: Readonly<Record<string, string | undefined>>; headers?: Record<string, string>; api?: ApiFetcher },
) {
  const namespaceHeader: Record<string, string> = namespace ? { [NAMESPACE_HEADER]: namespace } : {};
  return initClient(mockControlContract, { baseUrl, baseHeaders: { ...controlHeaders(env), ...namespaceHeader, ...headers }, api });
}
export type MockControlClient = ReturnType<typeof mockControlClient>;
