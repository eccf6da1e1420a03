import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Whether `managerId` stands above `userId` in the organization's reporting tree (their manager, or their
 * manager's manager, and so on). Personal data that a person's managers need (leave balances, contact
 * details) is shown to them and to no other colleague.
 */
export async function isAboveInReportingLine(
  db: Db,
  orgId: string,
  managerId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive above(id, depth) as (
      select manager_id, 1 from users where id = ${userId}::uuid and organization_id = ${orgId}::uuid
      union all
      select u.manager_id, above.depth + 1 from users u join above on u.id = above.id
      where above.depth < 50 and u.manager_id is not null
    )
    select exists (select 1 from above where id = ${managerId}::uuid) as above`);
  return (result as unknown as { rows: { above: boolean }[] }).rows[0]?.above === true;
}
