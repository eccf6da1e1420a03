import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Customer } from '@taskflow/shared';
import { useMemo } from 'react';
import { CustomerLink } from '../../../components/customer-link';
import { DataTable } from '../../../components/ui/data-table';
import { RowAction } from '../../../components/ui/row-actions';
import { CustomerLogo } from './customer-logo';
import { formatDay } from './format';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, Customer>();

/** Columns that give way first on narrow screens (the details view still shows everything). */
const HIDE_BELOW: Record<string, string> = {
  phone: 'hidden whitespace-nowrap md:table-cell',
  industry: 'hidden lg:table-cell',
  anniversaryDate: 'hidden whitespace-nowrap lg:table-cell',
  email: 'hidden sm:table-cell',
};

/** An address that may wrap after its @, where a reader expects it, rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Customer List: logo or initials, business name, email, phone, industry, anniversary, and row actions. */
export function CustomerTable({
  customers,
  canEdit,
  canDelete,
  onView,
  onEdit,
  onDelete,
}: {
  customers: Customer[];
  canEdit: boolean;
  canDelete: boolean;
  onView: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('businessName', {
          header: 'Business Name',
          cell: ({ row }) => (
            <div className="flex min-w-0 items-center gap-3 sm:min-w-44">
              <CustomerLogo name={row.original.businessName} src={row.original.logoUrl} />
              <div className="min-w-0">
                <CustomerLink
                  customer={{ id: row.original.id, name: row.original.businessName }}
                  className="block max-w-full font-medium wrap-anywhere text-slate-900 dark:text-slate-100"
                />
                <span
                  className="block truncate text-xs text-slate-600 sm:hidden dark:text-slate-400"
                  title={row.original.email}
                >
                  {row.original.email}
                </span>
              </div>
            </div>
          ),
        }),
        column.accessor('email', {
          header: 'Email',
          cell: ({ getValue }) => (
            <a href={`mailto:${getValue()}`} className="wrap-anywhere hover:underline">
              <EmailText email={getValue()} />
            </a>
          ),
        }),
        column.accessor('phone', { header: 'Phone', cell: ({ getValue }) => getValue() ?? '—' }),
        column.accessor('industry', { header: 'Industry', cell: ({ getValue }) => getValue() ?? '—' }),
        column.accessor('anniversaryDate', {
          header: 'Anniversary',
          cell: ({ getValue }) => {
            const day = getValue();
            return day ? formatDay(day) : '—';
          },
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => {
            const name = row.original.businessName;
            return (
              <div className="flex justify-end">
                <RowAction action="view" itemName={name} onClick={() => onView(row.original)} />
                {canEdit && <RowAction action="edit" itemName={name} onClick={() => onEdit(row.original)} />}
                {canDelete && (
                  <RowAction action="delete" itemName={name} onClick={() => onDelete(row.original)} />
                )}
              </div>
            );
          },
        }),
      ]),
    [canEdit, canDelete, onView, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: customers, getRowId: (row) => row.id });

  return <DataTable table={table} hideBelow={HIDE_BELOW} density="compact" />;
}
