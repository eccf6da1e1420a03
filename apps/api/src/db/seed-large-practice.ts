/**
 * The large seed's practice (issue 45, item 4): its clients get what a firm keeps of them (entity type,
 * PAN, GSTIN, TAN, year end, tags, a responsible member, contacts), five starter services run over the last
 * year of periods with their step tasks, requests to clients and a year of fee invoices. Set-based, like
 * the rest of the large seed; the database's own triggers derive each job's state from its tasks and
 * requests. Periods and step dates are planned here with the generator's shared rules, so the generator
 * finds nothing left to make when the server starts.
 */
import {
  appearsOn,
  type Cadence,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinProblem,
  isPan,
  type JobDateRule,
  jobDateOf,
  nextPeriod,
  periodContaining,
  type ServicePeriod,
  type StepOffsetUnit,
  stepDatesOf,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A statement's rows (the driver's result, PGlite's or node-postgres', both carry `rows`). */
async function rowsOf(tx: Db, query: ReturnType<typeof sql>) {
  return (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
}

/** Which clients take each starter service (row number `n` of the clients by name, `e` the entity type). */
const PRACTICE_SERVICES = [
  // Monthly GST filers: a quarter of the registered clients (the rest file quarterly under QRMP).
  { name: 'GSTR-1 (monthly)', takes: `gstin is not null and n % 4 = 0`, feeMinor: 150_000 },
  { name: 'GSTR-3B (monthly)', takes: `gstin is not null and n % 4 = 0`, feeMinor: 250_000 },
  {
    name: 'TDS quarterly returns',
    takes: `e in ('private_limited', 'public_limited', 'llp', 'partnership')`,
    feeMinor: 300_000,
  },
  { name: 'Income tax return (non-audit)', takes: `n % 20 <> 19`, feeMinor: 500_000 },
  {
    name: 'ROC annual filing (companies)',
    takes: `e in ('private_limited', 'public_limited')`,
    feeMinor: null,
  },
] as const;

/** Entity types by the client's row number, ten in a cycle: three in ten companies. */
const ENTITY_CYCLE = [
  'private_limited',
  'private_limited',
  'public_limited',
  'llp',
  'partnership',
  'proprietorship',
  'proprietorship',
  'individual',
  'individual',
  'trust',
] as const;
/** The PAN's fourth character for each entity type (who holds it). */
const PAN_HOLDER: Record<(typeof ENTITY_CYCLE)[number], string> = {
  private_limited: 'C',
  public_limited: 'C',
  llp: 'F',
  partnership: 'F',
  proprietorship: 'P',
  individual: 'P',
  trust: 'T',
};
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STATE_CODES = ['27', '27', '27', '24', '29', '07', '33', '36'].filter((code) => GST_STATE_CODES[code]);

const letters = (value: number, count: number) =>
  Array.from({ length: count }, (_, index) => LETTERS[Math.floor(value / 26 ** index) % 26]).join('');

/** The identifiers of client `n` (1-based): a PAN of its holder type, a GSTIN holding it, a TAN for companies. */
export function taxIdsOf(n: number) {
  const entity = ENTITY_CYCLE[n % ENTITY_CYCLE.length] as (typeof ENTITY_CYCLE)[number];
  const pan = `${letters(n, 3)}${PAN_HOLDER[entity]}${letters(n * 7, 1)}${String(n % 10_000).padStart(4, '0')}${letters(n * 13, 1)}`;
  if (!isPan(pan)) throw new Error(`Seeded PAN ${pan} is not valid`);
  const registered = entity !== 'individual' && entity !== 'trust';
  const state = STATE_CODES[n % STATE_CODES.length] as string;
  const first14 = `${state}${pan}1Z`;
  const gstin = registered ? `${first14}${gstinCheckCharacter(first14)}` : null;
  if (gstin && gstinProblem(gstin)) throw new Error(`Seeded GSTIN ${gstin}: ${gstinProblem(gstin)}`);
  const tan = entity.endsWith('_limited')
    ? `MUM${letters(n * 3, 1)}${String(n % 100_000).padStart(5, '0')}${letters(n, 1)}`
    : null;
  return { entity, pan, gstin, state: gstin ? state : null, tan };
}

interface ServiceRow {
  id: string;
  name: string;
  frequency: string;
  every_months: number | null;
  job_date_rule: JobDateRule;
  lead_days: number;
  [key: string]: unknown;
}
interface StepRow {
  id: string;
  service_id: string;
  position: number;
  title: string;
  start_offset: number;
  start_unit: StepOffsetUnit;
  due_offset: number;
  due_unit: StepOffsetUnit;
  [key: string]: unknown;
}

const addMonths = (day: string, months: number) => {
  const at = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 10);
};

