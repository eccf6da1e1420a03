import {
  type CreateProjectInput,
  PROJECT_STATUSES,
  type ProjectListQueryInput,
  type ProjectStatus,
} from '@taskflow/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { useCreateProject, useProjects } from '../api/projects';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
/** The list's filters live in the URL, so a filtered list can be bookmarked and shared. */
const FILTER_KEYS = ['q', 'status', 'customerId', 'leadId', 'mine', 'archived', 'page'] as const;
export type ProjectFilterKey = (typeof FILTER_KEYS)[number];

/**
 * The Projects list's state: search, filters and page in the URL, the search written once typing pauses,
 * the one-off `?new=1` opening Create New Project, and creating a project (then opening it).
 */
export function useProjectList() {
  const navigate = useNavigate();
  const [searchParams, setParams] = useUrlParams();
  const canCreate = useCan('projects.create');
  const [isCreating, setCreating] = useState(() => searchParams.get('new') === '1');
  const create = useCreateProject();

  const read = (key: ProjectFilterKey) => searchParams.get(key) ?? '';
  const page = Math.max(1, Number(read('page')) || 1);
  const status = (PROJECT_STATUSES as readonly string[]).includes(read('status'))
    ? (read('status') as ProjectStatus)
    : undefined;
  const query: ProjectListQueryInput = {
    page,
    pageSize: PAGE_SIZE,
    q: read('q') || undefined,
    status,
    customerId: read('customerId') || undefined,
    leadId: read('leadId') || undefined,
    mine: read('mine') === 'true' ? 'true' : undefined,
    archived: read('archived') === 'true' ? 'true' : undefined,
  };
  const list = useProjects(query);

  const setFilter = useCallback(
    (key: ProjectFilterKey | 'new', value: string) =>
      setParams((params) => {
        setOrDelete(params, key, value);
        // Any change of filter starts again at the first page.
        if (key !== 'page') params.delete('page');
      }),
    [setParams],
  );

  // Search as the person types, once they pause.
  const q = read('q');
  const [searchText, setSearchText] = useState(q);
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setFilter('q', trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, q, setFilter]);

  // `?new=1` (the command palette) is spent once read.
  useEffect(() => {
    if (searchParams.has('new')) setFilter('new', '');
  }, [searchParams, setFilter]);

  const clearFilters = () => {
    setSearchText('');
    setParams({});
  };
  const setPage = (next: number) => setFilter('page', next > 1 ? String(next) : '');
  const add = async (values: CreateProjectInput) => {
    const project = await create.mutateAsync(values);
    notify('success', `Project ${project.key} · ${project.name} was created.`);
    setCreating(false);
    navigate(`/app/projects/${project.id}`);
  };

  return {
    list,
    read,
    status,
    setFilter,
    setPage,
    hasFilters: FILTER_KEYS.some((key) => key !== 'page' && read(key)),
    clearFilters,
    searchText,
    setSearchText,
    canCreate,
    isCreating: isCreating && canCreate,
    setCreating,
    add,
  };
}
