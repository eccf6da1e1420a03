import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { CUSTOMER_ENTITY_TYPE_LABELS, type Customer, type CustomerEntityType } from '@taskflow/shared';
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
  phone: 'hidden whitespace-nowrap 2xl:table-cell',
  industry: 'hidden 2xl:table-cell',
  anniversaryDate: 'hidden whitespace-nowrap 2xl:table-cell',
  email: 'hidden sm:table-cell',
  tags: 'hidden md:table-cell',
  responsible: 'hidden lg:table-cell',
};

/** An entity type's label; an unknown key as stored. */
export const entityLabel = (type: string) => CUSTOMER_ENTITY_TYPE_LABELS[type as CustomerEntityType] ?? type;

/** A client's tags as small chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

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

/**
 * Customer List: logo or initials, business name (with its entity type and GSTIN), email, tags, the
 * responsible member, phone, industry, anniversary, and row actions.
 */
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
                  className="block text-xs wrap-anywhere text-slate-600 sm:hidden dark:text-slate-400"
                  title={row.original.email}
                >
                  {row.original.email}
                </span>
                {(row.original.entityType || row.original.gstin) && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {[row.original.entityType && entityLabel(row.original.entityType), row.original.gstin]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
                <div className="mt-1 md:hidden">
                  <TagChips tags={row.original.tags} />
                </div>
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
        column.accessor('tags', {
          header: 'Tags',
          cell: ({ getValue }) => (getValue().length ? <TagChips tags={getValue()} /> : '—'),
        }),
        column.accessor('responsible', {
          header: 'Responsible',
          cell: ({ getValue }) => getValue()?.name ?? '—',
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
