import { MONEY_INVALID } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { moneyInputSchema, optionalMoneyInputSchema, parseMoneyInput } from './money-input';

describe('money typed as text', () => {
  it('reads rupees and paise exactly, with grouping and the symbol', () => {
    expect(parseMoneyInput('1500.50', 'INR')).toBe(150_050);
    expect(parseMoneyInput(' 1,500 ', 'INR')).toBe(150_000);
    expect(parseMoneyInput('₹ 1,23,456.7', 'INR')).toBe(12_345_670);
    expect(parseMoneyInput('0.1', 'INR')).toBe(10);
    // 0.29 × 100 is 28.999… as a float: read from the digits it is 29 paise.
    expect(parseMoneyInput('0.29', 'INR')).toBe(29);
    expect(parseMoneyInput('0', 'INR')).toBe(0);
  });

  it('refuses what is not an amount of 0 or more, rather than rounding it', () => {
    for (const text of ['', 'abc', '10.505', '-5', '1.2.3', '1e3']) {
      expect(parseMoneyInput(text, 'INR'), text).toBeNull();
    }
  });

  it('follows the currency’s digits', () => {
    expect(parseMoneyInput('1500', 'JPY')).toBe(1500);
    expect(parseMoneyInput('1500.5', 'JPY')).toBeNull();
    expect(parseMoneyInput('1.234', 'KWD')).toBe(1234);
  });

  it('gives forms the minor units, or the message', () => {
    expect(moneyInputSchema('INR').parse('99.99')).toBe(9999);
    const wrong = moneyInputSchema('INR', 'Enter a fee').safeParse('x');
    expect(wrong.error?.issues[0]?.message).toBe('Enter a fee');
    expect(moneyInputSchema('INR').safeParse('').error?.issues[0]?.message).toBe(MONEY_INVALID);
    expect(optionalMoneyInputSchema('INR').parse('  ')).toBeNull();
    expect(optionalMoneyInputSchema('INR').parse('12')).toBe(1200);
  });
});
