import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, DepartmentFields, ListMeta } from '@taskflow/shared';
import { useCallback } from 'react';
import { apiDelete, apiFetch, apiPost } from './api-client';
import { useUndoableDelete } from './undoable-delete';

export interface DepartmentListParams {
  page: number;
  pageSize: number;
  q: string;
}

const ALL = ['departments'] as const;

export const departmentsQueryOptions = ({ page, pageSize, q }: DepartmentListParams) => {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) search.set('q', q);
  return queryOptions({
    queryKey: [...ALL, 'list', { page, pageSize, q }],
    queryFn: () => apiFetch<{ data: Department[]; meta: ListMeta }>(`/departments?${search}`),
    placeholderData: keepPreviousData,
  });
};

export function useDepartments(params: DepartmentListParams) {
  return useQuery(departmentsQueryOptions(params));
}

/** Every department at once, for pickers such as "move members to". */
export function useAllDepartments(isEnabled = true) {
  return useQuery({ ...departmentsQueryOptions({ page: 1, pageSize: 100, q: '' }), enabled: isEnabled });
}

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: DepartmentFields) => apiPost<{ data: Department }>('/departments', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: DepartmentFields }) =>
      apiFetch<{ data: Department }>(`/departments/${id}`, { method: 'PATCH', body: JSON.stringify(fields) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** A department without members goes at once, with a few seconds to undo (lib/undoable-delete.ts). */
export function useDeleteEmptyDepartmentWithUndo() {
  const remove = useUndoableDelete(ALL);
  // Stable, so the rows' action buttons (and the focus a dialog returns to) survive re-renders.
  return useCallback(
    (department: Department) =>
      remove({
        id: department.id,
        path: `/departments/${department.id}`,
        message: `${department.name} was deleted.`,
      }),
    [remove],
  );
}

export type DepartmentMembersChoice = { moveTo: string } | { unassign: true } | undefined;

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, members }: { id: string; members: DepartmentMembersChoice }) => {
      const search = new URLSearchParams();
      if (members && 'moveTo' in members) search.set('moveTo', members.moveTo);
      if (members && 'unassign' in members) search.set('unassign', 'true');
      const query = search.size ? `?${search}` : '';
      return apiDelete<{ data: { moved: number } }>(`/departments/${id}${query}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
