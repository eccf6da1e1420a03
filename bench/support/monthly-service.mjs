/** A monthly return's job date (the 20th of the month after its period) and its three steps. */
export const MONTHLY_RETURN = {
  frequency: 'monthly',
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  steps: [
    { title: 'Collect data', startOffset: -15, dueOffset: -8, estimateHours: 1 },
    {
      title: 'Reconcile',
      startOffset: -7,
      dueOffset: -4,
      startUnit: 'working_days',
      dueUnit: 'working_days',
    },
    { title: 'File', startOffset: -2, dueOffset: 0, estimateHours: 0.5 },
  ],
};

/**
 * A monthly service whose current period's job has appeared on any day of the month: its first step starts
 * on the 5th of the next month (or a few days later when the 20th is not a working day), so the lead is
 * 40 days. In a month's last week the next period's job has appeared too: count them with
 * `periodsAppeared`. The benchmarks that make a month's jobs apply five of these to every client.
 */
export const service = (n) => ({
  name: `Monthly return ${n}`,
  namePattern: `Return ${n} – {period}`,
  leadDays: 40,
  ...MONTHLY_RETURN,
});

/**
 * How many periods of `service(n)` have their job on `startsOn` (the day it was applied from, today in the
 * organization's zone, as the apply answers it): the generator makes that many jobs a client. Asked of
 * the API's preview, which dates the periods as the generator does.
 */
export async function periodsAppeared(base, cookie, n, startsOn) {
  const response = await fetch(`${base}/api/v1/services/preview`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...service(n), from: startsOn, count: 3 }),
  });
  if (!response.ok) throw new Error(`POST /services/preview: ${response.status} ${await response.text()}`);
  const periods = (await response.json()).data;
  return periods.filter((period) => period.appearsOn <= startsOn).length;
}
