/** Time: its routes (app.ts) and demo seed, entries and timesheets as read, a client's unbilled time, and the entry SQL that billing and reports share. */
export { unbilledOfCustomer } from './billing.service';
export { getEntry, listEntries } from './entries.service';
export { TEAM_WEEKS, teamTimesheets } from './team-timesheets.service';
export {
  entriesInReach,
  entryWeekStart,
  isFinishedEntry,
  jobTimeMinutesSql,
  mayReadAmounts,
  organizationSettings,
  peopleInReach,
  publishTimeChange,
  roundedMinutesSql,
} from './time.common';
export { timeRoutes } from './time.routes';
export { seedTime } from './time.seed';
export { getTimesheet } from './timesheets.service';
