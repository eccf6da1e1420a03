/**
 * Money (decision 047): amounts are integers in the currency's smallest unit (paise for INR) from the
 * database to the screen. This module is the one place that rounds and formats them: a line's amount is
 * its quantity times its unit price rounded half up once, and each tax of a line is rounded half up once
 * (CGST and SGST each on their own, as the GST rules compute them), so a document's totals are sums of
 * whole paise and the screen, the PDF and the reports read the same numbers.
 */

/** Quantities are kept in thousandths (1.5 hours is 1500), so no line ever multiplies two fractions. */
export const QUANTITY_SCALE = 1000;
/** Tax rates are kept in basis points (18% is 1800). */
export const RATE_SCALE = 10_000;

/**
 * Money formatters by currency code, made once: building one costs as much as formatting a hundred
 * amounts, and a report formats thousands. A currency's formatting is fixed for the life of the process
 * (the platform's tables do not change under it), so nothing invalidates them; only codes the platform
 * accepts are kept, so the map holds at most the few hundred real currencies.
 */
const moneyFormats = new Map<string, { digits: number; format: Intl.NumberFormat }>();

function moneyFormatOf(currency: string) {
  let found = moneyFormats.get(currency);
  if (!found) {
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    found = { digits, format };
    moneyFormats.set(currency, found);
  }
  return found;
}

/** Digits after the point of a currency (JPY 0, INR 2, KWD 3), from the platform's own tables. */
export function currencyDigits(currency: string): number {
  try {
    return moneyFormatOf(currency).digits;
  } catch {
    return 2;
  }
}

/** a × b ÷ c for non-negative integers, rounded half up, exact however large (bigint inside). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(c) || c <= 0) {
    throw new RangeError('mulDivRound takes safe integers and a positive divisor');
  }
  const sign = Math.sign(a) * Math.sign(b);
  const product = BigInt(Math.abs(a)) * BigInt(Math.abs(b));
  const divisor = BigInt(c);
  const rounded = (product * 2n + divisor) / (divisor * 2n);
  return sign * Number(rounded);
}

/** A line's amount in minor units: quantity (thousandths) × unit price (minor units), rounded half up. */
export const lineAmount = (quantityMilli: number, unitPriceMinor: number) =>
  mulDivRound(quantityMilli, unitPriceMinor, QUANTITY_SCALE);

/** The value of worked minutes at an hourly rate (minor units an hour), rounded half up. */
export const minutesValue = (minutes: number, hourlyRateMinor: number) =>
  mulDivRound(minutes, hourlyRateMinor, 60);

/** The hours of `minutes` in thousandths, rounded half up: 12:30 is 12500, 50 minutes 833. */
export const quantityOfMinutes = (minutes: number) => mulDivRound(minutes, QUANTITY_SCALE, 60);

/**
 * An invoice line's amount, the one rule of the server and the draft's screen: a time line (one carrying
 * minutes) is worth its minutes at its rate while its quantity is still the hours of those minutes (50
 * minutes at ₹1,000/h are ₹833.33, where 0.833 h would make ₹833.00); any other line, and a time line
 * whose quantity was typed over, is quantity × price (lineAmount).
 */
export function invoiceLineAmount(line: {
  quantityMilli: number;
  unitPriceMinor: number;
  minutes: number | null;
}): number {
  return line.minutes !== null && line.quantityMilli === quantityOfMinutes(line.minutes)
    ? minutesValue(line.minutes, line.unitPriceMinor)
    : lineAmount(line.quantityMilli, line.unitPriceMinor);
}

export interface LineTax {
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  /** A tax of another country's organization (its own name and rate), else 0. */
  otherTaxMinor: number;
}

/**
 * The tax of one line. In India (`gst`): CGST and SGST of half the rate each when the place of supply is
 * the firm's own state, else IGST of the whole rate; each rounded half up to the paisa on its own.
 * Elsewhere one tax of the line's rate.
 */
export function lineTax(
  amountMinor: number,
  rateBp: number,
  regime: { gst: true; intraState: boolean } | { gst: false },
): LineTax {
  const none = { cgstMinor: 0, sgstMinor: 0, igstMinor: 0, otherTaxMinor: 0 };
  if (!regime.gst) return { ...none, otherTaxMinor: mulDivRound(amountMinor, rateBp, RATE_SCALE) };
  if (!regime.intraState) return { ...none, igstMinor: mulDivRound(amountMinor, rateBp, RATE_SCALE) };
  const half = mulDivRound(amountMinor, rateBp, RATE_SCALE * 2);
  return { ...none, cgstMinor: half, sgstMinor: half };
}

export const lineTaxTotal = (tax: LineTax) =>
  tax.cgstMinor + tax.sgstMinor + tax.igstMinor + tax.otherTaxMinor;

export interface DocumentTotals {
  subtotalMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  otherTaxMinor: number;
  totalMinor: number;
}

/** A document's totals: the sums of its lines' rounded amounts and taxes (nothing is rounded again). */
export function documentTotals(lines: { amountMinor: number; tax: LineTax }[]): DocumentTotals {
  const totals = {
    subtotalMinor: 0,
    cgstMinor: 0,
    sgstMinor: 0,
    igstMinor: 0,
    otherTaxMinor: 0,
    totalMinor: 0,
  };
  for (const line of lines) {
    totals.subtotalMinor += line.amountMinor;
    totals.cgstMinor += line.tax.cgstMinor;
    totals.sgstMinor += line.tax.sgstMinor;
    totals.igstMinor += line.tax.igstMinor;
    totals.otherTaxMinor += line.tax.otherTaxMinor;
  }
  totals.totalMinor =
    totals.subtotalMinor + totals.cgstMinor + totals.sgstMinor + totals.igstMinor + totals.otherTaxMinor;
  return totals;
}

/** Minor units as the screen and the documents show them: `₹1,23,456.78` (Indian grouping for INR). */
export function formatMoney(minor: number, currency: string): string {
  const { digits, format } = moneyFormatOf(currency);
  return format.format(minor / 10 ** digits);
}

/** A line's quantity (thousandths, more than 0) as people read it: 1500 → "1.5", 1000 → "1", 333 → "0.333". */
export function formatQuantity(quantityMilli: number): string {
  const whole = Math.floor(quantityMilli / QUANTITY_SCALE);
  const fraction = String(quantityMilli % QUANTITY_SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * A tax rate in basis points as a percentage: 1800 → "18%", 250 → "2.5%". CGST and SGST are each half a
 * line's rate, so an odd rate's half (450.5 for 9.01%) prints to three places rather than being rounded.
 */
export function formatTaxRate(rateBp: number): string {
  // Made on first use, not when the module loads: every app page loads this module, few show a tax rate.
  percentFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
  return `${percentFormat.format(rateBp / 100)}%`;
}
let percentFormat: Intl.NumberFormat | undefined;

/** Minor units as a plain decimal for inputs and files: 123456 → "1234.56". Exact (no float arithmetic). */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

export const MONEY_INVALID = 'Enter an amount such as 1500 or 1500.50';

/**
 * A typed amount ("1,500.5", "₹ 1500") as minor units, or null when it is not one. Exact: the digits are
 * read as a string, never through a float; more decimals than the currency has are refused, not rounded.
 */
export function decimalToMinor(value: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = value.replace(/[\s,₹$€£]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return sign ? -minor : minor;
}
