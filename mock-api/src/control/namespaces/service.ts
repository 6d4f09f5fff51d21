import type { MockNamespaces } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { DEFAULT_NAMESPACE } from '../../plugins/worlds';
import type { World } from '../../state/world';
import type { WorldRegistry } from '../../plugins/worlds';
import { toMockState } from '../shared';

/** Rebuilds a namespace from a seed (its own unless given), keeping its name and brand. */
export function rebuildNamespace(worlds: WorldRegistry, world: World, seed: number = world.data.seed): World {
  return worlds.rebuild(world.data.namespace, seed, world.data.brand);
}

/** Every namespace with its state, the cap and the evictions. */
export function describeNamespaces(worlds: WorldRegistry): MockNamespaces {
  const { namespaces, ...counts } = worlds.describe();
  return { ...counts, namespaces: namespaces.map(({ world: held, ...use }) => ({ ...toMockState(held), ...use })) };
}

/** Forgets a namespace; the default one is kept (reset it instead). */
export function forgetNamespace(worlds: WorldRegistry, namespace: string): void {
  if (namespace === DEFAULT_NAMESPACE) throw new ApiError(400, messages.control.defaultNamespaceKept, 'DEFAULT_NAMESPACE');
  if (!worlds.delete(namespace)) throw new ApiError(404, messages.control.namespaceNotFound(namespace), 'NAMESPACE_NOT_FOUND');
}
