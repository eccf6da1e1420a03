import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DetailedReportRow,
  ReportDefinition,
  SaveReportDefinitionBody,
  TaskReport,
} from '@taskflow/shared';
import { API_BASE, ApiError, apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

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

/**
 * Downloads a report file, reading the streamed answer chunk by chunk so the page can show progress
 * (the size is unknown while the server streams: bytes received so far), then saves it.
 */
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

/** Downloads a file of the API (`path` under the API base) as `downloadReport` does. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body?.error?.code ?? 'ERROR', body?.message ?? 'Download failed');
  }
  const reader = response.body?.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
