/**
 * Billing a client (issue 42; decision 047). Money is integers in the currency's smallest unit (`*_minor`,
 * paise for INR). An invoice is a draft until issued; issuing takes the next number of its series and
 * financial year from `invoice_counters` in the same transaction (gapless: a rolled back issue gives its
 * number back, and nothing else ever does) and freezes it: corrections are credit notes, cancellation is
 * a void that keeps the number. Draft time lines reserve their entries (`time_entries.invoice_line_id`);
 * issuing bills them through a billing batch, which the time guard locks as "mark as billed" does.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { organizations } from './organizations';
import { clientJobs, clientServices, services } from './practice';
import { users } from './users';

const minor = (name: string) => bigint(name, { mode: 'number' });

/** What an organization's documents say about it and how they are numbered and taxed. */
export const billingSettings = pgTable(
  'billing_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The name documents carry when it differs from the organization's (a firm's registered name). */
    legalName: text('legal_name'),
    gstin: text('gstin'),
    /** The firm's GST state (from its GSTIN when it has one): CGST and SGST inside it, IGST outside. */
    gstStateCode: text('gst_state_code'),
    pan: text('pan'),
    invoicePrefix: text('invoice_prefix').notNull().default('INV'),
    creditNotePrefix: text('credit_note_prefix').notNull().default('CN'),
    /** SAC of a line that names none (998222: accounting and bookkeeping services). */
    defaultSac: text('default_sac').notNull().default('998222'),
    defaultTaxRateBp: integer('default_tax_rate_bp').notNull().default(1800),
    /** The tax's name outside India (VAT, Sales tax); Indian documents name CGST, SGST and IGST. */
    taxName: text('tax_name').notNull().default('GST'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(15),
    /** Printed under the totals: bank account, IFSC, UPI id. */
    paymentInstructions: text('payment_instructions'),
    footer: text('footer'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('billing_settings_rate_check', sql`${table.defaultTaxRateBp} between 0 and 10000`),
    check('billing_settings_terms_check', sql`${table.paymentTermsDays} between 0 and 365`),
  ],
);

/** The last number issued per organization, series (prefix) and financial year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.series, table.financialYear] })],
);

/** An invoice or a credit note (`kind`), draft, issued or void. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** invoice or credit_note. */
    kind: text('kind').notNull().default('invoice'),
    /** draft, issued, void. */
    status: text('status').notNull().default('draft'),
    /** The invoice a credit note corrects. */
    creditNoteOfId: uuid('credit_note_of_id').references((): never => invoices.id as never, {
      onDelete: 'restrict',
    }),
    /** Set when issued: the series (prefix), financial year, sequence and the number they make. */
    series: text('series'),
    financialYear: text('financial_year'),
    sequence: integer('sequence'),
    number: text('number'),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    /** The GST state code of the place of supply (India), else null. */
    placeOfSupply: text('place_of_supply'),
    currency: text('currency').notNull(),
    /** The firm and the client as they stood when issued (an issued document never changes). */
    supplier: jsonb('supplier').$type<Record<string, string | null>>(),
    recipient: jsonb('recipient').$type<Record<string, string | null>>(),
    subtotalMinor: minor('subtotal_minor').notNull().default(0),
    cgstMinor: minor('cgst_minor').notNull().default(0),
    sgstMinor: minor('sgst_minor').notNull().default(0),
    igstMinor: minor('igst_minor').notNull().default(0),
    otherTaxMinor: minor('other_tax_minor').notNull().default(0),
    totalMinor: minor('total_minor').notNull().default(0),
    /** Kept in the transactions that change them: payments allocated, credit notes issued against it. */
    paidMinor: minor('paid_minor').notNull().default(0),
    creditedMinor: minor('credited_minor').notNull().default(0),
    /** What a month's drafts were made for ("November 2026"), shown on the document. */
    periodLabel: text('period_label'),
    notes: text('notes'),
    voidReason: text('void_reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_org_number_idx').on(table.organizationId, table.number),
    uniqueIndex('invoices_org_series_sequence_idx').on(
      table.organizationId,
      table.series,
      table.financialYear,
      table.sequence,
    ),
    index('invoices_org_customer_idx').on(table.organizationId, table.customerId, table.status),
    index('invoices_org_status_date_idx').on(table.organizationId, table.status, table.issueDate),
    index('invoices_credit_note_of_idx').on(table.creditNoteOfId),
    check('invoices_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
    check('invoices_status_check', sql`${table.status} in ('draft', 'issued', 'void')`),
    check(
      'invoices_issued_numbered',
      sql`(${table.status} = 'draft') = (${table.number} is null) and (${table.status} = 'draft') = (${table.issueDate} is null)`,
    ),
    check(
      'invoices_credit_note_of',
      sql`(${table.kind} = 'credit_note') = (${table.creditNoteOfId} is not null)`,
    ),
    check(
      'invoices_amounts_check',
      sql`${table.subtotalMinor} >= 0 and ${table.totalMinor} >= 0 and ${table.paidMinor} >= 0 and ${table.creditedMinor} >= 0`,
    ),
    // Nothing is paid or credited beyond what is owed: two payments racing on one invoice cannot both pass.
    check('invoices_not_overpaid', sql`${table.paidMinor} + ${table.creditedMinor} <= ${table.totalMinor}`),
  ],
);

/** A line of an invoice or credit note: a period's fee, time at a rate, or a typed item. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** fee (a job's fixed fee), time (approved time at a rate), item (typed). */
    kind: text('kind').notNull().default('item'),
    description: text('description').notNull(),
    sacCode: text('sac_code'),
    /** Thousandths: 1.5 hours is 1500, one period's fee 1000. */
    quantityMilli: integer('quantity_milli').notNull().default(1000),
    unitPriceMinor: minor('unit_price_minor').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    cgstMinor: minor('cgst_minor').notNull().default(0),
    sgstMinor: minor('sgst_minor').notNull().default(0),
    igstMinor: minor('igst_minor').notNull().default(0),
    otherTaxMinor: minor('other_tax_minor').notNull().default(0),
    /** A fee line's job (billed once: see the index) and its service, for revenue by service. */
    clientJobId: uuid('client_job_id').references(() => clientJobs.id, { onDelete: 'set null' }),
    clientServiceId: uuid('client_service_id').references(() => clientServices.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** A time line's person (revenue by member) and its minutes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    minutes: integer('minutes'),
    /** Set when its invoice is voided: the job's fee and the time can be invoiced again. */
    isVoided: boolean('is_voided').notNull().default(false),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    // A job's fee is on one live invoice at most, however many drafts are made at once.
    uniqueIndex('invoice_lines_job_fee_idx')
      .on(table.clientJobId)
      .where(sql`client_job_id is not null and not is_voided`),
    index('invoice_lines_org_service_idx').on(table.organizationId, table.serviceId),
    check('invoice_lines_kind_check', sql`${table.kind} in ('fee', 'time', 'item')`),
    check('invoice_lines_rate_check', sql`${table.taxRateBp} between 0 and 10000`),
    check('invoice_lines_quantity_check', sql`${table.quantityMilli} > 0`),
    check('invoice_lines_amounts_check', sql`${table.unitPriceMinor} >= 0 and ${table.amountMinor} >= 0`),
  ],
);

/** Money received from a client, allocated to one or more of its invoices (the rest is an advance). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    receivedOn: date('received_on').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** upi, bank_transfer, cheque, cash, card. */
    mode: text('mode').notNull(),
    reference: text('reference'),
    note: text('note'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_org_customer_idx').on(table.organizationId, table.customerId, table.receivedOn),
    index('payments_org_received_idx').on(table.organizationId, table.receivedOn),
    check('payments_amount_check', sql`${table.amountMinor} > 0`),
    check('payments_mode_check', sql`${table.mode} in ('upi', 'bank_transfer', 'cheque', 'cash', 'card')`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
  },
  (table) => [
    uniqueIndex('payment_allocations_payment_invoice_idx').on(table.paymentId, table.invoiceId),
    index('payment_allocations_invoice_idx').on(table.invoiceId),
    check('payment_allocations_amount_check', sql`${table.amountMinor} > 0`),
  ],
);
