/**
 * Billing a client (issue 42, decision 047): how a client's service is billed, the organization's billing
 * settings, invoices and credit notes with their lines, payments with their allocations, and what is
 * owed. Money travels as integers in the currency's smallest unit (`…Minor`), quantities in thousandths,
 * tax rates in basis points (packages/shared `billing/money.ts` rounds and formats them). Every route of
 * billing needs Rates and Billing (`time.billing`); no amount reaches anyone without it.
 */
import { z } from 'zod';
import { SERIES_PREFIX_INVALID, SERIES_PREFIX_PATTERN } from '../billing/documents';
import { QUANTITY_SCALE } from '../billing/money';
import { gstinProblem, isPan, PAN_MESSAGE } from '../practice/tax-ids';
import { optionalText, requiredText, text } from './fields';
import { requiredDay } from './projects';

// ---------------------------------------------------------------- constants and messages

export const BILLING_MODES = ['fixed', 'hourly', 'none'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const BILLING_MODE_LABELS: Record<BillingMode, string> = {
  fixed: 'Fixed fee per period',
  hourly: 'Hourly at the rates',
  none: 'Not billed',
};

export const PAYMENT_MODES = ['upi', 'bank_transfer', 'cheque', 'cash', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card',
};

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'issued', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a reader is shown: an issued invoice is paid, part paid or overdue by what is owed on it. */
export const INVOICE_VIEW_STATUSES = ['draft', 'issued', 'part_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceViewStatus = (typeof INVOICE_VIEW_STATUSES)[number];
export const INVOICE_VIEW_STATUS_LABELS: Record<InvoiceViewStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  part_paid: 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export const LINE_KINDS = ['fee', 'time', 'item'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const INVOICE_LINES_MAX = 200;
export const LINE_DESCRIPTION_MAX = 500;
export const INVOICE_NOTES_MAX = 2000;
export const VOID_REASON_MAX = 500;
/** The most one amount may be: ₹1,000 crore in paise, far beyond a firm's invoice and inside a safe integer. */
export const AMOUNT_MINOR_MAX = 1_000_000_000_000;
/** Clients one "drafts for the month" run takes (a firm's whole list). */
export const MONTH_DRAFTS_CLIENTS_MAX = 5000;

export const FEE_REQUIRED = 'Enter the fee of one period';
export const FEE_INVALID = 'Enter a fee of 0 or more';
export const LINE_DESCRIPTION_REQUIRED = 'Description is required';
export const LINE_DESCRIPTION_TOO_LONG = `Description must be at most ${LINE_DESCRIPTION_MAX} characters`;
export const LINE_QUANTITY_INVALID = 'Enter a quantity more than 0';
export const LINE_PRICE_INVALID = 'Enter a price of 0 or more';
export const TAX_RATE_INVALID = 'Enter a tax rate from 0% to 100%';
export const SAC_INVALID = 'Enter a SAC code of 6 digits, such as 998222';
export const INVOICE_LINES_REQUIRED = 'Add at least one line';
export const INVOICE_LINES_TOO_MANY = `An invoice can have at most ${INVOICE_LINES_MAX} lines`;
export const STATE_CODE_INVALID = 'Choose a state';
export const PAYMENT_AMOUNT_INVALID = 'Enter an amount more than 0';
export const PAYMENT_MODE_INVALID = 'Choose how it was paid';
export const PAYMENT_DATE_REQUIRED = 'Date received is required';
export const ALLOCATIONS_EXCEED_PAYMENT = 'The amounts against invoices add up to more than the payment';
export const ALLOCATION_EXCEEDS_OWED = 'This is more than is owed on the invoice';
export const ALLOCATION_INVOICE_INVALID = 'Choose an issued invoice of this client';
export const ALLOCATION_DUPLICATE = 'This invoice is already in the list';
export const PAYMENT_NOT_FOUND = 'Payment not found';
/** Two writes met on one invoice (the database refused the second): nothing was saved. */
export const PAYMENT_RACED = 'The invoice changed while this was saved: check what is owed and try again';
export const STATEMENT_RANGE_INVALID = 'To cannot be before From';
export const VOID_REASON_REQUIRED = 'Say why it is void';
export const CLIENT_REQUIRED = 'Choose a client';
export const MONTH_INVALID = 'Choose a month such as 2026-11';

export const SAC_PATTERN = /^\d{6}$/;
const sac = text({ error: SAC_INVALID }).trim().regex(SAC_PATTERN, SAC_INVALID);
const amountMinor = (message: string, min = 0) =>
  z.number({ error: message }).int(message).min(min, message).max(AMOUNT_MINOR_MAX, message);
const taxRateBp = z
  .number({ error: TAX_RATE_INVALID })
  .int(TAX_RATE_INVALID)
  .min(0, TAX_RATE_INVALID)
  .max(10_000, TAX_RATE_INVALID);
const stateCode = text({ error: STATE_CODE_INVALID }).regex(/^\d{2}$/, STATE_CODE_INVALID);

// ---------------------------------------------------------------- a client service's billing

/** How one client's service is billed (sent with a client service's create or edit). */
export const ClientServiceBillingSchema = z
  .object({
    billingMode: z.enum(BILLING_MODES, { error: 'Choose how it is billed' }).default('none'),
    feeMinor: amountMinor(FEE_INVALID).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.billingMode === 'fixed' && value.feeMinor == null) {
      ctx.addIssue({ code: 'custom', path: ['feeMinor'], message: FEE_REQUIRED });
    }
  });
export type ClientServiceBilling = z.output<typeof ClientServiceBillingSchema>;

// ---------------------------------------------------------------- settings

export const BillingSettingsSchema = z.object({
  legalName: optionalText(200, 'Registered name must be at most 200 characters'),
  gstin: text()
    .trim()
    .transform((value) => value.toUpperCase())
    .superRefine((value, ctx) => {
      const problem = value ? gstinProblem(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  gstStateCode: stateCode.nullable().optional(),
  pan: text()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isPan(value), PAN_MESSAGE)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  invoicePrefix: text({ error: SERIES_PREFIX_INVALID })
    .trim()
    .regex(SERIES_PREFIX_PATTERN, SERIES_PREFIX_INVALID),
  creditNotePrefix: text({ error: SERIES_PREFIX_INVALID })
    .trim()
    .regex(SERIES_PREFIX_PATTERN, SERIES_PREFIX_INVALID),
  defaultSac: sac,
  defaultTaxRateBp: taxRateBp,
  taxName: requiredText('Tax name is required', 20, 'Tax name must be at most 20 characters'),
  paymentTermsDays: z
    .number({ error: 'Enter days from 0 to 365' })
    .int('Enter days from 0 to 365')
    .min(0, 'Enter days from 0 to 365')
    .max(365, 'Enter days from 0 to 365'),
  paymentInstructions: optionalText(1000, 'Payment details must be at most 1000 characters'),
  footer: optionalText(500, 'Footer must be at most 500 characters'),
});
export type BillingSettingsInput = z.input<typeof BillingSettingsSchema>;
export type BillingSettings = z.output<typeof BillingSettingsSchema> & {
  /** India: GST applies (CGST/SGST/IGST, SAC, place of supply); else one tax of `taxName`. */
  isGst: boolean;
  currency: string;
  /** The month the organization's financial year starts in: its numbers' year (`2026-27`). */
  fyStartMonth: number;
};

// ---------------------------------------------------------------- unbilled work

/** A done job of a fixed-fee client service with no live invoice line. */
export interface UnbilledFee {
  clientJobId: string;
  clientServiceId: string;
  serviceId: string;
  serviceName: string;
  title: string;
  periodLabel: string;
  completedAt: string | null;
  feeMinor: number;
}

/** Approved billable time not yet billed nor on a draft, per person and rate. */
export interface UnbilledTime {
  userId: string;
  userName: string;
  minutes: number;
  entryCount: number;
  /** Minor units an hour, or null when neither the project nor the person has a rate. */
  hourlyRateMinor: number | null;
  valueMinor: number | null;
  firstDate: string;
  lastDate: string;
}

export interface ClientUnbilled {
  customerId: string;
  customerName: string;
  currency: string;
  fees: UnbilledFee[];
  time: UnbilledTime[];
  /** Billable time still awaiting approval (not invoiceable yet), in minutes. */
  awaitingApprovalMinutes: number;
  totalMinor: number;
}

/** One client's row of the firm-wide unbilled list. */
export interface UnbilledRow {
  customerId: string;
  customerName: string;
  feeCount: number;
  feesMinor: number;
  timeMinutes: number;
  timeMinor: number;
  unratedMinutes: number;
  totalMinor: number;
  oldestDate: string | null;
}

export const UnbilledQuerySchema = z.object({
  /** Work done up to this day (inclusive); defaults to today in the organization's zone. */
  upTo: z.iso.date({ error: 'Choose a date' }).optional(),
  q: optionalText(200, 'Search must be at most 200 characters'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type UnbilledQuery = z.output<typeof UnbilledQuerySchema>;

// ---------------------------------------------------------------- invoices

export const InvoiceLineInputSchema = z.object({
  /** Present for a line already on the draft (kept with its reserved time or job), absent for a new one. */
  id: z.uuid().optional(),
  description: requiredText(LINE_DESCRIPTION_REQUIRED, LINE_DESCRIPTION_MAX, LINE_DESCRIPTION_TOO_LONG),
  sacCode: sac.nullable().optional(),
  quantityMilli: z
    .number({ error: LINE_QUANTITY_INVALID })
    .int(LINE_QUANTITY_INVALID)
    .min(1, LINE_QUANTITY_INVALID)
    .max(1_000_000 * QUANTITY_SCALE, LINE_QUANTITY_INVALID),
  unitPriceMinor: amountMinor(LINE_PRICE_INVALID),
  taxRateBp,
});
export type InvoiceLineInput = z.output<typeof InvoiceLineInputSchema>;

/** A draft from a client's unbilled work up to a day (its fees and time), or an empty one to type. */
export const CreateDraftSchema = z.object({
  customerId: z.uuid({ error: CLIENT_REQUIRED }),
  upTo: z.iso.date({ error: 'Choose a date' }).optional(),
  /** false: an empty draft (typed lines only). */
  fromUnbilled: z.boolean().default(true),
});
export type CreateDraftInput = z.output<typeof CreateDraftSchema>;

/** Drafts for every client with unbilled work up to the month's last day, made by the job queue. */
export const MonthDraftsSchema = z.object({
  month: text({ error: MONTH_INVALID }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID),
});

export const UpdateDraftSchema = z.object({
  lines: z
    .array(InvoiceLineInputSchema)
    .min(1, INVOICE_LINES_REQUIRED)
    .max(INVOICE_LINES_MAX, INVOICE_LINES_TOO_MANY),
  placeOfSupply: stateCode.nullable().optional(),
  dueDate: z.iso.date({ error: 'Choose a due date' }).nullable().optional(),
  notes: optionalText(INVOICE_NOTES_MAX, `Notes must be at most ${INVOICE_NOTES_MAX} characters`),
});
export type UpdateDraftInput = z.output<typeof UpdateDraftSchema>;

export const IssueInvoiceSchema = z.object({
  /** The invoice's date; today in the organization's zone when absent. */
  issueDate: z.iso.date({ error: 'Choose a date' }).optional(),
});

export const VoidInvoiceSchema = z.object({
  reason: requiredText(
    VOID_REASON_REQUIRED,
    VOID_REASON_MAX,
    `Reason must be at most ${VOID_REASON_MAX} characters`,
  ),
});

/** A credit note against an issued invoice: its lines (by default the whole invoice) and why. */
export const CreateCreditNoteSchema = z.object({
  reason: requiredText(
    VOID_REASON_REQUIRED,
    VOID_REASON_MAX,
    `Reason must be at most ${VOID_REASON_MAX} characters`,
  ),
  lines: z.array(InvoiceLineInputSchema).min(1, INVOICE_LINES_REQUIRED).max(INVOICE_LINES_MAX).optional(),
});

export const INVOICE_SEND_NO_RECIPIENT =
  'This client has no contact with an email address: add one on the client, or choose a contact who has one';
export const INVOICE_SEND_CONTACT_INVALID = 'Choose contacts of this client';
export const INVOICE_SEND_NOT_ISSUED =
  'Only an issued invoice can be sent: a draft is issued first, and a void one is not sent';

/** Mails an issued invoice's PDF: to these contacts of its client, else those who receive requests. */
export const SendInvoiceSchema = z.object({
  contactIds: z
    .array(z.uuid({ error: INVOICE_SEND_CONTACT_INVALID }))
    .max(50)
    .optional(),
});
export type SendInvoiceInput = z.output<typeof SendInvoiceSchema>;

/** Who an invoice was mailed to ("Name <address>" each). */
export interface InvoiceSendResult {
  sentTo: string[];
}

export const InvoiceListQuerySchema = z.object({
  customerId: z.uuid().optional(),
  status: z.enum(INVOICE_VIEW_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  q: optionalText(200, 'Search must be at most 200 characters'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type InvoiceListQuery = z.output<typeof InvoiceListQuerySchema>;

export interface InvoiceLine {
  id: string;
  position: number;
  kind: LineKind;
  description: string;
  sacCode: string | null;
  quantityMilli: number;
  unitPriceMinor: number;
  amountMinor: number;
  taxRateBp: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  otherTaxMinor: number;
  clientJobId: string | null;
  serviceId: string | null;
  userId: string | null;
  minutes: number | null;
}

/** The parties as printed: the firm (supplier) and the client (recipient). */
export interface DocumentParty {
  name: string;
  address: string | null;
  gstin: string | null;
  stateCode: string | null;
  stateName: string | null;
  pan: string | null;
  email: string | null;
}

export interface InvoiceSummary {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  viewStatus: InvoiceViewStatus;
  number: string | null;
  customerId: string;
  customerName: string;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  creditedMinor: number;
  /** total − paid − credited, for an issued invoice; 0 for drafts, voids and credit notes. */
  outstandingMinor: number;
  periodLabel: string | null;
  createdAt: string;
}

export interface Invoice extends InvoiceSummary {
  creditNoteOf: { id: string; number: string | null } | null;
  creditNotes: { id: string; number: string | null; totalMinor: number; status: InvoiceStatus }[];
  placeOfSupply: string | null;
  placeOfSupplyName: string | null;
  /** gst_intra (CGST + SGST), gst_inter (IGST), other (one tax named `taxName`). */
  taxRegime: 'gst_intra' | 'gst_inter' | 'other';
  taxName: string;
  supplier: DocumentParty;
  recipient: DocumentParty;
  lines: InvoiceLine[];
  subtotalMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  otherTaxMinor: number;
  totalInWords: string;
  notes: string | null;
  voidReason: string | null;
  paymentInstructions: string | null;
  footer: string | null;
  payments: {
    paymentId: string;
    receivedOn: string;
    mode: PaymentMode;
    reference: string | null;
    amountMinor: number;
  }[];
}

// ---------------------------------------------------------------- payments

export const RecordPaymentSchema = z.object({
  customerId: z.uuid({ error: CLIENT_REQUIRED }),
  receivedOn: requiredDay(PAYMENT_DATE_REQUIRED),
  amountMinor: amountMinor(PAYMENT_AMOUNT_INVALID, 1),
  mode: z.enum(PAYMENT_MODES, { error: PAYMENT_MODE_INVALID }),
  reference: optionalText(100, 'Reference must be at most 100 characters'),
  note: optionalText(500, 'Note must be at most 500 characters'),
  /** Against which invoices, and how much on each; what is left is the client's advance. */
  allocations: z
    .array(z.object({ invoiceId: z.uuid(), amountMinor: amountMinor(PAYMENT_AMOUNT_INVALID, 1) }))
    .max(100)
    .default([]),
});
export type RecordPaymentInput = z.output<typeof RecordPaymentSchema>;

export const PaymentListQuerySchema = z.object({
  customerId: z.uuid({ error: CLIENT_REQUIRED }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;

export interface Payment {
  id: string;
  customerId: string;
  customerName: string;
  receivedOn: string;
  amountMinor: number;
  currency: string;
  mode: PaymentMode;
  reference: string | null;
  note: string | null;
  allocations: { invoiceId: string; number: string | null; amountMinor: number }[];
  unallocatedMinor: number;
  createdAt: string;
}

// ---------------------------------------------------------------- what is owed

export interface ClientBalance {
  customerId: string;
  customerName: string;
  currency: string;
  outstandingMinor: number;
  /** Payments not allocated to any invoice. */
  advanceMinor: number;
  ageing: Record<'0-30' | '31-60' | '61-90' | '90+', number>;
  oldestIssueDate: string | null;
}

/** The firm's totals over every client of the balances list (not only the page shown). */
export interface BalanceTotals {
  outstandingMinor: number;
  advanceMinor: number;
  ageing: ClientBalance['ageing'];
}

export const BalancesQuerySchema = z.object({
  /** Part of the client's name. */
  q: optionalText(200, 'Search must be at most 200 characters'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type BalancesQuery = z.output<typeof BalancesQuerySchema>;

/** A line of a statement of account: an invoice, a credit note or a payment, with the running balance. */
export interface StatementLine {
  date: string;
  kind: 'invoice' | 'credit_note' | 'payment' | 'void';
  reference: string;
  description: string;
  debitMinor: number;
  creditMinor: number;
  balanceMinor: number;
}

export interface Statement {
  customerId: string;
  customerName: string;
  currency: string;
  from: string;
  to: string;
  openingMinor: number;
  lines: StatementLine[];
  closingMinor: number;
}

/**
 * A statement's range: `to` defaults to today in the organization's zone, `from` to the first day of the
 * financial year `to` falls in (`financialYearStart`).
 */
export const StatementQuerySchema = z.object({
  from: z.iso.date({ error: 'Choose a date' }).optional(),
  to: z.iso.date({ error: 'Choose a date' }).optional(),
});
export type StatementQuery = z.output<typeof StatementQuerySchema>;
