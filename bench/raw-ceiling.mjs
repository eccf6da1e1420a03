/**
 * The ceiling of this stack on this machine, measured in the same run as the app (bench/api-load.mjs
 * starts it on PostgreSQL): Fastify and `pg` with prepared statements, no hooks, no validation, the
 * same session lookup per request as the app, then either nothing more (`/me`) or the Task List's two
 * queries written by hand in their best shape (`/tasks`). What the app reaches is judged against it.
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
const taskPageQuery = {
  name: 'raw_task_page',
  text: `select t.id, t.display_id, t.title, t.status, t.priority, t.work_type, t.task_type, t.start_date,
                t.due_date, t.estimate_hours, t.completed_at, t.created_at, t.updated_at, t.customer_id,
                c.business_name, t.assignee_id, a.name as assignee_name, t.project_id, p.key, p.name as project_name,
                t.department_id, d.name as department_name
         from (select * from tasks where organization_id = $1 and status = any($2) and assignee_id = $3
               order by due_date, id limit 50) t
         join customers c on c.id = t.customer_id join users a on a.id = t.assignee_id
         left join projects p on p.id = t.project_id left join departments d on d.id = t.department_id
         order by t.due_date, t.id`,
};
const taskCountQuery = {
  name: 'raw_task_count',
  text: `select count(*)::int as n from (select 1 from tasks where organization_id = $1 and status = any($2)
         and assignee_id = $3 limit 10001) capped`,
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

app.get('/tasks', async (request, reply) => {
  const session = await caller(request);
  if (!session) return reply.code(401).send({ error: 'unauthenticated' });
  const values = [session.organization_id, request.query.status.split(','), request.query.assigneeId];
  const [page, counted] = await Promise.all([
    pool.query({ ...taskPageQuery, values }),
    pool.query({ ...taskCountQuery, values }),
  ]);
  return { data: page.rows, meta: { total: counted.rows[0].n } };
});

await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
