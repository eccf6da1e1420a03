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

/** A monthly service whose current period's job has appeared (a 30-day lead before its first step): the
 * benchmarks that make a month's jobs apply five of these to every client. */
export const service = (n) => ({
  name: `Monthly return ${n}`,
  namePattern: `Return ${n} – {period}`,
  leadDays: 30,
  ...MONTHLY_RETURN,
});
