/**
 * The job generator (decision 043): makes each active client service's jobs whose time has come (the job
 * date, or its earliest step's start, less the service's lead time, on or before today in the
 * organization's zone), with their step tasks, exactly once per client service and period.
 *
 * Exactly once: jobs are inserted with ON CONFLICT (client_service_id, period_key) DO NOTHING RETURNING,
 * and tasks are made for the returned rows only, in the same transaction; two generators (twice on one
 * process, or on two) each make what the other did not. A run takes a page of client services (by id
 * after a cursor) so that its transaction stays short; the queue runs the next page at once.
 */
import {
  appearsOn,
  type Cadence,
  type JobDateRule,
  jobDateOf,
  jobTitleOf,
  nextPeriod,
  ONE_OFF_PERIOD_KEY,
  periodContaining,
  type ServicePeriod,
  type StepTiming,
  stepDatesOf,
  stepTaskTitle,
  type WorkingCalendar,
} from '@taskflow/shared';
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientServices,
  customers,
  organizations,
  roles,
  serviceSteps,
  services,
  users,
} from '../../db/schema';
import { todayIn, workingCalendarOf } from '../../lib/organization-calendar';
import { insertTasks, type TaskValues } from '../tasks';

/**
 * Client services per run: each run is one short transaction (PGlite answers nothing else meanwhile), and
 * what it builds on the event loop between its statements is what people's requests wait behind. At 200,
 * the 50 people's mix beside a month's generation fell behind its pace and its p99 reached 157 and 181 ms;
 * at 100 it kept its pace at 126 and 140 ms, for 38 s of generation instead of 34 (docs/performance.md).
 */
export const CLIENT_SERVICES_PER_RUN = 100;
/** Periods one client service may catch up in one run (a service applied from long ago). */
const MAX_PERIODS_PER_CLIENT_SERVICE = 36;

export interface Step {
  id: string;
  serviceId: string;
  title: string;
  workType: string;
  assigneeRule: string;
  assigneeId: string | null;
  estimateHours: string | null;
  startOffset: number;
  startUnit: string;
  dueOffset: number;
  dueUnit: string;
}

export interface ClientServiceRow {
  id: string;
  customerId: string;
  customerName: string;
  responsibleId: string | null;
  fyEndMonth: number;
  fyEndDay: number;
  assigneeId: string | null;
  createdById: string | null;
  startsOn: string;
  serviceId: string;
  namePattern: string;
  frequency: string;
  everyMonths: number | null;
  jobDateRule: JobDateRule;
  leadDays: number;
  lastPeriodKey: string | null;
  lastPeriodStart: string | null;
}

/** The steps of the organization's services, each service's in their order. */
export function stepsOfServices(tx: Db, orgId: string, serviceIds: string[]): Promise<Step[]> {
  return tx
    .select({
      id: serviceSteps.id,
      serviceId: serviceSteps.serviceId,
      title: serviceSteps.title,
      workType: serviceSteps.workType,
      assigneeRule: serviceSteps.assigneeRule,
      assigneeId: serviceSteps.assigneeId,
      estimateHours: serviceSteps.estimateHours,
      startOffset: serviceSteps.startOffset,
      startUnit: serviceSteps.startUnit,
      dueOffset: serviceSteps.dueOffset,
      dueUnit: serviceSteps.dueUnit,
    })
    .from(serviceSteps)
    .where(and(eq(serviceSteps.organizationId, orgId), inArray(serviceSteps.serviceId, serviceIds)))
    .orderBy(asc(serviceSteps.serviceId), asc(serviceSteps.position));
}

/** A period's job and its steps' dates. */
interface PlannedJob {
  clientService: ClientServiceRow;
  period: ServicePeriod;
  jobDate: string;
  stepDates: Map<string, { start: string; due: string }>;
}

function datesOfSteps(jobDate: string, steps: Step[], calendar: WorkingCalendar) {
  return new Map(steps.map((step) => [step.id, stepDatesOf(jobDate, step as StepTiming, calendar)]));
}

