import { type Milestone, todayIn } from '@taskflow/shared';
import { Flag, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { QueryState } from '../../../../components/ui/query-state';
import {
  useCreateMilestone,
  useDeleteMilestone,
  useMilestones,
  useUpdateMilestone,
} from '../../../../features/projects/api/projects';
import { MilestoneForm } from '../../../../features/projects/components/milestone-form';
import { MilestoneList } from '../../../../features/projects/components/milestone-list';
import { ApiError } from '../../../../lib/api-client';
import { useDates } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { useProjectOutlet } from './project-page';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; milestone: Milestone }
  | { kind: 'delete'; milestone: Milestone };

/** The project page's Milestones tab: add, edit, mark done, delete (the lead and project managers). */
export default function ProjectMilestonesPage() {
  const { project } = useProjectOutlet();
  const { timeZone } = useDates();
  const milestones = useMilestones(project.id);
  const create = useCreateMilestone(project.id);
  const update = useUpdateMilestone();
  const remove = useDeleteMilestone();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const fail = (error: unknown, fallback: string) =>
    notify('error', error instanceof ApiError ? error.message : fallback);

  const toggleDone = async (milestone: Milestone) => {
    try {
      await update.mutateAsync({ id: milestone.id, body: { isDone: !milestone.isDone } });
      notify('success', milestone.isDone ? `${milestone.name} is open again.` : `${milestone.name} is done.`);
    } catch (error) {
      fail(error, 'Could not change the milestone.');
    }
  };

  const confirmDelete = async (milestone: Milestone) => {
    try {
      await remove.mutateAsync(milestone.id);
      notify('success', `${milestone.name} was deleted.`);
      close();
    } catch (error) {
      fail(error, 'Could not delete the milestone.');
    }
  };

  const addButton = project.canEdit && (
    <Button onClick={() => setDialog({ kind: 'add' })}>
      <Plus aria-hidden className="size-4" />
      Add milestone
    </Button>
  );

  return (
    <section aria-labelledby="milestones-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="milestones-heading" className="text-lg font-semibold">
          Milestones
        </h2>
        {addButton}
      </div>
      <QueryState
        query={milestones}
        rows={5}
        loading="Loading the milestones…"
        failed="Could not load the milestones. Try again later."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon={Flag}
            title="No milestones yet"
            description="Mark the kickoff, development phases, review points and final delivery; they appear on the calendar too."
            action={addButton}
          />
        }
      >
        {(rows) => (
          <MilestoneList
            milestones={rows}
            today={todayIn(timeZone)}
            canEdit={project.canEdit}
            onToggleDone={toggleDone}
            onEdit={(milestone) => setDialog({ kind: 'edit', milestone })}
            onDelete={(milestone) => setDialog({ kind: 'delete', milestone })}
          />
        )}
      </QueryState>

      <Modal
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? 'Edit milestone' : 'Add milestone'}
      >
        <div className="mx-auto max-w-xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">
            {dialog?.kind === 'edit' ? 'Edit milestone' : 'Add milestone'}
          </h2>
          {dialog?.kind === 'add' && (
            <MilestoneForm
              onCancel={close}
              onSubmit={async (values) => {
                const milestone = await create.mutateAsync(values);
                notify('success', `${milestone.name} was added.`);
                close();
              }}
            />
          )}
          {dialog?.kind === 'edit' && (
            <MilestoneForm
              key={dialog.milestone.id}
              milestone={dialog.milestone}
              onCancel={close}
              onSubmit={async ({ isDone: _isDone, ...values }) => {
                const milestone = await update.mutateAsync({ id: dialog.milestone.id, body: values });
                notify('success', `${milestone.name} was saved.`);
                close();
              }}
            />
          )}
        </div>
      </Modal>

      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title="Delete this milestone?"
        description={
          dialog?.kind === 'delete' ? (
            <>
              <strong className="wrap-anywhere">{dialog.milestone.name}</strong> leaves the project and the
              calendar.
            </>
          ) : null
        }
        confirmLabel="Delete milestone"
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.milestone)}
      />
    </section>
  );
}
