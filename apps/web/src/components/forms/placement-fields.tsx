import type { PeopleOptions } from '@taskflow/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../ui/field';

type PlacementField = 'roleId' | 'departmentId' | 'managerId';

/**
 * Where a person sits in the organization: role, department and manager. Shared by the invite
 * form and the profile edit form; each passes its own `register(...)` results and errors.
 */
export function PlacementFields({
  options,
  managers,
  fields,
  errors,
}: {
  options: PeopleOptions;
  managers: { id: string; name: string; jobTitle: string | null }[];
  fields: Record<PlacementField, UseFormRegisterReturn>;
  errors: Partial<Record<PlacementField, { message?: string }>>;
}) {
  return (
    <>
      <SelectField
        label="Role"
        choices={options.roles.map((role) => ({ id: role.id, label: role.name }))}
        error={errors.roleId?.message}
        {...fields.roleId}
      />
      <SelectField
        label="Department"
        choices={options.departments.map((department) => ({ id: department.id, label: department.name }))}
        empty="No department"
        error={errors.departmentId?.message}
        {...fields.departmentId}
      />
      <SelectField
        label="Manager"
        choices={managers.map((person) => ({
          id: person.id,
          label: person.jobTitle ? `${person.name} — ${person.jobTitle}` : person.name,
        }))}
        empty="No manager"
        error={errors.managerId?.message}
        {...fields.managerId}
      />
    </>
  );
}
