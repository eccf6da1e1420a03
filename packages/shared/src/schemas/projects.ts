import { z } from 'zod';
import { isIsoDate } from './customers';
import { DATE_OUT_OF_RANGE, isDayInRange, optionalText, requiredText, text } from './fields';
import { ListQuerySchema } from './pagination';

// Section 3 / guide "Project Setup": Project Name, Customer, Project Lead, Start Date and Target End Date
// required; Project Description and Team Members optional.
export const PROJECT_STATUSES = ['Planned', 'Active', 'On Hold', 'Completed', 'Cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_NAME_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 10_000;
export const PROJECT_MEMBERS_MAX = 200;

export const PROJECT_NAME_REQUIRED = 'Project Name is required';
export const PROJECT_CUSTOMER_REQUIRED = 'Customer is required';
export const PROJECT_LEAD_REQUIRED = 'Project Lead is required';
export const PROJECT_START_REQUIRED = 'Start Date is required';
export const PROJECT_END_REQUIRED = 'Target End Date is required';
export const PROJECT_END_BEFORE_START = 'Target End Date cannot be before Start Date';
export const PROJECT_KEY_INVALID = 'Project key must be 2 to 10 letters or digits, starting with a letter';
export const PROJECT_KEY_TAKEN = 'Another project already uses this key';
export const PROJECT_STATUS_INVALID = 'Choose Planned, Active, On Hold, Completed or Cancelled';
export const PROJECT_HAS_TASKS = 'This project has tasks: archive it instead of deleting it';
export const DATE_INVALID = 'Enter a valid date (YYYY-MM-DD)';

/** A required calendar day (YYYY-MM-DD) with its own "required" message. */
export const requiredDay = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .refine(isIsoDate, DATE_INVALID)
    .refine(isDayInRange, DATE_OUT_OF_RANGE);

/** An optional day: blank or null means none. */
export const optionalDay = () =>
  text()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), DATE_INVALID)
    .refine((value) => value === '' || isDayInRange(value), DATE_OUT_OF_RANGE)
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

export const requiredId = (message: string) => z.uuid({ error: message });

const projectKey = text()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z][A-Z0-9]{1,9}$/.test(value), PROJECT_KEY_INVALID);

const projectFields = {
  name: requiredText(
    PROJECT_NAME_REQUIRED,
    PROJECT_NAME_MAX,
    `Project Name must be at most ${PROJECT_NAME_MAX} characters`,
  ),
  customerId: requiredId(PROJECT_CUSTOMER_REQUIRED),
  leadId: requiredId(PROJECT_LEAD_REQUIRED),
  startDate: requiredDay(PROJECT_START_REQUIRED),
  targetEndDate: requiredDay(PROJECT_END_REQUIRED),
  description: optionalText(
    PROJECT_DESCRIPTION_MAX,
    `Project Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`,
  ).nullable(),
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_STATUS_INVALID }),
  memberIds: z
    .array(z.uuid({ error: 'Choose team members of your organization' }), {
      error: 'Choose team members of your organization',
    })
    .max(PROJECT_MEMBERS_MAX, `At most ${PROJECT_MEMBERS_MAX} team members`)
    .transform((ids) => [...new Set(ids)]),
};

const endNotBeforeStart = (value: { startDate?: string; targetEndDate?: string }) =>
  !value.startDate || !value.targetEndDate || value.targetEndDate >= value.startDate;

/** POST /projects (Create Project). The key is derived from the name when left out. */
export const CreateProjectBodySchema = z
  .object({
    ...projectFields,
    key: projectKey.optional(),
    description: projectFields.description.optional(),
    status: projectFields.status.default('Planned'),
    memberIds: projectFields.memberIds.default([]),
  })
  .refine(endNotBeforeStart, { message: PROJECT_END_BEFORE_START, path: ['targetEndDate'] });
export type CreateProjectBody = z.input<typeof CreateProjectBodySchema>;
export type CreateProjectInput = z.output<typeof CreateProjectBodySchema>;

/** PATCH /projects/:id: any subset; the dates are checked against the stored ones too. */
export const UpdateProjectBodySchema = z
  .object({
    name: projectFields.name.optional(),
    customerId: projectFields.customerId.optional(),
    leadId: projectFields.leadId.optional(),
    startDate: projectFields.startDate.optional(),
    targetEndDate: projectFields.targetEndDate.optional(),
    description: projectFields.description.optional(),
    status: projectFields.status.optional(),
    memberIds: projectFields.memberIds.optional(),
    isArchived: z.boolean().optional(),
  })
  .refine(endNotBeforeStart, { message: PROJECT_END_BEFORE_START, path: ['targetEndDate'] });
export type UpdateProjectBody = z.input<typeof UpdateProjectBodySchema>;
export type UpdateProjectInput = z.output<typeof UpdateProjectBodySchema>;

const boolParam = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/** GET /projects: search by name or key, filters, paginated. */
export const ProjectListQuerySchema = ListQuerySchema.extend({
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_STATUS_INVALID }).optional(),
  customerId: z.uuid({ error: 'Choose a customer' }).optional(),
  leadId: z.uuid({ error: 'Choose a project lead' }).optional(),
  /** Only projects the caller leads or is a member of. */
  mine: boolParam,
  /** Archived projects are hidden unless asked for. */
  archived: boolParam,
});
export type ProjectListQuery = z.output<typeof ProjectListQuerySchema>;
export type ProjectListQueryInput = z.input<typeof ProjectListQuerySchema>;

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

export const ProjectProgressSchema = z.object({
  total: z.number(),
  completed: z.number(),
  overdue: z.number(),
  /** Completed share of all tasks, 0-100 (0 without tasks). */
  percent: z.number(),
});
export type ProjectProgress = z.infer<typeof ProjectProgressSchema>;

export const ProjectSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string() }),
  lead: PersonRefSchema,
  startDate: z.string(),
  targetEndDate: z.string(),
  status: z.enum(PROJECT_STATUSES),
  isArchived: z.boolean(),
  progress: ProjectProgressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectMilestoneSummarySchema = z.object({ id: z.string(), name: z.string(), date: z.string() });

/** The project page's overview: the project, its team and its next open milestone. */
export const ProjectDetailSchema = ProjectSchema.extend({
  members: z.array(PersonRefSchema),
  nextMilestone: ProjectMilestoneSummarySchema.nullable(),
  /** What the caller may do here, so the page offers only that. */
  canEdit: z.boolean(),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** GET /projects/report (Project Report): per project progress. */
export const ProjectReportRowSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  progress: ProjectProgressSchema,
});
