import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';
import {
  decimalToMinor,
  documentTotals,
  formatMoney,
  formatQuantity,
  formatTaxRate,
  invoiceLineAmount,
  lineAmount,
  lineTax,
  minorToDecimal,
  minutesValue,
  mulDivRound,
  quantityOfMinutes,
} from './money';

describe('money in minor units', () => {
  it('rounds half up once, exactly, however large', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(2, 1, 3)).toBe(1);
    // 9e12 paise × 1e3 overflows a double's exact range; bigint keeps it exact.
    expect(mulDivRound(9_000_000_000_001, 1500, 1000)).toBe(13_500_000_000_002);
  });

  it('prices a line from its quantity in thousandths: 1.5 hours at ₹1,999.99 is ₹2,999.99 (2999.985 rounds up)', () => {
    expect(lineAmount(1500, 199_999)).toBe(299_999);
    expect(lineAmount(1000, 150_000)).toBe(150_000);
    expect(lineAmount(333, 100)).toBe(33);
  });

  it('values minutes at an hourly rate: 50 minutes at ₹1,000/h is ₹833.33, 10 minutes at ₹2,000.05 is ₹333.34', () => {
    expect(minutesValue(50, 100_000)).toBe(83_333);
    expect(minutesValue(10, 200_005)).toBe(33_334);
    expect(minutesValue(90, 0)).toBe(0);
  });

  it('splits GST inside the state into CGST and SGST each rounded on its own: ₹1,000.05 at 18% is 90.00 + 90.00', () => {
    // 100005 × 9% = 9000.45 → 9000 each; the whole 18% would be 18000.9 → 18001: the halves lose the paisa,
    // as the GST rules compute each tax on its own.
    expect(lineTax(100_005, 1800, { gst: true, intraState: true })).toEqual({
      cgstMinor: 9000,
      sgstMinor: 9000,
      igstMinor: 0,
      otherTaxMinor: 0,
    });
    expect(lineTax(100_005, 1800, { gst: true, intraState: false })).toEqual({
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 18_001,
      otherTaxMinor: 0,
    });
    // x.5 paise rounds up: 25 × 9% = 2.25 → 2; 50 × 9% = 4.5 → 5.
    expect(lineTax(50, 1800, { gst: true, intraState: true }).cgstMinor).toBe(5);
  });

  it("taxes another country's line once at its rate", () => {
    expect(lineTax(12_345, 2000, { gst: false })).toEqual({
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 0,
      otherTaxMinor: 2469,
    });
  });

  it('totals a document as the sums of its rounded lines, never rounding again', () => {
    const regime = { gst: true as const, intraState: true };
    const lines = [33_333, 33_333, 33_334].map((amountMinor) => ({
      amountMinor,
      tax: lineTax(amountMinor, 1800, regime),
    }));
    const totals = documentTotals(lines);
    expect(totals.subtotalMinor).toBe(100_000);
    // Each line's 9% is 2999.97 → 3000, 3000, 3000.06 → 3000: 9000 per tax, not 9000 from the total.
    expect(totals.cgstMinor).toBe(9000);
    expect(totals.sgstMinor).toBe(9000);
    expect(totals.totalMinor).toBe(118_000);
  });

  it('keeps every total equal to the sum of its parts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 0, max: 2800 })), {
          maxLength: 30,
        }),
        fc.boolean(),
        (rows, intraState) => {
          const lines = rows.map(([amountMinor, rate]) => ({
            amountMinor,
            tax: lineTax(amountMinor, rate, { gst: true, intraState }),
          }));
          const totals = documentTotals(lines);
          for (const line of lines) expect(line.tax.cgstMinor).toBe(line.tax.sgstMinor);
          expect(totals.totalMinor).toBe(
            lines.reduce(
              (sum, line) =>
                sum + line.amountMinor + line.tax.cgstMinor + line.tax.sgstMinor + line.tax.igstMinor,
              0,
            ),
          );
        },
      ),
    );
  });

  it('formats with Indian grouping for INR and the currency’s own digits elsewhere', () => {
    expect(formatMoney(12_345_678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMoney(5, 'INR')).toBe('₹0.05');
    expect(formatMoney(1234, 'JPY')).toBe('JP¥1,234');
    expect(formatMoney(123_456, 'GBP')).toBe('£1,234.56');
    // Each currency keeps its own formatter when they alternate (they are made once per code).
    expect(formatMoney(12_345_678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMoney(1234, 'JPY')).toBe('JP¥1,234');
    expect(() => formatMoney(1, 'NOPE!')).toThrow(RangeError);
    expect(formatMoney(5, 'INR')).toBe('₹0.05');
  });

  it('reads typed amounts exactly and refuses what is not one', () => {
    expect(decimalToMinor('1500', 'INR')).toBe(150_000);
    expect(decimalToMinor('1,500.5', 'INR')).toBe(150_050);
    expect(decimalToMinor('₹ 0.29', 'INR')).toBe(29);
    expect(decimalToMinor('1500.555', 'INR')).toBeNull();
    expect(decimalToMinor('abc', 'INR')).toBeNull();
    expect(decimalToMinor('12', 'JPY')).toBe(12);
    expect(minorToDecimal(150_050, 'INR')).toBe('1500.50');
    expect(minorToDecimal(-7, 'INR')).toBe('-0.07');
  });

  it('round-trips every amount through its decimal text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (minor) => {
        expect(decimalToMinor(minorToDecimal(minor, 'INR'), 'INR')).toBe(minor);
      }),
    );
  });

  it('writes the total in words with lakh and crore, paise included', () => {
    expect(amountInWords(12_345_678, 'INR')).toBe(
      'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Seventy Eight Paise Only',
    );
    expect(amountInWords(1_000_000_000, 'INR')).toBe('One Crore Rupees Only');
    expect(amountInWords(123_410, 'INR')).toBe(
      'One Thousand Two Hundred Thirty Four Rupees And Ten Paise Only',
    );
    expect(amountInWords(29, 'INR')).toBe('Zero Rupees And Twenty Nine Paise Only');
  });

  it('prices a time line by its minutes while its quantity is theirs, else by its quantity', () => {
    // 50 minutes at ₹1,000/h: ₹833.33 from the minutes, where 0.833 h × ₹1,000 would make ₹833.00.
    expect(quantityOfMinutes(50)).toBe(833);
    expect(invoiceLineAmount({ quantityMilli: 833, unitPriceMinor: 100_000, minutes: 50 })).toBe(83_333);
    expect(invoiceLineAmount({ quantityMilli: 1000, unitPriceMinor: 100_000, minutes: 50 })).toBe(100_000);
    expect(invoiceLineAmount({ quantityMilli: 833, unitPriceMinor: 100_000, minutes: null })).toBe(83_300);
  });
});

describe('quantities and tax rates as documents print them', () => {
  it('writes a quantity in thousandths exactly, without trailing zeros', () => {
    expect([1000, 1500, 12_500, 333, 1, 2050].map(formatQuantity)).toEqual([
      '1',
      '1.5',
      '12.5',
      '0.333',
      '0.001',
      '2.05',
    ]);
  });

  it('writes a rate in basis points as a percentage, and the half of an odd rate (CGST, SGST) unrounded', () => {
    expect([1800, 900, 250, 0, 10_000].map(formatTaxRate)).toEqual(['18%', '9%', '2.5%', '0%', '100%']);
    expect(formatTaxRate(901 / 2)).toBe('4.505%');
  });
});
