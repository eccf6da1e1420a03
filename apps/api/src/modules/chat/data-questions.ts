import type { DataToolCall } from './data-tools';
import { readJobQuestion } from './job-questions';
import { readPeriod } from './periods';

/**
 * The offline assistant's reading of a question (issue 39, item 6): which of the person's data it asks
 * about, and for which days, or null for a question the guide answers. Rules in order, first match wins;
 * each rule is a way people were seen to ask. "How do I…", "where…", "what happens to…" and "what does …
 * mean" ask the guide, even when they name leave, tasks or jobs. Questions about clients' jobs are read in
 * job-questions.ts.
 */

/** Asks how something works, not what the data says. */
const HOW_TO =
  /^(how(?!\s+(many|much|long)\b)|where|why|explain|is there a way|what happens (to|when|if)\b|can (i|you|we|a|an|the|my|managers?|employees?)\b(?!.*\b(show|list|tell|give|see)\b)|what (does|do)\b.*\bmean|what is (a|an|the)\s+\w+(\s+\w+)?\s+(in|on|of)\s+the\b)|\bmeans?\b\??$|\bmeaning\b|\bdifference between\b/;

/** Approvals waiting for the person: "my pending approvals", "leave requests waiting for me". */
const FOR_ME_TO_DECIDE =
  /\b(wait(s|ing)?|pending|sitting|queued) (for|on|with) me\b|\b(for|needs?|needing|requires?) my (approval|decision|review|sign[\s-]?off)\b|\bmy (pending |open )?approvals\b|\bpending approvals\b|\bapprovals? (waiting|pending)\b|\b(do|must|should|can) i (approve|decide|review|sign off)\b|\bi (need|have) to (approve|decide|review|sign off)\b|\b(do|did) i have\b.*\bto (approve|decide|review)\b|\bfor me to (approve|decide|review)\b|\bawaiting my\b/;

/** The person's own requests waiting for others: "is my leave approved yet", "what of mine is pending". */
const MY_REQUESTS =
  /\bmy (own )?(leave|leaves|leave requests?|leave applications?|requests?|applications?|timesheets?|weeks?|submissions?)\b|\bof mine\b|\bi (applied|submitted|requested)\b/;
const WAITING_WORDS =
  /\b(wait(s|ing)?|pending|approve|approved|decided|accepted|rejected|status|outstanding|still|yet|stuck)\b/;

/** Colleagues' leave: "who is on leave in December", "is anyone off tomorrow". */
const WHO =
  /\b(who|whos|anyone|anybody|someone|colleagues?|people|team|staff|everyone|employees?|members?)\b/;
const AWAY = /\b(on leave|off|away|out|absent|on vacation|on holiday|leave|not (in|working|available))\b/;
/** "Who approves leave", "who can see my leave": questions about the rules, for the guide. */
const WHO_ABOUT_RULES = /\bwho (can|may|should|approves?|decides?|sees?|gets?)\b|\bapprov|\bdecid/;

const OVERDUE = /\b(overdue|late|past (the )?due|behind)\b/;
/** "for me", "for myself": the person, not a customer. */
const ME_WORDS = new Set(['me', 'myself', 'mine', 'my team', 'us']);

const MY_WORK =
  /\b(my|mine)\b.*\b(tasks?|work|to-?dos?|assignments?|plate)\b|\bassigned to me\b|\bon my plate\b|\b(should|must|do) i (work on|do)\b|\bwhat is due\b|\bwhats due\b|\bdue (today|this week)\b/;

const HOURS =
  /\b(hours?|time)\b.*\b(i|me|my)\b.*\b(log|logged|track|tracked|work|worked|spent|record|recorded|book|booked|put in)\b|\b(i|me|my)\b.*\b(log|logged|track|tracked|work|worked|spent|record|recorded|book|booked|put in)\b.*\b(hours?|time)\b|\bmy hours\b|\bmy time\b|\bhow (much|long) (did|have) i (work|worked)\b/;

function normalize(question: string): string {
  return question.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ').trim();
}

/** The customer a question names after "for" ("What is overdue for Sharma Traders?"), if any. */
function customerOf(question: string): string | undefined {
  const named = /\bfor\s+(?:(?:the\s+)?(?:customer|client)\s+)?(.+?)[?.!]*$/i
    .exec(question.trim())?.[1]
    ?.trim();
  if (!named || ME_WORDS.has(named.toLowerCase())) return undefined;
  return named;
}

/**
 * The tool call a question asks for, with the period it names read against `today` (the organization's
 * day), or null when it is a question for the guide.
 */
export function recogniseDataQuestion(question: string, today: string): DataToolCall | null {
  const text = normalize(question);
  if (HOW_TO.test(text)) return null;
  const period = () => {
    const found = readPeriod(question, today);
    return found ? { from: found.from, to: found.to, label: found.label } : {};
  };
  if (FOR_ME_TO_DECIDE.test(text)) return { name: 'approvals_for_me', args: {} };
  if (MY_REQUESTS.test(text) && WAITING_WORDS.test(text) && !OVERDUE.test(text))
    return { name: 'my_requests', args: {} };
  if (WHO.test(text) && AWAY.test(text) && !WHO_ABOUT_RULES.test(text))
    return { name: 'who_is_off', args: period() };
  // Clients' jobs ("which GST returns are overdue") before tasks: they are overdue or due too.
  const jobs = readJobQuestion(text, question, today);
  if (jobs) return { name: 'client_jobs', args: jobs };
  if (OVERDUE.test(text)) {
    const customer = customerOf(question);
    const mine = !customer && /\b(me|my|mine|myself|i)\b/.test(text);
    return {
      name: 'overdue_tasks',
      args: { ...(customer ? { customer } : {}), ...(mine ? { mine: true } : {}) },
    };
  }
  if (MY_WORK.test(text)) {
    const due = /\btoday\b/.test(text) ? 'today' : /\bthis week\b/.test(text) ? 'this week' : undefined;
    return { name: 'my_tasks', args: due ? { due } : {} };
  }
  if (HOURS.test(text)) return { name: 'hours_logged', args: period() };
  return null;
}
