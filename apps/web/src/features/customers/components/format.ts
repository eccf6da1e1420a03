const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A stored day (YYYY-MM-DD) as text, read in UTC so no time zone moves it to the day before. */
export function formatDay(day: string, withYear = true): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (withYear ? longDate : dayMonth).format(date);
}
