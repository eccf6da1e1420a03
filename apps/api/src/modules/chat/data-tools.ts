import { escapeMarkdown as md } from '@taskflow/shared';
import { approvalsForMe, myRequests } from './approval-tools';
import type { DataDeps, PeriodArg, ToolResult } from './data-tool-common';
import { JOB_MATCH_BY, JOB_QUARTERS, JOB_SEARCH_STATES, type JobArgs } from './job-questions';
import { clientJobs, jobArgsOf } from './job-tools';
import { whoIsOff } from './leave-tools';
import { PERIOD_NAMES, type PeriodName } from './periods';
import { MY_TASK_WINDOWS, type MyTaskWindow, myTasks, overdueTasks } from './task-tools';
import { hoursLogged } from './time-tools';

export type { DataDeps, ToolResult } from './data-tool-common';

/**
 * Read-only questions over the organization's data, answered by the API's own services called as the
 * person asking: each service checks that person's permissions and reach, so an answer holds no row the
 * person could not open in the app. The offline assistant picks one by the question's words
 * (data-questions.ts); with a model, they are offered as tools.
 *
 * Every value someone wrote (a title, a name, a customer, a leave type) goes into an answer through
 * `md` (escapeMarkdown): it reads as literal text, so a task titled `x](https://evil.example)` is never
 * a link in the assistant's voice (issue 38, item 7).
 */

const DAY = { type: 'string', description: 'A day as YYYY-MM-DD' } as const;
const PERIOD_PROPERTIES = {
  period: { type: 'string', enum: PERIOD_NAMES },
  from: { ...DAY, description: 'First day (YYYY-MM-DD), with `to`, instead of `period`' },
  to: { ...DAY, description: 'Last day (YYYY-MM-DD), at most 366 days after `from`' },
} as const;

/** The tools as a model sees them (OpenAI function calling). */
export const DATA_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'who_is_off',
      description:
        'People of the organization with approved leave overlapping a period (today when none is given), as the asking person may see them.',
      parameters: { type: 'object', properties: PERIOD_PROPERTIES, required: [] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'overdue_tasks',
      description:
        'Overdue tasks the asking person can see, optionally for one customer (by name) or only those assigned to them (mine).',
      parameters: {
        type: 'object',
        properties: { customer: { type: 'string' }, mine: { type: 'boolean' } },
        required: [],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'client_jobs',
      description:
        "Clients' jobs of recurring work (services such as GSTR-3B or TDS returns) the asking person may see, each client linked to its job: `service` names the service as people do ('GSTR-3B', 'GST' for every GSTR service, 'TDS'; none: every service); `state` pending (not done, the default), overdue, waiting on the client…; the days (`period`, `quarter` of the financial year, or `from` and `to`) are the jobs' due dates, or with `by` 'period' the period each job is for (GSTR-1 for November is due in December); `mine` only jobs with a task of theirs.",
      parameters: {
        type: 'object',
        properties: {
          service: { type: 'string' },
          state: { type: 'string', enum: JOB_SEARCH_STATES },
          ...PERIOD_PROPERTIES,
          quarter: { type: 'string', enum: JOB_QUARTERS },
          by: { type: 'string', enum: JOB_MATCH_BY },
          mine: { type: 'boolean' },
        },
        required: [],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'my_tasks',
      description:
        "The asking person's own open tasks by due date (overdue, today, this week, later); `due` narrows them to those due today or by the end of this week.",
      parameters: {
        type: 'object',
        properties: { due: { type: 'string', enum: MY_TASK_WINDOWS } },
        required: [],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'hours_logged',
      description: 'Hours the asking person logged in a period (this week when none is given).',
      parameters: { type: 'object', properties: PERIOD_PROPERTIES, required: [] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'approvals_for_me',
      description:
        "Approvals waiting for the asking person: leave applications they decide and their team's submitted timesheets.",
      parameters: { type: 'object', properties: {}, required: [] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'my_requests',
      description:
        "The asking person's own requests waiting for others: leave applications not yet decided and submitted timesheets.",
      parameters: { type: 'object', properties: {}, required: [] },
    },
  },
] as const;

/** A tool call as it will run: its name and its arguments with the defaults applied. */
export interface DataToolCall {
  name: string;
  args: PeriodArg & JobArgs & { customer?: string; mine?: boolean; due?: MyTaskWindow };
}

/** A period argument as given: days when both are given, else a known name, else nothing (the default). */
function periodArgs(args: Record<string, unknown>): PeriodArg {
  if (typeof args.from === 'string' && typeof args.to === 'string')
    return { from: args.from.slice(0, 10), to: args.to.slice(0, 10) };
  return PERIOD_NAMES.includes(args.period as PeriodName) ? { period: args.period as PeriodName } : {};
}

/** The call a model (or the offline assistant) asked for, as it will run; bad arguments take defaults. */
export function dataToolCall(name: string, args: Record<string, unknown>): DataToolCall {
  switch (name) {
    case 'who_is_off':
    case 'hours_logged':
      return { name, args: periodArgs(args) };
    case 'overdue_tasks': {
      const customer = typeof args.customer === 'string' ? args.customer.trim().slice(0, 200) : '';
      return {
        name,
        args: { ...(customer ? { customer } : {}), ...(args.mine === true ? { mine: true } : {}) },
      };
    }
    case 'client_jobs':
      return {
        name,
        args: { ...periodArgs(args), ...jobArgsOf(args), ...(args.mine === true ? { mine: true } : {}) },
      };
    case 'my_tasks':
      return {
        name,
        args: MY_TASK_WINDOWS.includes(args.due as MyTaskWindow) ? { due: args.due as MyTaskWindow } : {},
      };
    case 'approvals_for_me':
    case 'my_requests':
      return { name, args: {} };
    default:
      return { name: name.slice(0, 100), args: {} };
  }
}

/** Two calls with the same key give the same answer (a customer is matched whatever its case). */
export function dataToolCallKey(call: DataToolCall): string {
  const { period, from, to, customer, mine, due, service, state, quarter, by } = call.args;
  return JSON.stringify([
    call.name,
    period ?? '',
    from ?? '',
    to ?? '',
    customer?.toLowerCase() ?? '',
    mine ?? false,
    due ?? '',
    service?.toLowerCase() ?? '',
    state ?? '',
    quarter ?? '',
    by ?? '',
  ]);
}

/** Runs a tool call; an unknown name answers in words, not an error. */
export async function runDataTool(deps: DataDeps, call: DataToolCall): Promise<ToolResult> {
  switch (call.name) {
    case 'who_is_off':
      return whoIsOff(deps, call.args);
    case 'overdue_tasks':
      return overdueTasks(deps, { customer: call.args.customer, mine: call.args.mine });
    case 'client_jobs':
      return clientJobs(deps, call.args);
    case 'my_tasks':
      return myTasks(deps, call.args.due);
    case 'hours_logged':
      return hoursLogged(deps, call.args);
    case 'approvals_for_me':
      return approvalsForMe(deps);
    case 'my_requests':
      return myRequests(deps);
    default:
      return { text: `There is no tool named ${md(call.name)}.`, sources: [] };
  }
}
