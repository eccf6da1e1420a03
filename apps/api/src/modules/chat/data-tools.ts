import {
  type ChatSource,
  LeaveListQuerySchema,
  ListQuerySchema,
  MyLeaveQuerySchema,
  escapeMarkdown as md,
  TaskListQuerySchema,
  TimeEntryListQuerySchema,
} from '@taskflow/shared';
import type { Db } from '../../db/client';
import type { NameDirectory } from '../../lib/name-directory';
import type { AuthContext } from '../../plugins/types';
import { listCustomers } from '../customers/customers.service';
import { todayOf } from '../leave/leave-common';
import { listAllLeave, listPendingForMe } from '../leave/leave-queries';
import { listTasks } from '../tasks/task-list.service';
import { listEntries } from '../time/entries.service';

/**
 * Read-only questions over the organization's data, answered by the API's own services called as the
 * person asking: each service checks that person's permissions and reach, so an answer holds no row the
 * person could not open in the app. The offline assistant picks one by the question's words; with a model,
 * they are offered as tools.
 *
 * Every value someone wrote (a title, a name, a customer, a leave type) goes into an answer through
 * `md` (escapeMarkdown): it reads as literal text, so a task titled `x](https://evil.example)` is never
 * a link in the assistant's voice (issue 38, item 7).
 */
export interface DataDeps {
  db: Db;
  names: NameDirectory;
  auth: AuthContext;
}

export interface ToolResult {
  /** Markdown for the person (offline), and the facts the model answers from. */
  text: string;
  sources: ChatSource[];
}

export type PeriodName = 'today' | 'tomorrow' | 'this week' | 'next week' | 'last week';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A named period as days (weeks from Monday to Sunday) around the organization's today. */
export function periodOf(name: PeriodName, today: string): { from: string; to: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -weekday);
  switch (name) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'this week':
      return { from: monday, to: addDays(monday, 6) };
    case 'last week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    default:
      return { from: addDays(monday, 7), to: addDays(monday, 13) };
  }
}

const has = (auth: AuthContext, permission: Parameters<AuthContext['permissions']['has']>[0]) =>
  auth.permissions.has(permission);

function noAccess(what: string): ToolResult {
  return { text: `Your role does not give you access to ${what}, so I cannot answer that.`, sources: [] };
}

function noOrganization(deps: DataDeps) {
  return deps.auth.orgId ? null : noAccess('an organization yet (set one up first)');
}

/** "Who is off next week?": approved leave overlapping the period, as the All leave list shows it. */
export async function whoIsOff(deps: DataDeps, period: PeriodName = 'next week'): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'leave.view')) return noAccess("colleagues' leave");
  const { from, to } = periodOf(period, await todayOf(deps.db, deps.auth.orgId as string));
  const query = LeaveListQuerySchema.parse({ status: 'Approved', from, to, pageSize: 100 });
  const { data } = await listAllLeave(deps.db, deps.auth, query);
  const href = `/app/leave/all?status=Approved&from=${from}&to=${to}`;
  const sources: ChatSource[] = [{ title: `All leave, approved, ${from} to ${to}`, href, kind: 'data' }];
  if (data.length === 0) return { text: `Nobody has approved leave ${period} (${from} to ${to}).`, sources };
  const lines = data.map(
    (row) =>
      `- ${md(row.employee.name)}: ${md(row.leaveType.name)}, ${row.fromDate} to ${row.toDate} (${row.totalDays} days)`,
  );
  return { text: `On approved leave ${period} (${from} to ${to}):\n\n${lines.join('\n')}`, sources };
}

