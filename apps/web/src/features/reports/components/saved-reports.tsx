import { REPORT_NAME_MAX, type ReportDefinition, type SavedReportType } from '@taskflow/shared';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useDeleteReportDefinition, useReportDefinitions, useSaveReportDefinition } from '../api/reports';
import { ReportSchedules } from './report-schedules';

/**
 * Saved reports to re-run (mine and shared ones, of the `types` this page shows), and Save for the current
 * report and filters (Generate Report), with each of mine's scheduled emails. The Task Report and the
 * billing reports both use it.
 */
export function SavedReports({
  current,
  types,
  onRun,
  canSave,
}: {
  /** What Save saves: the report's type and its query. */
  current: { type: SavedReportType; params: Record<string, string> };
  types: readonly SavedReportType[];
  onRun: (definition: ReportDefinition) => void;
  canSave: boolean;
}) {
  const { data } = useReportDefinitions();
  const save = useSaveReportDefinition();
  const remove = useDeleteReportDefinition();
  const [name, setName] = useState('');
  const [isShared, setShared] = useState(false);
  const [error, setError] = useState<string>();
  const nameId = useId();
  const pickId = useId();
  const definitions = (data?.data ?? []).filter((definition) => types.includes(definition.type));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ body: { name, type: current.type, params: current.params, isShared } });
      toast.success(`Saved ${name}`);
      setName('');
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.fields.name ?? caught.message) : 'Could not save the report',
      );
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {definitions.length > 0 && (
        <div className="flex items-end gap-2">
          <div>
            <label
              htmlFor={pickId}
              className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300"
            >
              Saved reports
            </label>
            <select
              id={pickId}
              className={inputClasses(false)}
              value=""
              onChange={(event) => {
                const found = definitions.find((definition) => definition.id === event.target.value);
                if (found) onRun(found);
              }}
            >
              <option value="">Run a saved report…</option>
              {definitions.map((definition) => (
                <option key={definition.id} value={definition.id}>
                  {definition.name}
                  {definition.isMine
                    ? definition.isShared
                      ? ' (shared)'
                      : ''
                    : ` (${definition.owner.name})`}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {canSave && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div>
            <label
              htmlFor={nameId}
              className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300"
            >
              Report name
            </label>
            <input
              id={nameId}
              className={inputClasses(Boolean(error))}
              value={name}
              maxLength={REPORT_NAME_MAX}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${nameId}-error` : undefined}
            />
          </div>
          <label className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" checked={isShared} onChange={(event) => setShared(event.target.checked)} />
            Share with the organization
          </label>
          <Button type="submit" variant="secondary" isLoading={save.isPending}>
            Save
          </Button>
          {error && (
            <p id={`${nameId}-error`} role="alert" className="w-full text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </form>
      )}
      {canSave && definitions.some((definition) => definition.isMine) && (
        <details className="text-sm">
          <summary className="cursor-pointer py-2">Manage my saved reports</summary>
          <ul className="mt-1 space-y-1">
            {definitions
              .filter((definition) => definition.isMine)
              .map((definition) => (
                <li key={definition.id} className="flex flex-wrap items-center gap-2">
                  <span>{definition.name}</span>
                  <Button
                    variant="ghost"
                    aria-label={`Delete ${definition.name}`}
                    onClick={() => remove.mutate(definition.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                  <ReportSchedules definition={definition} />
                </li>
              ))}
          </ul>
        </details>
      )}
    </div>
  );
}
