import { type Holiday, todayIn } from '@taskflow/shared';
import { CalendarDays, ChevronLeft, ChevronRight, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  useCreateHoliday,
  useDeleteHolidayWithUndo,
  useHolidays,
  useImportHolidays,
  useUpdateHoliday,
} from '../../../../features/holidays/api/holidays';
import { HolidayForm } from '../../../../features/holidays/components/holiday-form';
import { HolidayImport } from '../../../../features/holidays/components/holiday-import';
import { HolidayList } from '../../../../features/holidays/components/holiday-list';
import { useCan } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

type Dialog = { kind: 'add' } | { kind: 'edit'; holiday: Holiday } | { kind: 'import' } | null;

export default function HolidaysPage() {
  useDocumentTitle('Holidays');
  const [searchParams, setParams] = useUrlParams();
  const yearParam = Number(searchParams.get('year'));
  // The organization's year (its zone's), read at render: a page left open over New Year moves on.
  const { timeZone } = useDates();
  const thisYear = Number(todayIn(timeZone).slice(0, 4));
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2100 ? yearParam : thisYear;
  const [dialog, setDialog] = useState<Dialog>(null);
  const canCreate = useCan('holidays.create');
  const canEdit = useCan('holidays.edit');
  const canDelete = useCan('holidays.delete');
  const { data: holidays, isPending, isError, isFetching } = useHolidays(year);
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const removeWithUndo = useDeleteHolidayWithUndo();
  const importCsv = useImportHolidays();

  const close = () => setDialog(null);
  const goToYear = (next: number) =>
    setParams(next === thisYear ? {} : { year: String(next) }, { replace: true });

  const actions = canCreate && (
    <>
      <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
        <Upload aria-hidden className="size-4" />
        Import CSV
      </Button>
      <Button onClick={() => setDialog({ kind: 'add' })}>
        <Plus aria-hidden className="size-4" />
        Add Holiday
      </Button>
    </>
  );

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Holidays' }]} />
      <PageHeader
        title="Holidays"
        description="Your organization's holiday list. Leave requests do not count these days."
        actions={actions}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Year" className="flex items-center gap-2">
          <Button
            variant="secondary"
            aria-label={`Previous year, ${year - 1}`}
            disabled={year <= 2000}
            onClick={() => goToYear(year - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <h2 className="min-w-20 text-center text-xl font-semibold tabular-nums" aria-live="polite">
            {year}
          </h2>
          <Button
            variant="secondary"
            aria-label={`Next year, ${year + 1}`}
            disabled={year >= 2100}
            onClick={() => goToYear(year + 1)}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
          {year !== thisYear && (
            <Button variant="ghost" onClick={() => goToYear(thisYear)}>
              This year
            </Button>
          )}
        </nav>
        {holidays && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {holidays.length} {holidays.length === 1 ? 'holiday' : 'holidays'} in {year}
          </p>
        )}
      </div>

      {isPending ? (
        <ListSkeleton rows={2} rowClassName="h-40" label="Loading holidays…" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the holidays. Try again later.
        </p>
      ) : holidays.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={`No holidays in ${year}`}
          description="Add the days your organization is closed, one by one or from a CSV file."
          action={actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
        />
      ) : (
        <div aria-busy={isFetching}>
          <HolidayList
            holidays={holidays}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={(holiday) => setDialog({ kind: 'edit', holiday })}
            onDelete={removeWithUndo}
          />
        </div>
      )}

      <Modal
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? 'Edit Holiday' : 'Add Holiday'}
      >
        <div className="mx-auto max-w-md p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">
            {dialog?.kind === 'edit' ? 'Edit Holiday' : 'Add Holiday'}
          </h2>
          {dialog?.kind === 'add' && (
            <HolidayForm
              defaultDate={year === thisYear ? '' : `${year}-01-01`}
              onCancel={close}
              onSubmit={async (fields) => {
                const { data } = await create.mutateAsync(fields);
                toast.success(`${data.name} was added.`);
                close();
              }}
            />
          )}
          {dialog?.kind === 'edit' && (
            <HolidayForm
              key={dialog.holiday.id}
              holiday={dialog.holiday}
              onCancel={close}
              onSubmit={async (fields) => {
                const { data } = await update.mutateAsync({ id: dialog.holiday.id, fields });
                toast.success(`${data.name} was saved.`);
                close();
              }}
            />
          )}
        </div>
      </Modal>

      <Modal isOpen={dialog?.kind === 'import'} onClose={close} title="Import CSV">
        <div className="mx-auto max-w-xl p-6">
          <h2 className="mb-4 pr-8 text-xl font-semibold">Import CSV</h2>
          {dialog?.kind === 'import' && (
            <HolidayImport
              onImport={(file, dateOrder) => importCsv.mutateAsync({ file, dateOrder })}
              onDone={close}
              onImported={(result) => {
                // Rows for another year: show that year, not an unchanged page.
                const years = [
                  ...new Set(result.holidays.map((holiday) => Number(holiday.date.slice(0, 4)))),
                ];
                if (years.length > 0 && !years.includes(year)) goToYear(Math.min(...years));
              }}
            />
          )}
        </div>
      </Modal>
    </div>
  );
}
