/**
 * A service step's request template (issue 41, item 1): each job of the service sends it by itself on its
 * send day (the job's date, or its extension's, plus `sendOffsetDays`), due `dueOffsetDays` from that
 * date, to the client's default recipients. Once per job and step however many runs race: the unique
 * index `client_requests_job_step_idx` settles it, the loser's insert rolled back to its savepoint.
 */
import {
  addCalendarDays,
  jobTitleOf,
  REQUEST_TITLE_MAX,
  type RequestTemplate,
  RequestTemplateSchema,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/db-errors';
import { insertRequest } from './request-commands.service';
import { type SendDeps, sendRequest } from './request-send';

/**
 * How long after its send day a template is still sent: a template added to a service reaches the jobs
 * whose send day has just passed (a job made late by its lead time), not those of months ago.
 */
export const TEMPLATE_CATCH_UP_DAYS = 30;
/** (Job, step) pairs one run looks at: a firm of thousands of clients goes page by page. */
export const TEMPLATE_PAGE_SIZE = 200;

/** What a template needs of its job. */
export interface TemplateJob {
  /** The job's date, or the date an extension moved it to. */
  jobDate: string;
  periodKey: string;
  periodStart: string;
  periodEnd: string;
  periodLabel: string;
  clientName: string;
}

/**
 * The request a template makes for a job sent on `today`: its title with `{period}` and `{client}`
 * filled in as a job's name is, and its due date, never before the day it goes.
 */
export function templateRequestOf(template: RequestTemplate, job: TemplateJob, today: string) {
  const period = { key: job.periodKey, start: job.periodStart, end: job.periodEnd, label: job.periodLabel };
  const due = addCalendarDays(job.jobDate, template.dueOffsetDays);
  return {
    title: jobTitleOf(template.title, period, job.clientName).slice(0, REQUEST_TITLE_MAX),
    message: template.message,
    items: template.items,
    sendOn: addCalendarDays(job.jobDate, template.sendOffsetDays),
    dueOn: due > today ? due : today,
  };
}

/** A (job, step) cursor: the last pair a page looked at. */
export interface TemplateCursor {
  jobId: string;
  stepId: string;
}

interface DuePair extends TemplateJob {
  jobId: string;
  stepId: string;
  customerId: string;
  template: unknown;
  hasRecipient: boolean;
}

/**
 * One page of the organization's (job, step) pairs whose template is due on `today` and not yet sent:
 * jobs not done whose send day came within TEMPLATE_CATCH_UP_DAYS. A client with no address to mail (no
 * contact who receives requests with an email, no email of its own) is passed over, recording nothing:
 * its template goes on a later run once it has one, within the same days. Answers how many were sent and
 * the cursor of the next page (null when this was the last).
 */
export async function sendDueTemplates(
  deps: SendDeps,
  orgId: string,
  today: string,
  cursor: TemplateCursor | null,
): Promise<{ sent: number; nextCursor: TemplateCursor | null }> {
  const effectiveDate = sql`coalesce(j.extended_to, j.job_date)`;
  const result = (await deps.db.execute(sql`
    select j.id as "jobId", st.id as "stepId", j.customer_id as "customerId", c.business_name as "clientName",
           ${effectiveDate}::text as "jobDate", j.period_key as "periodKey", j.period_start::text as "periodStart",
           j.period_end::text as "periodEnd", j.period_label as "periodLabel", st.request_template as template,
           (c.email <> '' or exists (
              select 1 from customer_contacts cc
               where cc.customer_id = c.id and cc.organization_id = ${orgId}
                 and cc.receives_requests and coalesce(cc.email, '') <> '')) as "hasRecipient"
      from client_jobs j
      join service_steps st on st.service_id = j.service_id and st.organization_id = ${orgId}
      join customers c on c.id = j.customer_id and c.organization_id = ${orgId}
     where j.organization_id = ${orgId}
       and j.state <> 'done'
       and st.request_template is not null
       and ${effectiveDate} + (st.request_template->>'sendOffsetDays')::int
           between ${today}::date - ${TEMPLATE_CATCH_UP_DAYS}::int and ${today}::date
       and not exists (
         select 1 from client_requests r
          where r.organization_id = ${orgId} and r.job_id = j.id and r.service_step_id = st.id)
       ${cursor ? sql`and (j.id, st.id) > (${cursor.jobId}::uuid, ${cursor.stepId}::uuid)` : sql``}
     order by j.id, st.id
     limit ${TEMPLATE_PAGE_SIZE}`)) as unknown as { rows: DuePair[] };
  let sent = 0;
  for (const pair of result.rows) {
    const template = RequestTemplateSchema.safeParse(pair.template);
    if (!pair.hasRecipient || !template.success) continue;
    if (await sendTemplate(deps, orgId, pair, templateRequestOf(template.data, pair, today))) sent++;
  }
  const last = result.rows.at(-1);
  const nextCursor =
    last && result.rows.length === TEMPLATE_PAGE_SIZE ? { jobId: last.jobId, stepId: last.stepId } : null;
  return { sent, nextCursor };
}

/**
 * Makes and sends one job's request of a step's template, in a savepoint: when another run made it first
 * (the unique index), this one's insert is rolled back and nothing is sent. Answers whether it was sent.
 */
async function sendTemplate(
  deps: SendDeps,
  orgId: string,
  pair: DuePair,
  request: ReturnType<typeof templateRequestOf>,
): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      const { id } = await insertRequest(
        tx,
        orgId,
        {
          customerId: pair.customerId,
          jobId: pair.jobId,
          serviceStepId: pair.stepId,
          title: request.title,
          message: request.message,
          dueOn: request.dueOn,
          items: request.items,
          send: true,
        },
        null,
      );
      await sendRequest({ ...deps, db: tx }, orgId, id, null);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
