/**
 * The matrix's columns: a service's periods over a range. Periods of a length that divides the year are
 * the same for every client (aligned to the financial year), so the columns are computed; periods of
 * other lengths (every 5 months) run from each client's start, and a one-off has one period per client,
 * so their columns are the periods the jobs in range have.
 */
import {
  type Cadence,
  MATRIX_DEFAULT_PERIODS,
  MATRIX_PERIODS_MAX,
  MATRIX_RANGE_REVERSED,
  MATRIX_RANGE_TOO_LONG,
  monthsPerPeriod,
  nextPeriod,
  ONE_OFF_PERIOD_KEY,
  periodContaining,
} from '@taskflow/shared';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from './jobs-common';

export interface MatrixColumns {
  /** The columns, when the cadence fixes them; null when they are the periods of the jobs in `months`. */
  periods: { key: string; label: string }[] | null;
  /** The first and last month (`YYYY-MM`) in which the jobs' periods start, when `periods` is null. */
  months: { from: string; to: string };
  /** The period holding today, when the cadence fixes it. */
  current: string | null;
}

export const ONE_OFF_LABEL = 'One-off';

const monthOf = (day: string) => day.slice(0, 7);
const firstOf = (month: string) => `${month}-01`;

/** The month `count` months after `month` (before it when negative). */
function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The periods of `service` from `fromPeriod` to `toPeriod`, by default 6 before today's and 1 after. */
export function matrixColumns(
  service: ServiceContext,
  range: { fromPeriod?: string; toPeriod?: string },
): MatrixColumns {
  const cadence: Cadence = { frequency: service.frequency, everyMonths: service.everyMonths };
  const months = monthsPerPeriod(cadence);
  const asMonth = (key: string | undefined) => (key && key !== ONE_OFF_PERIOD_KEY ? key : undefined);
  const today = monthOf(service.today);
  // A one-off has one period, whenever each client's falls.
  if (months === null)
    return {
      periods: [{ key: ONE_OFF_PERIOD_KEY, label: ONE_OFF_LABEL }],
      months: { from: today, to: today },
      current: ONE_OFF_PERIOD_KEY,
    };
  const from = asMonth(range.fromPeriod) ?? addMonths(today, -MATRIX_DEFAULT_PERIODS.before * months);
  const to = asMonth(range.toPeriod) ?? addMonths(today, MATRIX_DEFAULT_PERIODS.after * months);
  if (from > to) throw AppError.invalid({ fromPeriod: MATRIX_RANGE_REVERSED });
  if (12 % months !== 0) {
    // Each client's own periods (every 5 months from its start): the range bounds the months they
    // start in, no longer than the most periods a matrix shows.
    if (addMonths(from, MATRIX_PERIODS_MAX * months) <= to)
      throw AppError.invalid({ toPeriod: MATRIX_RANGE_TOO_LONG });
    return { periods: null, months: { from, to }, current: null };
  }
  const fy = service.fyStartMonth;
  const periods: { key: string; label: string }[] = [];
  let period: ReturnType<typeof nextPeriod> = periodContaining(firstOf(from), cadence, fy);
  while (period && period.key <= to) {
    if (periods.length === MATRIX_PERIODS_MAX) throw AppError.invalid({ toPeriod: MATRIX_RANGE_TOO_LONG });
    periods.push({ key: period.key, label: period.label });
    period = nextPeriod(period, cadence, fy);
  }
  return { periods, months: { from, to }, current: periodContaining(service.today, cadence, fy).key };
}
