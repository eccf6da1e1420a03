// Moved to lib/reach.ts and lib/organization-calendar.ts. Kept for a few minutes while files that other
// sessions are editing still import it here; removed once they are committed.

export { dayIn, organizationCalendar } from '../../lib/organization-calendar';
export * from '../../lib/reach';
