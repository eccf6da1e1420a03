/**
 * Questions about clients' jobs of recurring work (issue 40): "which clients are pending for GSTR-3B this
 * month", "which GST returns are overdue", "what is waiting on clients for TDS this quarter", "jobs due
 * this week". Read offline from the question's words: the service it names (the words left once the
 * question's other words are taken out, matched to the services later: service-names.ts), the state, and
 * the period.
 *
 * A period named relative to today ("this month", "this week", "this quarter") is read against the jobs'
 * due dates: this month's GSTR-3B is the one filed this month. A month or a quarter named ("November",
 * "Q3") is the period the jobs are for: GSTR-1 for November is due in December.
 */
import type { JobSearchState } from '../services';
import { MONTH_NAMES, MONTH_PATTERN, monthNumber, readPeriod } from './periods';

export const JOB_SEARCH_STATES = [
  'pending',
  'overdue',
  'waiting_on_client',
  'not_started',
  'in_progress',
  'done',
] as const satisfies readonly JobSearchState[];

/** Quarters of the organization's financial year: relative ones by due date, numbered ones by period. */
export const JOB_QUARTERS = ['this quarter', 'last quarter', 'next quarter', 'Q1', 'Q2', 'Q3', 'Q4'] as const;
export type JobQuarter = (typeof JOB_QUARTERS)[number];

export const JOB_MATCH_BY = ['due', 'period'] as const;
export type JobMatchBy = (typeof JOB_MATCH_BY)[number];

/** What a question about jobs asks (the arguments of the `client_jobs` tool, periods aside). */
export interface JobArgs {
  /** The words naming the service(s); none: every service. */
  service?: string;
  state?: JobSearchState;
  quarter?: JobQuarter;
  /** Whether the days are the jobs' due dates or the periods they are for. */
  by?: JobMatchBy;
}

/** Work a service makes: its jobs, returns and filings, and the statutory names firms use. */
const JOB_WORDS = /\bjobs?\b/;
const STATUTORY =
  /\b(gstr[\s-]*\w*|gst|tds|tcs|itr|roc|returns?|filings?|compliance|advance tax|tax audits?|audits?)\b/;
/** Clients in the plural, or the client something waits on ("for client X" names a customer instead). */
const CLIENTS = /\bclients\b|\b(on|with|from) (the )?clients?\b/;
/** Asks for a list ("which…", "show…"), so "GST" alone stays a question for the guide. */
const ASKING = /\b(which|what|who|list|show|any|anything|how many|are there|is there)\b/;
const TASKS = /\btasks?\b|\bto-?dos?\b/;

const WAITING = /\bwait(s|ing)?\b(?! for me\b)|\b(with|on) the clients?\b|\bclients? (side|documents|data)\b/;
const NOT_STARTED = /\bnot (yet )?(been )?started\b|\b(yet|still) to (be )?start(ed)?\b|\bunstarted\b/;
const IN_PROGRESS = /\bin progress\b|\bunder ?way\b|\bongoing\b|\bbeing (worked on|prepared)\b/;
const OVERDUE = /\b(overdue|late|past (the )?due( date)?|behind|missed)\b/;
const DONE = /\b(done|filed|completed?|finished|submitted)\b/;
const NOT_DONE =
  /\b(not|never|havent|hasnt|hadnt|didnt|dont|doesnt|isnt|arent|wasnt|werent|yet to|still to)\b(\s+\w+){0,3}?\s+(done|filed|completed?|finished|submitted)\b|\bun(done|filed|finished|submitted)\b/;

const MINE = /\bmy\b|\bmine\b|\bassigned to me\b|\bi (have|must|need|should)\b/;

/** Words of a question that do not name a service. */
const NOT_A_SERVICE = new Set(
  (
    'which what who whom whose when where is are was were be been am do does did have has had the a an of ' +
    'for to in on at by with from and or but not no nor yet still any anything all every each some there ' +
    'their our us we me my mine i you your it its this that these those next last previous coming current ' +
    'past today tomorrow yesterday week weeks weekend month months quarter quarters year years day days fy ' +
    'q1 q2 q3 q4 first second third fourth 1st 2nd 3rd 4th job jobs client clients customer customers ' +
    'return returns filing filings file pending overdue late behind missed due done complete completed ' +
    'finished filed submitted open outstanding left remaining waiting wait waits start started progress ' +
    'ongoing underway under way being worked prepared list show tell give see please status state how many ' +
    'much can could would should will need needs must also only just now so far till until up assigned ' +
    'havent hasnt hadnt didnt dont doesnt isnt arent wasnt werent never side documents data work ' +
    'between through unstarted undone unfiled'
  ).split(' '),
);

