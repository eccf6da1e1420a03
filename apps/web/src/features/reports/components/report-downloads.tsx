import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { downloadReport } from '../api/reports';

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';
const LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** One button per format; the file streams in with its progress read aloud, a failure in a toast. */
export function DownloadButtons({
  formats,
  download,
}: {
  formats: ReportFormat[];
  download: (format: ReportFormat, onProgress: (bytes: number) => void) => Promise<void>;
}) {
  const [busy, setBusy] = useState<{ format: ReportFormat; bytes: number } | null>(null);
  if (!formats.length) return null;
  const start = async (format: ReportFormat) => {
    setBusy({ format, bytes: 0 });
    try {
      await download(format, (bytes) => setBusy({ format, bytes }));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {formats.map((format) => (
        <Button
          key={format}
          variant="secondary"
          isLoading={busy?.format === format}
          disabled={busy !== null}
          onClick={() => start(format)}
        >
          {busy?.format !== format && <Download aria-hidden className="size-4" />}
          {LABELS[format]}
        </Button>
      ))}
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {busy ? `Downloading ${LABELS[busy.format]}… ${(busy.bytes / 1024).toFixed(0)} KB` : ''}
      </p>
    </div>
  );
}

/** CSV and PDF for Download holders, Excel for Export Report holders. */
export function ReportDownloads({
  search,
  canDownload,
  canExport,
  hasPdf,
}: {
  search: string;
  canDownload: boolean;
  canExport: boolean;
  hasPdf: boolean;
}) {
  const formats: ReportFormat[] = [
    ...(canDownload ? (['csv'] as const) : []),
    ...(canExport ? (['xlsx'] as const) : []),
    ...(canDownload && hasPdf ? (['pdf'] as const) : []),
  ];
  return (
    <DownloadButtons
      formats={formats}
      download={(format, onProgress) => downloadReport(format, search, onProgress)}
    />
  );
}