/**
 * The periods of the last year whose jobs have appeared by `today`, with each step's dates: what the
 * generator would have made for a client service starting eleven months ago (the org's working week,
 * its holidays, its year start).
 */
function plannedPeriods(
  service: ServiceRow,
  steps: StepRow[],
  context: {
    today: string;
    startsOn: string;
    fyStartMonth: number;
    calendar: { workWeek: number[]; holidays: Set<string> };
  },
) {
  const cadence: Cadence = {
    frequency: service.frequency as Cadence['frequency'],
    everyMonths: service.every_months,
  };
  const rows: { period: ServicePeriod; jobDate: string; stepId: string; start: string; due: string }[] = [];
  let period: ServicePeriod | null = periodContaining(
    context.startsOn,
    cadence,
    context.fyStartMonth,
    context.startsOn,
  );
  while (period) {
    const jobDate = jobDateOf(service.job_date_rule, period, { calendar: context.calendar });
    const dates = steps.map((step) => ({
      stepId: step.id,
      ...stepDatesOf(
        jobDate,
        {
          startOffset: step.start_offset,
          startUnit: step.start_unit,
          dueOffset: step.due_offset,
          dueUnit: step.due_unit,
        },
        context.calendar,
      ),
    }));
    const earliest = dates.reduce<string | null>(
      (first, d) => (first === null || d.start < first ? d.start : first),
      null,
    );
    if (appearsOn(jobDate, earliest, service.lead_days) > context.today) break;
    for (const step of dates) rows.push({ period, jobDate, ...step });
    period = nextPeriod(period, cadence, context.fyStartMonth, context.startsOn);
  }
  return rows;
}

/**
 * Clients' identifiers, contacts and services with a year of jobs: answers how many step tasks it will
 * make, so the caller can keep the organization's total of tasks (the jobs' tasks are inserted later by
 * `seedPracticeTasks`, numbered after the other tasks).
 */
