import { z } from 'zod';
import { optionalText, requiredText } from './fields';

export const DEPARTMENT_NAME_MAX = 80;
export const DEPARTMENT_DESCRIPTION_MAX = 300;

export const DEPARTMENT_NAME_REQUIRED = 'Department Name is required';
export const DEPARTMENT_NAME_TOO_LONG = `Department Name must be at most ${DEPARTMENT_NAME_MAX} characters`;
export const DEPARTMENT_DESCRIPTION_TOO_LONG = `Description must be at most ${DEPARTMENT_DESCRIPTION_MAX} characters`;
export const DEPARTMENT_NAME_TAKEN = 'A department with this name already exists';
/** The guide says a department name is hard to change after creation; the UI asks before renaming. */
export const DEPARTMENT_RENAME_WARNING =
  'Department names are hard to change later: reports, filters and people already refer to it. Rename anyway?';

/** Department form and POST/PATCH body: Department Name (required), Description (optional). */
export const DepartmentFieldsSchema = z.object({
  name: requiredText(DEPARTMENT_NAME_REQUIRED, DEPARTMENT_NAME_MAX, DEPARTMENT_NAME_TOO_LONG),
  // Blank (or only spaces) means no description: stored as null.
  description: optionalText(DEPARTMENT_DESCRIPTION_MAX, DEPARTMENT_DESCRIPTION_TOO_LONG)
    .nullable()
    .transform((value) => value || null),
});
export type DepartmentFields = z.input<typeof DepartmentFieldsSchema>;
export type DepartmentFieldsParsed = z.output<typeof DepartmentFieldsSchema>;

export const DepartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/**
 * `DELETE /departments/:id`: a department with members needs `moveTo=<departmentId>` or `unassign=true`.
 * Query strings are text, so only the literal 'true' counts as yes.
 */
export const DeleteDepartmentQuerySchema = z
  .object({
    moveTo: z.uuid('Choose a department to move its members to').optional(),
    unassign: z
      .enum(['true', 'false'], { error: 'unassign must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .refine((query) => !(query.moveTo && query.unassign), {
    message: 'Choose either moveTo or unassign, not both',
    path: ['moveTo'],
  });
