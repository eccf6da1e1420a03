import { QUANTITY_SCALE, RATE_SCALE } from '@taskflow/shared';
import { z } from 'zod';

/**
 * A typed decimal as an integer of `decimals` places ("1.5", 3 → 1500), read from its digits so no float
 * ever rounds it; more places than allowed, a sign or anything else is null.
 */
export function parseScaled(text: string, decimals: number): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** An integer of `decimals` places as the shortest decimal: 1500, 3 → "1.5"; 2000, 3 → "2". */
export function scaledText(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.trunc(value / scale);
  const fraction = String(Math.abs(value % scale))
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const QUANTITY_DECIMALS = Math.log10(QUANTITY_SCALE);
/** Basis points are hundredths of a percent: "18" → 1800, "2.5" → 250. */
const PERCENT_DECIMALS = Math.log10(RATE_SCALE) - 2;

export const parseQuantity = (text: string) => parseScaled(text, QUANTITY_DECIMALS);
export const parseTaxPercent = (text: string) => parseScaled(text.replace(/%\s*$/, ''), PERCENT_DECIMALS);
export const taxPercentText = (rateBp: number) => scaledText(rateBp, PERCENT_DECIMALS);

/** A form field of a typed number read by `parse`, refused with `message` when not one or out of range. */
export const scaledNumber = (
  parse: (text: string) => number | null,
  message: string,
  min: number,
  max: number,
) =>
  z.string({ error: message }).transform((text, ctx) => {
    const value = parse(text);
    if (value === null || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
