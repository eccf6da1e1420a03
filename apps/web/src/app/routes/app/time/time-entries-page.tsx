import type { TimeEntry } from '@taskflow/shared';
import { Clock, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  useDeleteEntry,
  useSaveEntry,
  useTimeEntries,
  useTimePeople,
} from '../../../../features/time/api/time-api';
import { EntriesList } from '../../../../features/time/components/entries-list';
import { EntryForm } from '../../../../features/time/components/entry-form';
import { PersonPicker, personParam } from '../../../../features/time/components/person-picker';
import { TimeTabs } from '../../../../features/time/components/time-tabs';
import { ApiError } from '../../../../lib/api-client';
import { useMe } from '../../../../lib/auth';
import { useViewerTimeZone } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { setOrDelete, useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 20;
type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; entry: TimeEntry }
  | { kind: 'delete'; entry: TimeEntry }
  | null;

/**
 * My entries, newest first: add, edit and delete (not those of a locked week or billed). `?person=`
 * lists someone else's within the caller's reach, read-only.
 */
export default function TimeEntriesPage() {
  const [searchParams, setParams] = useUrlParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { timeZone } = useViewerTimeZone();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data: me } = useMe();
  const personId = personParam(searchParams, me?.id);
  const { data, isPending, isError } = useTimeEntries({
    page,
    pageSize: PAGE_SIZE,
    userId: personId ?? undefined,
  });
  const people = useTimePeople('', Boolean(personId));
  const otherName = personId
    ? (data?.data.find((entry) => entry.userId === personId)?.userName ??
      people.data?.data.find((person) => person.id === personId)?.name)
    : undefined;
  useDocumentTitle(personId ? `Time entries of ${otherName ?? 'a colleague'}` : 'My time entries');
  const setPerson = (next: string | null) =>
    setParams((params) => {
      params.delete('page');
      setOrDelete(params, 'person', next);
    });
  const save = useSaveEntry();
  const remove = useDeleteEntry();
  const close = () => setDialog(null);

  const addButton = (
    <Button onClick={() => setDialog({ kind: 'add' })}>
      <Plus aria-hidden className="size-4" />
      Add entry
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Time"
        description={
          personId
            ? `Every entry ${otherName ?? 'this person'} logged, to read (only its owner changes it).`
            : 'Every entry you logged, by timer or by hand.'
        }
        actions={personId ? undefined : addButton}
      />
      <TimeTabs />
      <PersonPicker personId={personId} personName={otherName} onChange={setPerson} />
      {isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {personId ? 'Could not load these entries.' : 'Could not load your entries.'} Try again later.
        </p>
      ) : isPending ? (
        <ListSkeleton />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Clock}
          title="No time logged yet"
          description={
            personId
              ? `${otherName ?? 'This person'} has not logged any time yet.`
              : 'Start a timer on a task, type hours into your timesheet, or add an entry here.'
          }
          action={personId ? undefined : addButton}
        />
      ) : (
        <>
          <EntriesList
            entries={data.data}
            onEdit={personId ? undefined : (entry) => setDialog({ kind: 'edit', entry })}
            onDelete={personId ? undefined : (entry) => setDialog({ kind: 'delete', entry })}
          />
          <Pagination
            meta={data.meta}
            onPageChange={(next) =>
              setParams((params) => setOrDelete(params, 'page', next > 1 ? String(next) : null))
            }
          />
        </>
      )}
      <Modal
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? 'Edit time entry' : 'Add time entry'}
      >
        <div className="p-6">
          <h2 className="mb-4 pr-8 text-lg font-semibold">
            {dialog?.kind === 'edit' ? 'Edit time entry' : 'Add time entry'}
          </h2>
          {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
            <EntryForm
              entry={dialog.kind === 'edit' ? dialog.entry : undefined}
              timeZone={timeZone}
              onCancel={close}
              onSubmit={async (body) => {
                await save.mutateAsync({ id: dialog.kind === 'edit' ? dialog.entry.id : undefined, body });
                toast.success(dialog.kind === 'edit' ? 'The entry was saved.' : 'The entry was added.');
                close();
              }}
            />
          )}
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title="Delete this entry?"
        description={
          dialog?.kind === 'delete'
            ? `${dialog.entry.task.displayId} ${dialog.entry.task.title}, ${dialog.entry.date}`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.entry.id);
            toast.success('The entry was deleted.');
            close();
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : 'Could not delete the entry.');
          }
        }}
      />
    </div>
  );
}
