/**
 * The PDFs of billing (issue 42, items 4 and 5): an invoice or credit note, and a client's statement of
 * account. Each is the object its JSON route answers (readInvoice, readStatement), with the firm's logo,
 * handed to the CPU pool (workers/invoice-pdf.ts, workers/statement-pdf.ts), so the document and the screen
 * read the same numbers. Rates and Billing (time.billing) only, as every read of billing.
 */

import type { Readable } from 'node:stream';
import type { Invoice, Statement, StatementQuery } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { pdfOffThread } from '../../lib/off-thread';
import { todayIn } from '../../lib/organization-calendar';
import type { PdfLogo } from '../../lib/pdf/document-layout';
import type { FileStorage } from '../../lib/storage';
import type { AuthContext } from '../../plugins/types';
import { readClientBalance } from './balances.service';
import { billingContext, clientOrThrow, recipientOf, requireBilling, supplierOf } from './billing-common';
import { readInvoice } from './invoice-read';
import { readStatement } from './statements.service';

export interface DocumentDeps {
  db: Db;
  storage: FileStorage;
}

export interface PdfFile {
  stream: Readable;
  fileName: string;
  contentType: 'application/pdf';
}

/**
 * The organization's logo for its documents, or null when it has none or its file cannot be read: an
 * invoice goes out without a logo rather than not at all.
 */
export async function organizationLogo(deps: DocumentDeps, orgId: string): Promise<PdfLogo | null> {
  const [org] = await deps.db
    .select({ file: organizations.logoFile, mime: organizations.logoMime })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org?.file || !org.mime) return null;
  try {
    const data = await deps.storage.read(org.file);
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), mime: org.mime };
  } catch {
    return null;
  }
}

/** "PRA-2026-27-0001.pdf"; a draft has no number yet and is named by its id. */
export function invoiceFileName(invoice: Pick<Invoice, 'id' | 'kind' | 'number'>): string {
  if (!invoice.number) return `draft-invoice-${invoice.id.slice(0, 8)}.pdf`;
  return `${invoice.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** GET /invoices/:id/pdf: the invoice as its route reads it, drawn on the CPU pool. */
export async function invoicePdfFile(deps: DocumentDeps, auth: AuthContext, id: string): Promise<PdfFile> {
  const orgId = requireBilling(auth);
  const invoice = await readInvoice(deps.db, auth, id);
  const stream = pdfOffThread('invoice', { invoice, logo: await organizationLogo(deps, orgId) });
  return { stream, fileName: invoiceFileName(invoice), contentType: 'application/pdf' };
}

const statementFileName = (statement: Statement) => `statement-${statement.from}-to-${statement.to}.pdf`;

/**
 * GET /customers/:id/statement.pdf: the statement of the range, the firm and the client as the documents
 * print them now, and what the client owes today by age.
 */
export async function statementPdfFile(
  deps: DocumentDeps,
  auth: AuthContext,
  customerId: string,
  range: StatementQuery,
): Promise<PdfFile> {
  const orgId = requireBilling(auth);
  const statement = await readStatement(deps.db, auth, customerId, range);
  const ctx = await billingContext(deps.db, orgId);
  const client = await clientOrThrow(deps.db, orgId, customerId);
  const balance = await readClientBalance(deps.db, auth, customerId);
  const stream = pdfOffThread('statement', {
    statement,
    firm: supplierOf(ctx),
    client: recipientOf(client),
    logo: await organizationLogo(deps, orgId),
    today: todayIn(ctx.zone),
    balance,
    paymentInstructions: ctx.settings.paymentInstructions,
    footer: ctx.settings.footer,
  });
  return { stream, fileName: statementFileName(statement), contentType: 'application/pdf' };
}
