import {
  type Customer,
  CustomerFieldsSchema,
  type FieldErrors,
  type ListMeta,
  type ListQuery,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@taskflow/shared';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isStillReferenced } from '../../lib/db-errors';
import { containsPattern } from '../../lib/like';
import type { FileUpload } from '../../lib/multipart-form';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { preparedVariants, variantOf } from '../../lib/prepared';
import type { FileStorage } from '../../lib/storage';
import { checkUpload, storeUpload, type UploadRule, withUploadRollback } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';

type CustomerRow = typeof customers.$inferSelect;
type Deps = { db: Db; storage: FileStorage };

const LOGO_RULE: UploadRule = {
  maxBytes: LOGO_MAX_BYTES,
  mimeTypes: LOGO_MIME_TYPES,
  requiredMessage: false,
  typeMessage: LOGO_TYPE_MESSAGE,
  sizeMessage: LOGO_SIZE_MESSAGE,
};

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CUSTOMER_HAS_WORK_MESSAGE =
  'This customer has projects, tasks or time entries, so it cannot be deleted. Archive its projects instead.';

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    businessName: row.businessName,
    email: row.email,
    phone: row.phone,
    industry: row.industry,
    address: row.address,
    anniversaryDate: row.anniversaryDate,
    logoUrl: row.logoFile ? `/api/v1/customers/${row.id}/logo?v=${row.updatedAt.getTime()}` : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Ids come from the URL: anything that is not a uuid cannot be a customer (and must not reach SQL as one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getCustomerOrThrow(db: Db, orgId: string, id: string): Promise<CustomerRow> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return row;
}

/** Validates the fields and the optional logo together, so every problem is reported at once. */
async function parseCustomerForm(rawFields: Record<string, string>, logo: FileUpload | undefined) {
  const fieldErrors: FieldErrors = {};
  const parsed = CustomerFieldsSchema.safeParse(rawFields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  const logoCheck = await checkUpload(logo, LOGO_RULE);
  if (logoCheck.error) fieldErrors.logo = logoCheck.error;
  if (!parsed.success || logoCheck.error) throw AppError.invalid(fieldErrors);
  const { phone, industry, anniversaryDate, ...required } = parsed.data;
  // A form sends every field: a blank optional field clears it.
  return {
    fields: {
      ...required,
      phone: phone ?? null,
      industry: industry ?? null,
      anniversaryDate: anniversaryDate ?? null,
    },
    logoMime: logoCheck.mime,
  };
}

function customersWhere(variant: string) {
  const pattern = sql.placeholder('pattern');
  return and(
    eq(customers.organizationId, sql.placeholder('orgId')),
    variant.includes('q')
      ? or(ilike(customers.businessName, pattern), ilike(customers.email, pattern))
      : undefined,
  );
}

const customersPage = preparedVariants('customers_page', (db, variant, statement) =>
  db
    .select({ customer: customers, total: totalColumn(db, customers, customersWhere(variant)) })
    .from(customers)
    .where(customersWhere(variant))
    // Same expression as customers_org_name_idx, so the index serves the order.
    .orderBy(sql`lower(${customers.businessName})`, asc(customers.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(statement),
);

const customersCount = preparedVariants('customers_count', (db, variant, statement) =>
  boundedCountQuery(db, customers, customersWhere(variant)).prepare(statement),
);

export async function listCustomers(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<{ data: Customer[]; meta: ListMeta }> {
  const orgId = requirePermission(auth, 'customers.view');
  const variant = variantOf({ q: query.q });
  const values = { orgId, pattern: query.q ? containsPattern(query.q) : undefined };
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) => customersPage(db, variant).execute({ ...values, limit, offset }),
    () => customersCount(db, variant).execute(values),
  );
  return { data: rows.map((row) => toCustomer(row.customer)), meta };
}

export async function getCustomer(db: Db, auth: AuthContext, id: string): Promise<Customer> {
  const orgId = requirePermission(auth, 'customers.view');
  return toCustomer(await getCustomerOrThrow(db, orgId, id));
}

export async function createCustomer(
  deps: Deps,
  auth: AuthContext,
  rawFields: Record<string, string>,
  logo: FileUpload | undefined,
): Promise<Customer> {
  const orgId = requirePermission(auth, 'customers.create');
  const { fields, logoMime } = await parseCustomerForm(rawFields, logo);
  const stored =
    logo && logoMime ? await storeUpload(deps.storage, 'customer-logos', logo.buffer, logoMime) : undefined;
  return withUploadRollback(deps.storage, stored?.file, async () => {
    const [row] = await deps.db
      .insert(customers)
      .values({
        ...fields,
        organizationId: orgId,
        logoFile: stored?.file,
        logoMime: stored?.mime,
        createdById: auth.userId,
      })
      .returning();
    if (!row) throw new Error('Customer insert returned no row');
    return toCustomer(row);
  });
}

/** Replaces every field; the logo changes only when a new one is sent or `removeLogo` is 'true'. */
export async function updateCustomer(
  deps: Deps,
  auth: AuthContext,
  id: string,
  rawFields: Record<string, string>,
  logo: FileUpload | undefined,
): Promise<Customer> {
  const orgId = requirePermission(auth, 'customers.edit');
  const current = await getCustomerOrThrow(deps.db, orgId, id);
  const { fields, logoMime } = await parseCustomerForm(rawFields, logo);
  const isRemovingLogo = rawFields.removeLogo === 'true' && !logo;
  const stored =
    logo && logoMime ? await storeUpload(deps.storage, 'customer-logos', logo.buffer, logoMime) : undefined;
  const row = await withUploadRollback(deps.storage, stored?.file, async () => {
    const [updated] = await deps.db
      .update(customers)
      .set({
        ...fields,
        ...(stored ? { logoFile: stored.file, logoMime: stored.mime } : {}),
        ...(isRemovingLogo ? { logoFile: null, logoMime: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(customers.organizationId, orgId), eq(customers.id, id)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    return updated;
  });
  if ((stored || isRemovingLogo) && current.logoFile) await deps.storage.discard(current.logoFile);
  return toCustomer(row);
}

export async function deleteCustomer(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const orgId = requirePermission(auth, 'customers.delete');
  await getCustomerOrThrow(deps.db, orgId, id);
  // Work that names the customer (projects, tasks, time) keeps it: the foreign keys refuse, race-free.
  const [row] = await deps.db
    .delete(customers)
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, id)))
    .returning({ logoFile: customers.logoFile })
    .catch((error: unknown) => {
      if (isStillReferenced(error)) throw new AppError('CONFLICT', CUSTOMER_HAS_WORK_MESSAGE);
      throw error;
    });
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  if (row.logoFile) await deps.storage.discard(row.logoFile);
}

export async function getCustomerLogo(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'customers.view');
  const customer = await getCustomerOrThrow(db, orgId, id);
  if (!customer.logoFile || !customer.logoMime) throw new AppError('NOT_FOUND', 'This customer has no logo');
  return { file: customer.logoFile, mime: customer.logoMime };
}

/** Demo client companies of an Indian advisory firm; anniversaries fall in the months after `today`. */
export async function seedCustomers(
  tx: Tx,
  organizationId: string,
  createdById: string | null,
  today = new Date(),
) {
  const inMonths = (months: number, day: number) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, day));
    // An anniversary is the founding day: keep the month and day, set a founding year in the past.
    return `${2008 + ((months * 3) % 12)}-${date.toISOString().slice(5, 10)}`;
  };
  const rows = [
    [
      'Sahyadri Textiles Pvt Ltd',
      'accounts@sahyadritextiles.in',
      '+91 20 2712 4455',
      'Manufacturing',
      'Plot 12, MIDC Bhosari, Pune 411026',
      inMonths(1, 3),
    ],
    [
      'Kaveri Software Solutions',
      'finance@kaverisoft.in',
      '+91 80 4123 9876',
      'IT',
      '3rd Floor, Prestige Tech Park, Marathahalli, Bengaluru 560103',
      inMonths(1, 12),
    ],
    [
      'Ganga Retail Mart',
      'owner@gangaretail.in',
      '+91 522 402 1188',
      'Retail',
      '22 Hazratganj, Lucknow 226001',
      inMonths(2, 5),
    ],
    [
      'Malabar Spice Exports',
      'ca@malabarspice.in',
      '+91 484 236 7711',
      'Manufacturing',
      'Willingdon Island, Kochi 682003',
      null,
    ],
    [
      'Deccan Health Clinics LLP',
      'admin@deccanhealth.in',
      '+91 40 2335 6600',
      'Healthcare',
      'Road No. 10, Banjara Hills, Hyderabad 500034',
      inMonths(3, 20),
    ],
    [
      'Thar Logistics',
      'billing@tharlogistics.in',
      '+91 291 265 4321',
      'Logistics',
      'Basni Industrial Area, Jodhpur 342005',
      null,
    ],
    [
      'Coromandel Pharma Ltd',
      'compliance@coromandelpharma.in',
      '+91 44 2496 1200',
      'Pharmaceuticals',
      'Guindy Industrial Estate, Chennai 600032',
      inMonths(4, 2),
    ],
    [
      'Narmada Finserv',
      'cfo@narmadafinserv.in',
      '+91 79 2658 9090',
      'Finance',
      'C G Road, Navrangpura, Ahmedabad 380009',
      null,
    ],
    [
      'Himalaya Hospitality Group',
      'accounts@himalayahotels.in',
      '+91 135 274 3300',
      'Hospitality',
      'Rajpur Road, Dehradun 248001',
      inMonths(5, 15),
    ],
    [
      'Brahmaputra Tea Estates',
      'office@brahmaputratea.in',
      '+91 361 254 8800',
      'Manufacturing',
      'G S Road, Guwahati 781005',
      null,
    ],
    [
      'Konkan Academy Trust',
      'trustee@konkanacademy.org',
      '+91 832 222 5566',
      'Education',
      'Altinho, Panaji, Goa 403001',
      inMonths(1, 25),
    ],
    [
      'Vindhya Realty Developers',
      'legal@vindhyarealty.in',
      '+91 755 427 3030',
      'Real estate',
      'Arera Colony, Bhopal 462016',
      null,
    ],
  ] as const;
  await tx.insert(customers).values(
    rows.map(([businessName, email, phone, industry, address, anniversaryDate]) => ({
      organizationId,
      businessName,
      email,
      phone,
      industry,
      address,
      anniversaryDate,
      createdById,
    })),
  );
}
