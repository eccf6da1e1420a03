import { useCallback, useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 250;

/**
 * State of a searchable, paginated master list with an add/edit dialog and a delete dialog:
 * the search box's text, the query it settles into after a pause (which goes back to page 1),
 * the page, and which row is being edited ('new' for a new one) or deleted.
 */
export function useListPage<Row>() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const onEdit = useCallback((row: Row) => setEditing(row), []);
  const onDelete = useCallback((row: Row) => setDeleting(row), []);
  return {
    page,
    setPage,
    search,
    setSearch,
    q,
    editing,
    setEditing,
    /** The row in the edit dialog, undefined while adding a new one. */
    current: editing && editing !== 'new' ? editing : undefined,
    deleting,
    setDeleting,
    onEdit,
    onDelete,
  };
}
