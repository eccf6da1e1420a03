import { z } from 'zod';
import { isPermission, type Permission } from '../permissions';
import { requiredText, text } from './fields';

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;

export const ROLE_NAME_REQUIRED = 'Role Name is required';
export const ROLE_NAME_TOO_LONG = `Role Name must be at most ${ROLE_NAME_MAX} characters`;
export const ROLE_DESCRIPTION_REQUIRED = 'Description is required';
export const ROLE_DESCRIPTION_TOO_LONG = `Description must be at most ${ROLE_DESCRIPTION_MAX} characters`;
export const ROLE_NAME_TAKEN = 'A role with this name already exists';
export const UNKNOWN_PERMISSION = 'Unknown permission';
/** The Admin role keeps these, so an organization can never lock itself out of its own settings. */
export const ADMIN_REQUIRED_PERMISSIONS: Permission[] = ['roles.edit', 'organization.manage'];
export const ADMIN_ROLE_LOCKED = 'The Admin role must keep Role Edit and Organization Manage Settings';
export const ADMIN_ROLE_UNDELETABLE = 'The Admin role cannot be deleted';

/** Role form and POST/PATCH body: Role Name and Description (both required), and permission keys of the catalogue. */
export const RoleFieldsSchema = z.object({
  name: requiredText(ROLE_NAME_REQUIRED, ROLE_NAME_MAX, ROLE_NAME_TOO_LONG),
  description: requiredText(ROLE_DESCRIPTION_REQUIRED, ROLE_DESCRIPTION_MAX, ROLE_DESCRIPTION_TOO_LONG),
  permissions: z
    .array(text().refine(isPermission, UNKNOWN_PERMISSION), { error: 'Permissions must be a list' })
    .max(200)
    .default([])
    // Sent in any order and possibly twice by a client; stored once each, in a stable order.
    .transform((keys) => [...new Set(keys)].sort() as Permission[]),
});
export type RoleFields = z.input<typeof RoleFieldsSchema>;
export type RoleFieldsParsed = z.output<typeof RoleFieldsSchema>;

export const RoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  isAdmin: z.boolean(),
  userCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

/** `DELETE /roles/:id?reassignTo=<roleId>`: where the role's users go when it still has some. */
export const DeleteRoleQuerySchema = z.object({
  reassignTo: z.uuid('Choose a role to move its users to').optional(),
});
