import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaveReport, ProjectHealthReport, TimeReport } from '@taskflow/shared';
import { API_BASE, ApiError, apiFetch } from '../../../lib/api-client';

/** The report paths under /reports, by the page's report kind. */
export const WORK_REPORT_PATHS = {
  time: '/reports/time',
  leave: '/reports/leave',
  projects: '/reports/project-health',
} as const;
export type WorkReportKind = keyof typeof WORK_REPORT_PATHS;
/** The kinds that have a PDF beside their CSV and Excel files. */
export const WORK_REPORT_PDFS: readonly WorkReportKind[] = ['time'];
type Answers = { time: TimeReport; leave: LeaveReport; projects: ProjectHealthReport };

/** The page's URL query (without `kind`) as the report's query: the server validates it. */
export function reportSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('kind');
  return next.toString();
}

export function useWorkReport<K extends WorkReportKind>(kind: K, search: string, isEnabled = true) {
  return useQuery({
    queryKey: ['reports', kind, search],
    queryFn: ({ signal }) =>
      apiFetch<{ data: Answers[K] }>(`${WORK_REPORT_PATHS[kind]}${search ? `?${search}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
    // Reports are read afresh.
    staleTime: 0,
    enabled: isEnabled,
  });
}

/** Downloads a report's CSV, Excel or PDF file, reporting the bytes received while it streams in. */
export function downloadWorkReport(
  kind: WorkReportKind,
  format: 'csv' | 'xlsx' | 'pdf',
  search: string,
  onProgress: (bytes: number) => void,
): Promise<void> {
  return downloadReportFile(WORK_REPORT_PATHS[kind], format, search, onProgress);
}

/** Downloads the file of the report at `path` (under the API), its progress read as it streams in. */
export async function downloadReportFile(
  path: string,
  format: 'csv' | 'xlsx' | 'pdf',
  search: string,
  onProgress: (bytes: number) => void,
): Promise<void> {
  const response = await fetch(`${API_BASE}${path}/export.${format}?${search}`, {
    credentials: 'include',
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
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `report.${format}`;
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
