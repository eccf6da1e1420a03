import {
  ALLOCATIONS_EXCEED_PAYMENT,
  PAYMENT_AMOUNT_INVALID,
  PAYMENT_MODE_INVALID,
  PAYMENT_MODES,
  type PaymentMode,
  RecordPaymentSchema,
} from '@taskflow/shared';
import { z } from 'zod';
import { moneyInputSchema, optionalMoneyInputSchema } from '../../../lib/money-input';

/**
 * The "Record payment" form: the amounts typed as text ("1500.50") read as minor units, the allocations
 * that carry an amount kept, and their sum checked against the payment (as the server checks it again).
 * Its output is what POST /payments takes.
 */
export const paymentFormSchema = (currency: string) =>
  z
    .object({
      customerId: RecordPaymentSchema.shape.customerId,
      receivedOn: RecordPaymentSchema.shape.receivedOn,
      amount: moneyInputSchema(currency, PAYMENT_AMOUNT_INVALID).refine(
        (minor) => minor > 0,
        PAYMENT_AMOUNT_INVALID,
      ),
      mode: z
        .union([z.enum(PAYMENT_MODES), z.literal('')])
        .refine((mode) => mode !== '', PAYMENT_MODE_INVALID),
      reference: RecordPaymentSchema.shape.reference,
      note: RecordPaymentSchema.shape.note,
      allocations: z.array(
        z.object({
          invoiceId: z.string(),
          amount: optionalMoneyInputSchema(currency, PAYMENT_AMOUNT_INVALID),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      const allocated = values.allocations.reduce((sum, row) => sum + (row.amount ?? 0), 0);
      if (allocated > values.amount) {
        ctx.addIssue({ code: 'custom', path: ['allocations'], message: ALLOCATIONS_EXCEED_PAYMENT });
      }
    })
    .transform(({ amount, mode, allocations, ...rest }) => ({
      ...rest,
      amountMinor: amount,
      mode: mode as PaymentMode,
      allocations: sentAllocations(allocations),
    }));

export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;

/** The allocations sent: only rows with an amount, in the form's order. */
const sentAllocations = (rows: { invoiceId: string; amount: number | null }[]) =>
  rows.flatMap((row) => (row.amount ? [{ invoiceId: row.invoiceId, amountMinor: row.amount }] : []));

/**
 * Where the server's message about sent allocation `index` goes: the form row of the same invoice
 * (the form lists every open invoice, the request only those with an amount).
 */
export function allocationRowOf(
  serverField: string,
  sent: readonly { invoiceId: string }[],
  rows: readonly { invoiceId: string }[],
): number | 'list' | null {
  const match = /^allocations(?:\.(\d+)(?:\.\w+)?)?$/.exec(serverField);
  if (!match) return null;
  if (match[1] === undefined) return 'list';
  const invoiceId = sent[Number(match[1])]?.invoiceId;
  const row = rows.findIndex((candidate) => candidate.invoiceId === invoiceId);
  return row >= 0 ? row : 'list';
}
