import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema';

/**
 * Managers invited in the same file as their team (issue 39). A people CSV may name as manager a member
 * or another row of the file, in any order; the invitation then points at the manager's invitation, and
 * whichever of the two joins second completes the reporting line.
 */

export interface FileRow {
  /** The row's address, lower-case ('' when it is not a valid one). */
  email: string;
  name: string;
  manager: string;
}
interface Member {
  id: string;
  name: string;
  email: string;
}

export type ManagerOf<M> = { member: M } | { row: number } | { error: string } | undefined;

const lower = (text: string) => text.trim().toLowerCase();
const quoted = (text: string) => `"${text.slice(0, 80)}"`;
const shownAs = (row: FileRow) => row.name || row.email;

/**
 * Each row's manager: an active member by email or name, else a row of the file by email or name. A
 * name two share is an error (use the email), as is a person their own manager or a circle of managers
 * within the file (each row of the circle names it).
 */
export function resolveManagers<M extends Member>(
  rows: readonly FileRow[],
  members: readonly M[],
): ManagerOf<M>[] {
  const matches = <T>(list: readonly T[], key: (item: T) => string, text: string) =>
    list.flatMap((item, index) => (lower(key(item)) === lower(text) ? [{ item, index }] : []));
  const direct = rows.map((row, index): ManagerOf<M> => {
    if (!row.manager) return undefined;
    const memberByEmail = matches(members, (member) => member.email, row.manager);
    if (memberByEmail[0]) return { member: memberByEmail[0].item };
    const memberByName = matches(members, (member) => member.name, row.manager);
    if (memberByName.length > 1)
      return { error: `More than one member is named ${quoted(row.manager)}: use the email` };
    if (memberByName[0]) return { member: memberByName[0].item };
    const inFile = [
      ...matches(rows, (other) => other.email, row.manager),
      ...matches(rows, (other) => other.name, row.manager),
    ].filter((found, position, all) => all.findIndex((other) => other.index === found.index) === position);
    if (inFile.length > 1)
      return { error: `More than one person in the file is named ${quoted(row.manager)}: use the email` };
    const found = inFile[0];
    if (!found) return { error: `No active member or person in the file is named ${quoted(row.manager)}` };
    if (found.index === index) return { error: 'A person cannot be their own manager' };
    return { row: found.index };
  });
  // A circle (A reports to B, B to A) would leave nobody at its top: each of its rows is refused.
  return direct.map((manager, index) => {
    if (!manager || !('row' in manager)) return manager;
    const path = [index];
    for (let next = manager.row; ; ) {
      if (next === index) {
        const names = [...path, index].map((at) => shownAs(rows[at] as FileRow));
        return { error: `The managers in the file go round in a circle: ${names.join(' → ')}` };
      }
      if (path.includes(next)) return manager;
      path.push(next);
      const after = direct[next];
      if (!after || !('row' in after)) return manager;
      next = after.row;
    }
  });
}

/**
 * Run when someone joins through an invitation (in its transaction, under the organization's lock): the
 * members who joined naming them as their invited manager get them as manager now, and pending
 * invitations naming them name the member instead. A manager a member was given since is kept, and
 * nobody above the new member in the tree becomes their report (no circle).
 */
export async function linkInvitedReports(tx: Db, orgId: string, managerEmail: string, managerId: string) {
  const above = sql`(
    with recursive up(id, depth) as (
      select manager_id, 0 from users where id = ${managerId} and organization_id = ${orgId}
      union
      select u.manager_id, up.depth + 1 from users u join up on u.id = up.id
      where u.organization_id = ${orgId} and up.depth < 50
    )
    select id from up where id is not null)`;
  const theirInvitations = tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, orgId),
        sql`lower(${invitations.email}) = ${managerEmail.toLowerCase()}`,
      ),
    );
  const joinedReports = tx
    .select({ email: sql`lower(${invitations.email})` })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, orgId),
        inArray(invitations.managerInvitationId, theirInvitations),
        isNotNull(invitations.acceptedAt),
      ),
    );
  await tx
    .update(users)
    .set({ managerId, updatedAt: new Date() })
    .where(
      and(
        eq(users.organizationId, orgId),
        isNull(users.managerId),
        sql`${users.id} <> ${managerId}`,
        sql`${users.id} not in ${above}`,
        inArray(sql`lower(${users.email})`, joinedReports),
      ),
    );
  await tx
    .update(invitations)
    .set({ managerId })
    .where(
      and(
        eq(invitations.organizationId, orgId),
        isNull(invitations.acceptedAt),
        isNull(invitations.managerId),
        inArray(invitations.managerInvitationId, theirInvitations),
      ),
    );
}

/** The member an invitation's invited manager became, if they have joined (and are still active). */
export async function joinedManagerOf(tx: Db, orgId: string, managerInvitationId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(invitations, sql`lower(${invitations.email}) = lower(${users.email})`)
    .where(
      and(
        eq(invitations.id, managerInvitationId),
        eq(invitations.organizationId, orgId),
        eq(users.organizationId, orgId),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row?.id;
}
