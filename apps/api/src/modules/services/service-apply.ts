/**
 * Applying a service to many clients at once (issue 40, item 4): the clients picked by ids, a tag or a
 * filter each get one client service in one statement, skipping those that have it already (active or
 * paused: `client_services_open_idx`, which also settles two applies racing), and the job queue makes their
 * jobs at once and daily after.
 */
import {
  APPLY_CLIENT_INVALID,
  type ApplyClients,
  type ApplyServiceBodySchema,
  type ApplyServiceResult,
  MEMBER_INVALID,
} from '@taskflow/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { billingOf, checkBillingRights } from './client-services.service';
import { requestGeneration, scheduleDailyGeneration } from './generation.jobs';
import { assertNotArchived, serviceOrThrow } from './services.service';

type ApplyInput = z.output<typeof ApplyServiceBodySchema>;

/** The organization's clients an apply reaches, as a condition on `customers c`. */
function chosenClients(orgId: string, clients: ApplyClients) {
  const own = sql`c.organization_id = ${orgId}`;
  switch (clients.by) {
    case 'ids':
      return sql`${own} and c.id in ${[...new Set(clients.ids)]}`;
    case 'tag':
      // Tags are matched whatever their case, as the client list's filter reads them.
      return sql`${own} and exists (select 1 from unnest(c.tags) as tag where lower(tag) = lower(${clients.tag.trim()}))`;
    case 'filter':
      return sql.join(
        [
          own,
          clients.responsibleId === 'none'
            ? sql`c.responsible_id is null`
            : clients.responsibleId
              ? sql`c.responsible_id = ${clients.responsibleId}`
              : undefined,
          clients.entityType ? sql`c.entity_type = ${clients.entityType}` : undefined,
        ].filter((part): part is SQL => part !== undefined),
        sql` and `,
      );
  }
}

/** Ids that are not clients of the organization are named by their place in the list. */
async function checkIds(tx: Db, orgId: string, clients: ApplyClients) {
  if (clients.by !== 'ids') return;
  const found = await tx.execute(sql`select c.id from customers c where ${chosenClients(orgId, clients)}`);
  const known = new Set((found as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
  const fields: Record<string, string> = {};
  clients.ids.forEach((id, index) => {
    if (!known.has(id)) fields[`clients.ids.${index}`] = APPLY_CLIENT_INVALID;
  });
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

async function checkAssignee(tx: Db, orgId: string, assigneeId: string | null) {
  if (!assigneeId) return;
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assigneeId), eq(users.organizationId, orgId), eq(users.isActive, true)));
  if (!person) throw AppError.invalid({ assigneeId: MEMBER_INVALID });
}

const countOf = (result: unknown) => {
  const [row] = (result as { rows: { matched: number; applied: number }[] }).rows;
  return { matched: Number(row?.matched ?? 0), applied: Number(row?.applied ?? 0) };
};

/**
 * Gives the service to the chosen clients from the period holding `startsOn` (default: today in the
 * organization's zone), billed as asked (issue 42: only a Rates and Billing holder bills it; not billed
 * otherwise), all in one transaction; a dry run only counts. Answers how many the choice
 * reached, got it, and had it already.
 */
export async function applyService(
  db: Db,
  auth: AuthContext,
  serviceId: string,
  input: ApplyInput,
): Promise<ApplyServiceResult> {
  const orgId = requirePermission(auth, 'services.manage');
  const unbilled = { billingMode: 'none', feeMinor: null };
  checkBillingRights(auth, input, unbilled);
  const billing = billingOf(input, unbilled);
  await serviceOrThrow(db, orgId, serviceId);
  return db.transaction(async (tx) => {
    // Shared: applies run side by side; an edit or archive of the service waits for them.
    assertNotArchived(await serviceOrThrow(tx, orgId, serviceId, { lock: 'share' }));
    await checkIds(tx, orgId, input.clients);
    await checkAssignee(tx, orgId, input.assigneeId);
    const [org] = await tx
      .select({ zone: organizations.timeZone })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const startsOn = input.startsOn ?? todayIn(org?.zone ?? 'UTC');
    const where = chosenClients(orgId, input.clients);
    if (input.dryRun) {
      const { matched, applied } = countOf(
        await tx.execute(sql`
          select count(*)::int as matched,
                 count(*) filter (where not exists (
                   select 1 from client_services cs
                    where cs.customer_id = c.id and cs.service_id = ${serviceId} and cs.status <> 'ended'))::int as applied
            from customers c where ${where}`),
      );
      return { matched, applied, skipped: matched - applied, startsOn };
    }
    const { matched, applied } = countOf(
      await tx.execute(sql`
        with chosen as (select c.id from customers c where ${where}),
        inserted as (
          insert into client_services (organization_id, customer_id, service_id, assignee_id, status, starts_on, created_by_id,
                                       billing_mode, fee_minor)
          select ${orgId}, chosen.id, ${serviceId}, ${input.assigneeId}, 'active', ${startsOn}::date, ${auth.userId},
                 ${billing.billingMode}, ${billing.feeMinor}::bigint
            from chosen
          on conflict (customer_id, service_id) where status <> 'ended' do nothing
          returning 1)
        select (select count(*) from chosen)::int as matched, (select count(*) from inserted)::int as applied`),
    );
    if (applied > 0) {
      await requestGeneration(tx, orgId);
      await scheduleDailyGeneration(tx, orgId);
    }
    return { matched, applied, skipped: matched - applied, startsOn };
  });
}
