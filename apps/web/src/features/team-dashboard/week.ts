const DAY_MS = 24 * 60 * 60 * 1000;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Monday to Sunday around `today` (YYYY-MM-DD in the organization's zone): the week the API's "due this
 * week" counts, so the Task List a number opens lists the same tasks.
 */
export function weekAround(today: string): { start: string; end: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const start = shift(today, 1 - weekday);
  return { start, end: shift(start, 6) };
}
