import { z } from 'zod';
import {
  GSTIN_OTHER_PAN_MESSAGE,
  gstinParts,
  gstinProblem,
  isPan,
  isTan,
  normaliseTaxId,
  PAN_MESSAGE,
  TAN_MESSAGE,
} from '../practice/tax-ids';
import { DATE_OUT_OF_RANGE, EMAIL_PATTERN, isDayInRange, optionalText, requiredText, text } from './fields';
import { ListQuerySchema } from './pagination';

export const CUSTOMER_NAME_MAX = 120;
export const CUSTOMER_EMAIL_MAX = 254;
export const CUSTOMER_INDUSTRY_MAX = 80;
export const CUSTOMER_ADDRESS_MAX = 300;

export const BUSINESS_NAME_REQUIRED = 'Business Name is required';
export const BUSINESS_NAME_TOO_LONG = `Business Name must be at most ${CUSTOMER_NAME_MAX} characters`;
export const CUSTOMER_EMAIL_REQUIRED = 'Email is required';
export const CUSTOMER_EMAIL_INVALID = 'Enter a valid email address';
export const CUSTOMER_EMAIL_TOO_LONG = `Email must be at most ${CUSTOMER_EMAIL_MAX} characters`;
export const CUSTOMER_ADDRESS_REQUIRED = 'Address is required';
export const CUSTOMER_ADDRESS_TOO_LONG = `Address must be at most ${CUSTOMER_ADDRESS_MAX} characters`;
export const CUSTOMER_INDUSTRY_TOO_LONG = `Industry must be at most ${CUSTOMER_INDUSTRY_MAX} characters`;
export const CUSTOMER_PHONE_INVALID = 'Enter a valid phone number';
export const CUSTOMER_DATE_INVALID = 'Enter a valid date';

