/**
 * The read shapes of packages/shared schemas/billing.ts (settings, unbilled work, invoices) as zod
 * schemas, so the compiled serializers write them and drop anything else; each `satisfies` its
 * contract type, so the two cannot drift apart.
 */
import {
  type BillingSettings,
  type ClientUnbilled,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  INVOICE_VIEW_STATUSES,
  type Invoice,
  type InvoiceSummary,
  LINE_KINDS,
  ListMetaSchema,
  PAYMENT_MODES,
  type UnbilledRow,
} from '@taskflow/shared';
import { z } from 'zod';

const text = z.string();
const nullableText = z.string().nullable();
const minor = z.number().int();

// Optional keys last: the compiled serializer writes the required ones first, and zod in this order.
export const BillingSettingsViewSchema = z.object({
  invoicePrefix: text,
  creditNotePrefix: text,
  defaultSac: text,
  defaultTaxRateBp: z.number().int(),
  taxName: text,
  paymentTermsDays: z.number().int(),
  isGst: z.boolean(),
  fyStartMonth: z.number().int(),
  currency: text,
  legalName: text.optional(),
  gstin: nullableText.optional(),
  gstStateCode: nullableText.optional(),
  pan: nullableText.optional(),
  paymentInstructions: text.optional(),
  footer: text.optional(),
}) satisfies z.ZodType<BillingSettings>;

export const ClientUnbilledSchema = z.object({
  customerId: text,
  customerName: text,
  currency: text,
  fees: z.array(
    z.object({
      clientJobId: text,
      clientServiceId: text,
      serviceId: text,
      serviceName: text,
      title: text,
      periodLabel: text,
      completedAt: nullableText,
      feeMinor: minor,
    }),
  ),
  time: z.array(
    z.object({
      userId: text,
      userName: text,
      minutes: z.number().int(),
      entryCount: z.number().int(),
      hourlyRateMinor: minor.nullable(),
      valueMinor: minor.nullable(),
      firstDate: text,
      lastDate: text,
    }),
  ),
  awaitingApprovalMinutes: z.number().int(),
  totalMinor: minor,
}) satisfies z.ZodType<ClientUnbilled>;

export const UnbilledListSchema = z.object({
  data: z.array(
    z.object({
      customerId: text,
      customerName: text,
      feeCount: z.number().int(),
      feesMinor: minor,
      timeMinutes: z.number().int(),
      timeMinor: minor,
      unratedMinutes: z.number().int(),
      totalMinor: minor,
      oldestDate: nullableText,
    }) satisfies z.ZodType<UnbilledRow>,
  ),
  meta: ListMetaSchema,
  totals: z.object({ totalMinor: minor }),
});

export const InvoiceSummarySchema = z.object({
  id: text,
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  viewStatus: z.enum(INVOICE_VIEW_STATUSES),
  number: nullableText,
  customerId: text,
  customerName: text,
  issueDate: nullableText,
  dueDate: nullableText,
  currency: text,
  totalMinor: minor,
  paidMinor: minor,
  creditedMinor: minor,
  outstandingMinor: minor,
  periodLabel: nullableText,
  createdAt: text,
}) satisfies z.ZodType<InvoiceSummary>;

const PartySchema = z.object({
  name: text,
  address: nullableText,
  gstin: nullableText,
  stateCode: nullableText,
  stateName: nullableText,
  pan: nullableText,
  email: nullableText,
});

export const InvoiceSchema = InvoiceSummarySchema.extend({
  creditNoteOf: z.object({ id: text, number: nullableText }).nullable(),
  creditNotes: z.array(
    z.object({ id: text, number: nullableText, totalMinor: minor, status: z.enum(INVOICE_STATUSES) }),
  ),
  placeOfSupply: nullableText,
  placeOfSupplyName: nullableText,
  taxRegime: z.enum(['gst_intra', 'gst_inter', 'other']),
  taxName: text,
  supplier: PartySchema,
  recipient: PartySchema,
  lines: z.array(
    z.object({
      id: text,
      position: z.number().int(),
      kind: z.enum(LINE_KINDS),
      description: text,
      sacCode: nullableText,
      quantityMilli: z.number().int(),
      unitPriceMinor: minor,
      amountMinor: minor,
      taxRateBp: z.number().int(),
      cgstMinor: minor,
      sgstMinor: minor,
      igstMinor: minor,
      otherTaxMinor: minor,
      clientJobId: nullableText,
      serviceId: nullableText,
      userId: nullableText,
      minutes: z.number().int().nullable(),
    }),
  ),
  subtotalMinor: minor,
  cgstMinor: minor,
  sgstMinor: minor,
  igstMinor: minor,
  otherTaxMinor: minor,
  totalInWords: text,
  notes: nullableText,
  voidReason: nullableText,
  paymentInstructions: nullableText,
  footer: nullableText,
  payments: z.array(
    z.object({
      paymentId: text,
      receivedOn: text,
      mode: z.enum(PAYMENT_MODES),
      reference: nullableText,
      amountMinor: minor,
    }),
  ),
}) satisfies z.ZodType<Invoice>;

export const MonthDraftsProgressSchema = z.object({
  status: z.enum(['running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
});
