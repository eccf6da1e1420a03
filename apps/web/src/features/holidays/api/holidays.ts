import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Holiday,
  type HolidayFields,
  type HolidayImpact,
  type HolidayImportResult,
  type ImportDateOrder,
  isIsoDate,
} from '@taskflow/shared';
import { useCallback } from 'react';
import { apiFetch, apiPost } from '../../../lib/api-client';
import { useUndoableDelete } from '../../../lib/undoable-delete';

const ALL = ['holidays'] as const;

export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...ALL, 'year', year],
    queryFn: async () => (await apiFetch<{ data: Holiday[] }>(`/holidays?year=${year}`)).data,
    placeholderData: keepPreviousData,
  });

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year));
}

/**
 * How many pending and approved leave applications saving the form would re-cost: adding `date`, or
 * moving the holiday `id` to it (or, without a date, deleting it).
 */
export function useHolidayImpact(id: string | undefined, date: string | undefined) {
  const valid = date === undefined || isIsoDate(date);
  return useQuery({
    queryKey: [...ALL, 'impact', id ?? null, date ?? null],
    queryFn: async () =>
      (
        await apiPost<{ data: HolidayImpact }>('/holidays/impact', {
          ...(id ? { id } : {}),
          ...(date ? { date } : {}),
        })
      ).data,
    enabled: valid && Boolean(id || date),
    staleTime: 10_000,
    retry: false,
  });
}

export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: HolidayFields) => apiPost<{ data: Holiday }>('/holidays', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUpdateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: HolidayFields }) =>
      apiFetch<{ data: Holiday }>(`/holidays/${id}`, { method: 'PATCH', body: JSON.stringify(fields) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** A holiday goes at once, with a few seconds to undo (lib/undoable-delete.ts). */
export function useDeleteHolidayWithUndo() {
  const remove = useUndoableDelete(ALL);
  // Stable, so the rows' action buttons (and the focus a dialog returns to) survive re-renders.
  return useCallback(
    (holiday: Holiday) =>
      remove({
        id: holiday.id,
        path: `/holidays/${holiday.id}`,
        message: `${holiday.name} was removed from the holiday list.`,
      }),
    [remove],
  );
}

export function useImportHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dateOrder }: { file: File; dateOrder?: ImportDateOrder }) => {
      const form = new FormData();
      form.append('file', file);
      // How 03/04/2027 is read, once the server asked (the file did not settle it).
      const query = dateOrder ? `?dateOrder=${dateOrder}` : '';
      return apiPost<{ data: HolidayImportResult }>(`/holidays/import${query}`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
