/**
 * The permission matrix's cases for the routes of jobs (apps/api/src/test/permission-matrix.test.ts runs
 * them beside the services' cases): the compliance matrix, its workbook, extensions, the laggards and a
 * client's jobs. Each is allowed with its permission and refused without it. A service with one open
 * job (January 2031, due 20 February) is written straight to the database for each run. GET /jobs/:id
 * is read with View Services or through one of its tasks (not found otherwise): jobs.test.ts.
 */
import type { Permission } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './jobs-common';

type Response = { statusCode: number; body: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ClientJobsMatrixContext {
  db: () => Db;
  orgId: () => string;
  call: (method: Method, url: string, body?: unknown) => Promise<Response>;
}

let made = 0;

/** A service, a client with it and the client's open job of January 2031 (the fuzz walk uses it too). */
export async function probeServiceWithJob(db: Db, orgId: string) {
  made += 1;
  const [row] = await rowsOf<{ serviceId: string; customerId: string; jobId: string }>(
    db,
    sql`with service as (
          insert into services (organization_id, name, name_pattern, frequency, job_date_rule)
          values (${orgId}, ${`Matrix jobs ${Date.now()}-${made}`}, 'Matrix – {period}', 'monthly',
            '{"kind":"day_after_period","day":20,"monthsAfter":1}'::jsonb)
          returning id
        ), client as (
          insert into customers (organization_id, business_name, email, address)
          values (${orgId}, ${`Matrix jobs client ${Date.now()}-${made}`}, 'jobs@client.test', '1 Jobs Road')
          returning id
        ), applied as (
          insert into client_services (organization_id, customer_id, service_id, starts_on)
          select ${orgId}, client.id, service.id, '2031-01-01' from client, service
          returning id, customer_id, service_id
        )
        insert into client_jobs (organization_id, customer_id, client_service_id, service_id, period_key,
          period_start, period_end, period_label, title, job_date)
        select ${orgId}, customer_id, id, service_id, '2031-01', '2031-01-01', '2031-01-31', 'Jan 2031',
          'Matrix – Jan 2031', '2031-02-20' from applied
        returning service_id as "serviceId", customer_id as "customerId", id as "jobId"`,
  );
  if (!row) throw new Error('No probe job');
  return row;
}

const openJob = (context: ClientJobsMatrixContext) => probeServiceWithJob(context.db(), context.orgId());

/** The routes of jobs under /services: the matrix, its workbook and extensions. */
export function clientJobRouteCases(
  context: ClientJobsMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const { call } = context;
  return [
    {
      route: 'GET /services/:id/matrix',
      needs: 'services.view',
      run: async () => call('GET', `/api/v1/services/${(await openJob(context)).serviceId}/matrix`),
    },
    {
      route: 'GET /services/:id/matrix.xlsx',
      needs: 'services.view',
      run: async () => call('GET', `/api/v1/services/${(await openJob(context)).serviceId}/matrix.xlsx`),
    },
    {
      route: 'POST /services/:id/extensions',
      needs: 'services.manage',
      run: async () =>
        call('POST', `/api/v1/services/${(await openJob(context)).serviceId}/extensions`, {
          periodKey: '2031-01',
          extendedTo: '2031-03-01',
          note: 'Probe extension',
        }),
    },
  ];
}

/** The reads of jobs outside /services: the home's laggards and a client's jobs. */
export function jobReadRouteCases(
  context: ClientJobsMatrixContext,
): { route: string; needs: Permission; run: () => Promise<Response> }[] {
  const { call } = context;
  return [
    {
      route: 'GET /jobs/laggards',
      needs: 'services.view',
      run: () => call('GET', '/api/v1/jobs/laggards'),
    },
    {
      route: 'GET /customers/:id/jobs',
      needs: 'services.view',
      run: async () => call('GET', `/api/v1/customers/${(await openJob(context)).customerId}/jobs`),
    },
  ];
}
