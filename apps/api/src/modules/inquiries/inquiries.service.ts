import {
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
} from '@taskflow/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { requirePlatformAdmin } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { isKnownCountryCode } from '../meta/country-codes';

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

/** Newest first, one page at a time; the (kind, created_at) index serves both filters. */
export async function listInquiries(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof ListInquiriesQuerySchema>,
): Promise<InquiryList> {
  requirePlatformAdmin(auth);
  const where = query.kind ? eq(inquiries.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return { data: rows.map(toInquiry), page: query.page, pageSize: query.pageSize, total: total?.total ?? 0 };
}

export type { CreateContactMessageBody, CreateDemoRequestBody, ListInquiriesQuery };
