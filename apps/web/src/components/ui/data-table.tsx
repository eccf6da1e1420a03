import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The head and rows of a TanStack table in the app's style. `hideBelow` maps a column id to the classes
 * that hide it on narrow screens; `colgroup` fixes column widths for `table-fixed` layouts.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  hideBelow = {},
  colgroup,
  density = 'normal',
}: {
  table: ReactTable<TFeatures, TData>;
  hideBelow?: Record<string, string>;
  colgroup?: ReactNode;
  density?: 'normal' | 'compact';
}) {
  const padding = density === 'compact' ? 'px-3 py-3' : 'px-4 py-3';
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className={clsx('w-full text-left text-sm wrap-anywhere', colgroup && 'table-fixed')}>
        {colgroup && <colgroup>{colgroup}</colgroup>}
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={clsx(padding, hideBelow[header.column.id])}>
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
                <td
                  key={cell.id}
                  className={clsx(padding, 'text-slate-700 dark:text-slate-300', hideBelow[cell.column.id])}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
