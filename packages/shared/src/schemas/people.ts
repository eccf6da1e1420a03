import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { isIsoDate } from './customers';
import { DATE_OUT_OF_RANGE, isDayInRange, optionalText, requiredText, text } from './fields';
import { ImportDatesSchema } from './import-dates';
import { ListQuerySchema } from './pagination';
import { DATE_INVALID, optionalDay, requiredDay } from './projects';
import { EmailSchema, NewPasswordSchema } from './users';

export const JOB_TITLE_MAX_LENGTH = 100;
export const EMPLOYEE_CODE_MAX_LENGTH = 30;
export const EMPLOYEE_CODE_TOO_LONG = `Employee code must be at most ${EMPLOYEE_CODE_MAX_LENGTH} characters`;
export const EMPLOYEE_CODE_INVALID = 'Employee code may hold letters, digits, spaces and - _ . /';
/** Codes are unique within an organization whatever their case (users_org_employee_code_idx). */
export const EMPLOYEE_CODE_TAKEN = 'Another member already has this employee code';
/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of your organization';
export const MEMBER_ELSEWHERE_MESSAGE =
  'This email belongs to a member of another organization. They must leave it before they can join yours';
export const MANAGER_CYCLE_MESSAGE =
  'This would create a loop in the reporting lines: the chosen manager already reports to this person';
export const SELF_MANAGER_MESSAGE = 'A person cannot be their own manager';
export const JOINED_ON_REQUIRED = 'Enter the joining date';
export const LAST_ADMIN_MESSAGE =
  'Your organization needs at least one active member who can edit roles. Give that access to someone else first';

/** A payroll code as firms write them ("EMP-042", "CA/07"): letters of any script, digits and a few marks. */
const EMPLOYEE_CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._/-]*$/u;

/** The employee code as typed: trimmed; blank means none. */
export const employeeCodeText = () =>
  text({ error: EMPLOYEE_CODE_INVALID })
    .trim()
    .max(EMPLOYEE_CODE_MAX_LENGTH, EMPLOYEE_CODE_TOO_LONG)
    .refine((value) => value === '' || EMPLOYEE_CODE_PATTERN.test(value), EMPLOYEE_CODE_INVALID);

/** An employee code a request may set: blank clears it (null), left out leaves it. */
const employeeCode = employeeCodeText()
  .transform((value) => value || null)
  .nullable()
  .optional();

/** An id that may be left out; '' (an empty select) counts as none. Undefined stays undefined. */
const clearableId = (message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.uuid({ error: message }).nullable().optional());
const optionalId = (message: string) => clearableId(message).transform((value) => value ?? null);

// ---------------------------------------------------------------- people

export const PeopleStatusSchema = z.enum(['active', 'inactive']);
export type PeopleStatus = z.infer<typeof PeopleStatusSchema>;

export const PeopleListQuerySchema = ListQuerySchema.extend({
  departmentId: z.uuid({ error: 'Choose a valid department' }).optional(),
  roleId: z.uuid({ error: 'Choose a valid role' }).optional(),
  status: PeopleStatusSchema.optional(),
});
export type PeopleListQuery = z.input<typeof PeopleListQuerySchema>;

export const PersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** The firm's code for the person (payroll's "EMP-042"); null until someone who edits people sets one. */
  employeeCode: z.string().nullable(),
  isActive: z.boolean(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PersonSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

export const PersonProfileSchema = PersonSchema.extend({
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The first day of work (YYYY-MM-DD): leave credits of the joining year are prorated from it. Null for
   * accounts from before joining days were kept (read as joined before any leave year).
   */
  joinedOn: z.string().nullable(),
  directReports: z.array(PersonSummarySchema),
});
export type PersonProfile = z.infer<typeof PersonProfileSchema>;

const jobTitle = text({ error: 'Job title must be text' })
  .trim()
  .max(JOB_TITLE_MAX_LENGTH, `Job title must be at most ${JOB_TITLE_MAX_LENGTH} characters`)
  .transform((value) => value || null)
  .nullable()
  .optional();

/** PATCH /people/:id: only the fields sent change; an empty department, manager or title clears it. */
export const UpdatePersonBodySchema = z.object({
  roleId: z.uuid({ error: 'Choose a role' }).optional(),
  departmentId: clearableId('Choose a valid department'),
  managerId: clearableId('Choose a valid manager'),
  jobTitle,
  employeeCode,
  /**
   * The joining day. A change recomputes this year's and the next year's leave credits through the
   * ledger in the same transaction (one adjustment row per type and year, with a note).
   */
  joinedOn: requiredDay(JOINED_ON_REQUIRED).optional(),
});
export type UpdatePersonBody = z.input<typeof UpdatePersonBodySchema>;

/** The edit form on a profile page: every field present, empty meaning none. */
export const PersonFormSchema = z.object({
  roleId: text().min(1, 'Choose a role'),
  departmentId: text(),
  managerId: text(),
  jobTitle: text()
    .trim()
    .max(JOB_TITLE_MAX_LENGTH, `Job title must be at most ${JOB_TITLE_MAX_LENGTH} characters`),
  employeeCode: employeeCodeText(),
  /** Blank only for a person without one yet, who keeps none (the form refuses clearing one). */
  joinedOn: text()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), DATE_INVALID)
    .refine((value) => value === '' || isDayInRange(value), DATE_OUT_OF_RANGE),
});
export type PersonForm = z.input<typeof PersonFormSchema>;