/** Whether the question asks about clients' jobs rather than tasks, leave or the guide. */
export function asksAboutJobs(text: string, hasPeriod: boolean): boolean {
  if (TASKS.test(text)) return false;
  if (JOB_WORDS.test(text)) return true;
  const hasState =
    stateOf(text) !== 'pending' ||
    NOT_DONE.test(text) ||
    /\b(pending|outstanding|open|remaining|left)\b/.test(text);
  if (STATUTORY.test(text) && (hasState || hasPeriod || ASKING.test(text))) return true;
  return CLIENTS.test(text) && hasState;
}

export function stateOf(text: string): JobSearchState {
  if (WAITING.test(text)) return 'waiting_on_client';
  if (NOT_STARTED.test(text)) return 'not_started';
  if (IN_PROGRESS.test(text)) return 'in_progress';
  if (OVERDUE.test(text)) return 'overdue';
  if (DONE.test(text) && !NOT_DONE.test(text)) return 'done';
  return 'pending';
}

/** The words left once those that say state, period or "which clients" are out: the service asked. */
export function serviceWordsOf(text: string): string | undefined {
  const month = new RegExp(`^(${MONTH_PATTERN})$`);
  const words = (text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).filter(
    (word) =>
      !NOT_A_SERVICE.has(word) &&
      !month.test(word) &&
      !/^\d{1,4}(st|nd|rd|th)?$/.test(word) &&
      !/^\d{4}-\d{2}(-\d{2})?$/.test(word),
  );
  return words.length ? words.join(' ') : undefined;
}

const QUARTER_NUMBER =
  /\bq([1-4])\b|\bquarter ([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b/;
const QUARTER_WORDS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
  '4th': '4',
};
const RELATIVE_QUARTER = /\b(this|current|last|previous|next|coming) quarter\b/;

/** The year of a month named without one: the nearest to today's month (the one gone by on a tie). */
function nearestYear(month: number, today: string): number {
  const year = Number(today.slice(0, 4));
  const now = year * 12 + Number(today.slice(5, 7)) - 1;
  return [year - 1, year, year + 1].reduce((best, candidate) =>
    Math.abs(candidate * 12 + month - 1 - now) < Math.abs(best * 12 + month - 1 - now) ? candidate : best,
  );
}

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The period a jobs question names: a quarter, a month, or days (see the file's comment). */
export function jobPeriodOf(
  text: string,
  question: string,
  today: string,
): Pick<JobArgs, 'quarter' | 'by'> & { from?: string; to?: string; label?: string } {
  const byDue = /\bdue\b/.test(text);
  const numbered = QUARTER_NUMBER.exec(text);
  if (numbered) {
    const n = numbered[1] ?? numbered[2] ?? QUARTER_WORDS[numbered[3] ?? ''];
    return { quarter: `Q${n}` as JobQuarter, by: byDue ? 'due' : 'period' };
  }
  const relative = RELATIVE_QUARTER.exec(text)?.[1];
  if (relative) {
    const quarter: JobQuarter = /last|previous/.test(relative)
      ? 'last quarter'
      : /next|coming/.test(relative)
        ? 'next quarter'
        : 'this quarter';
    return { quarter, by: 'due' };
  }
  // "GSTR-1 November" is not 1 November: a service's code is no day.
  const period = readPeriod(question.replace(/\p{L}+-\p{N}[\p{L}\p{N}]*/gu, 'code'), today);
  if (!period) return {};
  const [year, month] = period.from.split('-').map(Number) as [number, number];
  const isMonth =
    period.label.startsWith('in ') && period.from.endsWith('-01') && period.to === lastDayOf(year, month);
  if (!isMonth) return { from: period.from, to: period.to, label: period.label, by: 'due' };
  // A month named: the nearest one unless the question gives the year.
  const named = new RegExp(`\\b(${MONTH_PATTERN})\\b\\.?,?\\s*(\\d{4})?`).exec(text);
  const number = named ? monthNumber(named[1] as string) : month;
  const chosen = named?.[2] ? Number(named[2]) : nearestYear(number, today);
  const from = `${chosen}-${String(number).padStart(2, '0')}-01`;
  return {
    from,
    to: lastDayOf(chosen, number),
    label: `${byDue ? 'in ' : ''}${MONTH_NAMES[number - 1]} ${chosen}`,
    by: byDue ? 'due' : 'period',
  };
}

/**
 * The `client_jobs` call a question asks for, or null when it is not about jobs. `text` is the question
 * lower-cased without apostrophes (data-questions.ts), `today` the organization's day.
 */
export function readJobQuestion(
  text: string,
  question: string,
  today: string,
): (JobArgs & { from?: string; to?: string; label?: string; mine?: boolean }) | null {
  const period = jobPeriodOf(text, question, today);
  const hasPeriod = Object.keys(period).length > 0;
  if (!asksAboutJobs(text, hasPeriod)) return null;
  const service = serviceWordsOf(text);
  const state = stateOf(text);
  return {
    ...(service ? { service } : {}),
    state,
    ...period,
    ...(MINE.test(text) ? { mine: true } : {}),
  };
}
