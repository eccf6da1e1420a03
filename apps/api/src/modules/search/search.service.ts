import type { SearchHit, SearchKind } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, events, milestones, projects, tasks, users } from '../../db/schema';
import { searchVector } from '../../db/search-vector';
import { orgOf } from '../../lib/access';
import { projectVisibility, type Reach, reachOf, taskScope } from '../../lib/reach';
import { displayIdOf, prefixTsQuery } from '../../lib/text-search';
import type { AuthContext } from '../../plugins/types';

/** Tasks are what people look for most; the other kinds are short lists beside them. */
const TASK_LIMIT = 8;
const OTHER_LIMIT = 5;
/** How many task matches are ranked at most (see below). */
const TASK_CANDIDATES = 200;

/**
 * Up to this many people in the reader's reach (themselves and their reports), their tasks are read first
 * and then matched word by word (a few thousand rows at most). The planner would rather intersect the
 * reach's index with the words' index, but a common word being typed ('bank', 'gst f') lists tens of
 * thousands of tasks across every organization in that index, while the planner's estimate of an AND of
 * prefixes assumes they are independent: on the large seed an employee's 'bank rec' took four times longer
 * that way than reading her 200 tasks (docs/performance.md). Wider reaches (and View All Tasks) leave the
 * choice to the planner.
 */
const SMALL_REACH = 10;

/** The tasks of `reach`, as a table for the word match to filter (see SMALL_REACH). */
function tasksWithin(reach: Reach): SQL {
  const inReach = sql`select * from ${tasks} where ${taskScope(reach)}`;
  // OFFSET 0 keeps the subquery whole: the planner may not fold the word match into its index scans.
  return reach.scope !== 'all' && reach.teamIds.length <= SMALL_REACH
    ? sql`(${inReach} offset 0) as ${tasks}`
    : sql`(${inReach}) as ${tasks}`;
}

/** Who may see projects (and their milestones): the rule of projectVisibility, which refuses the rest. */
const PROJECT_READERS = ['tasks.view', 'tasks.view_all', 'projects.create', 'projects.report'] as const;

/**
 * Ctrl+K: tasks (by their exact display id, or by every word of the title or description, the last one
 * as typed so far; open ones first), projects, milestones, customers, people and events. Each kind is searched only
 * with the permission that lists it, and tasks and projects only within the caller's reach (the Task
 * List's and the project list's rules), so nothing is found that the caller could not open. One round
 * trip: a UNION ALL of one indexed query per kind.
 */
export async function search(db: Db, auth: AuthContext, q: string): Promise<SearchHit[]> {
  const orgId = orgOf(auth);
  const displayId = displayIdOf(q);
  const terms = prefixTsQuery(q);
  if (!terms && !displayId) return [];
  const query = sql`to_tsquery('simple', ${terms ?? ''})`;
  const can = (permission: string) => auth.permissions.has(permission as 'tasks.view');
  const parts: SQL[] = [];
  // Whose tasks the reader reaches; the projects they see follow from the same reporting tree.
  const reach = can('tasks.view') ? await reachOf(db, auth) : undefined;
  const visibleProjects =
    terms && PROJECT_READERS.some(can)
      ? await projectVisibility(db, auth, reach?.scope === 'team' ? reach.teamIds : undefined)
      : undefined;

  if (reach) {
    // An id is looked up exactly: as words ('acm' and '3') it would match every task and any "3B".
    const columns = sql`'task', ${tasks.id}, ${tasks.title}, ${tasks.displayId}, ${tasks.status}, ${tasks.projectId}`;
    parts.push(
      displayId
        ? sql`(select ${columns} from ${tasks}
            where ${taskScope(reach)} and ${tasks.displayId} = ${displayId} limit 1)`
        : // The first TASK_CANDIDATES matches are ranked, not all: a word being typed ('ba') can match
          // thousands, and ranking them all is what made a keystroke slow. Narrower words rank every match.
          sql`(select ${columns} from (
              select * from ${tasksWithin(reach)} where ${tasks.search} @@ ${query}
              limit ${TASK_CANDIDATES}) as ${tasks}
            order by (${tasks.status} <> 'Completed') desc, ts_rank(${tasks.search}, ${query}) desc,
              ${tasks.updatedAt} desc, ${tasks.id}
            limit ${TASK_LIMIT})`,
    );
  }
  if (visibleProjects) {
    const { where } = visibleProjects;
    const vector = searchVector(projects.key, projects.name, projects.description);
    parts.push(sql`(select 'project', ${projects.id}, ${projects.name}, ${projects.key}, ${projects.status},
        ${projects.id}
      from ${projects}
      where ${where} and ${vector} @@ ${query}
      order by ts_rank(${vector}, ${query}) desc, lower(${projects.name}), ${projects.id}
      limit ${OTHER_LIMIT})`);
    const milestoneVector = searchVector(milestones.name);
    parts.push(sql`(select 'milestone', ${milestones.id}, ${milestones.name}, null,
        ${projects.name} || ' · ' || to_char(${milestones.date}, 'YYYY-MM-DD'), ${milestones.projectId}
      from ${milestones} join ${projects} on ${projects.id} = ${milestones.projectId}
      where ${milestones.organizationId} = ${orgId} and ${where} and ${milestoneVector} @@ ${query}
      order by ${milestones.isDone}, ${milestones.date}, ${milestones.id}
      limit ${OTHER_LIMIT})`);
  }
  if (terms && can('customers.view')) {
    const vector = searchVector(customers.businessName);
    parts.push(sql`(select 'customer', ${customers.id}, ${customers.businessName}, null, ${customers.email}, null
      from ${customers}
      where ${customers.organizationId} = ${orgId} and ${vector} @@ ${query}
      order by lower(${customers.businessName}), ${customers.id}
      limit ${OTHER_LIMIT})`);
  }
  if (terms && can('users.view')) {
    const vector = searchVector(users.name);
    parts.push(sql`(select 'person', ${users.id}, ${users.name}, null,
        coalesce(nullif(${users.jobTitle}, ''), ${users.email}), null
      from ${users}
      where ${users.organizationId} = ${orgId} and ${vector} @@ ${query}
      order by ${users.isActive} desc, lower(${users.name}), ${users.id}
      limit ${OTHER_LIMIT})`);
  }
  if (terms && can('events.view')) {
    const vector = searchVector(events.title, events.description);
    parts.push(sql`(select 'event', ${events.id}, ${events.title}, null, ${events.type}, null
      from ${events}
      where ${events.organizationId} = ${orgId} and ${vector} @@ ${query}
      order by ${events.startsAt} desc, ${events.id}
      limit ${OTHER_LIMIT})`);
  }
  if (!parts.length) return [];

  const result = await db.execute(
    sql`select * from (${sql.join(parts, sql` union all `)}) as hits(kind, id, title, code, detail, project_id)`,
  );
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return rows.map((row) => ({
    kind: row.kind as SearchKind,
    id: row.id as string,
    title: row.title as string,
    code: row.code ?? null,
    detail: row.detail ?? null,
    projectId: row.project_id ?? null,
  }));
}
