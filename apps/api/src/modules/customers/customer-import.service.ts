import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_ENTITY_TYPE_LABELS,
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerEntityType,
  type CustomerImportMapping,
  CustomerImportMappingSchema,
  type CustomerImportResult,
  guessCustomerImportMapping,
  missingCustomerImportFields,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerContacts, customers, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { type CsvRow, oneColumnMessage, readCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileUpload } from '../../lib/multipart-form';
import { isLegacyXls, isXlsx, LEGACY_XLS_MESSAGE, readXlsx } from '../../lib/xlsx';
import type { AuthContext } from '../../plugins/types';
import { contactRows } from './customer-contacts';
import { type ImportContext, type ImportedClient, nameKey, readImportRows } from './customer-import-rows';
import { knownTagSpellings } from './customer-tags';

const PREVIEW_ROWS = 50;
export const IMPORT_RACED_MESSAGE =
  'A client with one of these GSTINs was saved while the file was imported. Nothing was imported: preview it again.';
/** Rows per insert statement: well under PostgreSQL's 65,535 parameters at 20 columns a row. */
const INSERT_CHUNK = 500;

export interface CustomerImportRequest {
  file: FileUpload | undefined;
  commit: boolean;
  /** JSON {field: column index}; guessed from the headers when left out. */
  mapping: string | undefined;
}

function readMapping(text: string | undefined, headers: string[]): CustomerImportMapping {
  if (!text) return guessCustomerImportMapping(headers);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw AppError.invalid({ mapping: 'The column mapping is not valid' });
  }
  const mapping = CustomerImportMappingSchema.safeParse(parsed);
  if (!mapping.success || Object.values(mapping.data).some((index) => index >= headers.length))
    throw AppError.invalid({ mapping: 'The column mapping names a column the file does not have' });
  return mapping.data;
}

