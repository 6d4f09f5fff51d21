import { MAX_SAVED_SNAPSHOTS, MAX_SNAPSHOTS_PER_NAMESPACE, type SavedSnapshot } from '@site/contract/mock-control';
import { ApiError } from '../../lib/api-error';
import { iso } from '../../lib/iso-instant';
import { messages } from '../../lib/messages';
import { clockInRange, clockInstant, type NamespaceState, type NamespaceView } from '../../state/namespace-state';
import { NamespaceData } from '../../state/types';
import type { NamespaceStore } from '../../state/namespace-store';

/**
 * What a restore accepts: exactly the namespace schema a snapshot is (types from the contract), a
 * brand this mock has a file for (docs/design/brands.md#brand-files), and a clock inside MOCK_CLOCK_RANGE like the
 * clock route's.
 */
function snapshotSchema(state: NamespaceState) {
  return NamespaceData.refine((data) => state.brands.has(data.brand), { path: ['brand'] }).refine((data) => clockInRange(data.clock), {
    path: ['clock'],
  });
}

/**
 * Replaces a namespace's state with a snapshot, or refuses it whole (Thai 400) and changes
 * nothing. The parse makes a fresh copy, so one snapshot can be restored again and again.
 */
export function restoreNamespace(state: NamespaceState, snapshot: unknown): void {
  const parsed = snapshotSchema(state).safeParse(snapshot);
  if (!parsed.success) {
    const outOfRange = parsed.error.issues.some((issue) => issue.path[0] === 'clock' && issue.code === 'custom');
    throw new ApiError(
      400,
      outOfRange ? messages.control.clockOutOfRange : messages.control.badSnapshot,
      outOfRange ? 'CLOCK_OUT_OF_RANGE' : 'BAD_SNAPSHOT',
    );
  }
  // the namespace stays this one's, whichever namespace the snapshot came from, and so does its journal
  state.replace({ ...parsed.data, namespace: state.data.namespace, journal: [...state.data.journal] });
}

/** A namespace's state as a snapshot: a copy without the journal, which is a log of requests, not state (and the bulk of a busy namespace). */
export function snapshotOf(state: NamespaceState): NamespaceView {
  return structuredClone({ ...state.data, journal: [] });
}

/** A named snapshot: its description, and the namespace state it holds (read from the store when it is kept there). */
type Kept = { description: SavedSnapshot; data: unknown };

/**
 * Named snapshots kept on the mock for every namespace to restore (docs/design/mock.md#control-api). Bounded: a
 * full shelf refuses a new name; replacing a name or deleting one makes room. In memory, or with
 * a store (MOCK_DATA_DIR, docs/design/mock.md#durable-namespaces) in its database, where they survive restarts.
 */
export class SnapshotShelf {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly store: NamespaceStore | null = null) {
    for (const row of store?.listSnapshots() ?? []) {
      this.kept.set(row.name, { description: JSON.parse(row.description) as SavedSnapshot, data: undefined });
    }
  }

  list(): SavedSnapshot[] {
    return [...this.kept.values()].map((k) => k.description).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /**
   * Keeps the namespace's state under a name. A name another namespace saved is replaced only
   * when the caller says so: on a shared mock one team must not lose another's prepared state
   * to a name they happened to pick too.
   */
  save(name: string, state: NamespaceState, overwriteOtherNamespace = false): SavedSnapshot {
    const replaced = this.kept.get(name)?.description;
    if (replaced !== undefined && !overwriteOtherNamespace) this.refuseOtherNamespace(replaced, state);
    const fromThisNamespace = [...this.kept.values()].filter((k) => k.description.namespace === state.data.namespace).length;
    if (replaced?.namespace !== state.data.namespace && fromThisNamespace >= MAX_SNAPSHOTS_PER_NAMESPACE) {
      throw new ApiError(409, messages.control.namespaceSnapshotsFull(MAX_SNAPSHOTS_PER_NAMESPACE), 'NAMESPACE_SNAPSHOTS_FULL');
    }
    if (replaced === undefined && this.kept.size >= MAX_SAVED_SNAPSHOTS) {
      throw new ApiError(409, messages.control.snapshotShelfFull(MAX_SAVED_SNAPSHOTS), 'SNAPSHOTS_FULL');
    }
    const data = snapshotOf(state);
    const description: SavedSnapshot = {
      name,
      savedAt: new Date().toISOString(),
      namespace: data.namespace,
      clock: iso(clockInstant(data.clock)),
      brand: data.brand,
      members: Object.keys(data.members).length,
      bytes: Buffer.byteLength(JSON.stringify(data)),
    };
    if (this.store) {
      this.store.saveSnapshot(name, JSON.stringify(description), JSON.stringify(data));
      // the store holds it: memory keeps only the description
      this.kept.set(name, { description, data: undefined });
    } else {
      this.kept.set(name, { description, data });
    }
    return description;
  }

  restore(name: string, state: NamespaceState): void {
    const kept = this.find(name);
    const stored = this.store?.loadSnapshot(name);
    restoreNamespace(state, stored === undefined ? kept.data : JSON.parse(stored));
  }

  /** Forgets a name; one another namespace saved only when the caller says so. */
  delete(name: string, state: NamespaceState, otherNamespace = false): void {
    const kept = this.find(name);
    if (!otherNamespace) this.refuseOtherNamespace(kept.description, state);
    this.store?.deleteSnapshot(name);
    this.kept.delete(name);
  }

  private refuseOtherNamespace(kept: SavedSnapshot, state: NamespaceState): void {
    if (kept.namespace !== state.data.namespace) {
      throw new ApiError(409, messages.control.snapshotOfOtherNamespace(kept.name, kept.namespace), 'SNAPSHOT_OF_OTHER_NAMESPACE');
    }
  }

  private find(name: string): Kept {
    const kept = this.kept.get(name);
    if (!kept) throw new ApiError(404, messages.control.snapshotNotFound(name), 'SNAPSHOT_NOT_FOUND');
    return kept;
  }
}