/** Guide: "Industry (e.g. IT, Manufacturing, Retail)"; suggestions only, any text is accepted. */
export const CUSTOMER_INDUSTRIES = [
  'IT',
  'Manufacturing',
  'Retail',
  'Healthcare',
  'Finance',
  'Education',
  'Real estate',
  'Logistics',
  'Hospitality',
  'Pharmaceuticals',
  'Other',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Digits with the usual separators (+, spaces, dashes, dots, brackets); 7 to 15 digits in all. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** An optional text field (blank means none), then checked when present. */
const optionalField = (
  max: number,
  tooLong: string,
  check?: { test: (value: string) => boolean; message: string },
) =>
  optionalText(max, tooLong).refine(
    (value) => value === undefined || !check || check.test(value),
    check?.message,
  );

// ---------------------------------------------------------------- the fields firms use (issue 40)

/** What a client is in law: it decides which returns it files (an LLP's Form 11, a company's AOC-4). */
export const CUSTOMER_ENTITY_TYPES = [
  'individual',
  'proprietorship',
  'partnership',
  'llp',
  'private_limited',
  'public_limited',
  'trust',
  'huf',
  'other',
] as const;
export type CustomerEntityType = (typeof CUSTOMER_ENTITY_TYPES)[number];
export const CUSTOMER_ENTITY_TYPE_LABELS: Record<CustomerEntityType, string> = {
  individual: 'Individual',
  proprietorship: 'Proprietorship',
  partnership: 'Partnership',
  llp: 'LLP',
  private_limited: 'Private limited',
  public_limited: 'Public limited',
  trust: 'Trust',
  huf: 'HUF',
  other: 'Other',
};
export const isCustomerEntityType = (value: string): value is CustomerEntityType =>
  (CUSTOMER_ENTITY_TYPES as readonly string[]).includes(value);

export const CUSTOMER_TAGS_MAX = 20;
export const CUSTOMER_TAG_MAX = 40;
export const CUSTOMER_CONTACTS_MAX = 20;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_ROLE_MAX = 80;

export const ENTITY_TYPE_INVALID = 'Choose an entity type from the list';
export const TAGS_INVALID = 'Tags must be a list of words';
export const TAG_TOO_LONG = `Each tag must be at most ${CUSTOMER_TAG_MAX} characters`;
export const TAGS_TOO_MANY = `A client can have at most ${CUSTOMER_TAGS_MAX} tags`;
export const RESPONSIBLE_INVALID = 'Choose an active member of your organization';
export const FY_END_MONTH_INVALID = 'Choose the month the financial year ends';
export const FY_END_DAY_INVALID = 'Enter a day of that month';
export const CONTACTS_INVALID = 'Contacts must be a list';
export const CONTACTS_TOO_MANY = `A client can have at most ${CUSTOMER_CONTACTS_MAX} contacts`;
export const CONTACT_NAME_REQUIRED = 'Contact name is required';
export const CONTACT_NAME_TOO_LONG = `Contact name must be at most ${CONTACT_NAME_MAX} characters`;
export const CONTACT_ROLE_TOO_LONG = `Role must be at most ${CONTACT_ROLE_MAX} characters`;
export const WHATSAPP_INVALID = 'Enter a valid WhatsApp number';
export const GSTIN_TAKEN_MESSAGE = 'Another client of your organization has this GSTIN';

/** A tag as kept: trimmed, inner runs of spaces made one. */
export const tidyTag = (tag: string) => tag.trim().replace(/\s+/g, ' ');

/** Tags as kept: tidied, blanks dropped, each once whatever its case (the first spelling wins). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map(tidyTag)) {
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** The days of a month in a leap year: a 29 February year end falls on the 28th in other years. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export const daysInMonthAtMost = (month: number) => MONTH_DAYS[month - 1] ?? 31;

/**
 * The problems of a client's PAN and GSTIN together (keyed by field), as the server checks them on the
 * values a save leaves: a GSTIN must hold the client's PAN when both are given.
 */
export function taxIdProblems(ids: { pan?: string | null; gstin?: string | null }): Record<string, string> {
  if (!ids.pan || !ids.gstin || gstinProblem(ids.gstin)) return {};
  return gstinParts(ids.gstin).pan === normaliseTaxId(ids.pan) ? {} : { gstin: GSTIN_OTHER_PAN_MESSAGE };
}

/** A tax identifier field: capitals without spaces; blank clears it (null), left out leaves it. */
const taxId = (check: (value: string) => string | undefined) =>
  text()
    .max(40, check('') ?? 'Invalid value')
    .transform(normaliseTaxId)
    .superRefine((value, context) => {
      const problem = value ? check(value) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value || null)
    .optional();

/** A whole number sent as form text ("3"); blank leaves it. */
const formNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number(), text()], { error: message })
    .transform((value, context) => {
      if (value === '') return undefined;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    })
    .optional();

export const CustomerTagsSchema = z
  .array(text({ error: TAGS_INVALID }).max(200, TAG_TOO_LONG), { error: TAGS_INVALID })
  .max(100, TAGS_TOO_MANY)
  .transform(normaliseTags)
  .refine((tags) => tags.every((tag) => tag.length <= CUSTOMER_TAG_MAX), TAG_TOO_LONG)
  .refine((tags) => tags.length <= CUSTOMER_TAGS_MAX, TAGS_TOO_MANY);

/** One of a client's people, as the client form sends it. */
export const CustomerContactFieldsSchema = z.object({
  /** A contact the client has (kept, with its id), or none for a new one. */
  id: z.uuid({ error: "This contact is not one of the client's" }).optional(),
  name: requiredText(CONTACT_NAME_REQUIRED, CONTACT_NAME_MAX, CONTACT_NAME_TOO_LONG),
  role: optionalText(CONTACT_ROLE_MAX, CONTACT_ROLE_TOO_LONG),
  email: optionalText(CUSTOMER_EMAIL_MAX, CUSTOMER_EMAIL_TOO_LONG)
    .refine((value) => value === undefined || EMAIL_PATTERN.test(value), CUSTOMER_EMAIL_INVALID)
    .transform((value) => value?.toLowerCase()),
  phone: optionalText(32, CUSTOMER_PHONE_INVALID).refine(
    (value) => value === undefined || isPhoneNumber(value),
    CUSTOMER_PHONE_INVALID,
  ),
  whatsapp: optionalText(32, WHATSAPP_INVALID).refine(
    (value) => value === undefined || isPhoneNumber(value),
    WHATSAPP_INVALID,
  ),
  /** Whether the firm's requests and reminders go to this person (issue 41); yes unless said. */
  receivesRequests: z.boolean({ error: 'Choose whether requests go to this contact' }).optional(),
});
export type CustomerContactFields = z.input<typeof CustomerContactFieldsSchema>;

