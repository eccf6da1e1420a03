/**
 * The ceiling of this stack on this machine, measured in the same run as the app (bench/api-load.mjs
 * starts it on PostgreSQL): Fastify and `pg` with prepared statements, no hooks, no validation, the
 * same session lookup per request as the app, then nothing more (`/me`), the customers list's one
 * statement (`/customers`), or the Task List's two queries written by hand in their best shape
 * (`/tasks`). What the app reaches is judged against it.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const sessionQuery = {
  name: 'raw_session',
  text: `select s.id, s.is_remembered, s.expires_at, s.last_seen_at, u.id as user_id, u.name, u.email, u.phone,
                u.country_code, u.avatar_file, u.is_platform_admin, u.is_active, u.organization_id, u.role_id,
                u.created_at, o.name as organization_name, o.suspended_at, r.name as role_name, r.permissions
         from sessions s join users u on u.id = s.user_id
         left join organizations o on o.id = u.organization_id left join roles r on r.id = u.role_id
         where s.token_hash = $1 and s.revoked_at is null limit 1`,
};
// The app's best shape: the page chosen on tasks alone (the names it shows come from memory).
const taskPageQuery = {
  name: 'raw_task_page',
  text: `select id, organization_id, display_id, title, description, customer_id, assignee_id, project_id,
                department_id, work_type, priority, task_type, status, start_date, due_date, estimate_hours,
                board_position, series_id, occurrence_date, created_by_id, completed_at, created_at, updated_at
         from tasks where organization_id = $1 and status = $2 and assignee_id = $3
         order by due_date, id limit 50`,
};
const taskCountQuery = {
  name: 'raw_task_count',
  text: `select count(*)::int as n from (select 1 from tasks where organization_id = $1 and status = $2
         and assignee_id = $3 limit 10001) capped`,
};

// A 50-row list with its bounded total in one statement, as the app's customers list.
const customersPageQuery = {
  name: 'raw_customers_page',
  text: `select id, organization_id, business_name, email, phone, industry, address, anniversary_date, logo_file,
                logo_mime, created_by_id, created_at, updated_at,
                (select count(*)::int from (select 1 from customers where organization_id = $1 limit 10001) c) as total
         from customers where organization_id = $1 order by lower(business_name), id limit 50`,
};

async function caller(request) {
  const token = /sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return undefined;
  const hash = createHash('sha256').update(decodeURIComponent(token)).digest('hex');
  const { rows } = await pool.query({ ...sessionQuery, values: [hash] });
  return rows[0];
}

app.get('/health', async () => 'ok');

app.get('/me', async (request, reply) => {
  const session = await caller(request);
  if (!session) return reply.code(401).send({ error: 'unauthenticated' });
  return { data: session };
});

app.get('/customers', async (request, reply) => {
  const session = await caller(request);
  if (!session) return reply.code(401).send({ error: 'unauthenticated' });
  const { rows } = await pool.query({ ...customersPageQuery, values: [session.organization_id] });
  return { data: rows, meta: { total: rows[0]?.total ?? 0 } };
});

app.get('/tasks', async (request, reply) => {
  const session = await caller(request);
  if (!session) return reply.code(401).send({ error: 'unauthenticated' });
  const values = [session.organization_id, request.query.status, request.query.assigneeId];
  const [page, counted] = await Promise.all([
    pool.query({ ...taskPageQuery, values }),
    pool.query({ ...taskCountQuery, values }),
  ]);
  return { data: page.rows, meta: { total: counted.rows[0].n } };
});

await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
