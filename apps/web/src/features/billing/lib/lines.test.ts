import { describe, expect, it } from 'vitest';
import { draftTotals, type LineFormValues, lineFigures, newLine, regimeOf } from './lines';
import { parseQuantity, parseTaxPercent, scaledText, taxPercentText } from './numbers';

const typed = (partial: Partial<LineFormValues>): LineFormValues => ({
  kind: 'item',
  description: 'Advice',
  sacCode: '998222',
  quantity: '1',
  rate: '0',
  taxPercent: '18',
  minutes: null,
  ...partial,
});

const INTRA = regimeOf(true, '27', '27');
const INTER = regimeOf(true, '29', '27');

describe('numbers typed on a line', () => {
  it('reads quantities in thousandths and tax in basis points, exactly', () => {
    expect(parseQuantity('1.5')).toBe(1500);
    expect(parseQuantity('0.333')).toBe(333);
    expect(parseQuantity('12')).toBe(12_000);
    expect(parseQuantity('1.2345')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseTaxPercent('18')).toBe(1800);
    expect(parseTaxPercent('2.5%')).toBe(250);
    expect(parseTaxPercent('0.125')).toBeNull();
    expect(taxPercentText(1800)).toBe('18');
    expect(taxPercentText(250)).toBe('2.5');
    expect(scaledText(1500, 3)).toBe('1.5');
  });
});

describe('a draft line computed as the server computes it', () => {
  it('rounds the amount once, then each of CGST and SGST on its own', () => {
    // 3 × ₹33.33 = ₹99.99; 9% of 9,999 paise is 899.91, so each half is 900 paise and the tax 1,800.
    const figures = lineFigures(typed({ quantity: '3', rate: '33.33' }), 'INR', INTRA);
    expect(figures?.amountMinor).toBe(9999);
    expect(figures?.tax).toEqual({ cgstMinor: 900, sgstMinor: 900, igstMinor: 0, otherTaxMinor: 0 });
    expect(figures?.taxMinor).toBe(1800);
    // Across states one IGST of 18% rounded once: 1,799.82 → 1,800.
    expect(lineFigures(typed({ quantity: '3', rate: '33.33' }), 'INR', INTER)?.tax.igstMinor).toBe(1800);
  });

  it('rounds half a paisa up on the amount', () => {
    // 0.333 × ₹0.15 = 4.995 paise → 5.
    expect(lineFigures(typed({ quantity: '0.333', rate: '0.15' }), 'INR', INTRA)?.amountMinor).toBe(5);
  });

  it('prices a time line by its minutes until its quantity is typed over', () => {
    // 50 minutes at ₹1,000/h: ₹833.33, where 0.833 h × ₹1,000 would be ₹833.00.
    const time = typed({ kind: 'time', quantity: '0.833', rate: '1000', minutes: 50 });
    expect(lineFigures(time, 'INR', INTRA)?.amountMinor).toBe(83_333);
    expect(lineFigures({ ...time, quantity: '1' }, 'INR', INTRA)?.amountMinor).toBe(100_000);
  });

  it('taxes another country’s line once, and waits while a number is not one', () => {
    const other = lineFigures(typed({ rate: '10.05', taxPercent: '20' }), 'GBP', regimeOf(false, null, null));
    expect(other?.tax.otherTaxMinor).toBe(201);
    expect(lineFigures(typed({ rate: 'ten' }), 'INR', INTRA)).toBeNull();
    expect(lineFigures(typed({ taxPercent: '101' }), 'INR', INTRA)).toBeNull();
  });

  it('totals the lines that read, nothing rounded again', () => {
    const lines = [
      typed({ quantity: '3', rate: '33.33' }),
      typed({ quantity: '1', rate: '0.05' }),
      typed({ rate: 'not yet' }),
    ];
    expect(draftTotals(lines, 'INR', INTRA)).toEqual({
      subtotalMinor: 10_004,
      // 5 paise at 9%: 0.45 → 0 each.
      cgstMinor: 900,
      sgstMinor: 900,
      igstMinor: 0,
      otherTaxMinor: 0,
      totalMinor: 11_804,
    });
  });

  it('decides the regime as the server does: within the state unless both states are known and differ', () => {
    expect(regimeOf(true, '27', '27')).toEqual({ gst: true, intraState: true });
    expect(regimeOf(true, '29', '27')).toEqual({ gst: true, intraState: false });
    expect(regimeOf(true, null, '27')).toEqual({ gst: true, intraState: true });
    expect(regimeOf(true, '29', null)).toEqual({ gst: true, intraState: true });
    expect(regimeOf(false, '29', '27')).toEqual({ gst: false });
  });

  it('starts a typed line at one unit with the firm’s SAC and rate', () => {
    expect(newLine({ sacCode: '998222', taxRateBp: 1800 })).toMatchObject({
      quantity: '1',
      sacCode: '998222',
      taxPercent: '18',
      minutes: null,
    });
  });
});