export const CustomerContactsSchema = z
  .array(CustomerContactFieldsSchema, { error: CONTACTS_INVALID })
  .max(CUSTOMER_CONTACTS_MAX, CONTACTS_TOO_MANY);

/**
 * The fields firms use, beside the spec's. Each may be left out of a request, which leaves it as it is
 * (a new client: none, no tags, no contacts, a year ending 31 March); a blank one clears it. Tags and
 * contacts replace the client's whole list when sent.
 */
export const CustomerPracticeFieldsSchema = z.object({
  entityType: z
    .union([z.literal(''), z.enum(CUSTOMER_ENTITY_TYPES)], { error: ENTITY_TYPE_INVALID })
    .transform((value) => value || null)
    .optional(),
  pan: taxId((value) => (isPan(value) ? undefined : PAN_MESSAGE)),
  gstin: taxId(gstinProblem),
  tan: taxId((value) => (isTan(value) ? undefined : TAN_MESSAGE)),
  fyEndMonth: formNumber(FY_END_MONTH_INVALID, 1, 12),
  fyEndDay: formNumber(FY_END_DAY_INVALID, 1, 31),
  tags: CustomerTagsSchema.optional(),
  responsibleId: z
    .union([z.literal(''), z.uuid({ error: RESPONSIBLE_INVALID })], { error: RESPONSIBLE_INVALID })
    .transform((value) => value || null)
    .optional(),
  contacts: CustomerContactsSchema.optional(),
});

/** A year end's day must exist in its month (31 April does not): checked where both are known. */
export function fyEndProblems(month: number, day: number): Record<string, string> {
  return day > daysInMonthAtMost(month) ? { fyEndDay: FY_END_DAY_INVALID } : {};
}

/**
 * Customer form and multipart body (logo aside): Business Name, Email and Address required;
 * Phone, Industry and Anniversary Date optional (a blank optional field is "none").
 */
export const CustomerFieldsSchema = z.object({
  businessName: requiredText(BUSINESS_NAME_REQUIRED, CUSTOMER_NAME_MAX, BUSINESS_NAME_TOO_LONG),
  email: requiredText(CUSTOMER_EMAIL_REQUIRED, CUSTOMER_EMAIL_MAX, CUSTOMER_EMAIL_TOO_LONG)
    .regex(EMAIL_PATTERN, CUSTOMER_EMAIL_INVALID)
    .transform((email) => email.toLowerCase()),
  phone: optionalField(32, CUSTOMER_PHONE_INVALID, { test: isPhoneNumber, message: CUSTOMER_PHONE_INVALID }),
  industry: optionalField(CUSTOMER_INDUSTRY_MAX, CUSTOMER_INDUSTRY_TOO_LONG),
  address: requiredText(CUSTOMER_ADDRESS_REQUIRED, CUSTOMER_ADDRESS_MAX, CUSTOMER_ADDRESS_TOO_LONG),
  anniversaryDate: optionalField(10, CUSTOMER_DATE_INVALID, {
    test: isIsoDate,
    message: CUSTOMER_DATE_INVALID,
  }).refine((value) => value === undefined || !isIsoDate(value) || isDayInRange(value), DATE_OUT_OF_RANGE),
  ...CustomerPracticeFieldsSchema.shape,
});
export type CustomerFields = z.input<typeof CustomerFieldsSchema>;

/**
 * What no single field shows: a GSTIN holding another PAN than the client's, a year end's day its month
 * does not have. The server checks the values a save leaves (those sent and those kept); a form checks
 * what it sends.
 */
