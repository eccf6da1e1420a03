import {
  addCalendarDays,
  type ChatSource,
  JOB_STATE_LABELS,
  escapeMarkdown as md,
  nextPeriod,
  periodContaining,
} from '@taskflow/shared';
import {
  type FoundJob,
  type JobSearch,
  type JobSearchContext,
  type JobSearchState,
  jobSearchContext,
  searchJobs,
} from '../services';
import {
  type DataDeps,
  has,
  noAccess,
  noOrganization,
  type PeriodArg,
  type ToolResult,
} from './data-tool-common';
import {
  JOB_MATCH_BY,
  JOB_QUARTERS,
  JOB_SEARCH_STATES,
  type JobArgs,
  type JobMatchBy,
  type JobQuarter,
} from './job-questions';
import { dayLabel, explicitPeriod, periodOf, rangeLabel } from './periods';
import { type NamedService, servicesNamed } from './service-names';

/** Jobs listed in one answer (as the overdue tasks'); the matrix has them all. */
export const JOBS_LISTED = 25;
/** Matrices linked as sources when a question names several services. */
const MATRICES_LINKED = 3;

/** A model's (or the offline reading's) arguments of `client_jobs`, periods aside; bad values dropped. */
export function jobArgsOf(args: Record<string, unknown>): JobArgs {
  const service = typeof args.service === 'string' ? args.service.trim().slice(0, 100) : '';
  const pick = <T extends string>(list: readonly T[], value: unknown) =>
    list.includes(value as T) ? (value as T) : undefined;
  const state = pick(JOB_SEARCH_STATES, args.state);
  const quarter = pick(JOB_QUARTERS, args.quarter);
  const by = pick(JOB_MATCH_BY, args.by);
  return {
    ...(service ? { service } : {}),
    ...(state ? { state } : {}),
    ...(quarter ? { quarter } : {}),
    ...(by ? { by } : {}),
  };
}

interface Days {
  from: string;
  to: string;
  by: JobMatchBy;
  /** "due this month (from 1 to 31 December 2026)", "for November 2026". */
  words: string;
}

