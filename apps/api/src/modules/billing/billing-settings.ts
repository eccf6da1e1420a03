/**
 * The organization's billing settings (GET/PUT /billing/settings): what its documents say about the firm
 * (registered name, GSTIN and state, PAN), how they are numbered (the invoice and credit-note prefixes),
 * taxed (default SAC and rate, the tax's name outside India) and paid (terms, payment details, footer).
 */
import { type BillingSettings, type BillingSettingsSchema, gstinParts } from '@taskflow/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { billingSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { type BillingContext, billingContext, requireBilling } from './billing-common';

type SettingsInput = z.output<typeof BillingSettingsSchema>;

export const PREFIXES_SAME = 'Use a different prefix from the invoices’: the two series are numbered apart';

function toSettings(ctx: BillingContext): BillingSettings {
  const row = ctx.settings;
  return {
    legalName: row.legalName ?? undefined,
    gstin: row.gstin,
    gstStateCode: row.gstStateCode,
    pan: row.pan,
    invoicePrefix: row.invoicePrefix,
    creditNotePrefix: row.creditNotePrefix,
    defaultSac: row.defaultSac,
    defaultTaxRateBp: row.defaultTaxRateBp,
    taxName: row.taxName,
    paymentTermsDays: row.paymentTermsDays,
    paymentInstructions: row.paymentInstructions ?? undefined,
    footer: row.footer ?? undefined,
    isGst: ctx.isGst,
    fyStartMonth: ctx.fyStartMonth,
    currency: ctx.currency,
  };
}

export async function getBillingSettings(db: Db, auth: AuthContext): Promise<BillingSettings> {
  return toSettings(await billingContext(db, requireBilling(auth)));
}

/**
 * Replaces the settings. A GSTIN names its state (its first two digits), so the state is taken from it
 * when one is given. The prefixes must differ: each series has its own counter, and a number must say
 * whether it is an invoice or a credit note.
 */
export async function setBillingSettings(
  db: Db,
  auth: AuthContext,
  input: SettingsInput,
): Promise<BillingSettings> {
  const orgId = requireBilling(auth);
  if (input.invoicePrefix.toUpperCase() === input.creditNotePrefix.toUpperCase())
    throw AppError.invalid({ creditNotePrefix: PREFIXES_SAME });
  const gstin = input.gstin ?? null;
  const values = {
    legalName: input.legalName ?? null,
    gstin,
    gstStateCode: gstin ? gstinParts(gstin).stateCode : (input.gstStateCode ?? null),
    pan: input.pan ?? (gstin ? gstinParts(gstin).pan : null),
    invoicePrefix: input.invoicePrefix,
    creditNotePrefix: input.creditNotePrefix,
    defaultSac: input.defaultSac,
    defaultTaxRateBp: input.defaultTaxRateBp,
    taxName: input.taxName,
    paymentTermsDays: input.paymentTermsDays,
    paymentInstructions: input.paymentInstructions ?? null,
    footer: input.footer ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(billingSettings)
    .values({ organizationId: orgId, ...values })
    .onConflictDoUpdate({ target: billingSettings.organizationId, set: values });
  const ctx = await billingContext(db, orgId);
  return toSettings(ctx);
}
