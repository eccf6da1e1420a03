/**
 * The compliance matrix of a service (issue 40, item 6): its clients down (a page at a time, by name),
 * its periods across, each cell the client's job of that period with its shown state; filtered by tag,
 * responsible member, state and name; with counts per period by state. Two statements: the page of rows
 * with their cells, and the counts with what the filters may choose from. Both read the service's jobs
 * of the periods shown through `client_jobs_org_service_period_idx` and its client services through
 * `client_services_org_service_idx`; nothing is kept, so "overdue" is always today's.
 */
import {
  type ComplianceMatrix,
  JOB_VIEW_STATES,
  type JobStateCounts,
  type JobViewState,
  type MatrixCell,
  type MatrixFilters,
  type MatrixQuery,
  type MatrixRow,
} from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requirePermission } from '../../lib/access';
import { containsPattern } from '../../lib/like';
import type { AuthContext } from '../../plugins/types';
import { jsonList, rowsOf, type ServiceContext, serviceContextOf, viewStateSql } from './jobs-common';
import { type MatrixColumns, matrixColumns } from './matrix-periods';

/** The most clients an export holds (a firm's whole list of one service, many times over). */
export const MATRIX_EXPORT_MAX_ROWS = 10_000;

interface Scope {
  orgId: string;
  service: ServiceContext;
  columns: MatrixColumns;
  filters: MatrixFilters;
}

/**
 * The statements' common part: `jobs`, the service's jobs of the periods shown with their shown state;
 * `applied`, each client's client service of this service (a live one before an ended one); `matched`,
 * the clients the filters keep: those with a live client service, or an ended one whose jobs are shown.
 */
function matchedClients({ orgId, service, columns, filters }: Scope): SQL {
  const inPeriods = columns.periods
    ? sql`j.period_key = any(${sql.param(columns.periods.map((period) => period.key))}::text[])`
    : sql`j.period_start between ${`${columns.months.from}-01`}::date and ${`${columns.months.to}-01`}::date`;
  const conditions: SQL[] = [];
  if (filters.tag)
    conditions.push(
      sql`exists (select 1 from unnest(c.tags) as tag where lower(tag) = lower(${filters.tag}))`,
    );
  if (filters.q) conditions.push(sql`c.business_name ilike ${containsPattern(filters.q)}`);
  if (filters.responsibleId)
    conditions.push(sql`coalesce(a.assignee_id, c.responsible_id) = ${filters.responsibleId}::uuid`);
  if (filters.state)
    conditions.push(sql`c.id in (select jobs.customer_id from jobs where jobs.state = ${filters.state})`);
  const filtered = conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`
    jobs as (
      select j.id, j.customer_id, j.period_key, j.period_label, j.period_start, j.job_date, j.extended_to,
        ${viewStateSql('j', service.today)} as state
      from client_jobs j
      where j.organization_id = ${orgId} and j.service_id = ${service.id} and ${inPeriods}
    ),
    applied as (
      select distinct on (cs.customer_id) cs.customer_id, cs.status, cs.assignee_id
      from client_services cs
      where cs.organization_id = ${orgId} and cs.service_id = ${service.id}
      order by cs.customer_id, cs.status = 'ended', cs.created_at desc
    ),
    matched as (
      select c.id, c.business_name, a.status, coalesce(a.assignee_id, c.responsible_id) as responsible_id
      from applied a
      join customers c on c.id = a.customer_id and c.organization_id = ${orgId}
      where (a.status <> 'ended' or a.customer_id in (select jobs.customer_id from jobs))
        ${filtered}
    )`;
}

interface RowRecord {
  id: string;
  name: string;
  status: string;
  responsibleId: string | null;
  responsibleName: string | null;
  cells: Record<string, MatrixCell> | string;
}

/** A page of the matched clients, by name, with their cells. */
async function readRows(db: Db, scope: Scope, page: { limit: number; offset: number }) {
  const records = await rowsOf<RowRecord>(
    db,
    sql`with ${matchedClients(scope)},
      page as (
        select * from matched order by lower(business_name), id limit ${page.limit} offset ${page.offset}
      )
      select p.id, p.business_name as "name", p.status, u.id as "responsibleId", u.name as "responsibleName",
        coalesce(cells.list, '{}') as "cells"
      from page p
      left join (
        select j.customer_id,
          json_object_agg(j.period_key, json_build_object('jobId', j.id, 'state', j.state,
            'jobDate', j.job_date, 'extendedTo', j.extended_to)) as list
        from jobs j where j.customer_id in (select id from page)
        group by j.customer_id
      ) cells on cells.customer_id = p.id
      left join users u on u.id = p.responsible_id and u.organization_id = ${scope.orgId}
      order by lower(p.business_name), p.id`,
  );
  return records.map((record): MatrixRow => {
    return {
      customer: { id: record.id, name: record.name },
      responsible:
        record.responsibleId && record.responsibleName
          ? { id: record.responsibleId, name: record.responsibleName }
          : null,
      status: record.status,
      // Built by the statement as the answer's shape: { [period key]: cell }.
      cells: typeof record.cells === 'string' ? JSON.parse(record.cells) : record.cells,
    };
  });
}

