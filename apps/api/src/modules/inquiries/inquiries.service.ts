import type { Readable } from 'node:stream';
import {
  type AdminInquiry,
  type AdminInquiryFilterSchema,
  type AdminInquiryList,
  type AdminListInquiriesQuerySchema,
  type CreateContactMessageBody,
  type CreateContactMessageBodySchema,
  type CreateDemoRequestBody,
  type CreateDemoRequestBodySchema,
  DEMO_MESSAGES,
  HONEYPOT_FIELD,
  type Inquiry,
  type InquiryList,
  type ListInquiriesQuery,
  type ListInquiriesQuerySchema,
  SPAM_REJECTED_MESSAGE,
  type UpdateInquiryBodySchema,
} from '@taskflow/shared';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { csvOffThread } from '../../lib/off-thread';
import { boundedCountQuery, type PageQuery, pageOf, totalColumn } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';
import { isKnownCountryCode } from '../meta';

type Row = typeof inquiries.$inferSelect;
type DemoBody = z.output<typeof CreateDemoRequestBodySchema>;
type ContactBody = z.output<typeof CreateContactMessageBodySchema>;

export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

export function toInquiry(row: Row): Inquiry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    company: row.company,
    email: row.email,
    countryCode: row.countryCode,
    phone: row.phone,
    industry: row.industry,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A filled honeypot means a bot filled every field it found; a person never sees this one. */
function refuseSpam(body: { [HONEYPOT_FIELD]: string }) {
  if (body[HONEYPOT_FIELD].trim() !== '') throw new AppError('BAD_REQUEST', SPAM_REJECTED_MESSAGE);
}

export async function createDemoRequest(db: Db, body: DemoBody, origin: RequestOrigin): Promise<Inquiry> {
  refuseSpam(body);
  if (!isKnownCountryCode(body.countryCode))
    throw AppError.invalid({ countryCode: DEMO_MESSAGES.countryCode });
  const [row] = await db
    .insert(inquiries)
    .values({
      kind: 'demo',
      name: body.name,
      company: body.companyname,
      email: body.email,
      countryCode: body.countryCode,
      phone: body.mobile,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500),
    })
    .returning();
  if (!row) throw new Error('Inquiry insert returned no row');
  return toInquiry(row);
}

export async function createContactMessage(
  db: Db,
  body: ContactBody,
  origin: RequestOrigin,
): Promise<Inquiry> {
  refuseSpam(body);
  const [row] = await db
    .insert(inquiries)
    .values({
      kind: 'contact',
      name: `${body.firstName} ${body.lastName}`,
      email: body.email,
      phone: body.phone,
      industry: body.industry ?? null,
      subject: body.subject ?? null,
      message: body.message,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500),
    })
    .returning();
  if (!row) throw new Error('Inquiry insert returned no row');
  return toInquiry(row);
}

/** A page of inquiries in `order`, with the total counted up to the cap in the same query. */
async function inquiryPage(db: Db, query: PageQuery, where: SQL | undefined, order: SQL[]) {
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ inquiry: inquiries, total: totalColumn(db, inquiries, where) })
        .from(inquiries)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, inquiries, where),
  );
  return { rows: rows.map((row) => row.inquiry), meta };
}

/** Newest first, one page at a time; the (kind, created_at) index serves both filters. */
export async function listInquiries(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof ListInquiriesQuerySchema>,
): Promise<InquiryList> {
  requirePlatformAdmin(auth);
  const where = query.kind ? eq(inquiries.kind, query.kind) : undefined;
  const { rows, meta } = await inquiryPage(db, query, where, [desc(inquiries.createdAt), desc(inquiries.id)]);
  return { data: rows.map(toInquiry), ...meta };
}

export type { CreateContactMessageBody, CreateDemoRequestBody, ListInquiriesQuery };

// ---------------------------------------------------------------- admin follow-up

type AdminFilter = z.output<typeof AdminInquiryFilterSchema>;

export function toAdminInquiry(row: Row): AdminInquiry {
  return { ...toInquiry(row), status: row.status, notes: row.notes, updatedAt: row.updatedAt.toISOString() };
}

const SORT_COLUMNS = {
  createdAt: inquiries.createdAt,
  name: inquiries.name,
  company: inquiries.company,
  status: inquiries.status,
  kind: inquiries.kind,
} as const;

function whereOf(filter: AdminFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(inquiries.kind, filter.kind));
  if (filter.status) conditions.push(eq(inquiries.status, filter.status));
  if (filter.from) conditions.push(gte(inquiries.createdAt, new Date(`${filter.from}T00:00:00.000Z`)));
  if (filter.to)
    conditions.push(lt(inquiries.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000)));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(inquiries.name, pattern),
      ilike(inquiries.company, pattern),
      ilike(inquiries.email, pattern),
      ilike(inquiries.phone, pattern),
      ilike(inquiries.subject, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(filter: AdminFilter) {
  const column = SORT_COLUMNS[filter.sort];
  const direction = filter.order === 'asc' ? asc : desc;
  return [direction(column), direction(inquiries.id)];
}

/** The admin table: search, filters and sort in SQL, one page at a time. */
export async function adminListInquiries(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof AdminListInquiriesQuerySchema>,
): Promise<AdminInquiryList> {
  requirePlatformAdmin(auth);
  const { rows, meta } = await inquiryPage(db, query, whereOf(query), orderOf(query));
  return { data: rows.map(toAdminInquiry), meta };
}

/** Status and notes of one inquiry, with its audit row. */
export async function updateInquiry(
  db: Db,
  auth: AuthContext,
  id: string,
  body: z.output<typeof UpdateInquiryBodySchema>,
): Promise<AdminInquiry> {
  requirePlatformAdmin(auth);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Inquiry not found');
    const [row] = await tx
      .update(inquiries)
      .set({
        ...(body.status ? { status: body.status } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        updatedAt: new Date(),
      })
      .where(eq(inquiries.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Inquiry not found');
    await writeAudit(tx, auth, {
      action: 'inquiry.update',
      entityType: 'inquiry',
      entityId: id,
      before: { status: before.status, notes: before.notes },
      after: { status: row.status, notes: row.notes },
    });
    return toAdminInquiry(row);
  });
}

const CSV_COLUMNS = [
  'id',
  'kind',
  'status',
  'name',
  'company',
  'email',
  'countryCode',
  'phone',
  'industry',
  'subject',
  'message',
  'notes',
  'date',
] as const;
const EXPORT_BATCH = 1000;
export const EXPORT_MAX_ROWS = 100_000;

/**
 * The filtered rows as CSV, in the table's order, read in batches and written on the CPU pool (quoting,
 * and a leading =, +, - or @ defused so a spreadsheet never runs a visitor's text as a formula).
 */
export function exportInquiriesCsv(db: Db, auth: AuthContext, filter: AdminFilter): Readable {
  requirePlatformAdmin(auth);
  return csvOffThread(CSV_COLUMNS, inquiryRows(db, filter));
}

async function* inquiryRows(db: Db, filter: AdminFilter) {
  const where = whereOf(filter);
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
    const rows = await db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(EXPORT_BATCH)
      .offset(offset);
    for (const row of rows) {
      yield [
        row.id,
        row.kind,
        row.status,
        row.name,
        row.company ?? '',
        row.email,
        row.countryCode ?? '',
        row.phone,
        row.industry ?? '',
        row.subject ?? '',
        row.message ?? '',
        row.notes,
        row.createdAt.toISOString(),
      ];
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}
