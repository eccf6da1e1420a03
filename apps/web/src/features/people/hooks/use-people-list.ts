import type { PeopleStatus } from '@taskflow/shared';
import { useCallback, useEffect, useState } from 'react';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { useOrgTree, usePeople, usePeopleOptions } from '../api/people';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** The People list's filters, each a URL parameter of the same name. */
export type PeopleFilterKey = 'departmentId' | 'roleId' | 'status';

/**
 * The People list's state: page, search and filters in the URL, the search written once typing pauses, the
 * one-off `?invite=1` opening the invitation form, and what the two invitation forms need (roles and
 * departments, and the members as managers, asked for only while inviting one person).
 */
export function usePeopleList() {
  const [params, setParams] = useUrlParams();
  const page = Number(params.get('page')) || 1;
  const q = params.get('q') ?? '';
  const departmentId = params.get('departmentId') ?? '';
  const roleId = params.get('roleId') ?? '';
  const status = (params.get('status') ?? '') as PeopleStatus | '';
  const [search, setSearch] = useState(q);
  // `?invite=1` (a quick action or the command palette) opens the invitation form.
  const [isInviting, setInviting] = useState(() => params.get('invite') === '1');
  const [isInvitingMany, setInvitingMany] = useState(false);
  useEffect(() => {
    if (!params.has('invite')) return;
    setParams((next) => next.delete('invite'));
  }, [params, setParams]);

  const setParam = useCallback(
    (key: PeopleFilterKey | 'q' | 'page', value: string) =>
      setParams((next) => {
        setOrDelete(next, key, value);
        if (key !== 'page') next.delete('page');
      }),
    [setParams],
  );

  // Searching waits for a pause in typing, so each keystroke is not a request.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setParam('q', trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, setParam]);

  const list = usePeople({
    page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    departmentId: departmentId || undefined,
    roleId: roleId || undefined,
    status: status || undefined,
  });
  const { data: options } = usePeopleOptions();
  const { data: members } = useOrgTree(isInviting);

  return {
    list,
    filters: { departmentId, roleId, status },
    isFiltered: Boolean(q || departmentId || roleId || status),
    setFilter: (key: PeopleFilterKey, value: string) => setParam(key, value),
    setPage: (next: number) => setParam('page', String(next)),
    search,
    setSearch,
    isInviting,
    setInviting,
    isInvitingMany,
    setInvitingMany,
    options,
    members,
  };
}
