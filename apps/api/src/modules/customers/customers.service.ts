import {
  type Customer,
  type CustomerDetail,
  CustomerFieldsSchema,
  type CustomerListQuery,
  type FieldErrors,
  type ListMeta,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  NO_RESPONSIBLE,
} from '@taskflow/shared';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isStillReferenced, violatedConstraint } from '../../lib/db-errors';
import { containsPattern } from '../../lib/like';
import type { FileUpload } from '../../lib/multipart-form';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { preparedVariants, variantOf } from '../../lib/prepared';
import { assertId } from '../../lib/reach';
import type { FileStorage } from '../../lib/storage';
import { checkUpload, storeUpload, type UploadRule, withUploadRollback } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { contactsOf, mayReadContactNumbers, replaceContacts } from './customer-contacts';
import {
  checkedAgainstOrganization,
  customerFormInput,
  fieldErrorsOf,
  gstinConflict,
  settledPractice,
} from './customer-fields';

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
/** Tax documents and money received are kept for the accounts (issue 42): they name the client. */
export const CUSTOMER_HAS_INVOICES_MESSAGE =
  'This customer has invoices or payments, so it cannot be deleted: they are kept for the accounts.';
const BILLING_REFERENCES = new Set([
  'invoices_customer_id_customers_id_fk',
  'payments_customer_id_customers_id_fk',
]);

/** A client as the list and every answer show it; `responsibleName` is its responsible member's name. */
export function toCustomer(row: CustomerRow, responsibleName: string | null = null): Customer {
  return {
    id: row.id,
    businessName: row.businessName,
    email: row.email,
    phone: row.phone,
    industry: row.industry,
    address: row.address,
    anniversaryDate: row.anniversaryDate,
    logoUrl: row.logoFile ? `/api/v1/customers/${row.id}/logo?v=${row.updatedAt.getTime()}` : null,
    entityType: row.entityType,
    pan: row.pan,
    gstin: row.gstin,
    gstStateCode: row.gstStateCode,
    tan: row.tan,
    fyEndMonth: row.fyEndMonth,
    fyEndDay: row.fyEndDay,
    tags: row.tags,
    responsible:
      row.responsibleId && responsibleName ? { id: row.responsibleId, name: responsibleName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCustomerOrThrow(db: Db | Tx, orgId: string, id: string): Promise<CustomerRow> {
  assertId(id, CUSTOMER_NOT_FOUND);
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
  let fieldErrors: FieldErrors = {};
  const parsed = CustomerFieldsSchema.safeParse(customerFormInput(rawFields));
  if (!parsed.success) fieldErrors = fieldErrorsOf(parsed.error.issues);
  const logoCheck = await checkUpload(logo, LOGO_RULE);
  if (logoCheck.error) fieldErrors.logo = logoCheck.error;
  if (!parsed.success || logoCheck.error) throw AppError.invalid(fieldErrors);
  const { phone, industry, anniversaryDate, businessName, email, address, contacts } = parsed.data;
  // A form sends every one of the spec's fields: a blank optional one clears it. The fields firms use
  // are kept when left out (settledPractice).
  return {
    fields: {
      businessName,
      email,
      address,
      phone: phone ?? null,
      industry: industry ?? null,
      anniversaryDate: anniversaryDate ?? null,
    },
    values: parsed.data,
    contacts,
    logoMime: logoCheck.mime,
  };
}

function customersWhere(variant: string) {
  const pattern = sql.placeholder('pattern');
  const has = (filter: string) => variant.split('+').includes(filter);
  return and(
    eq(customers.organizationId, sql.placeholder('orgId')),
    has('q')
      ? or(
          ilike(customers.businessName, pattern),
          ilike(customers.email, pattern),
          ilike(customers.pan, pattern),
          ilike(customers.gstin, pattern),
        )
      : undefined,
    // The tag as the organization spells it (saves keep one spelling): the GIN index answers it.
    has('tag') ? sql`${customers.tags} @> array[${sql.placeholder('tag')}]::text[]` : undefined,
    has('responsible') ? eq(customers.responsibleId, sql.placeholder('responsibleId')) : undefined,
    has('noResponsible') ? isNull(customers.responsibleId) : undefined,
    has('entityType') ? eq(customers.entityType, sql.placeholder('entityType')) : undefined,
  );
}

const customersPage = preparedVariants('customers_page', (db, variant, statement) =>
  db
    .select({
      customer: customers,
      responsibleName: users.name,
      total: totalColumn(db, customers, customersWhere(variant)),
    })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.responsibleId))
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

/** The Customer List: a page, searched by name, email, PAN or GSTIN, filtered by tag, responsible member or entity type. */
export async function listCustomers(
  db: Db,
  auth: AuthContext,
  query: CustomerListQuery,
): Promise<{ data: Customer[]; meta: ListMeta }> {
  const orgId = requirePermission(auth, 'customers.view');
  const isNobody = query.responsibleId === NO_RESPONSIBLE;
  const variant = variantOf({
    q: query.q,
    tag: query.tag,
    responsible: isNobody ? undefined : query.responsibleId,
    noResponsible: isNobody || undefined,
    entityType: query.entityType,
  });
  const values = {
    orgId,
    pattern: query.q ? containsPattern(query.q) : undefined,
    tag: query.tag,
    responsibleId: isNobody ? undefined : query.responsibleId,
    entityType: query.entityType,
  };
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) => customersPage(db, variant).execute({ ...values, limit, offset }),
    () => customersCount(db, variant).execute(values),
  );
  return { data: rows.map((row) => toCustomer(row.customer, row.responsibleName)), meta };
}

