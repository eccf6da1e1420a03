import { z } from 'zod';
import { PRICING_PERIODS } from '../constants';
import { optionalText, requiredText, text } from './fields';
import { INQUIRY_KINDS, InquirySchema } from './inquiries';
import { ListMetaSchema } from './pagination';
import { STORAGE_QUOTA_MB_MAX } from './storage';

/** Section 5 (Admin) and section 8 messages, verbatim: forms show them and the API answers them. */
export const ADMIN_MESSAGES = {
  featureName: 'Please enter a feature name',
  featureExists: 'This feature already exists',
  defaultFeature: 'Cannot delete default features',
  titleAndSlug: 'Title and Slug are required!',
  slugInvalid: 'Use lowercase letters, numbers and single hyphens in the slug',
  slugExists: 'This slug is already used by another feature',
  planNameAndPrice: 'Please enter plan name and price',
  suspendReason: 'Please give a reason for the suspension',
} as const;

const TOO_LONG = (field: string, max: number) => `${field} must be at most ${max} characters`;

// ---------------------------------------------------------------- landing

export const LANDING_TITLE_MAX = 160;
export const LANDING_DESCRIPTION_MAX = 600;
export const LANDING_BUTTON_MAX = 40;

/** The home hero's editable text (spec: Landing content title, description, buttonText). */
export const LandingContentSchema = z.object({
  title: requiredText('Please enter a title', LANDING_TITLE_MAX, TOO_LONG('Title', LANDING_TITLE_MAX)),
  description: requiredText(
    'Please enter a description',
    LANDING_DESCRIPTION_MAX,
    TOO_LONG('Description', LANDING_DESCRIPTION_MAX),
  ),
  buttonText: requiredText(
    'Please enter the button text',
    LANDING_BUTTON_MAX,
    TOO_LONG('Button text', LANDING_BUTTON_MAX),
  ),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;
export const LandingContentResponseSchema = z.object({ data: LandingContentSchema });

/** What the home hero says until an admin saves something else. */
export const DEFAULT_LANDING_CONTENT: LandingContent = {
  title: 'Tasks, projects and leave, in one place',
  description:
    'TaskFlow helps firms that do client work assign tasks, plan projects, track time, approve leave and report on it all, without a stack of spreadsheets.',
  buttonText: 'Request Demo',
};

// ---------------------------------------------------------------- features

export const FEATURE_NAME_MAX = 80;
export const FEATURE_DESCRIPTION_MAX = 500;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const FeatureSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  /** How many plans list it: deleting it removes it from these. */
  planCount: z.number().int(),
});
export type Feature = z.infer<typeof FeatureSchema>;
export const FeatureListSchema = z.object({ data: z.array(FeatureSchema) });

/** A custom feature added by name (the slug follows from it). */
export const AddFeatureBodySchema = z.object({
  name: requiredText(
    ADMIN_MESSAGES.featureName,
    FEATURE_NAME_MAX,
    TOO_LONG('Feature name', FEATURE_NAME_MAX),
  ),
});
export type AddFeatureBody = z.input<typeof AddFeatureBodySchema>;

/** The features modal: title and slug required, description optional. */
export const CreateFeatureBodySchema = z.object({
  title: requiredText(ADMIN_MESSAGES.titleAndSlug, FEATURE_NAME_MAX, TOO_LONG('Title', FEATURE_NAME_MAX)),
  slug: requiredText(ADMIN_MESSAGES.titleAndSlug, FEATURE_NAME_MAX, TOO_LONG('Slug', FEATURE_NAME_MAX)).regex(
    SLUG_PATTERN,
    ADMIN_MESSAGES.slugInvalid,
  ),
  description: text()
    .trim()
    .max(FEATURE_DESCRIPTION_MAX, TOO_LONG('Description', FEATURE_DESCRIPTION_MAX))
    .optional()
    .default(''),
});
export type CreateFeatureBody = z.input<typeof CreateFeatureBodySchema>;

/** `Customer Management & More` → `customer-management-more`. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------- pricing plans (admin)

export const PLAN_NAME_MAX = 60;
export const PLAN_PRICE_MAX = 10_000_000;
export const PLAN_FEATURES_MAX = 30;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Add or edit a plan: name and price required ('Please enter plan name and price'). */
export const SavePricingPlanBodySchema = z.object({
  name: requiredText(ADMIN_MESSAGES.planNameAndPrice, PLAN_NAME_MAX, TOO_LONG('Plan name', PLAN_NAME_MAX)),
  price: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: ADMIN_MESSAGES.planNameAndPrice })
      .int('Enter the price in whole rupees')
      .min(0, 'The price cannot be negative')
      .max(PLAN_PRICE_MAX, `The price must be at most ${PLAN_PRICE_MAX}`),
  ),
  period: z.enum(PRICING_PERIODS, { error: 'Choose a period' }),
  description: text().trim().max(300, TOO_LONG('Description', 300)).optional().default(''),
  features: z
    .array(text().trim().min(1).max(FEATURE_NAME_MAX, TOO_LONG('A feature', FEATURE_NAME_MAX)))
    .max(PLAN_FEATURES_MAX, `A plan lists at most ${PLAN_FEATURES_MAX} features`)
    .default([]),
  isPopular: z.boolean().default(false),
  buttonText: optionalText(40, TOO_LONG('Button text', 40)),
  /** Megabytes an organization on the plan may store; absent: 1 GB for a new plan, unchanged on an edit. */
  storageQuotaMb: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Enter the storage in megabytes' })
      .int('Enter the storage in whole megabytes')
      .min(1, 'The storage must be at least 1 MB')
      .max(STORAGE_QUOTA_MB_MAX, `The storage must be at most ${STORAGE_QUOTA_MB_MAX} MB`)
      .optional(),
  ),
});
export type SavePricingPlanBody = z.input<typeof SavePricingPlanBodySchema>;

