import { useQuery } from '@tanstack/react-query';
import type { Department, Project } from '@taskflow/shared';
import { useCallback } from 'react';
import { Field } from '../../components/ui/field';
import { SearchableSelect } from '../../components/ui/searchable-select';
import { apiFetch } from '../../lib/api-client';
import { useCan } from '../../lib/auth';
import { useAllDepartments } from '../departments/api/departments';
import { type PersonChoice, useCustomerChoices, usePeopleChoices } from '../projects/api/projects';
import { useWorkTypes } from './task-api';

export interface Choice {
  id: string;
  name: string;
}

export interface ProjectChoice extends Choice {
  key: string;
  customerId: string;
}

/** Open projects to file a task under (the first 100 by name, as the other pickers). */
export const useProjectChoices = (isEnabled = true) =>
  useQuery({
    queryKey: ['projects', 'choices'],
    queryFn: async (): Promise<ProjectChoice[]> =>
      (await apiFetch<{ data: Project[] }>('/projects?page=1&pageSize=100')).data.map((project) => ({
        id: project.id,
        name: project.name,
        key: project.key,
        customerId: project.customer.id,
      })),
    enabled: isEnabled,
    staleTime: 60_000,
  });

/**
 * What a task's pickers choose from: customers, people, projects, departments and work types,
 * each loaded only when the person may list it (the refusal would otherwise show as an error).
 */
export function useTaskChoices() {
  const customers = useCustomerChoices(useCan('customers.view'));
  const people = usePeopleChoices(useCan('users.view'));
  const projects = useProjectChoices(true);
  const departments = useAllDepartments(useCan('departments.view'));
  const workTypes = useWorkTypes();
  return {
    customers: customers.data ?? [],
    people: people.data ?? ([] as PersonChoice[]),
    projects: projects.data ?? [],
    departments: (departments.data?.data ?? []).map((department: Department) => ({
      id: department.id,
      name: department.name,
    })),
    workTypes: workTypes.data ?? [],
    isPending: customers.isPending && people.isPending,
  };
}

/**
 * A labelled, type-to-filter select of named things by id. The current value is kept even when it
 * is not among the loaded choices (a task's customer beyond the first 100), shown by `fallback`.
 */
export function ChoiceSelect({
  label,
  choices,
  value,
  onChange,
  onBlur,
  error,
  hint,
  emptyChoice,
  fallback,
  className,
  inline,
  inputRef,
}: {
  label: React.ReactNode;
  choices: readonly Choice[];
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: React.ReactNode;
  emptyChoice?: string;
  fallback?: Choice | null;
  className?: string;
  inline?: boolean;
  /** react-hook-form's field ref, so a refused field is focused. */
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const selected =
    choices.find((choice) => choice.id === value) ?? (fallback && fallback.id === value ? fallback : null);
  const matches = useCallback(
    (choice: Choice, needle: string) => choice.name.toLowerCase().includes(needle),
    [],
  );
  const rank = useCallback(
    (choice: Choice, needle: string) => (choice.name.toLowerCase().startsWith(needle) ? 0 : 1),
    [],
  );
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <SearchableSelect<Choice>
          {...control}
          options={choices}
          value={selected}
          onChange={(choice) => onChange(choice?.id ?? '')}
          onBlur={onBlur}
          optionKey={(choice) => choice.id}
          optionLabel={(choice) => choice.name}
          matches={matches}
          rank={rank}
          emptyChoice={emptyChoice}
          buttonLabel={`Show choices for ${typeof label === 'string' ? label : 'this field'}`}
          inline={inline}
          inputRef={inputRef}
        />
      )}
    </Field>
  );
}
