import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Person } from '@taskflow/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { DepartmentChip } from './department-chip';
import { StatusBadge } from './status-badge';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, Person>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={row.original.name} src={row.original.avatarUrl} />
        <div className="min-w-0">
          <Link
            to={`/app/people/${row.original.id}`}
            className="block truncate font-medium text-slate-900 hover:text-brand-600 hover:underline dark:text-white"
          >
            {row.original.name}
          </Link>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            {[row.original.employeeCode, row.original.email].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
    ),
  }),
  column.accessor('jobTitle', { header: 'Job title', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('roleName', { header: 'Role', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('departmentName', {
    header: 'Department',
    cell: ({ row }) => <DepartmentChip id={row.original.departmentId} name={row.original.departmentName} />,
  }),
  column.accessor('managerName', {
    header: 'Manager',
    cell: ({ row }) =>
      row.original.managerId ? (
        <Link to={`/app/people/${row.original.managerId}`} className="hover:underline">
          {row.original.managerName}
        </Link>
      ) : (
        '—'
      ),
  }),
  column.accessor('isActive', {
    header: 'Status',
    cell: (info) => <StatusBadge isActive={info.getValue()} />,
  }),
]);

/** The people list: a table from 640 px, stacked cards below. */
export function PeopleTable({ people }: { people: Person[] }) {
  const table = useTable({ features, columns, data: people, getRowId: (row) => row.id });
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="max-w-64 px-4 py-3">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 sm:hidden">
        {people.map((person) => (
          <li
            key={person.id}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <Avatar name={person.name} src={person.avatarUrl} />
            <div className="min-w-0 flex-1">
              <Link to={`/app/people/${person.id}`} className="block truncate font-medium hover:underline">
                {person.name}
              </Link>
              <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                {[person.employeeCode, person.jobTitle, person.roleName].filter(Boolean).join(' · ') ||
                  person.email}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                <DepartmentChip id={person.departmentId} name={person.departmentName} />
                <StatusBadge isActive={person.isActive} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