/** The jobs of one client service whose time has come and that it does not have yet (periods in order). */
function plannedJobs(
  row: ClientServiceRow,
  steps: Step[],
  context: { today: string; fyStartMonth: number; calendar: WorkingCalendar },
): PlannedJob[] {
  const cadence: Cadence = { frequency: row.frequency as Cadence['frequency'], everyMonths: row.everyMonths };
  const anchor = row.startsOn;
  if (row.frequency === 'one_off' && row.lastPeriodKey === ONE_OFF_PERIOD_KEY) return [];
  // Jobs are made in period order, so the latest one made says where to go on.
  let period: ServicePeriod | null = row.lastPeriodStart
    ? nextPeriod(
        periodContaining(row.lastPeriodStart, cadence, context.fyStartMonth, anchor),
        cadence,
        context.fyStartMonth,
        anchor,
      )
    : periodContaining(row.startsOn, cadence, context.fyStartMonth, anchor);
  // A service resumed after a pause starts again at its new first day (client-services.service.ts): the
  // periods it was paused over get no jobs.
  if (period && period.end < row.startsOn)
    period = periodContaining(row.startsOn, cadence, context.fyStartMonth, anchor);
  const planned: PlannedJob[] = [];
  while (period && planned.length < MAX_PERIODS_PER_CLIENT_SERVICE) {
    const jobDate = jobDateOf(row.jobDateRule, period, {
      calendar: context.calendar,
      clientYearEnd: { month: row.fyEndMonth, day: row.fyEndDay },
    });
    const stepDates = datesOfSteps(jobDate, steps, context.calendar);
    const earliest = [...stepDates.values()].reduce<string | null>(
      (first, dates) => (first === null || dates.start < first ? dates.start : first),
      null,
    );
    if (appearsOn(jobDate, earliest, row.leadDays) > context.today) break;
    planned.push({ clientService: row, period, jobDate, stepDates });
    period = nextPeriod(period, cadence, context.fyStartMonth, anchor);
  }
  return planned;
}

/** Who does a step: by its rule, then the client service's creator, then an active administrator. */
export async function assigneeResolver(tx: Db, orgId: string) {
  const people = await tx
    .select({ id: users.id, managerId: users.managerId, isActive: users.isActive })
    .from(users)
    .where(eq(users.organizationId, orgId));
  const managerOf = new Map(people.map((person) => [person.id, person.managerId]));
  const active = new Set(people.filter((person) => person.isActive).map((person) => person.id));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true), sql`${roles.name} = 'Admin'`))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const firstActive = (...ids: (string | null | undefined)[]) =>
    ids.find((id) => id && active.has(id)) ?? null;
  return (
    step: Step,
    row: Pick<ClientServiceRow, 'assigneeId' | 'responsibleId' | 'createdById'>,
  ): string | null => {
    const byRule =
      step.assigneeRule === 'member'
        ? firstActive(step.assigneeId)
        : step.assigneeRule === 'member_manager'
          ? firstActive(managerOf.get(step.assigneeId ?? ''), step.assigneeId)
          : firstActive(row.assigneeId, row.responsibleId);
    return byRule ?? firstActive(row.createdById, admin?.id);
  };
}

export interface GenerationResult {
  jobsCreated: number;
  tasksCreated: number;
  /** The id of the last client service looked at, when more remain; null when the run reached the end. */
  nextCursor: string | null;
}

/**
 * One run over the next page of the organization's active client services (ids after `cursor`), in the
 * caller's transaction. `today` defaults to today in the organization's zone.
 */
