import { decimalToMinor, MONEY_INVALID } from '@taskflow/shared';
import { z } from 'zod';

/**
 * A typed amount ("1500.50", "1,500", "₹ 1500") as minor units, or null when it is not one, or is
 * negative: every money input of the app takes amounts of 0 or more, and decimalToMinor of packages/shared
 * reads the digits exactly (no float, no rounding: "10.505" rupees is refused, not rounded).
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const minor = decimalToMinor(text.trim(), currency);
  return minor === null || minor < 0 ? null : minor;
}

/** A form field of money typed as text, read as minor units; empty or wrong is `message`. */
export const moneyInputSchema = (currency: string, message = MONEY_INVALID) =>
  z.string({ error: message }).transform((text, ctx) => {
    const minor = parseMoneyInput(text, currency);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minor;
  });

/** As moneyInputSchema, but an empty field is null (no amount). */
export const optionalMoneyInputSchema = (currency: string, message = MONEY_INVALID) =>
  z.string({ error: message }).transform((text, ctx) => {
    if (!text.trim()) return null;
    const minor = parseMoneyInput(text, currency);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minor;
  });
