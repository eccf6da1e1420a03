/** Handing over: the Work Assignment colleague watches the applicant's tasks due during the leave. */

import type { Db } from '../../db/client';
import { taskWatchers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { publishTaskChange } from '../tasks';
import { requestAccess, tasksDuringLeave } from './leave-queries';

/**
 * The Work Assignment colleague watches the applicant's open tasks due during the leave (all of them,
 * or those listed), in one transaction. For the applicant and the request's approvers.
 */
export async function coverTasks(db: Db, auth: AuthContext, id: string, taskIds: string[] | undefined) {
  return db.transaction(async (tx) => {
    const access = await requestAccess(tx, auth, id);
    // The applicant hands over with Apply, an approver with Accept Leave (requestAccess checks it).
    const canHandOver = access.isApplicant ? auth.permissions.has('leave.apply') : access.isApprover;
    if (!canHandOver)
      throw new AppError('FORBIDDEN', 'Only the applicant or an approver can hand over these tasks');
    const { row } = access.entry;
    if (!row.workAssigneeId)
      throw AppError.invalid({ workAssigneeId: 'This leave names no Work Assignment colleague' });
    const due = await tasksDuringLeave(tx, row);
    const wanted = taskIds ? new Set(taskIds) : null;
    if (wanted && [...wanted].some((taskId) => !due.some((task) => task.id === taskId)))
      throw AppError.invalid({ taskIds: 'Choose tasks of the applicant due during the leave' });
    const chosen = due.filter((task) => !wanted || wanted.has(task.id));
    if (chosen.length === 0) return { watched: 0 };
    await tx
      .insert(taskWatchers)
      .values(
        chosen.map((task) => ({
          taskId: task.id,
          userId: row.workAssigneeId as string,
          organizationId: row.organizationId,
        })),
      )
      .onConflictDoNothing();
    await publishTaskChange(
      tx,
      row.organizationId,
      chosen.map((task) => task.id),
    );
    return { watched: chosen.length };
  });
}
