import {
  CUSTOMER_IMPORT_FIELDS,
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerImportMapping,
  type CustomerImportResult,
} from '@taskflow/shared';
import { CheckCircle2, FileWarning, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormErrorLine } from '../../../components/forms/api-form';
import { ColumnMapping } from '../../../components/import/column-mapping';
import { ImportFileField } from '../../../components/import/import-file-field';
import { ImportProblemList } from '../../../components/import/import-problems';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useImportCustomers } from '../api/customers';

const PREVIEW_ROWS = 50;
const PREVIEW_COLUMNS = [
  'Line',
  'Business Name',
  'Entity Type',
  'PAN',
  'GSTIN',
  'Tags',
  'Responsible',
  'Contact',
];

/** Refused in the browser before sending: not a CSV or .xlsx by name, or larger than the server takes. */
export function checkClientImportFile(file: File): string | undefined {
  if (/\.xls$/i.test(file.name))
    return 'Save the sheet as .xlsx or CSV: Excel 97-2003 files (.xls) cannot be read';
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > CUSTOMER_IMPORT_MAX_BYTES)
    return `The file must be at most ${CUSTOMER_IMPORT_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}

/** What an import would create: whether it can, its problems by line and column, and its first rows. */
export function ClientImportPreview({ result }: { result: CustomerImportResult }) {
  const id = useId();
  const problemCount = result.errors.length;
  return (
    <section aria-labelledby={`${id}-preview`} className="grid min-w-0 gap-3">
      <h3 id={`${id}-preview`} className="flex items-center gap-2 font-semibold">
        {problemCount ? (
          <>
            <FileWarning aria-hidden className="size-5 shrink-0 text-red-600 dark:text-red-400" />
            {problemCount === 1 ? '1 problem' : `${problemCount} problems`} in {result.rowCount} rows: nothing
            will be imported until they are fixed
          </>
        ) : (
          <>
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {result.rowCount} {result.rowCount === 1 ? 'client is' : 'clients are'} ready to import
          </>
        )}
      </h3>
      <ImportProblemList problems={result.errors} />
      {result.preview.length > 0 && (
        <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-xs wrap-anywhere">
            <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
              <tr>
                {PREVIEW_COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-2 py-1.5 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {result.preview.slice(0, PREVIEW_ROWS).map((row) => (
                <tr key={row.line}>
                  <td className="px-2 py-1">{row.line}</td>
                  <td className="px-2 py-1">
                    {row.businessName}
                    <span className="block text-slate-600 dark:text-slate-400">{row.email}</span>
                  </td>
                  <td className="px-2 py-1 wrap-normal">{row.entityType}</td>
                  <td className="px-2 py-1 font-mono whitespace-nowrap">{row.pan}</td>
                  <td className="px-2 py-1 font-mono whitespace-nowrap">{row.gstin}</td>
                  <td className="px-2 py-1">{row.tags.join(', ')}</td>
                  <td className="px-2 py-1">{row.responsible}</td>
                  <td className="px-2 py-1">{row.contact}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.rowCount > result.preview.length && result.preview.length >= PREVIEW_ROWS && (
            <p className="p-2 text-xs text-slate-600 dark:text-slate-400">
              The first {PREVIEW_ROWS} rows are shown.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Import clients: choose a file (CSV of any common separator, or an Excel workbook's first sheet), check
 * the columns the server recognised (plain sheets, Tally, Zoho Books and Invoice), preview every problem
 * by line and column, then import: all the clients or none.
 */
export function ImportCustomers({ onClose }: { onClose: () => void }) {
  const importer = useImportCustomers();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<CustomerImportResult>();
  // Set once the person changes a column: the next preview uses it instead of the server's guess.
  const [mapping, setMapping] = useState<CustomerImportMapping>();
  const [isChanged, setIsChanged] = useState(false);
  const [formError, setFormError] = useState<string>();

  const send = async (commit: boolean) => {
    if (!file) return;
    setFormError(undefined);
    try {
      const result = await importer.mutateAsync({ file, commit, mapping });
      if (result.isCommitted) {
        const contacts = result.contactCount
          ? `, with ${result.contactCount} ${result.contactCount === 1 ? 'contact' : 'contacts'}`
          : '';
        toast.success(
          `${result.createdCount} ${result.createdCount === 1 ? 'client' : 'clients'} imported${contacts}.`,
        );
        onClose();
      } else {
        setPreview(result);
        setMapping(result.mapping);
        setIsChanged(false);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return setFormError('Something went wrong. Try again later.');
      if (error.fields.file) setFileError(error.fields.file);
      else setFormError(error.message);
    }
  };
  const canImport = preview && !isChanged && preview.errors.length === 0;
  const mappedCount = mapping ? Object.keys(mapping).length : 0;

  return (
    <div className="grid min-w-0 gap-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A CSV (commas, semicolons or tabs) or an Excel workbook (.xlsx, its first sheet) with a header row: a
        plain sheet, Tally's list of ledgers or a Zoho Books contacts export. Business Name, Email and Address
        are needed for each client; one contact per row may come with it. At most{' '}
        {CUSTOMER_IMPORT_MAX_ROWS.toLocaleString('en')} clients.
      </p>
      <ImportFileField
        label="CSV or Excel file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        error={fileError}
        check={checkClientImportFile}
        onFile={(chosen, problem) => {
          setFileError(problem);
          setFile(chosen);
          setPreview(undefined);
          setMapping(undefined);
          setIsChanged(false);
          setFormError(undefined);
        }}
      />

      {preview && mapping && (
        <details
          open={preview.errors.some((error) => error.line === 1)}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <summary className="cursor-pointer font-semibold">
            Columns: {mappedCount} of {CUSTOMER_IMPORT_FIELDS.length} fields from your file
          </summary>
          <div className="mt-3">
            <ColumnMapping
              fields={CUSTOMER_IMPORT_FIELDS}
              columns={preview.columns}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setIsChanged(true);
              }}
              description="Which column of your file fills each field. Business Name, Email and Address are needed; the parts of an address (Address 2, City, State, PIN Code) are joined into it. A contact without a name of its own is named after the client."
            />
          </div>
        </details>
      )}

      {preview && isChanged && (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Info aria-hidden className="size-4 shrink-0" />
          Your columns changed: preview again to check the rows with them.
        </p>
      )}

      {preview && !isChanged && <ClientImportPreview result={preview} />}

      <FormErrorLine message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {canImport ? (
          <Button isLoading={importer.isPending} onClick={() => send(true)}>
            Import {preview.rowCount} {preview.rowCount === 1 ? 'client' : 'clients'}
          </Button>
        ) : (
          <Button disabled={!file} isLoading={importer.isPending} onClick={() => send(false)}>
            Preview
          </Button>
        )}
      </div>
    </div>
  );
}
