import type { Department } from '@taskflow/shared';
import { useCan } from '../../../lib/auth';
import { useAllDepartments } from '../../../lib/departments';
import { useWorkTypes } from '../../../lib/work-types';

/**
 * The short lists a task's pickers load whole: departments and work types. People, customers and
 * projects may run to hundreds, so their pickers search the server as one types (ChoiceSelect with
 * peopleSource, customerSource or projectSource).
 */
export function useTaskChoices() {
  const departments = useAllDepartments(useCan('departments.view'));
  const workTypes = useWorkTypes();
  return {
    departments: (departments.data?.data ?? []).map((department: Department) => ({
      id: department.id,
      name: department.name,
    })),
    workTypes: workTypes.data ?? [],
  };
}

/** Whether the caller may list people and customers (pickers of those stay empty, not refused, without). */
export function useTaskPickerAccess() {
  return { people: useCan('users.view'), customers: useCan('customers.view') };
}
