import type {
  Customer,
  Person,
  PersonProfile,
  Project,
  ProjectDetail,
  Task,
  TaskDetail,
} from '@taskflow/shared';
import { apiFetch } from './api-client';
import type { Choice, ChoiceSource } from './choice-search';

/** How many matches a picker shows; typing more narrows them. */
export const PICKER_MATCHES = 20;

const pageOf = (term: string, extra = '') =>
  `page=1&pageSize=${PICKER_MATCHES}${extra}${term ? `&q=${encodeURIComponent(term)}` : ''}`;

export interface PersonChoice extends Choice {
  jobTitle: string | null;
}

const personChoice = (person: Pick<Person, 'id' | 'name' | 'jobTitle'>): PersonChoice => ({
  id: person.id,
  name: person.name,
  jobTitle: person.jobTitle,
  hint: person.jobTitle,
});

/** Active members by name or email (needs users.view). */
export const peopleSource: ChoiceSource<PersonChoice> = {
  key: 'people',
  search: async (term, signal) =>
    (await apiFetch<{ data: Person[] }>(`/people?${pageOf(term, '&status=active')}`, { signal })).data.map(
      personChoice,
    ),
  get: async (id, signal) =>
    personChoice((await apiFetch<{ data: PersonProfile }>(`/people/${id}`, { signal })).data),
};

/** Customers by business name or email (needs customers.view). */
export const customerSource: ChoiceSource = {
  key: 'customers',
  search: async (term, signal) =>
    (await apiFetch<{ data: Customer[] }>(`/customers?${pageOf(term)}`, { signal })).data.map((customer) => ({
      id: customer.id,
      name: customer.businessName,
    })),
  get: async (id, signal) => {
    const customer = (await apiFetch<{ data: Customer }>(`/customers/${id}`, { signal })).data;
    return { id: customer.id, name: customer.businessName };
  },
};

export interface ProjectChoice extends Choice {
  key: string;
  customerId: string;
}

const projectChoice = (project: Project | ProjectDetail): ProjectChoice => ({
  id: project.id,
  name: project.name,
  hint: project.key,
  key: project.key,
  customerId: project.customer.id,
});

/** Open projects the caller sees, by name or key. */
export const projectSource: ChoiceSource<ProjectChoice> = {
  key: 'projects',
  search: async (term, signal) =>
    (await apiFetch<{ data: Project[] }>(`/projects?${pageOf(term)}`, { signal })).data.map(projectChoice),
  get: async (id, signal) =>
    projectChoice((await apiFetch<{ data: ProjectDetail }>(`/projects/${id}`, { signal })).data),
};

const taskChoice = (task: Pick<Task, 'id' | 'displayId' | 'title'>): Choice => ({
  id: task.id,
  name: `${task.displayId} ${task.title}`,
});

/**
 * Tasks of a project (or, without one, of the caller's reach) by Task ID or title, soonest due first:
 * a project of thousands of tasks is searched, not loaded.
 */
export function taskSource(projectId: string | null): ChoiceSource {
  const inProject = projectId ? `&projectId=${encodeURIComponent(projectId)}` : '';
  return {
    key: 'tasks',
    scope: projectId ?? 'reach',
    search: async (term, signal) =>
      (
        await apiFetch<{ data: Task[] }>(`/tasks?${pageOf(term, `&sort=dueDate${inProject}`)}`, { signal })
      ).data.map(taskChoice),
    get: async (id, signal) =>
      taskChoice((await apiFetch<{ data: TaskDetail }>(`/tasks/${id}`, { signal })).data),
  };
}
