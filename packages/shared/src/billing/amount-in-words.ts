/**
 * An amount in words, kept apart from money.ts: the words library is large (68 KB gzipped with its locales)
 * and only the API writes invoices, so a page that formats or parses money never downloads it.
 */
import { ToWords } from 'to-words';
import { currencyDigits } from './money';

const toWordsByLocale = new Map<string, ToWords>();

/**
 * An amount in words, as an Indian tax invoice states its total: "Rupees One Lakh Twenty Three Thousand
 * … and Seventy Eight Paise Only" (lakh and crore for INR); other currencies in international words.
 */
export function amountInWords(minor: number, currency: string): string {
  const localeCode = currency === 'INR' ? 'en-IN' : currency === 'GBP' ? 'en-GB' : 'en-US';
  let converter = toWordsByLocale.get(localeCode);
  if (!converter) {
    converter = new ToWords({ localeCode, converterOptions: { currency: true, ignoreZeroCurrency: false } });
    toWordsByLocale.set(localeCode, converter);
  }
  const digits = currencyDigits(currency);
  const scale = 10 ** digits;
  // Whole units and the fraction apart, so no float such as 1234.1 × 100 can lose a paisa.
  const whole = Math.trunc(Math.abs(minor) / scale);
  const fraction = Math.abs(minor) % scale;
  const words = converter.convert(whole + fraction / scale, { currency: true });
  return minor < 0 ? `Minus ${words}` : words;
}