export async function seedPracticeClients(tx: Db, org: string, adminId: string, today: string) {
  const run = (query: ReturnType<typeof sql>) => rowsOf(tx, query);
  const { rows: clientRows } = await run(
    sql`select count(*)::int as n from customers where organization_id = ${org}`,
  );
  const clients = Number((clientRows[0] as { n: number }).n);
  const ids = Array.from({ length: clients }, (_, index) => taxIdsOf(index + 1));
  await run(sql`
    with numbered as (
      select id, row_number() over (order by business_name, id)::int as n from customers where organization_id = ${org}
    ), members as (
      select array_agg(id order by email) as a from users
      where organization_id = ${org} and is_active and email like 'person%'
    ), given as (
      select * from unnest(${sql.param(ids.map((id) => id.entity))}::text[], ${sql.param(ids.map((id) => id.pan))}::text[],
        ${sql.param(ids.map((id) => id.gstin))}::text[], ${sql.param(ids.map((id) => id.state))}::text[], ${sql.param(ids.map((id) => id.tan))}::text[])
        with ordinality as g (entity, pan, gstin, state, tan, n)
    )
    update customers c set
      entity_type = g.entity, pan = g.pan, gstin = g.gstin, gst_state_code = g.state, tan = g.tan,
      fy_end_month = case when g.n % 25 = 0 then 12 else 3 end, fy_end_day = 31,
      tags = array[(array['Retainer', 'Audit', 'Key account', 'Startup', 'Monthly filer'])[1 + g.n % 5],
                   case when g.n % 3 = 0 then 'Mumbai office' else 'Pune office' end],
      responsible_id = m.a[1 + (g.n * 11) % array_length(m.a, 1)]
    from numbered, given g, members m
    where c.id = numbered.id and g.n = numbered.n`);
  // One to three contacts a client: the owner (receives requests), an accountant, a director.
  await run(sql`
    insert into customer_contacts (organization_id, customer_id, name, role, email, phone, whatsapp, receives_requests, position)
    select ${org}, c.id, r.name || ' ' || lpad(c.n::text, 5, '0'), r.name, r.mail || c.n || '@client.bench',
           '9' || r.position || lpad(c.n::text, 8, '0'), case when r.position < 2 then '+919' || r.position || lpad(c.n::text, 8, '0') end,
           r.position < 2, r.position
    from (select id, row_number() over (order by business_name, id)::int as n from customers where organization_id = ${org}) c
    cross join (values (0, 'Owner', 'owner'), (1, 'Accountant', 'accounts'), (2, 'Director', 'director')) as r(position, name, mail)
    where r.position <= c.n % 3`);

  // One after another: `tx` is one connection, which takes one query at a time (pg 9 refuses more).
  const { rows: serviceRows } =
    await run(sql`select id, name, frequency, every_months, job_date_rule, lead_days
    from services
    where organization_id = ${org} and name in ${sql.raw(`(${PRACTICE_SERVICES.map((s) => `'${s.name}'`).join(', ')})`)}`);
  const { rows: orgRows } = await run(
    sql`select fy_start_month, work_week from organizations where id = ${org}`,
  );
  const { rows: holidayRows } = await run(
    sql`select date::text as date from holidays where organization_id = ${org}`,
  );
  const organization = orgRows[0] as { fy_start_month: number; work_week: number[] | null };
  const calendar = {
    workWeek: organization.work_week ?? [1, 2, 3, 4, 5],
    holidays: new Set((holidayRows as { date: string }[]).map((row) => row.date)),
  };
  const startsOn = addMonths(today, -11);
  const { rows: stepRows } = await run(sql`
    select id, service_id, position, title, start_offset, start_unit, due_offset, due_unit from service_steps
    where organization_id = ${org} order by service_id, position`);
  const plans = [];
  for (const wanted of PRACTICE_SERVICES) {
    const service = (serviceRows as ServiceRow[]).find((row) => row.name === wanted.name);
    if (!service) throw new Error(`The large seed's organization has no starter service "${wanted.name}"`);
    const steps = (stepRows as StepRow[]).filter((step) => step.service_id === service.id);
    const context = { today, startsOn, fyStartMonth: organization.fy_start_month, calendar };
    plans.push({ wanted, service, steps: steps.length, rows: plannedPeriods(service, steps, context) });
  }

  for (const { wanted, service } of plans) {
    await run(sql`
      insert into client_services (organization_id, customer_id, service_id, starts_on, billing_mode, fee_minor, created_by_id)
      select ${org}, id, ${service.id}, ${startsOn}::date, ${wanted.feeMinor === null ? 'hourly' : 'fixed'}, ${wanted.feeMinor}::bigint, ${adminId}
      from (select id, entity_type as e, gstin, row_number() over (order by business_name, id)::int as n
            from customers where organization_id = ${org}) c
      where ${sql.raw(wanted.takes)}`);
  }
  const periods = plans.flatMap(({ service, rows }) =>
    [...new Map(rows.map((row) => [row.period.key, row])).values()].map((row) => ({
      service: service.id,
      ...row,
    })),
  );
  await run(sql`
    insert into client_jobs (organization_id, customer_id, client_service_id, service_id, period_key, period_start,
                             period_end, period_label, title, job_date, created_at)
    select ${org}, cs.customer_id, cs.id, cs.service_id, p.key, p.start::date, p.end_on::date, p.label,
           replace(replace(s.name_pattern, '{period}', p.label), '{client}', c.business_name), p.job_date::date,
           least(now(), p.job_date::date - 20)
    from unnest(${sql.param(periods.map((p) => p.service))}::uuid[], ${sql.param(periods.map((p) => p.period.key))}::text[],
                ${sql.param(periods.map((p) => p.period.start))}::text[], ${sql.param(periods.map((p) => p.period.end))}::text[],
                ${sql.param(periods.map((p) => p.period.label))}::text[], ${sql.param(periods.map((p) => p.jobDate))}::text[])
         as p(service_id, key, start, end_on, label, job_date)
    join client_services cs on cs.service_id = p.service_id and cs.organization_id = ${org}
    join services s on s.id = cs.service_id
    join customers c on c.id = cs.customer_id`);
  const { rows: counted } = await run(sql`
    select coalesce(sum(steps.n), 0)::int as tasks from client_jobs j
    join (select service_id, count(*) as n from service_steps where organization_id = ${org} group by service_id) steps
      on steps.service_id = j.service_id
    where j.organization_id = ${org}`);
  const stepDates = plans.flatMap(({ service, rows }) =>
    rows.map((row) => ({ service: service.id, ...row })),
  );
  return { jobTasks: Number((counted[0] as { tasks: number }).tasks), stepDates };
}

