import type { UseQueryResult } from '@tanstack/react-query';
import type { ListMeta } from '@taskflow/shared';
import type { ReactNode } from 'react';
import type { useListPage } from '../../lib/use-list-page';
import { Modal } from './modal';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { SearchBox } from './search-box';

/**
 * The body of a Master Setup list (departments, roles): the search box, the list's states, its table and
 * pages, and the add / edit dialog titled "Edit <name>" or `addTitle`. The owner gives its texts, its table
 * for the rows, and its form for the row being edited (undefined while adding).
 */
export function SetupList<Row extends { id: string; name: string }>({
  list,
  query,
  searchLabel,
  loading,
  failed,
  empty,
  table,
  addTitle,
  form,
}: {
  list: ReturnType<typeof useListPage<Row>>;
  query: UseQueryResult<{ data: Row[]; meta: ListMeta }>;
  searchLabel: string;
  loading: string;
  failed: string;
  empty: ReactNode;
  table: (rows: Row[]) => ReactNode;
  addTitle: string;
  form: (current: Row | undefined) => ReactNode;
}) {
  const title = list.current ? `Edit ${list.current.name}` : addTitle;
  return (
    <>
      <SearchBox label={searchLabel} value={list.search} onChange={list.setSearch} className="max-w-sm" />
      <QueryState
        query={query}
        loading={loading}
        failed={failed}
        rows={3}
        isEmpty={(answer) => answer.data.length === 0}
        empty={empty}
      >
        {(answer) => (
          <>
            {table(answer.data)}
            <Pagination meta={answer.meta} onPageChange={list.setPage} />
          </>
        )}
      </QueryState>

      <Modal isOpen={list.editing !== null} onClose={() => list.setEditing(null)} title={title}>
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-xl font-semibold">{title}</h2>
          {form(list.current)}
        </div>
      </Modal>
    </>
  );
}
