import { formatMinutes } from '@taskflow/shared';
import { type ReactNode, useId } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { downloadWorkReport, WORK_REPORT_PDFS, type WorkReportKind } from '../api/work-reports';
import { DownloadButtons, type ReportFormat } from './report-downloads';

export const headClass =
  'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';
export const numClass = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/** A labelled filter control whose value lives in the URL. */
export function FilterField({
  label,
  name,
  params,
  onChange,
  type = 'text',
  options,
  fallback = '',
}: {
  label: string;
  name: string;
  params: URLSearchParams;
  onChange: (name: string, value: string) => void;
  type?: 'date' | 'number' | 'text';
  options?: readonly { id: string; name: string }[];
  /** What the server uses when the URL names nothing (shown as chosen). */
  fallback?: string;
}) {
  const id = useId();
  const value = params.get(name) ?? fallback;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      {options ? (
        <select
          id={id}
          className={inputClasses(false)}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={type}
          className={inputClasses(false)}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
    </div>
  );
}

export function FilterGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>;
}

/**
 * A scrolling table frame (a phone scrolls the table, not the page). Its cells keep words whole
 * (`break-word`, not the app's `anywhere`): the table grows and scrolls instead of splitting a name.
 */
export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800 [&_td]:[overflow-wrap:break-word] [&_th]:[overflow-wrap:break-word]">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A report that could not be read says why when the server said (a date range too long), else what to do. */
export const reportFailed = (error: Error) =>
  error.message || 'The report could not be loaded. Check the filters and try again.';

/** CSV (and the PDF where the report has one) for Download holders, Excel for Export Report holders. */
export function WorkReportDownloads({
  kind,
  search,
  canDownload,
  canExport,
}: {
  kind: WorkReportKind;
  search: string;
  canDownload: boolean;
  canExport: boolean;
}) {
  const formats: ReportFormat[] = [
    ...(canDownload ? (['csv'] as const) : []),
    ...(canExport ? (['xlsx'] as const) : []),
    ...(canDownload && WORK_REPORT_PDFS.includes(kind) ? (['pdf'] as const) : []),
  ];
  return (
    <DownloadButtons
      formats={formats}
      download={(format, onProgress) => downloadWorkReport(kind, format, search, onProgress)}
    />
  );
}

/** Hours as every screen and PDF reads them: "12:30" (decision 040). */
export function hoursOf(minutes: number): string {
  return formatMinutes(minutes);
}

export function percentOf(ratio: number | null): string {
  return ratio === null ? '–' : `${Math.round(ratio * 1000) / 10}%`;
}