/** The first day of the month `months` after the month of `day`. */
function monthsAfter(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The quarter asked, in the organization's financial year. */
function quarterOf(quarter: JobQuarter, context: JobSearchContext) {
  const cadence = { frequency: 'quarterly' as const };
  const fy = context.fyStartMonth;
  const current = periodContaining(context.today, cadence, fy);
  if (quarter === 'this quarter') return current;
  if (quarter === 'last quarter') return periodContaining(addCalendarDays(current.start, -1), cadence, fy);
  if (quarter === 'next quarter') return nextPeriod(current, cadence, fy) ?? current;
  const yearStart = periodContaining(context.today, { frequency: 'yearly' }, fy).start;
  return periodContaining(monthsAfter(yearStart, 3 * (Number(quarter.slice(1)) - 1)), cadence, fy);
}

/**
 * "due this month (from 1 to 31 December 2026)", "for Q3 FY 2026-27 (from 1 October to 31 December
 * 2026)", "for November 2026", "due from 14 to 18 December 2026": the days spelt out unless the label
 * says them.
 */
function phrase(by: JobMatchBy, label: string, from: string, to: string): string {
  const saysDays = /^(in|on|from) /.test(label) || /^\p{L}+ \d{4}$/u.test(label);
  const named = saysDays ? label : `${label} (${rangeLabel(from, to)})`;
  return by === 'due' ? `due ${named}` : `for ${named}`;
}

/** The days a call asks about: a quarter, days given or read, a named period; none: every job. */
function daysOf(args: PeriodArg & JobArgs, context: JobSearchContext): Days | undefined {
  if (args.quarter) {
    const quarter = quarterOf(args.quarter, context);
    const by = args.by ?? (args.quarter.startsWith('Q') ? 'period' : 'due');
    const label = args.quarter.startsWith('Q') ? quarter.label : args.quarter;
    return { from: quarter.start, to: quarter.end, by, words: phrase(by, label, quarter.start, quarter.end) };
  }
  const explicit = explicitPeriod(args.from, args.to);
  if (explicit) {
    const by = args.by ?? 'due';
    const words = phrase(by, args.label ?? explicit.label, explicit.from, explicit.to);
    return { from: explicit.from, to: explicit.to, by, words };
  }
  if (args.period) {
    const period = periodOf(args.period, context.today);
    const by = args.by ?? 'due';
    return { from: period.from, to: period.to, by, words: phrase(by, period.label, period.from, period.to) };
  }
  return undefined;
}

const STATE_WORDS: Record<JobSearchState, string> = {
  pending: 'not done',
  overdue: 'overdue',
  waiting_on_client: 'waiting on the client',
  not_started: 'not started',
  in_progress: 'in progress',
  done: 'done',
};

/** "GSTR-3B (monthly)", "GSTR-1 (monthly) or GSTR-3B (monthly)" (escaped: people named them). */
function namesOf(services: readonly NamedService[]): string {
  const names = services.map((service) => md(service.name));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** A job as a line: its client linked to the job, then what the question did not already say. */
function jobLine(job: FoundJob, withService: boolean): string {
  const service = withService ? `${md(job.service.name)}, ` : '';
  const overdue = job.state === 'overdue' && job.stored !== 'not_started';
  const state = overdue
    ? `overdue (${JOB_STATE_LABELS[job.stored].toLowerCase()})`
    : JOB_STATE_LABELS[job.state].toLowerCase();
  return `- [${md(job.customer.name)}](/app/jobs/${job.id}): ${service}${md(job.periodLabel)}, due ${dayLabel(job.dueDate)}, ${state}`;
}

/** A service's compliance matrix, filtered as far as the matrix's filters say the question. */
function matrixHref(serviceId: string, state: JobSearchState, days: Days | undefined): string {
  const query = new URLSearchParams();
  // The matrix's state filter is the shown state: overdue hides a job's own state, so only these two.
  if (state === 'overdue' || state === 'done') query.set('state', state);
  if (days?.by === 'period') {
    query.set('fromPeriod', days.from.slice(0, 7));
    query.set('toPeriod', days.to.slice(0, 7));
  }
  const search = query.toString();
  return `/app/services/${serviceId}/matrix${search ? `?${search}` : ''}`;
}

/**
 * "Which clients are pending for GSTR-3B this month?": the jobs of the services named (all when none
 * is), in the state asked (not done by default) and the period, as the asker may see them
 * (job-search.service.ts: every job with View Services, else those of the tasks within their reach),
 * each client linked to its job, with the compliance matrix as the source for View Services.
 */
export async function clientJobs(
  deps: DataDeps,
  args: PeriodArg & JobArgs & { mine?: boolean },
): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'services.view') && !has(deps.auth, 'tasks.view')) return noAccess("clients' jobs");
  const context = await jobSearchContext(deps.db, deps.auth);
  const isAll = context.scope === 'all';
  const among = isAll ? 'the services' : 'the services of the jobs you can see';
  const home: ChatSource = isAll
    ? { title: 'Services', href: '/app/services', kind: 'data' }
    : { title: 'My tasks', href: '/app/my-tasks', kind: 'data' };
  const services = args.service ? servicesNamed(args.service, context.services) : undefined;
  if (services?.length === 0)
    return {
      text: `I found no service named "${md(args.service ?? '')}" among ${among}.`,
      sources: [home],
    };
  const days = daysOf(args, context);
  const state = args.state ?? 'pending';
  const search: JobSearch = {
    ...(services ? { serviceIds: services.map((service) => service.id) } : {}),
    ...(days ? { days } : {}),
    state,
    ...(args.mine ? { mine: true } : {}),
    limit: JOBS_LISTED,
  };
  const found = await searchJobs(deps.db, deps.auth, search);
  const sources: ChatSource[] =
    isAll && services
      ? services.slice(0, MATRICES_LINKED).map((service) => ({
          title: `${service.name}: compliance matrix`,
          href: matrixHref(service.id, state, days),
          kind: 'data',
        }))
      : [home];
  const what = services ? namesOf(services) : 'jobs';
  const when = days ? `, ${days.words}` : '';
  const whose = args.mine ? ', with a task of yours' : '';
  const scope = isAll
    ? ''
    : '\n\nYou see the jobs of the tasks you can open; View Services shows every client.';
  if (found.total === 0)
    return {
      text: `No client has ${what} ${STATE_WORDS[state]}${when}${whose}${isAll ? '' : ' among the jobs you can see'}.`,
      sources,
    };
  const lines = found.jobs.map((job) => jobLine(job, !services || services.length > 1));
  const rest = found.total - found.jobs.length;
  const first = sources[0];
  const more =
    rest > 0
      ? `\n\n…and ${rest} more${isAll && services && first ? ` in the [compliance matrix](${first.href})` : ''}.`
      : '';
  return {
    text: `Clients with ${what} ${STATE_WORDS[state]}${when}${whose} (${found.total}):\n\n${lines.join('\n')}${more}${scope}`,
    sources,
  };
}