/** "What is overdue (for customer X)?": overdue tasks within the person's reach. */
export async function overdueTasks(deps: DataDeps, customerName?: string): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'tasks.view')) return noAccess('tasks');
  let customerId: string | undefined;
  let customerLabel = '';
  if (customerName?.trim()) {
    if (!has(deps.auth, 'customers.view')) return noAccess('customers');
    const customers = await listCustomers(
      deps.db,
      deps.auth,
      ListQuerySchema.parse({ q: customerName.trim(), pageSize: 5 }),
    );
    const match =
      customers.data.find((c) => c.businessName.toLowerCase() === customerName.trim().toLowerCase()) ??
      customers.data[0];
    if (!match) {
      return {
        text: `I found no customer named "${md(customerName.trim())}" among the customers you can see.`,
        sources: [{ title: 'Customers', href: '/app/customers', kind: 'data' }],
      };
    }
    customerId = match.id;
    customerLabel = ` for ${match.businessName}`;
  }
  const query = TaskListQuerySchema.parse({
    overdue: 'true',
    pageSize: 25,
    ...(customerId ? { customerId } : {}),
  });
  const { data, meta } = await listTasks(deps.db, deps.names, deps.auth, query);
  const href = `/app/tasks?overdue=true${customerId ? `&customerId=${customerId}` : ''}`;
  // A source's title is shown as text, never read as Markdown; the answer's words are.
  const sources: ChatSource[] = [{ title: `Task List, overdue${customerLabel}`, href, kind: 'data' }];
  const forCustomer = md(customerLabel);
  if (data.length === 0)
    return { text: `Nothing is overdue${forCustomer} among the tasks you can see.`, sources };
  const lines = data.map(
    (task) =>
      `- [${md(task.displayId)} ${md(task.title)}](/app/tasks/${task.id}): due ${task.dueDate}, ${task.status}${task.assignee ? `, ${md(task.assignee.name)}` : ''}`,
  );
  const more = meta.total > data.length ? `\n\n…and ${meta.total - data.length} more in the Task List.` : '';
  return { text: `Overdue${forCustomer} (${meta.total}):\n\n${lines.join('\n')}${more}`, sources };
}

/** "How many hours did I log this week?": the person's own time entries. */
export async function hoursLogged(deps: DataDeps, period: PeriodName = 'this week'): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'time.track')) return noAccess('time tracking');
  const { from, to } = periodOf(period, await todayOf(deps.db, deps.auth.orgId as string));
  let minutes = 0;
  let count = 0;
  for (let page = 1; page <= 20; page++) {
    const query = TimeEntryListQuerySchema.parse({ from, to, page, pageSize: 100 });
    const { data } = await listEntries(deps.db, deps.auth, query);
    for (const entry of data) minutes += entry.minutes ?? 0;
    count += data.length;
    if (data.length < 100) break;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const sources: ChatSource[] = [
    { title: `Time entries, ${from} to ${to}`, href: '/app/time/entries', kind: 'data' },
  ];
  return {
    text: `You logged ${hours} h ${String(rest).padStart(2, '0')} min ${period} (${from} to ${to}) in ${count} ${count === 1 ? 'entry' : 'entries'}.`,
    sources,
  };
}

/** "Which leave requests wait for me?": the applications whose current step the person decides. */
export async function pendingLeaveForMe(deps: DataDeps): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'leave.accept')) return noAccess('approving leave');
  const { data, meta } = await listPendingForMe(
    deps.db,
    deps.auth,
    MyLeaveQuerySchema.parse({ pageSize: 25 }),
  );
  const sources: ChatSource[] = [
    { title: 'Pending Leave Applications', href: '/app/leave/pending', kind: 'data' },
  ];
  if (data.length === 0) return { text: 'No leave applications are waiting for you.', sources };
  const lines = data.map(
    (row) =>
      `- [${md(row.employee.name)}: ${md(row.leaveType.name)}, ${row.fromDate} to ${row.toDate}](/app/leave/${row.id}) (${row.totalDays} days)`,
  );
  return { text: `Waiting for your decision (${meta.total}):\n\n${lines.join('\n')}`, sources };
}

const PERIODS: PeriodName[] = ['today', 'tomorrow', 'this week', 'next week', 'last week'];

