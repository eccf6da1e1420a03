import { z } from 'zod';
import { isTimeZone } from '../format';
import { optionalText, requiredText, text } from './fields';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Guide: logo max 2MB, JPG, PNG or GIF. */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const LOGO_TYPE_MESSAGE = 'Logo must be a JPG, PNG or GIF image';
export const LOGO_SIZE_MESSAGE = 'Logo must be at most 2MB';

export const INDUSTRIES = [
  'Accounting & compliance',
  'Legal',
  'Outsourcing',
  'Real estate',
  'Services',
  'Events',
  'IT & software',
  'Other',
] as const;

/** What happens to leave that only its applicant could decide (see OrganizationFieldsSchema). */
export const SOLE_APPROVER_POLICIES = ['auto_approve', 'self_with_reason'] as const;
export type SoleApproverPolicy = (typeof SOLE_APPROVER_POLICIES)[number];
export const SOLE_APPROVER_POLICY_LABELS: Record<SoleApproverPolicy, string> = {
  auto_approve: 'Approve it automatically (recorded in the audit log)',
  self_with_reason: 'The applicant decides it as administrator, giving a reason',
};

export const WEEKDAYS = [
  { value: 1, label: 'Mon' },
  { value: 2, label: 'Tue' },
  { value: 3, label: 'Wed' },
  { value: 4, label: 'Thu' },
  { value: 5, label: 'Fri' },
  { value: 6, label: 'Sat' },
  { value: 7, label: 'Sun' },
] as const;

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * Organization fields as a form sends them (text values; the work week as comma-separated ISO weekdays),
 * parsed into their stored shapes.
 */
export const OrganizationFieldsSchema = z.object({
  name: requiredText(
    'Organization name is required',
    120,
    'Organization name must be at most 120 characters',
  ),
  industry: optionalText(80, 'Industry must be at most 80 characters'),
  address: optionalText(300, 'Address must be at most 300 characters'),
  timeZone: text({ error: 'Time zone is required' })
    .min(1, 'Time zone is required')
    .refine(isTimeZone, 'Choose a valid time zone'),
  workWeek: text({ error: 'Choose at least one working day' })
    .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))].sort())
    .pipe(
      z
        .array(z.number().int().min(1).max(7), { error: 'Choose valid working days' })
        .min(1, 'Choose at least one working day'),
    ),
  currency: text({ error: 'Currency is required' })
    .length(3, 'Choose a valid currency')
    .transform((code) => code.toUpperCase())
    .refine((code) => CURRENCIES.has(code), 'Choose a valid currency'),
  /**
   * Whether colleagues without a right to a leave's details see its type ("Sick") or only "On leave".
   * Left out: unchanged (off for a new organization), so a client that predates it changes nothing.
   */
  showLeaveTypeToColleagues: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /**
   * Who decides leave when its chain reaches no one but the applicant and there is no other
   * administrator: approved automatically (with an audit entry), or by the applicant with a reason.
   * Left out: unchanged.
   */
  soleApproverPolicy: z.enum(SOLE_APPROVER_POLICIES, { error: 'Choose who decides' }).optional(),
  /** Time settings (issue 30). Left out: unchanged. Future days take time ("true"), or are closed. */
  allowFutureTime: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Each time entry is rounded up to this many minutes in every duration, total and amount (0: none). */
  timeRoundingMinutes: z
    .enum(['0', '1', '6', '15'], { error: 'Choose no rounding, 1, 6 or 15 minutes' })
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
  /** People read the amounts of their own time (else only Rates and Billing holders read amounts). */
  showOwnAmounts: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** The largest task attachment, in whole megabytes (1 to 100). Left out: unchanged. */
  attachmentMaxMb: z
    .string({ error: 'Enter a number of megabytes' })
    .regex(/^\s*\d*\s*$/, 'Enter a whole number of megabytes')
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : Number(value)))
    .pipe(
      z
        .number({ error: 'Enter a number of megabytes' })
        .int('Enter a whole number of megabytes')
        .min(1, 'Attachments must be allowed at least 1 MB')
        .max(100, 'Attachments can be at most 100 MB')
        .optional(),
    ),
});
export type OrganizationFields = z.input<typeof OrganizationFieldsSchema>;

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  address: z.string().nullable(),
  timeZone: z.string(),
  workWeek: z.array(z.number()),
  currency: z.string(),
  showLeaveTypeToColleagues: z.boolean(),
  soleApproverPolicy: z.enum(SOLE_APPROVER_POLICIES),
  allowFutureTime: z.boolean(),
  timeRoundingMinutes: z.number(),
  showOwnAmounts: z.boolean(),
  /** The largest task attachment accepted, in megabytes. */
  attachmentMaxMb: z.number(),
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;
