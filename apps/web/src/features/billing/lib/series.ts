import { documentNumber, financialYearOf } from '@taskflow/shared';

/**
 * The month a financial year starts in for the screens' previews of numbers: April, as in India (and the
 * organization's default); the server numbers by the organization's own setting.
 */
export const FY_START_MONTH = 4;

/** The longest prefix SERIES_PREFIX_PATTERN takes, for the inputs' maxLength. */
export const SERIES_PREFIX_MAX = 7;

/** How the series' numbers read in the financial year of `day`: the first one, `PRA/2026-27/0001`. */
export const seriesPreview = (prefix: string, day: string) =>
  documentNumber(prefix, financialYearOf(day, FY_START_MONTH), 1);