export const ReorderPricingPlansBodySchema = z.object({
  ids: z.array(z.uuid('Unknown plan')).min(1, 'Give the plans in their new order').max(100),
});

// ---------------------------------------------------------------- inquiries (admin)

export const INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_NOTES_MAX = 2000;

export const AdminInquirySchema = InquirySchema.extend({
  status: z.enum(INQUIRY_STATUSES),
  notes: z.string(),
  updatedAt: z.string(),
});
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;
export const AdminInquiryListSchema = z.object({ data: z.array(AdminInquirySchema), meta: ListMetaSchema });
export type AdminInquiryList = z.infer<typeof AdminInquiryListSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = text()
  .trim()
  .regex(DAY, 'Enter a date as YYYY-MM-DD')
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 9999 && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  }, 'Enter a real date between the years 1900 and 9999');

export const INQUIRY_SORTS = ['createdAt', 'name', 'company', 'status', 'kind'] as const;

/** Filters shared by the table and its CSV export. */
export const AdminInquiryFilterSchema = z.object({
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  kind: z.enum(INQUIRY_KINDS).optional(),
  status: z.enum(INQUIRY_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(INQUIRY_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const AdminListInquiriesQuerySchema = AdminInquiryFilterSchema.extend({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
});
export type AdminListInquiriesQuery = z.input<typeof AdminListInquiriesQuerySchema>;

export const UpdateInquiryBodySchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES, { error: 'Choose new, contacted or closed' }).optional(),
    notes: text().trim().max(INQUIRY_NOTES_MAX, TOO_LONG('Notes', INQUIRY_NOTES_MAX)).optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    message: 'Change the status or the notes',
    path: ['status'],
  });
export type UpdateInquiryBody = z.input<typeof UpdateInquiryBodySchema>;

// ---------------------------------------------------------------- organizations (admin)

export const AdminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  people: z.number().int(),
  projects: z.number().int(),
  tasks: z.number().int(),
  lastActivityAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** The plan set by the platform admin; null: the free plan's limits (the cheapest plan). */
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type AdminOrganization = z.infer<typeof AdminOrganizationSchema>;
export const AdminOrganizationListSchema = z.object({
  data: z.array(AdminOrganizationSchema),
  meta: ListMetaSchema,
});
export const AdminListOrganizationsQuerySchema = z.object({
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(['active', 'suspended']).optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
});
export const SuspendOrganizationBodySchema = z.object({
  reason: requiredText(ADMIN_MESSAGES.suspendReason, 500, TOO_LONG('Reason', 500)),
});
export type SuspendOrganizationBody = z.input<typeof SuspendOrganizationBodySchema>;
/** The platform admin sets an organization's plan (its storage quota follows); null: the free plan. */
export const SetOrganizationPlanBodySchema = z.object({
  planId: z.uuid('Choose a plan').nullable(),
});
export type SetOrganizationPlanBody = z.input<typeof SetOrganizationPlanBodySchema>;

// ---------------------------------------------------------------- audit log

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** JSON text of the row before and after the change (null when it did not exist). */
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditEntryListSchema = z.object({ data: z.array(AuditEntrySchema), meta: ListMetaSchema });
export const AUDIT_ENTITY_TYPES = [
  'landing',
  'feature',
  'pricing-plan',
  'inquiry',
  'organization',
  'platform-admin',
  // Leave approved automatically because no one but its applicant could decide it.
  'leave-request',
  // Invoices issued, voided and credited (issue 42): a tax document's life is kept on record.
  'invoice',
  // Every write made with a personal access token (issue 43): token, method, route and answer.
  'access-token',
] as const;
export const ListAuditLogQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  q: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
});

// ---------------------------------------------------------------- dashboard

export const AdminDashboardSchema = z.object({
  data: z.object({
    users: z.number().int(),
    inquiries: z.number().int(),
    organizations: z.number().int(),
    newInquiriesThisWeek: z.number().int(),
    /** The last 12 weeks, oldest first; weeks start on Monday (UTC). */
    weekly: z.array(
      z.object({ weekStart: z.string(), signups: z.number().int(), inquiries: z.number().int() }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>['data'];