/** One node of the organization tree: every active member, linked by managerId. */
export const OrgTreeNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  managerId: z.string().nullable(),
});
export type OrgTreeNode = z.infer<typeof OrgTreeNodeSchema>;

/** Roles and departments to choose from in people forms and filters. */
export const PeopleOptionsSchema = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PeopleOptions = z.infer<typeof PeopleOptionsSchema>;

// ---------------------------------------------------------------- invitations

export const CreateInvitationBodySchema = z.object({
  email: EmailSchema,
  /** The invitee's name as the inviter knows it, shown in the pending list (they choose their own on accepting). */
  name: optionalText(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  roleId: z.uuid({ error: 'Choose a role' }),
  departmentId: optionalId('Choose a valid department'),
  managerId: optionalId('Choose a valid manager'),
  /** The first day of work; left out or blank: the day of the invitation (leave is prorated from it). */
  joinedOn: optionalDay(),
  /** The member's employee code once they accept (kept only if no member has taken it by then). */
  employeeCode: employeeCode.transform((value) => value ?? null),
});
export type CreateInvitationBody = z.input<typeof CreateInvitationBodySchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roleId: z.string(),
  roleName: z.string().nullable(),
  departmentName: z.string().nullable(),
  managerName: z.string().nullable(),
  invitedByName: z.string().nullable(),
  joinedOn: z.string().nullable(),
  employeeCode: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * Answer of creating or resending an invitation. `inviteUrl` is there only when the server
 * has no SMTP: then nobody but the inviter can hand the link over.
 */
export const InvitationSentSchema = z.object({
  data: InvitationSchema,
  inviteUrl: z.string().nullable(),
  message: z.string(),
  /**
   * The address already has an account in another organization (which one is not said). An account
   * belongs to one organization, so that account cannot accept; the inviter is told so.
   */
  hasAccountElsewhere: z.boolean(),
});
export type InvitationSent = z.infer<typeof InvitationSentSchema>;

export const InvitationTokenSchema = text({ error: 'This invitation link is invalid' })
  .min(20, 'This invitation link is invalid')
  .max(200, 'This invitation link is invalid');

export const InvitationPreviewSchema = z.object({
  organizationName: z.string(),
  inviterName: z.string().nullable(),
  email: z.string(),
  /** The invitee's name as the inviter typed it: the accept form starts with it. */
  name: z.string().nullable(),
  roleName: z.string().nullable(),
  hasAccount: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

const inviteeName = requiredText(
  'Full name is required',
  NAME_MAX_LENGTH,
  `Full name must be at most ${NAME_MAX_LENGTH} characters`,
);

/** POST /invitations/accept: name and password only when the invite creates the account. */
export const AcceptInvitationBodySchema = z.object({
  token: InvitationTokenSchema,
  name: text().max(1000).optional(),
  password: text().max(1000).optional(),
});
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBodySchema>;

/** The fields a new account needs; the server checks them with this same schema. */
export const NewInviteeSchema = z.object({ name: inviteeName, password: NewPasswordSchema });

export const AcceptInvitationFormSchema = NewInviteeSchema.extend({
  confirmpassword: text().min(1, 'Confirm your password'),
}).refine((form) => form.password === form.confirmpassword, {
  path: ['confirmpassword'],
  message: 'Passwords do not match',
});
export type AcceptInvitationForm = z.input<typeof AcceptInvitationFormSchema>;

/** Invitations one request may send at once (the hourly quota per inviter is as large). */
export const INVITATION_BULK_MAX = 50;

/**
 * POST /invitations/bulk (multipart): `emails` (a pasted list: one address a line or separated by commas
 * or semicolons, optionally "Name <address>") or `file` (CSV with Name, Email, Role, Department, Manager,
 * Joining Date, Employee Code; a Manager may be a member or another row of the file); `roleId` is the role
 * of rows that name none; `dateOrder` (dmy or mdy) how joining dates such as 03/04/2027 are read, when
 * the file does not settle it; `commit=true` creates them all or none.
 */
export const BulkInvitationResultSchema = z.object({
  isCommitted: z.boolean(),
  rowCount: z.number(),
  errors: z.array(z.object({ line: z.number(), field: z.string().nullable(), message: z.string() })),
  /** How the joining dates were read; a question when nothing in the file says day or month first. */
  dates: ImportDatesSchema,
  preview: z.array(
    z.object({
      line: z.number(),
      name: z.string().nullable(),
      email: z.string(),
      roleName: z.string(),
      departmentName: z.string().nullable(),
      managerName: z.string().nullable(),
      /** The manager is invited in the same file: they become the manager when both have joined. */
      isManagerInvited: z.boolean(),
      joinedOn: z.string().nullable(),
      employeeCode: z.string().nullable(),
      hasAccountElsewhere: z.boolean(),
      /** Only after committing, and only when the server has no SMTP to deliver the link. */
      inviteUrl: z.string().nullable(),
    }),
  ),
});
export type BulkInvitationResult = z.infer<typeof BulkInvitationResultSchema>;
