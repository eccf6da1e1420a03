import type { TaskImportMissing } from '@taskflow/shared';
import type { NewProject } from './task-import-missing';
import { type ImportProblems, quoted, type RowReader } from './task-import-rows';

/**
 * The clients and projects an import's rows name (issue 39): ones the organization has, found by name,
 * email or key, or new names, which the commit creates when the person chose to and which are row
 * errors otherwise.
 */

export type CustomerRef = { id: string; name: string } | { newName: string };
export type ProjectRef = { id: string; key: string; name: string; customerId: string } | { newName: string };
export const customerName = (ref: CustomerRef) => ('newName' in ref ? ref.newName : ref.name);
export const projectName = (ref: ProjectRef) => ('newName' in ref ? ref.newName : ref.name);

interface KnownCustomer {
  id: string;
  name: string;
  email: string;
}
interface KnownProject {
  id: string;
  key: string;
  name: string;
  customerId: string;
  isArchived: boolean;
}

/** Lists keyed by a lower-case, trimmed name: a name two share is a row error, not a guess. */
export function byLower<T>(list: readonly T[], key: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item).trim().toLowerCase();
    if (k) map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
}

export function resolveRecords(
  reader: RowReader,
  taskIndexes: readonly number[],
  known: { customers: KnownCustomer[]; projects: KnownProject[] },
  defaultCustomer: KnownCustomer | undefined,
  problems: ImportProblems,
) {
  const customerByName = byLower(known.customers, (row) => row.name);
  const customerByEmail = byLower(known.customers, (row) => row.email);
  const projectByKey = byLower(known.projects, (row) => row.key);
  const projectByName = byLower(known.projects, (row) => row.name);
  const customerOfRow = new Map<number, CustomerRef>();
  const projectOfRow = new Map<number, ProjectRef>();
  const newProjects = new Map<string, { name: string; rows: number[] }>();

  for (const index of taskIndexes) {
    const line = reader.lineOf(index);
    const companyText = reader.cell(index, 'customer');
    if (companyText) {
      const key = companyText.toLowerCase();
      const found = customerByEmail.get(key) ?? customerByName.get(key);
      if (found && found.length > 1)
        problems.fail(
          line,
          'customer',
          `More than one customer is named ${quoted(companyText)}: use the email`,
        );
      else if (found?.[0]) customerOfRow.set(index, found[0]);
      else if (companyText.includes('@'))
        problems.fail(line, 'customer', `No customer has the email ${quoted(companyText)}`);
      else customerOfRow.set(index, { newName: companyText });
    }
    const projectText = reader.cell(index, 'project');
    if (projectText) {
      const key = projectText.toLowerCase();
      const found = projectByKey.get(key) ?? projectByName.get(key);
      if (found && found.length > 1)
        problems.fail(line, 'project', `More than one project is named ${quoted(projectText)}: use the key`);
      else if (found?.[0]?.isArchived)
        problems.fail(line, 'project', `The project ${quoted(projectText)} is archived`);
      else if (found?.[0]) projectOfRow.set(index, found[0]);
      else {
        const entry = newProjects.get(key) ?? { name: projectText, rows: [] };
        entry.rows.push(index);
        newProjects.set(key, entry);
        projectOfRow.set(index, { newName: projectText });
      }
    }
  }

  // A new project is for the client its rows name first, else the default client, else the client of
  // its own name (a firm's Asana projects are often named after the client), new if need be.
  const newProjectCustomer = new Map<string, CustomerRef>();
  for (const [key, entry] of newProjects) {
    const named = entry.rows.map((index) => customerOfRow.get(index)).find(Boolean);
    const sameName = customerByName.get(key);
    newProjectCustomer.set(
      key,
      named ??
        defaultCustomer ??
        (sameName?.length === 1 && sameName[0] ? sameName[0] : { newName: entry.name }),
    );
  }

  /** The client a row's project is for, when it has a project. */
  const projectCustomerOf = (index: number): CustomerRef | undefined => {
    const project = projectOfRow.get(index);
    if (!project) return undefined;
    if ('newName' in project) return newProjectCustomer.get(project.newName.toLowerCase());
    const customer = known.customers.find((row) => row.id === project.customerId);
    return { id: project.customerId, name: customer?.name ?? '' };
  };

  /** What the file names that the organization does not have. */
  const missing = (canCreate: Pick<TaskImportMissing, 'canCreateProjects' | 'canCreateCustomers'>) => {
    const customers = new Map<string, string>();
    for (const ref of [...customerOfRow.values(), ...newProjectCustomer.values()])
      if ('newName' in ref) customers.set(ref.newName.toLowerCase(), ref.newName);
    return {
      projects: [...newProjects].map(([key, entry]) => ({
        name: entry.name,
        customer: customerName(newProjectCustomer.get(key) as CustomerRef),
      })),
      customers: [...customers.values()],
      ...canCreate,
    } satisfies TaskImportMissing;
  };

  /** Each new name is a row error when the import is not to create them. */
  const refuseNew = () => {
    for (const index of taskIndexes) {
      const line = reader.lineOf(index);
      const customer = customerOfRow.get(index);
      const project = projectOfRow.get(index);
      if (customer && 'newName' in customer)
        problems.fail(line, 'customer', `No customer named ${quoted(customer.newName)}`);
      if (project && 'newName' in project)
        problems.fail(line, 'project', `No project named ${quoted(project.newName)}`);
    }
  };

  /** The new clients the rows name themselves (a new project's own client is created with it). */
  const rowCustomerNames = () => {
    const names = new Map<string, string>();
    for (const ref of customerOfRow.values())
      if ('newName' in ref) names.set(ref.newName.toLowerCase(), ref.newName);
    return [...names.values()];
  };

  /** The new projects, each from the first to the last day of its tasks. */
  const projectsToCreate = (daysOf: (index: number) => string[]): NewProject[] =>
    [...newProjects].map(([key, entry]) => {
      const days = entry.rows.flatMap(daysOf).sort();
      const customer = newProjectCustomer.get(key) as CustomerRef;
      const first = days[0] as string;
      return {
        name: entry.name,
        ...('id' in customer ? { customerId: customer.id } : { customerName: customer.newName }),
        startDate: first,
        targetEndDate: days.at(-1) ?? first,
      };
    });

  return {
    customerOfRow,
    projectOfRow,
    projectCustomerOf,
    missing,
    refuseNew,
    rowCustomerNames,
    projectsToCreate,
  };
}
export type ImportRecords = ReturnType<typeof resolveRecords>;