export function customerFieldProblems(values: {
  pan?: string | null;
  gstin?: string | null;
  fyEndMonth?: number;
  fyEndDay?: number;
}): Record<string, string> {
  return {
    ...taxIdProblems(values),
    ...(values.fyEndMonth && values.fyEndDay ? fyEndProblems(values.fyEndMonth, values.fyEndDay) : {}),
  };
}

/** A contact as read: phone and WhatsApp numbers only for those who may edit clients (null otherwise). */
export const CustomerContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  receivesRequests: z.boolean(),
});
export type CustomerContact = z.infer<typeof CustomerContactSchema>;

export const CustomerSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string(),
  anniversaryDate: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** CUSTOMER_ENTITY_TYPES, or null when not said. */
  entityType: z.string().nullable(),
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  /** The GST state code the GSTIN starts with (GST_STATE_CODES names it). */
  gstStateCode: z.string().nullable(),
  tan: z.string().nullable(),
  fyEndMonth: z.number().int(),
  fyEndDay: z.number().int(),
  tags: z.array(z.string()),
  responsible: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** One client as its page and form read it: the list's fields and its contacts. */
export const CustomerDetailSchema = CustomerSchema.extend({
  contacts: z.array(CustomerContactSchema),
  /** Whether the reader sees contacts' phone and WhatsApp numbers (customers.edit). */
  canReadContactNumbers: z.boolean(),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** `responsibleId=none`: the clients nobody answers for. */
export const NO_RESPONSIBLE = 'none';

/** The Customer List's query: the search (name, email, PAN, GSTIN) and the filters firms pick clients by. */
export const CustomerListQuerySchema = ListQuerySchema.extend({
  tag: text().trim().max(200, TAG_TOO_LONG).optional(),
  responsibleId: z
    .union([z.literal(NO_RESPONSIBLE), z.uuid()], { error: 'Choose a member of your organization' })
    .optional(),
  entityType: z.enum(CUSTOMER_ENTITY_TYPES, { error: ENTITY_TYPE_INVALID }).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** The organization's tags with the number of clients that carry each (pickers, filters). */
export const CustomerTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type CustomerTagCount = z.infer<typeof CustomerTagCountSchema>;

/** How far ahead the customer page looks for deadlines (tasks, milestones, project ends). */
export const CUSTOMER_DEADLINE_DAYS = 30;

const OverviewTaskSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  title: z.string(),
  status: z.string(),
  dueDate: z.string(),
  isOverdue: z.boolean(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  projectName: z.string().nullable(),
});

/**
 * A customer's page ("how are we doing for this client?"): what the reader may see of its projects,
 * tasks, deadlines, hours and activity. `hours` needs a time permission; `billing` needs time.billing.
 */
export const CustomerOverviewSchema = z.object({
  today: z.string(),
  projects: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      name: z.string(),
      status: z.string(),
      targetEndDate: z.string(),
      openTasks: z.number().int(),
      overdueTasks: z.number().int(),
    }),
  ),
  tasks: z.object({
    open: z.number().int(),
    overdue: z.number().int(),
    items: z.array(OverviewTaskSchema),
  }),
  deadlines: z.array(
    z.object({
      kind: z.enum(['task', 'milestone', 'project']),
      id: z.string(),
      title: z.string(),
      date: z.string(),
      link: z.string(),
    }),
  ),
  hours: z.object({ from: z.string(), to: z.string(), minutes: z.number().int() }).nullable(),
  billing: z
    .object({
      currency: z.string(),
      minutes: z.number().int(),
      amount: z.number(),
      entryCount: z.number().int(),
      unratedEntryCount: z.number().int(),
    })
    .nullable(),
  activity: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actorName: z.string().nullable(),
      action: z.string(),
      field: z.string().nullable(),
      task: z.object({ id: z.string(), displayId: z.string(), title: z.string() }),
    }),
  ),
});
export type CustomerOverview = z.infer<typeof CustomerOverviewSchema>;
