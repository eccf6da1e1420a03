import type { PeopleOptions } from '@taskflow/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, SelectField } from '../ui/field';
import { SearchableSelect } from '../ui/searchable-select';

type PlacementField = 'roleId' | 'departmentId' | 'managerId';
type Person = { id: string; name: string; jobTitle: string | null };

const matchesPerson = (person: Person, needle: string) =>
  person.name.toLowerCase().includes(needle) || Boolean(person.jobTitle?.toLowerCase().includes(needle));

/**
 * Where a person sits in the organization: role, department and manager. Shared by the invite
 * form and the profile edit form; each passes its own `register(...)` results, the manager
 * field's controller (a searchable list: a firm may have hundreds of people) and errors.
 */
export function PlacementFields({
  options,
  managers,
  fields,
  manager,
  errors,
}: {
  options: PeopleOptions;
  managers: Person[];
  fields: Record<Exclude<PlacementField, 'managerId'>, UseFormRegisterReturn>;
  manager: { value: string; onChange: (id: string) => void; onBlur: () => void };
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
      <Field label="Manager" error={errors.managerId?.message}>
        {(control) => (
          <SearchableSelect
            {...control}
            options={managers}
            value={managers.find((person) => person.id === manager.value) ?? null}
            onChange={(person) => manager.onChange(person?.id ?? '')}
            onBlur={manager.onBlur}
            optionKey={(person) => person.id}
            optionLabel={(person) => person.name}
            optionHint={(person) => person.jobTitle}
            matches={matchesPerson}
            emptyChoice="No manager"
            placeholder="Type a name or job title"
            buttonLabel="Show people"
            inline
          />
        )}
      </Field>
    </>
  );
}
