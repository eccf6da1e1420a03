import {
  INVOICE_LINES_MAX,
  INVOICE_LINES_REQUIRED,
  INVOICE_LINES_TOO_MANY,
  type Invoice,
  InvoiceLineInputSchema,
  LINE_KINDS,
  LINE_PRICE_INVALID,
  LINE_QUANTITY_INVALID,
  QUANTITY_SCALE,
  SAC_INVALID,
  SAC_PATTERN,
  TAX_RATE_INVALID,
  UpdateDraftSchema,
} from '@taskflow/shared';
import { z } from 'zod';
import { moneyInputSchema } from '../../../lib/money-input';
import { type LineFormValues, lineFormValues } from './lines';
import { parseQuantity, parseTaxPercent, scaledNumber } from './numbers';

/**
 * The draft's form: its lines as typed (quantities, rates and tax percentages as text) read into the
 * shape PUT /invoices/:id takes, with the shared messages; the server checks it all again.
 */
export const draftFormSchema = (currency: string) =>
  z.object({
    lines: z
      .array(
        z
          .object({
            id: z.string().optional(),
            kind: z.enum(LINE_KINDS),
            description: InvoiceLineInputSchema.shape.description,
            sacCode: z
              .string()
              .trim()
              .refine((code) => code === '' || SAC_PATTERN.test(code), SAC_INVALID)
              .transform((code) => code || null),
            quantity: scaledNumber(parseQuantity, LINE_QUANTITY_INVALID, 1, 1_000_000 * QUANTITY_SCALE),
            rate: moneyInputSchema(currency, LINE_PRICE_INVALID),
            taxPercent: scaledNumber(parseTaxPercent, TAX_RATE_INVALID, 0, 10_000),
            // Not sent: the server keeps a kept line's minutes by its id.
            minutes: z.number().nullable(),
          })
          .transform(({ id, description, sacCode, quantity, rate, taxPercent }) => ({
            id,
            description,
            sacCode,
            quantityMilli: quantity,
            unitPriceMinor: rate,
            taxRateBp: taxPercent,
          })),
      )
      .min(1, INVOICE_LINES_REQUIRED)
      .max(INVOICE_LINES_MAX, INVOICE_LINES_TOO_MANY),
    placeOfSupply: z.string().transform((code) => code || null),
    dueDate: z.string().transform((day) => day || null),
    notes: UpdateDraftSchema.shape.notes,
  });

export type DraftFormInput = z.input<ReturnType<typeof draftFormSchema>>;
export type DraftFormOutput = z.output<ReturnType<typeof draftFormSchema>>;

export const draftFormValues = (invoice: Invoice): DraftFormInput => ({
  lines: invoice.lines.map((line) => lineFormValues(line, invoice.currency)),
  placeOfSupply: invoice.placeOfSupply ?? '',
  dueDate: invoice.dueDate ?? '',
  notes: invoice.notes ?? '',
});

/** The server's names of a line's fields, as the form names them. */
const LINE_FIELDS: Record<string, keyof LineFormValues> = {
  description: 'description',
  sacCode: 'sacCode',
  quantityMilli: 'quantity',
  unitPriceMinor: 'rate',
  taxRateBp: 'taxPercent',
};

/**
 * A refusal's field messages with the line fields renamed as the form has them: "lines.2.quantityMilli"
 * goes on row 3's Quantity, "lines" on the list as a whole.
 */
export function formFieldOf(serverField: string): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(serverField);
  if (!match) return serverField;
  const field = LINE_FIELDS[match[2] as string];
  return field ? `lines.${match[1]}.${field}` : 'lines';
}
