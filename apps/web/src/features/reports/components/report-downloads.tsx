import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { downloadReport } from '../api/reports';

type Format = 'csv' | 'xlsx' | 'pdf';
const LABELS: Record<Format, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** CSV and PDF for Download holders, Excel for Export Report holders; progress while the file streams in. */
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
  const [busy, setBusy] = useState<{ format: Format; bytes: number } | null>(null);
  const formats: Format[] = [
    ...(canDownload ? (['csv'] as const) : []),
    ...(canExport ? (['xlsx'] as const) : []),
    ...(canDownload && hasPdf ? (['pdf'] as const) : []),
  ];
  if (!formats.length) return null;
  const start = async (format: Format) => {
    setBusy({ format, bytes: 0 });
    try {
      await downloadReport(format, search, (bytes) => setBusy({ format, bytes }));
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
