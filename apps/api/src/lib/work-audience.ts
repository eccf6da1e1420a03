/**
 * What one receiver's live stream is told of a change of work (decision 038). The page never needs the
 * ids (it refetches through the API by kind), but ids sent to everyone said whose time was logged and
 * whose leave was filed the moment it happened. So a receiver is told the ids of the rows it may read,
 * a bare hint (the kind alone) when its pages may show the change without it reading those rows, and
 * nothing otherwise. Decided from the receiver's permissions and reporting tree (kept in memory by the
 * reach memo), never from a database read per event.
 */
import type { Permission } from '@taskflow/shared';
import type { AuthContext } from '../plugins/types';
import type { WorkChangedEvent, WorkKind } from './live-events';

/** What the stream sends as `event: work`: the kind, and the ids only when the receiver may read them. */
export interface WorkNotice {
  kind: WorkKind;
  ids?: string[];
}

interface Audience {
  /** Holders read every row of the kind: told every id. */
  readsAll: readonly Permission[];
  /** Holders read their own rows (of events that name owners): told those ids. */
  readsOwn: readonly Permission[];
  /** Holders read the rows of their reporting tree (of events that name owners): told those ids. */
  readsTree: readonly Permission[];
  /**
   * Holders whose pages may change with rows they are not told of: a bare hint. `always` for every
   * change, `whenShown` for a change that shows beyond its owners' reach (`shown`: approved leave).
   */
  hinted: { always: readonly Permission[]; whenShown: readonly Permission[] };
}

const AUDIENCES: Record<WorkKind, Audience> = {
  // Tasks name no owner: the reach (assignee's tree, watched tasks, led projects) is not known from memory
  // for every receiver, and a project's progress shows its tasks' changes to its members.
  task: {
    readsAll: ['tasks.view_all'],
    readsOwn: [],
    readsTree: [],
    hinted: { always: ['tasks.view', 'projects.create', 'projects.report'], whenShown: [] },
  },
  project: {
    readsAll: ['tasks.view_all', 'projects.create'],
    readsOwn: [],
    readsTree: [],
    hinted: { always: ['tasks.view', 'projects.report'], whenShown: [] },
  },
  // Whose time one reads: one's own, one's reporting tree's, everyone's with Rates and Billing. View All
  // Tasks reads everyone's but one's own managers' (who are not known from memory): their tree's ids and a
  // hint for the rest. An approver's delegate reads another tree's timesheets: a hint.
  time: {
    readsAll: ['time.billing'],
    readsOwn: ['time.track'],
    readsTree: ['time.track'],
    hinted: { always: ['time.approve', 'tasks.view_all'], whenShown: [] },
  },
  // Leave within reach (lib/leave-visibility.ts): one's own, one's reporting tree's, all with Leave
  // Administration. Approvers by role, by name or by delegation are not known from memory: a hint (their
  // pending list also refreshes on the notification each application sends them). Everyone else with a
  // leave permission sees only approved leave: a hint when that changes.
  leave: {
    readsAll: ['leave.manage'],
    readsOwn: ['leave.apply', 'leave.view', 'leave.accept'],
    readsTree: ['leave.view'],
    hinted: { always: ['leave.accept'], whenShown: ['leave.view', 'leave.apply'] },
  },
};

const holdsAny = (auth: AuthContext, permissions: readonly Permission[]) =>
  permissions.some((permission) => auth.permissions.has(permission));

/**
 * What `auth`'s stream is told of `event`, or null for nothing. `treeOf` answers the receiver's reporting
 * tree (themselves included); it is asked only when an owner other than the receiver could be in it.
 */
export async function workNoticeFor(
  event: WorkChangedEvent,
  auth: AuthContext,
  treeOf: () => Promise<readonly string[]>,
): Promise<WorkNotice | null> {
  const audience = AUDIENCES[event.kind];
  if (holdsAny(auth, audience.readsAll)) return { kind: event.kind, ids: event.ids };
  const ids: string[] = [];
  if (event.owners) {
    const readsOwn = holdsAny(auth, audience.readsOwn);
    const readsTree = holdsAny(auth, audience.readsTree);
    // Read once, and only when an owner other than the receiver may be in it.
    let tree: Set<string> | undefined;
    const inTree = async (owner: string) => {
      tree ??= new Set(await treeOf());
      return tree.has(owner);
    };
    for (const [index, owner] of event.owners.entries()) {
      const id = event.ids[index];
      if (id === undefined || owner === null) continue;
      if (owner === auth.userId ? readsOwn : readsTree && (await inTree(owner))) ids.push(id);
    }
  }
  if (ids.length > 0) return { kind: event.kind, ids };
  const hinted = event.shown
    ? [...audience.hinted.always, ...audience.hinted.whenShown]
    : audience.hinted.always;
  return holdsAny(auth, hinted) ? { kind: event.kind } : null;
}
