import type { NotificationKind } from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { type AfterAnswerJob, queueAfterAnswer } from '../../lib/after-answer';

// Notices of a write reach people after the write's answer (lib/after-answer.ts): queued in the write's
// transaction, delivered by the job of notice-delivery.jobs.ts (rows, live events, then mail once it commits).

export const DELIVER_NOTICES_JOB = 'notifications.deliver';

/** One notice to members of one organization (notifications.service.ts `notifyUsers` delivers it). */
export interface NotifyInput {
  organizationId: string;
  userIds: string[];
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string;
  senderId?: string | null;
}

/**
 * Queues notices in `db` (the write's transaction) for delivery after the answer, leaving out anyone who
 * is not an active member of the organization. Answers how many people each notice will
 * reach, in order (an announcement's answer says how many it went to).
 */
export async function queueNotices(db: Db, notices: readonly NotifyInput[]): Promise<number[]> {
  const reached: number[] = [];
  const queued: NotifyInput[] = [];
  for (const notice of notices) {
    const wanted = [...new Set(notice.userIds)];
    const members = wanted.length
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.organizationId, notice.organizationId),
              eq(users.isActive, true),
              inArray(users.id, wanted),
            ),
          )
      : [];
    reached.push(members.length);
    if (members.length > 0) queued.push({ ...notice, userIds: members.map((member) => member.id) });
  }
  await queueAfterAnswer(db, noticeWork(queued));
  return reached;
}

/**
 * Notices as after-answer work, without first reading who of their people is an active member (the
 * delivery leaves the others out): for a write made in one statement (lib/write-together.ts).
 */
export function noticeWork(notices: readonly NotifyInput[]): AfterAnswerJob[] {
  const queued = notices
    .map((notice) => ({ ...notice, userIds: [...new Set(notice.userIds)] }))
    .filter((notice) => notice.userIds.length > 0);
  return queued.length > 0 ? [{ kind: DELIVER_NOTICES_JOB, payload: { notices: queued } }] : [];
}
