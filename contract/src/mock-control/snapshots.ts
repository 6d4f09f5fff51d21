import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Ack, looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { controlErrors as errors, controlRouterOptions } from './common';
import { MockState } from './namespaces';

const c = initContract();

/** A name a snapshot is kept under on the mock: letters, digits, - and _, like a namespace. */
export const SnapshotName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** How many named snapshots the mock keeps (memory, shared by every namespace); a full shelf refuses a new name with 409. */
export const MAX_SAVED_SNAPSHOTS = 20;
/** How many of them one namespace may have saved (docs/design/mock.md#bounds): one namespace cannot fill the shelf for the others. */
export const MAX_SNAPSHOTS_PER_NAMESPACE = 5;

/** A snapshot kept on the mock under a name, restorable into any namespace (lost when the mock restarts). */
export const SavedSnapshot = looseObject({
  name: z.string(),
  /** When it was saved (wall clock). */
  savedAt: IsoDateTime,
  /** The namespace it was taken from, and that namespace's clock then. */
  namespace: z.string(),
  clock: IsoDateTime,
  brand: z.string(),
  members: z.number().int(),
  /** Size of the snapshot as JSON. */
  bytes: z.number().int(),
});
export type SavedSnapshot = z.infer<typeof SavedSnapshot>;

/** The namespace's state as JSON, and snapshots kept on the mock under a name. */
export const snapshotsControl = c.router(
  {
    snapshot: {
      method: 'GET',
      path: '/__mock/snapshot',
      summary: 'The whole namespace state as JSON',
      responses: { 200: z.record(z.unknown()) },
    },
    restore: {
      method: 'POST',
      path: '/__mock/restore',
      summary: 'Replace the namespace state with a snapshot',
      body: z.record(z.unknown()),
      responses: { 200: MockState, ...errors },
    },
    savedSnapshots: {
      method: 'GET',
      path: '/__mock/snapshots',
      summary: 'Snapshots kept on the mock under a name, newest first',
      responses: { 200: z.array(SavedSnapshot) },
    },
    saveSnapshot: {
      method: 'PUT',
      path: '/__mock/snapshots/:name',
      summary: `Keep the namespace's state under a name (replaces this namespace's snapshot of that name, another namespace's only with overwriteOtherNamespace; at most ${MAX_SAVED_SNAPSHOTS})`,
      pathParams: z.object({ name: SnapshotName }),
      // a name kept from another namespace is replaced only when the caller says so (a Thai 409 otherwise)
      body: z.object({ overwriteOtherNamespace: z.boolean().optional() }),
      responses: { 200: SavedSnapshot, ...errors },
    },
    restoreSnapshot: {
      method: 'POST',
      path: '/__mock/snapshots/:name/restore',
      summary: "Replace the namespace's state with a named snapshot (the namespace keeps its name)",
      pathParams: z.object({ name: SnapshotName }),
      body: z.object({}).passthrough(),
      responses: { 200: MockState, ...errors },
    },
    deleteSnapshot: {
      method: 'DELETE',
      path: '/__mock/snapshots/:name',
      summary: 'Forget a named snapshot (one kept from another namespace only with otherNamespace=allow)',
      pathParams: z.object({ name: SnapshotName }),
      query: z.object({ otherNamespace: z.literal('allow').optional() }),
      body: c.noBody(),
      responses: { 200: Ack, ...errors },
    },
  },
  controlRouterOptions,
);
