import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskComments, timesheets } from '../../db/schema';
import { orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { readInvoice } from '../billing';
import { getRequest } from '../client-requests';
import { getLeaveDetail } from '../leave';
import { getJob } from '../services';
import { getTask, listComments } from '../tasks';
import { getEntry, getTimesheet } from '../time';

// The `data` of a delivery, read at delivery time through the same service the API answers with, as the
// endpoint's creator (decision 049): a payload never shows more than its creator could read that minute.

type PayloadReader = (db: Db, auth: AuthContext, subjectId: string) => Promise<unknown | null>;

/** A refusal or an absence means "this person may not see it (now)": the delivery is skipped, not failed. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
}

const task: PayloadReader = (db, auth, id) => orNull(() => getTask(db, auth, id));

/** A comment as the task's comment list shows it, with its task id (the list checks the task's reach). */
const comment: PayloadReader = (db, auth, id) =>
  orNull(async () => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ taskId: taskComments.taskId })
      .from(taskComments)
      .where(and(eq(taskComments.id, id), eq(taskComments.organizationId, orgOf(auth))));
    if (!row) return null;
    const found = (await listComments(db, auth, row.taskId)).find((entry) => entry.id === id);
    return found ? { ...found, taskId: row.taskId } : null;
  });

/** A timesheet is addressed by person and week in the API; its row id names it in events. */
const timesheet: PayloadReader = (db, auth, id) =>
  orNull(async () => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ userId: timesheets.userId, weekStart: timesheets.weekStart })
      .from(timesheets)
      .where(and(eq(timesheets.id, id), eq(timesheets.organizationId, orgOf(auth))));
    if (!row) return null;
    return getTimesheet(db, auth, { userId: row.userId, week: row.weekStart });
  });

const timeEntry: PayloadReader = (db, auth, id) => orNull(() => getEntry(db, auth, id));
/** getLeaveDetail hides what the reader may not see (an approver sees the application, others less). */
const leave: PayloadReader = (db, auth, id) => orNull(() => getLeaveDetail(db, auth, id));
const job: PayloadReader = (db, auth, id) => orNull(() => getJob(db, auth, id));
const clientRequest: PayloadReader = (db, auth, id) => orNull(() => getRequest(db, auth, id));
/** readInvoice requires time.billing: money goes only to holders of Rates and Billing. */
const invoice: PayloadReader = (db, auth, id) => orNull(() => readInvoice(db, auth, id));

export const EVENT_PAYLOADS: Record<WebhookEventType, PayloadReader> = {
  'task.created': task,
  'task.updated': task,
  'task.completed': task,
  'comment.created': comment,
  'time_entry.created': timeEntry,
  'timesheet.submitted': timesheet,
  'timesheet.decided': timesheet,
  'leave.requested': leave,
  'leave.decided': leave,
  'job.state_changed': job,
  'client_request.completed': clientRequest,
  'invoice.issued': invoice,
  'invoice.paid': invoice,
};

// ---------------------------------------------------------------- one line for Slack and Teams

/** Reads a nested string out of a payload whose shape is the service's, tolerating a missing field. */
function field(payload: unknown, ...path: string[]): string | null {
  let value: unknown = payload;
  for (const key of path) {
    if (!value || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;
}

function joined(...parts: (string | null)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}

/** What the event is about, in the words the app uses for it. */
function subjectOf(type: WebhookEventType, payload: unknown): string {
  switch (type) {
    case 'task.created':
    case 'task.updated':
    case 'task.completed':
      return joined(field(payload, 'displayId'), field(payload, 'title'));
    case 'comment.created':
      return joined(
        field(payload, 'author', 'name'),
        'commented:',
        field(payload, 'body')?.slice(0, 140) ?? null,
      );
    case 'time_entry.created':
      return joined(
        field(payload, 'userName'),
        field(payload, 'minutes') ? `${field(payload, 'minutes')} min on` : null,
        field(payload, 'task', 'displayId'),
        field(payload, 'task', 'title'),
      );
    case 'timesheet.submitted':
    case 'timesheet.decided':
      return joined(
        field(payload, 'user', 'name'),
        field(payload, 'weekStart') ? `week of ${field(payload, 'weekStart')}` : null,
        type === 'timesheet.decided' ? `(${field(payload, 'status') ?? 'decided'})` : null,
      );
    case 'leave.requested':
    case 'leave.decided':
      return joined(
        field(payload, 'employee', 'name'),
        field(payload, 'leaveType', 'name'),
        field(payload, 'fromDate'),
        field(payload, 'toDate') && field(payload, 'toDate') !== field(payload, 'fromDate')
          ? `to ${field(payload, 'toDate')}`
          : null,
        type === 'leave.decided' && field(payload, 'status') ? `(${field(payload, 'status')})` : null,
      );
    case 'job.state_changed':
      return joined(
        field(payload, 'customer', 'name'),
        field(payload, 'title'),
        field(payload, 'state') ? `is now ${field(payload, 'state')}` : null,
      );
    case 'client_request.completed':
      return joined(field(payload, 'customer', 'name'), field(payload, 'title'));
    case 'invoice.issued':
    case 'invoice.paid':
      return joined(field(payload, 'number'), field(payload, 'customerName'));
  }
}

/** One line for a Slack or Teams message, e.g. "Task completed: ACME-12 Prepare GSTR-3B". */
export function eventSummary(type: WebhookEventType, payload: unknown): string {
  const subject = subjectOf(type, payload);
  return subject ? `${WEBHOOK_EVENT_LABELS[type]}: ${subject}` : WEBHOOK_EVENT_LABELS[type];
}
