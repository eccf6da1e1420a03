import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DetailedReportRow,
  ReportDefinition,
  SaveReportDefinitionBody,
  TaskReport,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

const ALL = ['reports'] as const;

/** The page's URL query, passed as it is: the server validates it (every filter lives in the URL). */
export const taskReportQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ALL, 'tasks', search],
    queryFn: ({ signal }) => apiFetch<{ data: TaskReport }>(`/reports/tasks?${search}`, { signal }),
    placeholderData: keepPreviousData,
    // Reports are read afresh: no answer is reused for long.
    staleTime: 0,
  });

export function useTaskReport(search: string, isEnabled = true) {
  return useQuery({ ...taskReportQueryOptions(search), enabled: isEnabled });
}

export function useDetailedRows(search: string, page: number, isEnabled = true) {
  return useQuery({
    queryKey: [...ALL, 'rows', search, page],
    queryFn: ({ signal }) =>
      apiFetch<{ data: DetailedReportRow[]; meta: { page: number; pageSize: number; hasMore: boolean } }>(
        `/reports/tasks/rows?${search}${search ? '&' : ''}page=${page}&pageSize=50`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useReportDefinitions() {
  return useQuery({
    queryKey: [...ALL, 'definitions'],
    queryFn: () => apiFetch<{ data: ReportDefinition[] }>('/reports/definitions'),
  });
}

export function useSaveReportDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SaveReportDefinitionBody }) =>
      id
        ? apiFetch<{ data: ReportDefinition }>(`/reports/definitions/${id}`, {
            method: 'PUT',
            body: JSON.stringify(body),
          })
        : apiPost<{ data: ReportDefinition }>('/reports/definitions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ALL, 'definitions'] }),
  });
}

export function useDeleteReportDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/reports/definitions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ALL, 'definitions'] }),
  });
}

/** Downloads the task report's file, its progress read as it streams in. */
export async function downloadReport(
  format: 'csv' | 'xlsx' | 'pdf',
  search: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  await downloadFile(
    `/reports/tasks/export.${format}?${search}`,
    `task-report.${format}`,
    onProgress,
    signal,
  );
}
