import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaveReport, ProjectHealthReport, TimeReport } from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

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
export function downloadReportFile(
  path: string,
  format: 'csv' | 'xlsx' | 'pdf',
  search: string,
  onProgress: (bytes: number) => void,
): Promise<void> {
  return downloadFile(`${path}/export.${format}?${search}`, `report.${format}`, onProgress);
}
