import {
  type DocumentTotals,
  documentTotals,
  formatQuantity,
  type InvoiceLine,
  invoiceLineAmount,
  type LineKind,
  type LineTax,
  lineTax,
  minorToDecimal,
} from '@taskflow/shared';
import { parseMoneyInput } from '../../../lib/money-input';
import { parseQuantity, parseTaxPercent, taxPercentText } from './numbers';

/** How a document's lines are taxed: GST within the firm's state or across states, or one other tax. */
export type TaxRegime = Parameters<typeof lineTax>[2];

/**
 * The regime of a draft as the server decides it (billing-common.ts regimeOf): GST for an Indian
 * organization, within the state (CGST + SGST) when the place of supply is the firm's own state or either
 * is unknown, else across states (IGST); elsewhere one tax.
 */
export function regimeOf(isGst: boolean, placeOfSupply: string | null, firmState: string | null): TaxRegime {
  if (!isGst) return { gst: false };
  return { gst: true, intraState: !firmState || !placeOfSupply || placeOfSupply === firmState };
}

/** One row of the draft's table as typed: the numbers are text until they are read. */
export interface LineFormValues {
  /** A line already on the draft keeps its id (and with it the time or job fee it bills). */
  id?: string;
  kind: LineKind;
  description: string;
  sacCode: string;
  quantity: string;
  rate: string;
  taxPercent: string;
  /** The minutes a time line bills (not typed): they price it while its quantity is still theirs. */
  minutes: number | null;
}

export const lineFormValues = (line: InvoiceLine, currency: string): LineFormValues => ({
  id: line.id,
  kind: line.kind,
  description: line.description,
  sacCode: line.sacCode ?? '',
  quantity: formatQuantity(line.quantityMilli),
  rate: minorToDecimal(line.unitPriceMinor, currency),
  taxPercent: taxPercentText(line.taxRateBp),
  minutes: line.minutes,
});

/** A new typed line: one unit, the organization's default SAC and tax rate. */
export const newLine = (defaults: { sacCode: string | null; taxRateBp: number }): LineFormValues => ({
  kind: 'item',
  description: '',
  sacCode: defaults.sacCode ?? '',
  quantity: '1',
  rate: '',
  taxPercent: taxPercentText(defaults.taxRateBp),
  minutes: null,
});

export interface LineFigures {
  amountMinor: number;
  tax: LineTax;
  taxMinor: number;
}

/**
 * A typed line's amount and tax, computed as the server will: the amount by invoiceLineAmount (quantity ×
 * rate rounded half up once, or a time line's minutes at its rate while its quantity is theirs), each tax
 * of the line rounded on its own (lineTax). Null while a number is not one.
 */
export function lineFigures(line: LineFormValues, currency: string, regime: TaxRegime): LineFigures | null {
  const quantityMilli = parseQuantity(line.quantity);
  const unitPriceMinor = parseMoneyInput(line.rate, currency);
  const rateBp = parseTaxPercent(line.taxPercent);
  if (quantityMilli === null || unitPriceMinor === null || rateBp === null || rateBp > 10_000) return null;
  const amountMinor = invoiceLineAmount({ quantityMilli, unitPriceMinor, minutes: line.minutes });
  const tax = lineTax(amountMinor, rateBp, regime);
  return { amountMinor, tax, taxMinor: tax.cgstMinor + tax.sgstMinor + tax.igstMinor + tax.otherTaxMinor };
}

/** The draft's totals from the lines that read; a line being typed counts once it does. */
export function draftTotals(lines: LineFormValues[], currency: string, regime: TaxRegime): DocumentTotals {
  return documentTotals(
    lines.flatMap((line) => {
      const figures = lineFigures(line, currency, regime);
      return figures ? [figures] : [];
    }),
  );
}