interface SummaryRecord {
  total: number;
  counts: { key: string; label: string; state: JobViewState; n: number }[] | string | null;
  tags: string[] | string | null;
  people: { id: string; name: string }[] | string | null;
  extensions: { key: string; extendedTo: string; note: string }[] | string | null;
}

/** How many clients match, their jobs per period by state, the filters' choices and the extensions. */
async function readSummary(db: Db, scope: Scope) {
  const [record] = await rowsOf<SummaryRecord>(
    db,
    sql`with ${matchedClients(scope)}
      select
        (select count(*)::int from matched) as "total",
        (select json_agg(x) from (
          select j.period_key as "key", min(j.period_label) as "label", j.state, count(*)::int as "n"
          from jobs j join matched m on m.id = j.customer_id
          group by j.period_key, j.state
        ) x) as "counts",
        (select json_agg(t.tag order by lower(t.tag)) from (
          select min(tag) as tag from applied a
          join customers c on c.id = a.customer_id and c.organization_id = ${scope.orgId},
          unnest(c.tags) as tag
          where a.status <> 'ended'
          group by lower(tag)
        ) t) as "tags",
        (select json_agg(json_build_object('id', p.id, 'name', p.name) order by lower(p.name), p.id) from (
          select distinct u.id, u.name from applied a
          join customers c on c.id = a.customer_id and c.organization_id = ${scope.orgId}
          join users u on u.id = coalesce(a.assignee_id, c.responsible_id) and u.organization_id = ${scope.orgId}
          where a.status <> 'ended'
        ) p) as "people",
        (select json_agg(e) from (
          select distinct on (x.period_key) x.period_key as "key", x.extended_to as "extendedTo", x.note
          from service_extensions x
          where x.organization_id = ${scope.orgId} and x.service_id = ${scope.service.id}
          order by x.period_key, x.created_at desc
        ) e) as "extensions"`,
  );
  return {
    total: Number(record?.total ?? 0),
    counts: jsonList(record?.counts),
    tags: jsonList(record?.tags),
    people: jsonList(record?.people),
    extensions: jsonList(record?.extensions),
  };
}

const zeroCounts = (): JobStateCounts =>
  Object.fromEntries(JOB_VIEW_STATES.map((state) => [state, 0])) as JobStateCounts;

async function scopeOf(db: Db, auth: AuthContext, serviceId: string, filters: MatrixFilters) {
  const orgId = requirePermission(auth, 'services.view');
  const service = await serviceContextOf(db, orgId, serviceId);
  return { orgId, service, columns: matrixColumns(service, filters), filters };
}

/** The periods shown: the cadence's, or those the jobs have (in order), each with its counts. */
function periodsOf(columns: MatrixColumns, summary: Awaited<ReturnType<typeof readSummary>>) {
  const periods = new Map<string, { key: string; label: string }>();
  for (const period of columns.periods ?? []) periods.set(period.key, period);
  if (!columns.periods) {
    const found = [...summary.counts].sort((a, b) => a.key.localeCompare(b.key));
    for (const count of found) if (!periods.has(count.key)) periods.set(count.key, count);
  }
  const extensionOf = new Map(summary.extensions.map((extension) => [extension.key, extension]));
  return [...periods.values()].map((period) => {
    const counts = zeroCounts();
    for (const count of summary.counts) if (count.key === period.key) counts[count.state] = count.n;
    const extension = extensionOf.get(period.key);
    return {
      key: period.key,
      label: period.label,
      extension: extension ? { extendedTo: extension.extendedTo, note: extension.note } : null,
      counts,
    };
  });
}

/** GET /services/:id/matrix (services.view). */
export async function getComplianceMatrix(db: Db, auth: AuthContext, serviceId: string, query: MatrixQuery) {
  const scope = await scopeOf(db, auth, serviceId, query);
  const [rows, summary] = await Promise.all([
    readRows(db, scope, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    readSummary(db, scope),
  ]);
  const data: ComplianceMatrix = {
    service: { id: scope.service.id, name: scope.service.name, frequency: scope.service.frequency },
    today: scope.service.today,
    currentPeriod: scope.columns.current,
    periods: periodsOf(scope.columns, summary),
    rows,
    choices: { tags: summary.tags, responsible: summary.people },
  };
  return { data, meta: { page: query.page, pageSize: query.pageSize, total: summary.total } };
}

/** Every matched client's row (up to MATRIX_EXPORT_MAX_ROWS) and the periods: what the workbook holds. */
export async function readWholeMatrix(db: Db, auth: AuthContext, serviceId: string, filters: MatrixFilters) {
  const scope = await scopeOf(db, auth, serviceId, filters);
  const [rows, summary] = await Promise.all([
    readRows(db, scope, { limit: MATRIX_EXPORT_MAX_ROWS, offset: 0 }),
    readSummary(db, scope),
  ]);
  return { service: scope.service, periods: periodsOf(scope.columns, summary), rows };
}
