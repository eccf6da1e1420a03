import {
  HOLIDAY_CSV_HEADER,
  HOLIDAY_CSV_SAMPLE,
  HOLIDAY_IMPORT_MAX_ROWS,
  type HolidayImportResult,
  type ImportDateOrder,
} from '@taskflow/shared';
import { CheckCircle2, Download, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { DateOrderQuestion } from '../../../components/forms/date-order-question';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

type Outcome = { kind: 'imported'; result: HolidayImportResult } | { kind: 'rejected'; errors: string[] };

const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(HOLIDAY_CSV_SAMPLE)}`;

/**
 * Pick a CSV of `date,name` rows and import it: all rows or none, with every bad row listed. When
 * nothing in the file says whether its dates are day or month first, the server asks and the answer is
 * sent with the import again (issue 39).
 */
export function HolidayImport({
  onImport,
  onDone,
  onImported,
}: {
  onImport: (file: File, dateOrder?: ImportDateOrder) => Promise<{ data: HolidayImportResult }>;
  onDone: () => void;
  /** Called with the imported rows, so the page can show the year they are in. */
  onImported?: (result: HolidayImportResult) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [isImporting, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // The server's question about the file's date order, and the answer given.
  const [dateQuestion, setDateQuestion] = useState<string>();
  const [dateOrder, setDateOrder] = useState<ImportDateOrder>();

  const send = async (order = dateOrder) => {
    setOutcome(undefined);
    if (!file) {
      setFileError('Choose a CSV file to import');
      return;
    }
    setImporting(true);
    try {
      const { data } = await onImport(file, order);
      setOutcome({ kind: 'imported', result: data });
      setDateQuestion(undefined);
      onImported?.(data);
    } catch (error) {
      if (error instanceof ApiError && error.fields.dateOrder) {
        setDateQuestion(error.fields.dateOrder);
      } else if (error instanceof ApiError && error.status > 0) {
        const messages = Object.values(error.fields);
        setOutcome({ kind: 'rejected', errors: messages.length > 0 ? messages : [error.message] });
      } else {
        setOutcome({ kind: 'rejected', errors: ['Something went wrong. Try again later.'] });
      }
    } finally {
      setImporting(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Import CSV">
      <div className="space-y-2 text-sm text-slate-600 dark:text-slate-400">
        <p>
          The first row is the header{' '}
          <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{HOLIDAY_CSV_HEADER}</code>; each row
          below it is one holiday, its date written as 2027-01-26, 26/01/2027 or 26 Jan 2027, separated by
          commas or semicolons. Up to {HOLIDAY_IMPORT_MAX_ROWS} rows.
        </p>
        <p>
          If any row has a problem, nothing is imported and every problem is listed, so you can fix the file
          and try again.
        </p>
        <a
          href={SAMPLE_HREF}
          download="holidays-sample.csv"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <Download aria-hidden className="size-4" />
          Download a sample CSV
        </a>
      </div>
      <div>
        <label
          htmlFor={`${id}-file`}
          className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          CSV file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setFileError(undefined);
            setOutcome(undefined);
            setDateQuestion(undefined);
            setDateOrder(undefined);
          }}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <FieldError id={`${id}-file-error`} message={fileError} />
      </div>

      {dateQuestion && (
        <DateOrderQuestion
          question={{ prompt: dateQuestion }}
          value={dateOrder}
          onChange={(order) => {
            setDateOrder(order);
            void send(order);
          }}
        />
      )}

      {outcome?.kind === 'imported' && (
        <div
          role="status"
          className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 aria-hidden className="size-5" />
            Imported {outcome.result.imported} {outcome.result.imported === 1 ? 'holiday' : 'holidays'}.
          </p>
        </div>
      )}
      {outcome?.kind === 'rejected' && (
        <div
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <p className="flex items-center gap-2 font-semibold">
            <XCircle aria-hidden className="size-5" />
            Nothing was imported. Fix{' '}
            {outcome.errors.length === 1 ? 'this problem' : `these ${outcome.errors.length} problems`} and try
            again:
          </p>
          <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-y-auto pl-6">
            {outcome.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {outcome?.kind === 'imported' ? 'Done' : 'Cancel'}
        </Button>
        {outcome?.kind !== 'imported' && (
          <Button type="submit" isLoading={isImporting}>
            Import
          </Button>
        )}
      </div>
    </form>
  );
}
