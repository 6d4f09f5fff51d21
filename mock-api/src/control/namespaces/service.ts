import type { MockNamespaces } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { DEFAULT_NAMESPACE } from '../../plugins/namespaces';
import type { NamespaceState } from '../../state/namespace-state';
import type { NamespaceRegistry } from '../../plugins/namespaces';
import { toMockState } from '../shared';

/** Rebuilds a namespace from a seed (its own unless given), keeping its name and brand. */
export function rebuildNamespace(registry: NamespaceRegistry, state: NamespaceState, seed: number = state.data.seed): NamespaceState {
  return registry.rebuild(state.data.namespace, seed, state.data.brand);
}

/** Every namespace with its state, the cap and the evictions. */
export function describeNamespaces(registry: NamespaceRegistry): MockNamespaces {
  const { namespaces, ...counts } = registry.describe();
  return { ...counts, namespaces: namespaces.map(({ state: held, ...use }) => ({ ...toMockState(held), ...use })) };
}

/** Creates a namespace from the seed; one the mock holds or stores already is refused (409), never replaced. */
export function createNamespace(registry: NamespaceRegistry, namespace: string): NamespaceState {
  if (registry.has(namespace)) throw new ApiError(409, messages.control.namespaceExists(namespace), 'NAMESPACE_EXISTS');
  return registry.get(namespace);
}

/** Forgets a namespace; the default one is kept (reset it instead). */
export function forgetNamespace(registry: NamespaceRegistry, namespace: string): void {
  if (namespace === DEFAULT_NAMESPACE) throw new ApiError(400, messages.control.defaultNamespaceKept, 'DEFAULT_NAMESPACE');
  if (!registry.delete(namespace)) throw new ApiError(404, messages.control.namespaceNotFound(namespace), 'NAMESPACE_NOT_FOUND');
}
