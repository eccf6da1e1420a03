import { documentNumber, financialYearOf } from '@taskflow/shared';

/** The longest prefix SERIES_PREFIX_PATTERN takes, for the inputs' maxLength. */
export const SERIES_PREFIX_MAX = 7;

/**
 * How the series' numbers read in the financial year of `day` (the organization's, starting in
 * `fyStartMonth`): the first one, `PRA/2026-27/0001`.
 */
export const seriesPreview = (prefix: string, day: string, fyStartMonth: number) =>
  documentNumber(prefix, financialYearOf(day, fyStartMonth), 1);
