/**
 * What every billing service reads first (decision 047): the organization's billing context (its settings
 * row, made with defaults on first use, its currency, zone, financial year and time rounding), the tax
 * regime of a place of supply, the parties a document prints, and the invoice row under its lock.
 */
import { currencyDigits, type DocumentParty, GST_STATE_CODES, type lineTax } from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingSettings, customers, invoices, organizations } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVOICE_NOT_DRAFT =
  'This invoice is issued and can no longer change: record a credit note instead';
export const NOTHING_TO_BILL =
  'This client has no unbilled work up to this day: no fee of a done job, no approved billable time';
export const CLIENT_NOT_FOUND = 'Client not found';

/** Every billing route needs Rates and Billing; answers the caller's organization. */
export const requireBilling = (auth: AuthContext) => requirePermission(auth, 'time.billing');

export type SettingsRow = typeof billingSettings.$inferSelect;

export interface BillingContext {
  orgId: string;
  orgName: string;
  orgAddress: string | null;
  currency: string;
  /** Digits after the point of the currency: a rate of 2,000.00 rupees is 200000 minor units. */
  digits: number;
  zone: string;
  fyStartMonth: number;
  roundingMinutes: number;
  /** India (the organization's currency is INR): GST with CGST/SGST/IGST, SAC codes, place of supply. */
  isGst: boolean;
  settings: SettingsRow;
}

/**
 * The organization's billing context. Its settings row is made on first use with the defaults of its
 * country (`on conflict do nothing`: two first reads at once make one row).
 */
export async function billingContext(db: Db, orgId: string): Promise<BillingContext> {
  const [org] = await db
    .select({
      name: organizations.name,
      address: organizations.address,
      currency: organizations.currency,
      zone: organizations.timeZone,
      fyStartMonth: organizations.fyStartMonth,
      roundingMinutes: organizations.timeRoundingMinutes,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const isGst = org.currency === 'INR';
  let [settings] = await db.select().from(billingSettings).where(eq(billingSettings.organizationId, orgId));
  if (!settings) {
    await db
      .insert(billingSettings)
      .values({
        organizationId: orgId,
        // Elsewhere no GST: one tax the firm names, at a rate it sets (none until it does).
        ...(isGst ? {} : { taxName: 'Tax', defaultTaxRateBp: 0 }),
      })
      .onConflictDoNothing();
    [settings] = await db.select().from(billingSettings).where(eq(billingSettings.organizationId, orgId));
  }
  if (!settings) throw new Error('Billing settings vanished');
  return {
    orgId,
    orgName: org.name,
    orgAddress: org.address,
    currency: org.currency,
    digits: currencyDigits(org.currency),
    zone: org.zone,
    fyStartMonth: org.fyStartMonth,
    roundingMinutes: org.roundingMinutes,
    isGst,
    settings,
  };
}

export type TaxRegime = 'gst_intra' | 'gst_inter' | 'other';
export type LineRegime = Parameters<typeof lineTax>[2];

/**
 * The tax regime of a document: outside India one tax; in India CGST and SGST when the place of supply is
 * the firm's state (or either is unknown: a firm without a registered state bills inside its own), else IGST.
 */
export function regimeOf(
  isGst: boolean,
  firmState: string | null,
  placeOfSupply: string | null,
): { taxRegime: TaxRegime; regime: LineRegime } {
  if (!isGst) return { taxRegime: 'other', regime: { gst: false } };
  const intraState = !firmState || !placeOfSupply || firmState === placeOfSupply;
  return { taxRegime: intraState ? 'gst_intra' : 'gst_inter', regime: { gst: true, intraState } };
}

export const stateName = (code: string | null | undefined) => (code ? (GST_STATE_CODES[code] ?? null) : null);

/** The firm as its documents print it now (an issued document keeps the copy taken when it was issued). */
export function supplierOf(ctx: BillingContext): DocumentParty {
  const { settings } = ctx;
  return {
    name: settings.legalName ?? ctx.orgName,
    address: ctx.orgAddress,
    gstin: settings.gstin,
    stateCode: settings.gstStateCode,
    stateName: stateName(settings.gstStateCode),
    pan: settings.pan,
    email: null,
  };
}

export interface ClientRow {
  id: string;
  businessName: string;
  address: string;
  email: string;
  gstin: string | null;
  gstStateCode: string | null;
  pan: string | null;
}

const clientColumns = {
  id: customers.id,
  businessName: customers.businessName,
  address: customers.address,
  email: customers.email,
  gstin: customers.gstin,
  gstStateCode: customers.gstStateCode,
  pan: customers.pan,
};

/** A client of the organization, or 404. */
export async function clientOrThrow(db: Db, orgId: string, customerId: string): Promise<ClientRow> {
  const [row] = isUuid(customerId)
    ? await db
        .select(clientColumns)
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.organizationId, orgId)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return row;
}

/** These clients of the organization (the others are left out). */
export function clientsOf(db: Db, orgId: string, customerIds: string[]): Promise<ClientRow[]> {
  return db
    .select(clientColumns)
    .from(customers)
    .where(and(eq(customers.organizationId, orgId), inArray(customers.id, customerIds)));
}

export function recipientOf(client: ClientRow): DocumentParty {
  return {
    name: client.businessName,
    address: client.address || null,
    gstin: client.gstin,
    stateCode: client.gstStateCode,
    stateName: stateName(client.gstStateCode),
    pan: client.pan,
    email: client.email || null,
  };
}

/** Where a client's supply is: its GST state, else the firm's (India only; elsewhere none). */
export const placeOfSupplyFor = (ctx: BillingContext, client: Pick<ClientRow, 'gstStateCode'>) =>
  ctx.isGst ? (client.gstStateCode ?? ctx.settings.gstStateCode) : null;

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * An invoice of the organization under a row lock (FOR UPDATE), or 404: every change of an invoice, and
 * every payment or credit note against it, takes this lock first, so they happen one after another.
 */
export async function lockInvoice(tx: Db, orgId: string, id: string): Promise<InvoiceRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.organizationId, orgId)))
        .for('update')
    : [];
  if (!row) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return row;
}

/** A rate in whole currency units (hourly_rates.hourly_rate, numeric) as minor units, exact, in SQL. */
export const rateMinorSql = (rate: ReturnType<typeof sql>, digits: number) =>
  sql<string | null>`round(${rate} * ${10 ** digits})::bigint`;