/** A job's fate, the same in every statement: its hash's last two digits (0–99). */
const FATE = sql.raw(`abs(hashtext(j.id::text)) % 100`);

/**
 * The jobs' step tasks (numbered `<prefix>-<from + 1>` on), their statuses by each job's fate: jobs due
 * over a month ago are done nineteen times in twenty, later ones spread over not started, in progress,
 * waiting on the client and done. Then requests to clients (open ones make their jobs wait on the client,
 * done jobs had theirs completed) and the fee invoices of done work, drafts to paid.
 */
export async function seedPracticeWork(
  tx: Db,
  org: string,
  adminId: string,
  plan: {
    firm: string;
    prefix: string;
    from: number;
    stepDates: { service: string; period: ServicePeriod; stepId: string; start: string; due: string }[];
  },
) {
  const run = (query: ReturnType<typeof sql>) => rowsOf(tx, query);
  const dates = plan.stepDates;
  // fate < done: every step completed; < started: the first step completed or under way; < waiting: the
  // first step under way and an open request (set below); else nothing begun.
  await run(sql`
    with fated as (
      select j.*, case when j.job_date < current_date - 30 then ${FATE} < 95 else ${FATE} < 40 end as is_done,
             ${FATE} % 4 as spread
      from client_jobs j where j.organization_id = ${org}
    ), steps as (
      select st.*, count(*) over (partition by st.service_id) as total from service_steps st where st.organization_id = ${org}
    )
    insert into tasks (organization_id, display_id, title, customer_id, assignee_id, work_type, priority, status,
                       start_date, due_date, estimate_hours, board_position, created_at, updated_at, completed_at,
                       job_id, service_step_id)
    select ${org}, ${plan.prefix} || '-' || (${plan.from} + row_number() over (order by j.job_date, j.id, s.position)),
           case when s.total = 1 then j.title else j.title || ': ' || s.title end,
           j.customer_id, coalesce(cs.assignee_id, c.responsible_id, ${adminId}::uuid), s.work_type, 3, st.status,
           d.start_on::date, d.due_on::date, s.estimate_hours, ${plan.from} + row_number() over (order by j.job_date, j.id, s.position),
           j.created_at, j.created_at,
           case when st.status = 'Completed' then least(now(), d.due_on::date + interval '15 hours') end,
           j.id, s.id
    from fated j
    join client_services cs on cs.id = j.client_service_id
    join customers c on c.id = j.customer_id
    join steps s on s.service_id = j.service_id
    join unnest(${sql.param(dates.map((d) => d.service))}::uuid[], ${sql.param(dates.map((d) => d.period.key))}::text[],
                ${sql.param(dates.map((d) => d.stepId))}::uuid[], ${sql.param(dates.map((d) => d.start))}::text[], ${sql.param(dates.map((d) => d.due))}::text[])
         as d(service_id, period_key, step_id, start_on, due_on)
      on d.service_id = j.service_id and d.period_key = j.period_key and d.step_id = s.id
    cross join lateral (
      select case
        when j.is_done then 'Completed'
        when s.position = (select min(position) from service_steps where service_id = s.service_id) and j.spread in (1, 2)
          then case when j.spread = 1 then 'Completed' else 'In Progress' end
        else 'Pending'
      end as status
    ) st`);
  const { rows: last } = await run(
    sql`select count(*)::int as n from tasks where organization_id = ${org} and job_id is not null`,
  );
  await run(sql`
    update task_counters set last_number = ${plan.from + Number((last[0] as { n: number }).n)}
    where organization_id = ${org} and scope = 'org'`);

  // Requests: an open one on each job under way with its step begun (spread 2), two items owed and one
  // sent; a completed one on one done job in ten.
  await run(sql`
    insert into client_requests (organization_id, customer_id, job_id, title, message, due_on, status, contact_ids,
                                 sent_at, completed_at, created_by_id, created_at, updated_at)
    select ${org}, j.customer_id, j.id, 'Documents for ' || j.title, 'Please upload these by the date below.',
           j.job_date - 5, case when j.state = 'done' then 'complete' else 'open' end,
           coalesce((select array_agg(id order by position) from customer_contacts
                     where customer_id = j.customer_id and receives_requests), '{}'),
           j.created_at, case when j.state = 'done' then least(now(), (j.job_date - 3)::timestamptz) end,
           ${adminId}, j.created_at, j.created_at
    from client_jobs j
    where j.organization_id = ${org}
      and ((j.state = 'in_progress' and ${FATE} % 4 = 2) or (j.state = 'done' and ${FATE} % 10 = 0))`);
  await run(sql`
    insert into client_request_items (organization_id, request_id, position, name, status, submitted_at, reviewed_at, reviewed_by_id)
    select ${org}, r.id, i.position, i.name,
           case when r.status = 'complete' then 'accepted' when i.position = 0 then 'submitted' else 'pending' end,
           case when r.status = 'complete' or i.position = 0 then r.sent_at + interval '2 days' end,
           case when r.status = 'complete' then r.sent_at + interval '3 days' end,
           case when r.status = 'complete' then ${adminId}::uuid end
    from client_requests r
    cross join (values (0, 'Sales register'), (1, 'Purchase invoices'), (2, 'Bank statement')) as i(position, name)
    where r.organization_id = ${org}`);

  await seedInvoices(tx, org, adminId, plan.firm);
}

