/** How a service reads in words: its cadence, the date its jobs fall on, a step's offset from it. */
import {
  type JobDateRule,
  SERVICE_FREQUENCY_LABELS,
  type ServiceFrequency,
  type StepOffsetUnit,
} from '@taskflow/shared';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 1st, 2nd, 3rd, 4th … 21st, 22nd, 31st. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

export const monthName = (month: number) => MONTHS[month - 1] ?? '';

export function describeFrequency(frequency: ServiceFrequency, everyMonths?: number | null): string {
  if (frequency === 'every_n_months') return `Every ${everyMonths ?? 'N'} months`;
  return SERVICE_FREQUENCY_LABELS[frequency];
}

/** Which month a rule's months-after count lands on, in words. */
function monthAfter(monthsAfter: number): string {
  if (monthsAfter === 0) return "the period's last month";
  if (monthsAfter === 1) return 'the month after the period';
  return `the month ${monthsAfter} months after the period`;
}

/** "The 20th of the month after the period", "31 July after the period", … */
export function describeRule(rule: JobDateRule): string {
  const base = (() => {
    switch (rule.kind) {
      case 'day_after_period':
        return `The ${ordinal(rule.day)} of ${monthAfter(rule.monthsAfter)}`;
      case 'last_working_day':
        return `The last working day of ${monthAfter(rule.monthsAfter)}`;
      case 'fixed_date':
        return `${rule.day} ${monthName(rule.month)} after the period`;
      case 'client_year_end':
        return rule.monthsAfter === 0
          ? "The client's financial year end"
          : `The client's financial year end plus ${rule.monthsAfter} ${rule.monthsAfter === 1 ? 'month' : 'months'}`;
    }
  })();
  if (rule.adjust === 'previous_working_day') return `${base}, or the working day before`;
  if (rule.adjust === 'next_working_day') return `${base}, or the working day after`;
  return base;
}

/** "On the job date", "2 working days before", "5 days after". */
export function describeOffset(offset: number, unit: StepOffsetUnit): string {
  if (offset === 0) return 'on the job date';
  const count = Math.abs(offset);
  const noun = unit === 'working_days' ? 'working day' : 'day';
  return `${count} ${noun}${count === 1 ? '' : 's'} ${offset < 0 ? 'before' : 'after'}`;
}