export async function generateJobs(
  tx: Db,
  orgId: string,
  options: { cursor?: string | null; today?: string; limit?: number } = {},
): Promise<GenerationResult> {
  const limit = options.limit ?? CLIENT_SERVICES_PER_RUN;
  const [org] = await tx
    .select({ zone: organizations.timeZone, fyStartMonth: organizations.fyStartMonth })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) return { jobsCreated: 0, tasksCreated: 0, nextCursor: null };
  const today = options.today ?? todayIn(org.zone);

  // Each client service's latest job, looked up per row of the page (the unique index on client service and
  // period): grouping all the organization's jobs instead costs every page a scan of them all, which grows
  // with every page made (10,000 jobs by the end of a firm's month) and competes with people's requests.
  const latest = tx
    .select({
      lastPeriodKey: max(clientJobs.periodKey).as('last_period_key'),
      lastPeriodStart: max(clientJobs.periodStart).as('last_period_start'),
    })
    .from(clientJobs)
    .where(eq(clientJobs.clientServiceId, clientServices.id))
    .as('latest');
  const rows = (await tx
    .select({
      id: clientServices.id,
      customerId: clientServices.customerId,
      customerName: customers.businessName,
      responsibleId: customers.responsibleId,
      fyEndMonth: customers.fyEndMonth,
      fyEndDay: customers.fyEndDay,
      assigneeId: clientServices.assigneeId,
      createdById: clientServices.createdById,
      startsOn: clientServices.startsOn,
      serviceId: services.id,
      namePattern: services.namePattern,
      frequency: services.frequency,
      everyMonths: services.everyMonths,
      jobDateRule: services.jobDateRule,
      leadDays: services.leadDays,
      lastPeriodKey: latest.lastPeriodKey,
      lastPeriodStart: latest.lastPeriodStart,
    })
    .from(clientServices)
    .innerJoin(services, eq(services.id, clientServices.serviceId))
    .innerJoin(customers, eq(customers.id, clientServices.customerId))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(clientServices.organizationId, orgId),
        eq(clientServices.status, 'active'),
        eq(services.isArchived, false),
        options.cursor ? gt(clientServices.id, options.cursor) : undefined,
      ),
    )
    .orderBy(asc(clientServices.id))
    .limit(limit + 1)) as ClientServiceRow[];
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const nextCursor = hasMore ? (page.at(-1)?.id ?? null) : null;
  if (page.length === 0) return { jobsCreated: 0, tasksCreated: 0, nextCursor };

  const serviceIds = [...new Set(page.map((row) => row.serviceId))];
  const steps = await stepsOfServices(tx, orgId, serviceIds);
  const stepsOf = new Map<string, Step[]>();
  for (const step of steps) stepsOf.set(step.serviceId, [...(stepsOf.get(step.serviceId) ?? []), step]);

  // Holidays from a year back (a service applied from a past period) to two years ahead (yearly rules).
  const calendar = await workingCalendarOf(tx, orgId, addYears(today, -3), addYears(today, 3));
  const context = { today, fyStartMonth: org.fyStartMonth, calendar };
  const planned = page.flatMap((row) => plannedJobs(row, stepsOf.get(row.serviceId) ?? [], context));
  if (planned.length === 0) return { jobsCreated: 0, tasksCreated: 0, nextCursor };

  const byKey = new Map(planned.map((job) => [`${job.clientService.id}|${job.period.key}`, job]));
  const created: { id: string; job: PlannedJob }[] = [];
  for (let start = 0; start < planned.length; start += 500) {
    const inserted = await tx
      .insert(clientJobs)
      .values(
        planned.slice(start, start + 500).map((job) => ({
          organizationId: orgId,
          customerId: job.clientService.customerId,
          clientServiceId: job.clientService.id,
          serviceId: job.clientService.serviceId,
          periodKey: job.period.key,
          periodStart: job.period.start,
          periodEnd: job.period.end,
          periodLabel: job.period.label,
          title: jobTitleOf(job.clientService.namePattern, job.period, job.clientService.customerName),
          jobDate: job.jobDate,
        })),
      )
      .onConflictDoNothing({ target: [clientJobs.clientServiceId, clientJobs.periodKey] })
      .returning({
        id: clientJobs.id,
        clientServiceId: clientJobs.clientServiceId,
        periodKey: clientJobs.periodKey,
      });
    for (const row of inserted) {
      const job = byKey.get(`${row.clientServiceId}|${row.periodKey}`);
      if (job) created.push({ id: row.id, job });
    }
  }

  const assigneeOf = await assigneeResolver(tx, orgId);
  const taskRows: Parameters<typeof insertTasks>[2] = [];
  for (const { id, job } of created) {
    const jobSteps = stepsOf.get(job.clientService.serviceId) ?? [];
    const jobTitle = jobTitleOf(job.clientService.namePattern, job.period, job.clientService.customerName);
    for (const step of jobSteps) {
      const assigneeId = assigneeOf(step, job.clientService);
      const dates = job.stepDates.get(step.id);
      if (!assigneeId || !dates) continue;
      const values: TaskValues = {
        title: stepTaskTitle(jobTitle, step.title, jobSteps.length),
        customerId: job.clientService.customerId,
        assigneeId,
        workType: step.workType,
        priority: 'Medium',
        status: 'Pending',
        startDate: dates.start,
        dueDate: dates.due,
        estimateHours: step.estimateHours === null ? null : Number(step.estimateHours),
      } as TaskValues;
      taskRows.push({ values, jobId: id, serviceStepId: step.id });
    }
  }
  await insertTasks(tx, { orgId, actorId: null }, taskRows);
  return { jobsCreated: created.length, tasksCreated: taskRows.length, nextCursor };
}

function addYears(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4, 10) === '-02-29' ? '-02-28' : day.slice(4)}`;
}