/** One client with its contacts, their numbers only for those who may read them. */
async function detailOf(
  db: Db | Tx,
  auth: AuthContext,
  orgId: string,
  row: CustomerRow,
): Promise<CustomerDetail> {
  const canReadContactNumbers = mayReadContactNumbers(auth);
  const [responsible] = row.responsibleId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.responsibleId))
    : [];
  return {
    ...toCustomer(row, responsible?.name ?? null),
    contacts: await contactsOf(db, orgId, row.id, canReadContactNumbers),
    canReadContactNumbers,
  };
}

export async function getCustomer(db: Db, auth: AuthContext, id: string): Promise<CustomerDetail> {
  const orgId = requirePermission(auth, 'customers.view');
  return detailOf(db, auth, orgId, await getCustomerOrThrow(db, orgId, id));
}

/**
 * Adds a client with its contacts in one transaction. Business Name, Email and Address are required;
 * the fields firms use are optional (a GSTIN must be valid, hold the PAN given, and be no other client's;
 * the responsible member must be an active member).
 */
export async function createCustomer(
  deps: Deps,
  auth: AuthContext,
  rawFields: Record<string, string>,
  logo: FileUpload | undefined,
): Promise<CustomerDetail> {
  const orgId = requirePermission(auth, 'customers.create');
  const { fields, values, contacts, logoMime } = await parseCustomerForm(rawFields, logo);
  const settled = settledPractice(values);
  const stored =
    logo && logoMime ? await storeUpload(deps.storage, 'customer-logos', logo.buffer, logoMime) : undefined;
  return withUploadRollback(deps.storage, stored?.file, () =>
    deps.db
      .transaction(async (tx) => {
        const checked = await checkedAgainstOrganization(tx, orgId, settled);
        const [row] = await tx
          .insert(customers)
          .values({
            ...fields,
            ...checked,
            organizationId: orgId,
            logoFile: stored?.file,
            logoMime: stored?.mime,
            createdById: auth.userId,
          })
          .returning();
        if (!row) throw new Error('Customer insert returned no row');
        if (contacts?.length) await replaceContacts(tx, orgId, row.id, contacts);
        return detailOf(tx, auth, orgId, row);
      })
      .catch((error: unknown) => {
        throw gstinConflict(error);
      }),
  );
}

/**
 * Replaces the spec's fields; the fields firms use change when sent (tags and contacts as whole lists);
 * the logo changes only when a new one is sent or `removeLogo` is 'true'. One transaction.
 */
export async function updateCustomer(
  deps: Deps,
  auth: AuthContext,
  id: string,
  rawFields: Record<string, string>,
  logo: FileUpload | undefined,
): Promise<CustomerDetail> {
  const orgId = requirePermission(auth, 'customers.edit');
  const current = await getCustomerOrThrow(deps.db, orgId, id);
  const { fields, values, contacts, logoMime } = await parseCustomerForm(rawFields, logo);
  const settled = settledPractice(values, current);
  const isRemovingLogo = rawFields.removeLogo === 'true' && !logo;
  const stored =
    logo && logoMime ? await storeUpload(deps.storage, 'customer-logos', logo.buffer, logoMime) : undefined;
  const detail = await withUploadRollback(deps.storage, stored?.file, () =>
    deps.db
      .transaction(async (tx) => {
        const checked = await checkedAgainstOrganization(tx, orgId, settled, current);
        const [updated] = await tx
          .update(customers)
          .set({
            ...fields,
            ...checked,
            ...(stored ? { logoFile: stored.file, logoMime: stored.mime } : {}),
            ...(isRemovingLogo ? { logoFile: null, logoMime: null } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(customers.organizationId, orgId), eq(customers.id, id)))
          .returning();
        if (!updated) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
        if (contacts) await replaceContacts(tx, orgId, id, contacts);
        return detailOf(tx, auth, orgId, updated);
      })
      .catch((error: unknown) => {
        throw gstinConflict(error);
      }),
  );
  if ((stored || isRemovingLogo) && current.logoFile) await deps.storage.discard(current.logoFile);
  return detail;
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
      if (isStillReferenced(error))
        throw new AppError(
          'CONFLICT',
          BILLING_REFERENCES.has(violatedConstraint(error) ?? '')
            ? CUSTOMER_HAS_INVOICES_MESSAGE
            : CUSTOMER_HAS_WORK_MESSAGE,
        );
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

export { seedCustomers } from './customers.seed';
