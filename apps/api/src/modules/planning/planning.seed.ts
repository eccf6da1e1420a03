import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Finish-to-start links for the seeds: in each project, every `every`-th task (by due date) waits on
 * nothing but is waited on by the first task that starts after it ends, so every seeded link already
 * holds (the successor starts after its predecessor's due date) and no link closes a cycle.
 * `projectKey` narrows it to one project (the benchmark's 2,000-task P1).
 */
export async function seedDependencies(
  tx: Db,
  orgId: string,
  options: { every: number; projectKey?: string },
) {
  await tx.execute(sql`
    with ordered as (
      select t.id, t.project_id, coalesce(t.start_date, t.due_date) as starts, t.due_date as ends,
             row_number() over (partition by t.project_id order by t.due_date, t.id) as position
      from tasks t join projects p on p.id = t.project_id
      where t.organization_id = ${orgId} ${options.projectKey ? sql`and p.key = ${options.projectKey}` : sql``}
    )
    insert into task_dependencies (organization_id, predecessor_id, successor_id)
    select ${orgId}, a.id, b.id
    from ordered a
    cross join lateral (
      select o.id from ordered o
      where o.project_id = a.project_id and o.starts > a.ends
      order by o.starts, o.id
      limit 1
    ) b
    where a.position % ${options.every} = 0
    on conflict do nothing`);
}
