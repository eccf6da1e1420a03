import { z } from 'zod';
import { DATE_OUT_OF_RANGE, EMAIL_PATTERN, isDayInRange, optionalText, requiredText } from './fields';

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
});
export type CustomerFields = z.input<typeof CustomerFieldsSchema>;

export const CustomerSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string(),
  anniversaryDate: z.string().nullable(),
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

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