/**
 * Fee invoices: one a client and month of its done fixed-fee jobs before this month, drafts for last month,
 * issued before that (in the INV series, numbered by financial year), seven in ten paid, one in seven part
 * paid, the rest sent and owed. This month's done jobs stay unbilled work.
 */
async function seedInvoices(tx: Db, org: string, adminId: string, firm: string) {
  const run = (query: ReturnType<typeof sql>) => rowsOf(tx, query);
  await run(sql`
    insert into billing_settings (organization_id, legal_name, gstin, gst_state_code, pan)
    values (${org}, ${firm}, '27AAGFG1234L1Z' || ${gstinCheckCharacter('27AAGFG1234L1Z')}, '27', 'AAGFG1234L')
    on conflict (organization_id) do nothing`);
  await run(sql`
    insert into invoices (organization_id, customer_id, status, currency, period_label, created_by_id, created_at, updated_at)
    select ${org}, j.customer_id, 'draft', 'INR', to_char(date_trunc('month', j.job_date), 'FMMonth YYYY'), ${adminId},
           date_trunc('month', j.job_date) + interval '1 month', date_trunc('month', j.job_date) + interval '1 month'
    from client_jobs j join client_services cs on cs.id = j.client_service_id
    where j.organization_id = ${org} and j.state = 'done' and cs.billing_mode = 'fixed'
      and j.job_date < date_trunc('month', current_date)
    group by j.customer_id, date_trunc('month', j.job_date)`);
  await run(sql`
    insert into invoice_lines (organization_id, invoice_id, position, kind, description, sac_code, unit_price_minor,
                               amount_minor, tax_rate_bp, cgst_minor, sgst_minor, igst_minor, client_job_id,
                               client_service_id, service_id)
    select ${org}, i.id, row_number() over (partition by i.id order by j.job_date, j.id), 'fee', j.title, '998222',
           cs.fee_minor, cs.fee_minor, 1800,
           case when same.state then round(cs.fee_minor * 0.09) else 0 end,
           case when same.state then round(cs.fee_minor * 0.09) else 0 end,
           case when same.state then 0 else round(cs.fee_minor * 0.18) end,
           j.id, cs.id, j.service_id
    from client_jobs j
    join client_services cs on cs.id = j.client_service_id
    join customers c on c.id = j.customer_id
    join invoices i on i.customer_id = j.customer_id and i.organization_id = ${org}
      and i.period_label = to_char(date_trunc('month', j.job_date), 'FMMonth YYYY')
    cross join lateral (select coalesce(c.gst_state_code, '27') = '27' as state) same
    where j.organization_id = ${org} and j.state = 'done' and cs.billing_mode = 'fixed'
      and j.job_date < date_trunc('month', current_date)`);
  await run(sql`
    update invoices i set subtotal_minor = t.sub, cgst_minor = t.cgst, sgst_minor = t.sgst, igst_minor = t.igst,
                          total_minor = t.sub + t.cgst + t.sgst + t.igst
    from (select invoice_id, sum(amount_minor) as sub, sum(cgst_minor) as cgst, sum(sgst_minor) as sgst,
                 sum(igst_minor) as igst from invoice_lines where organization_id = ${org} group by invoice_id) t
    where i.id = t.invoice_id`);
  // Issue all but last month's: numbered in issue order within each financial year.
  await run(sql`
    with issued as (
      select i.id, d.issue_date, d.fy,
             row_number() over (partition by d.fy order by d.issue_date, i.id) as sequence,
             c.business_name, c.gstin, c.gst_state_code, c.pan, c.email, c.address
      from invoices i
      join customers c on c.id = i.customer_id
      cross join lateral (select i.created_at::date as issue_date) day
      cross join lateral (
        select day.issue_date,
               extract(year from day.issue_date - interval '3 months')::int || '-' ||
               lpad(((extract(year from day.issue_date - interval '3 months')::int + 1) % 100)::text, 2, '0') as fy
      ) d
      where i.organization_id = ${org} and i.created_at < date_trunc('month', current_date)
    )
    update invoices i set status = 'issued', series = 'INV', financial_year = s.fy, sequence = s.sequence,
      number = 'INV/' || s.fy || '/' || lpad(s.sequence::text, 4, '0'), issue_date = s.issue_date,
      due_date = s.issue_date + 15, place_of_supply = coalesce(s.gst_state_code, '27'), issued_at = s.issue_date,
      supplier = jsonb_build_object('name', ${firm}::text, 'address', '1 Bench Street, Mumbai',
        'gstin', (select gstin from billing_settings where organization_id = ${org}), 'stateCode', '27',
        'stateName', 'Maharashtra', 'pan', 'AAGFG1234L', 'email', null),
      recipient = jsonb_build_object('name', s.business_name, 'address', s.address, 'gstin', s.gstin,
        'stateCode', s.gst_state_code, 'stateName', null, 'pan', s.pan, 'email', s.email)
    from issued s where i.id = s.id`);
  await run(sql`
    insert into invoice_counters (organization_id, series, financial_year, last_number)
    select ${org}, 'INV', financial_year, max(sequence) from invoices
    where organization_id = ${org} and status = 'issued' group by financial_year`);
  await run(sql`
    insert into payments (organization_id, customer_id, received_on, amount_minor, currency, mode, reference, created_by_id)
    select ${org}, i.customer_id, least(current_date, i.issue_date + 10),
           case when abs(hashtext(i.id::text)) % 100 < 70 then i.total_minor else i.total_minor / 2 end,
           'INR', 'bank_transfer', i.number, ${adminId}
    from invoices i
    where i.organization_id = ${org} and i.status = 'issued' and abs(hashtext(i.id::text)) % 100 < 85`);
  await run(sql`
    insert into payment_allocations (organization_id, payment_id, invoice_id, amount_minor)
    select ${org}, p.id, i.id, p.amount_minor from payments p
    join invoices i on i.organization_id = ${org} and i.number = p.reference
    where p.organization_id = ${org}`);
  await run(sql`
    update invoices i set paid_minor = p.amount_minor
    from payments p where p.organization_id = ${org} and p.reference = i.number and i.organization_id = ${org}`);
}