/** The tools as a model sees them (OpenAI function calling). */
export const DATA_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'who_is_off',
      description:
        'People of the organization with approved leave in a period, as the asking person may see them.',
      parameters: {
        type: 'object',
        properties: { period: { type: 'string', enum: PERIODS } },
        required: [],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'overdue_tasks',
      description: 'Overdue tasks the asking person can see, optionally for one customer (by name).',
      parameters: { type: 'object', properties: { customer: { type: 'string' } }, required: [] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'hours_logged',
      description: 'Hours the asking person logged in a period.',
      parameters: {
        type: 'object',
        properties: { period: { type: 'string', enum: PERIODS } },
        required: [],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'pending_leave_for_me',
      description: 'Leave applications waiting for the asking person to approve or reject.',
      parameters: { type: 'object', properties: {}, required: [] },
    },
  },
] as const;

function periodArg(value: unknown, fallback: PeriodName): PeriodName {
  return PERIODS.includes(value as PeriodName) ? (value as PeriodName) : fallback;
}

/** A tool call as it will run: its name and its arguments with the defaults applied. */
export interface DataToolCall {
  name: string;
  args: { period?: PeriodName; customer?: string };
}

/** The call a model (or the offline assistant) asked for, as it will run; bad arguments take defaults. */
export function dataToolCall(name: string, args: Record<string, unknown>): DataToolCall {
  switch (name) {
    case 'who_is_off':
      return { name, args: { period: periodArg(args.period, 'next week') } };
    case 'hours_logged':
      return { name, args: { period: periodArg(args.period, 'this week') } };
    case 'overdue_tasks': {
      const customer = typeof args.customer === 'string' ? args.customer.trim().slice(0, 200) : '';
      return { name, args: customer ? { customer } : {} };
    }
    default:
      return { name: name.slice(0, 100), args: {} };
  }
}

/** Two calls with the same key give the same answer (a customer is matched whatever its case). */
export function dataToolCallKey(call: DataToolCall): string {
  return JSON.stringify([call.name, call.args.period ?? '', call.args.customer?.toLowerCase() ?? '']);
}

/** Runs a tool call; an unknown name answers in words, not an error. */
export async function runDataTool(deps: DataDeps, call: DataToolCall): Promise<ToolResult> {
  switch (call.name) {
    case 'who_is_off':
      return whoIsOff(deps, call.args.period);
    case 'overdue_tasks':
      return overdueTasks(deps, call.args.customer);
    case 'hours_logged':
      return hoursLogged(deps, call.args.period);
    case 'pending_leave_for_me':
      return pendingLeaveForMe(deps);
    default:
      return { text: `There is no tool named ${md(call.name)}.`, sources: [] };
  }
}

/** The offline assistant: a data question recognised by its words, or null for a guide question. */
export function recogniseDataQuestion(
  question: string,
): { tool: string; args: Record<string, unknown> } | null {
  const text = question.toLowerCase();
  const period = PERIODS.find((name) => text.includes(name));
  if (
    /\b(who|anyone|anybody|colleagues?|people)\b/.test(text) &&
    /\b(off|away|on leave|out|absent|vacation|holiday)\b/.test(text)
  ) {
    return { tool: 'who_is_off', args: { period: period ?? 'next week' } };
  }
  if (/\b(overdue|late|past due)\b/.test(text)) {
    const customer = /\bfor\s+(?:customer\s+)?(.+?)[?.!]*$/.exec(question.trim())?.[1];
    return { tool: 'overdue_tasks', args: customer ? { customer } : {} };
  }
  if (
    /\bhours?\b/.test(text) &&
    /\b(i|me|my)\b/.test(text) &&
    /\b(log|logged|track|tracked|work|worked|spent)\b/.test(text)
  ) {
    return { tool: 'hours_logged', args: { period: period ?? 'this week' } };
  }
  if (
    /\b(leave|applications?|requests?)\b/.test(text) &&
    /\b(wait|waiting|pending|approve|approval|decide)\b/.test(text) &&
    /\b(me|my|i)\b/.test(text)
  ) {
    return { tool: 'pending_leave_for_me', args: {} };
  }
  return null;
}