/** The file's rows, header first: a workbook's first sheet, or a CSV of any delimiter (lib/csv.ts). */
async function rowsOfFile(file: FileUpload | undefined): Promise<CsvRow[]> {
  if (!file || file.buffer.length === 0)
    throw AppError.invalid({ file: 'Choose a CSV or Excel file to import' });
  if (file.isTruncated || file.buffer.length > CUSTOMER_IMPORT_MAX_BYTES)
    throw AppError.invalid({
      file: `The file must be at most ${CUSTOMER_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
    });
  if (isLegacyXls(file.buffer)) throw AppError.invalid({ file: LEGACY_XLS_MESSAGE });
  return isXlsx(file.buffer) ? readXlsx(file.buffer) : readCsv(file.buffer.toString('utf8'));
}

/** How far down a file its header may be: below a report's title lines (Tally's company and period). */
const HEADER_SEARCH_ROWS = 10;

/**
 * The header row and the rows below it: the first row unless one of the first few names more of the
 * client fields (at least two), as an export with title lines above its columns does.
 */
export function headerAndRows(all: CsvRow[]): { header: CsvRow | undefined; rows: CsvRow[] } {
  let best = 0;
  let bestFields = 1;
  all.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const fields = Object.keys(guessCustomerImportMapping(row.cells)).length;
    if (fields > bestFields) {
      best = index;
      bestFields = fields;
    }
  });
  return { header: all[best], rows: all.slice(best + 1) };
}

/** The organization's members, client names and GSTINs, as the rows are checked against them. */
async function contextOf(db: Db | Tx, orgId: string): Promise<ImportContext> {
  const [members, clients] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.isActive, true))),
    db
      .select({ name: customers.businessName, gstin: customers.gstin })
      .from(customers)
      .where(eq(customers.organizationId, orgId)),
  ]);
  return {
    members,
    names: new Set(clients.map((client) => nameKey(client.name))),
    gstins: new Set(clients.flatMap((client) => (client.gstin ? [client.gstin] : []))),
  };
}

/** Tags in the spelling the organization, or else the file's first row with the tag, uses. */
async function spellTags(db: Db | Tx, orgId: string, clients: ImportedClient[]) {
  const known = await knownTagSpellings(db, orgId);
  for (const client of clients) {
    client.practice.tags = client.practice.tags.map((tag) => {
      const spelling = known.get(tag.toLowerCase());
      if (spelling) return spelling;
      known.set(tag.toLowerCase(), tag);
      return tag;
    });
  }
}

const previewOf = (client: ImportedClient) => ({
  line: client.line,
  businessName: client.values.businessName,
  email: client.values.email,
  entityType: client.practice.entityType
    ? CUSTOMER_ENTITY_TYPE_LABELS[client.practice.entityType as CustomerEntityType]
    : '',
  pan: client.practice.pan ?? '',
  gstin: client.practice.gstin ?? '',
  tags: client.practice.tags,
  responsible: client.responsibleName,
  contact: client.contacts[0]?.name ?? '',
});

/** Creates the clients and their contacts, in the caller's transaction. */
async function insertClients(tx: Tx, orgId: string, createdById: string, clients: ImportedClient[]) {
  const rows = clients.map((client) => ({
    id: randomUUID(),
    organizationId: orgId,
    businessName: client.values.businessName,
    email: client.values.email,
    address: client.values.address,
    phone: client.values.phone ?? null,
    industry: client.values.industry ?? null,
    ...client.practice,
    createdById,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(customers).values(rows.slice(start, start + INSERT_CHUNK));
  }
  const contacts = clients.flatMap((client, index) =>
    contactRows(orgId, (rows[index] as { id: string }).id, client.contacts),
  );
  for (let start = 0; start < contacts.length; start += INSERT_CHUNK) {
    await tx.insert(customerContacts).values(contacts.slice(start, start + INSERT_CHUNK));
  }
  return contacts.length;
}

/**
 * Client import (CSV of any common delimiter, or an .xlsx's first sheet) with a column mapping (sent,
 * or guessed from the headers of a plain sheet, Tally or Zoho). Without `commit` it answers a preview
 * with every problem by line and column; with it, every client and contact is created in one
 * transaction, or none when any row has a problem. Imports of one organization take turns (an advisory
 * lock) and check names and GSTINs inside it, so two imports of the same file cannot both add it.
 */
export async function importCustomers(
  db: Db,
  auth: AuthContext,
  request: CustomerImportRequest,
): Promise<CustomerImportResult> {
  const orgId = requirePermission(auth, 'customers.create');
  const { header, rows } = headerAndRows(await rowsOfFile(request.file));
  if (!header) throw AppError.invalid({ file: 'The file is empty' });
  if (rows.length === 0) throw AppError.invalid({ file: 'The file has no rows' });
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS)
    throw AppError.invalid({
      file: `Import at most ${CUSTOMER_IMPORT_MAX_ROWS.toLocaleString('en')} clients at a time`,
    });
  const columns = header.cells;
  const mapping = readMapping(request.mapping, columns);
  const result: CustomerImportResult = {
    isCommitted: false,
    rowCount: rows.length,
    columns,
    mapping,
    errors: [],
    preview: [],
    createdCount: 0,
    contactCount: 0,
  };
  const missing = missingCustomerImportFields(mapping);
  if (missing.length) {
    // A file read as one column most often has a separator we do not know: say that, not "no Email".
    if (columns.length === 1) throw AppError.invalid({ file: oneColumnMessage(columns[0] ?? '') });
    // Answered as a preview, so the mapping step can show the columns and be corrected.
    return {
      ...result,
      errors: missing.map((label) => ({ line: 1, field: label, message: `Choose the column for ${label}` })),
    };
  }

  const check = async (reader: Db | Tx) => {
    const { clients, problems } = readImportRows(rows, columns, mapping, await contextOf(reader, orgId));
    await spellTags(reader, orgId, clients);
    return { clients, problems };
  };
  if (!request.commit) {
    const { clients, problems } = await check(db);
    return { ...result, errors: problems, preview: clients.slice(0, PREVIEW_ROWS).map(previewOf) };
  }
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-import:${orgId}`}))`);
      const { clients, problems } = await check(tx);
      const preview = clients.slice(0, PREVIEW_ROWS).map(previewOf);
      if (problems.length) return { ...result, errors: problems, preview };
      const contactCount = await insertClients(tx, orgId, auth.userId, clients);
      return { ...result, isCommitted: true, preview, createdCount: clients.length, contactCount };
    })
    .catch((error: unknown) => {
      // A client saved in the form with one of the file's GSTINs while the import ran (the form takes
      // no turn): the index refused it, nothing was created.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', IMPORT_RACED_MESSAGE);
      throw error;
    });
}
