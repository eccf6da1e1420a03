import { type ChatSource, TimeEntryListQuerySchema } from '@taskflow/shared';
import { listEntries } from '../time';
import {
  type DataDeps,
  has,
  hoursText,
  noAccess,
  noOrganization,
  type PeriodArg,
  periodFor,
  type ToolResult,
} from './data-tool-common';

/** Pages of entries read for one answer: 2,000 entries, more than a person logs in a year. */
const MAX_PAGES = 20;
const PAGE_SIZE = 100;

/** "How many hours did I log this week?": the person's own time entries in the period. */
export async function hoursLogged(deps: DataDeps, arg: PeriodArg = {}): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'time.track')) return noAccess('time tracking');
  const { from, to, label } = await periodFor(deps, arg, 'this week');
  let minutes = 0;
  let count = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = TimeEntryListQuerySchema.parse({ from, to, page, pageSize: PAGE_SIZE });
    const { data } = await listEntries(deps.db, deps.auth, query);
    for (const entry of data) minutes += entry.minutes ?? 0;
    count += data.length;
    if (data.length < PAGE_SIZE) break;
  }
  const sources: ChatSource[] = [
    { title: `Time entries, ${from} to ${to}`, href: '/app/time/entries', kind: 'data' },
  ];
  return {
    text: `You logged ${hoursText(minutes)} ${label} (${from} to ${to}) in ${count} ${count === 1 ? 'entry' : 'entries'}.`,
    sources,
  };
}
