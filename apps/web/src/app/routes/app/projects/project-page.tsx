import type { ProjectDetail } from '@taskflow/shared';
import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useNavigate, useOutletContext, useParams } from 'react-router';
import { CustomerLink } from '../../../../components/customer-link';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Markdown } from '../../../../components/ui/markdown';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useDeleteProject, useProject, useUpdateProject } from '../../../../features/projects/api/projects';
import { ProjectForm } from '../../../../features/projects/components/project-form';
import { ProjectOverview } from '../../../../features/projects/components/project-overview';
import { ProjectKey, ProjectStatusBadge } from '../../../../features/projects/components/project-parts';
import { ProjectTabs } from '../../../../features/projects/components/project-tabs';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

/** What the project page hands its views (the tab pages). */
export interface ProjectOutletContext {
  project: ProjectDetail;
}

export const useProjectOutlet = () => useOutletContext<ProjectOutletContext>();

type Dialog = 'edit' | 'archive' | 'delete' | null;

/** A project: its header and overview, then one view per tab (tasks, board, milestones…). */
export default function ProjectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: project, isPending, isError, error } = useProject(id);
  useDocumentTitle(project ? `${project.key} · ${project.name}` : 'Project');
  useWorkUpdates();
  const canDelete = useCan('projects.create');
  const update = useUpdateProject(id);
  const remove = useDeleteProject();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (isPending) return <ListSkeleton label="Loading the project…" rowClassName="h-24" rows={3} />;
  if (isError || !project) {
    return (
      <EmptyState
        icon={Archive}
        title={
          error instanceof ApiError && error.status === 404
            ? 'Project not found'
            : 'Could not load the project'
        }
        description="It may have been deleted, or it is not one of the projects you can see."
        action={
          <Link to="/app/projects" className={buttonClasses('secondary')}>
            Back to projects
          </Link>
        }
      />
    );
  }

  const setArchived = async (isArchived: boolean) => {
    try {
      await update.mutateAsync({ isArchived });
      notify('success', isArchived ? `${project.name} was archived.` : `${project.name} is active again.`);
      close();
    } catch (failure) {
      notify('error', failure instanceof ApiError ? failure.message : 'Could not change the project.');
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(project.id);
      notify('success', `${project.name} was deleted.`);
      navigate('/app/projects');
    } catch (failure) {
      // A project with tasks is refused (409): the API says to archive it instead.
      notify('error', failure instanceof ApiError ? failure.message : 'Could not delete the project.');
      close();
    }
  };

  return (
    <div className="grid gap-6">
      <Breadcrumb items={[{ label: 'Projects', to: '/app/projects' }, { label: project.name }]} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <ProjectKey value={project.key} />
            <ProjectStatusBadge status={project.status} isArchived={project.isArchived} />
          </div>
          <h1 className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere">{project.name}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <CustomerLink customer={project.customer} className="wrap-anywhere" /> · Project Lead{' '}
            {project.lead.name}
          </p>
          {project.description && (
            // Descriptions are Markdown (as task descriptions are), rendered sanitized.
            <Markdown className="mt-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
              {project.description}
            </Markdown>
          )}
        </div>
        {project.canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
            {project.isArchived ? (
              <Button variant="secondary" isLoading={update.isPending} onClick={() => setArchived(false)}>
                <ArchiveRestore aria-hidden className="size-4" />
                Unarchive
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setDialog('archive')}>
                <Archive aria-hidden className="size-4" />
                Archive
              </Button>
            )}
            {canDelete && (
              <Button variant="secondary" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            )}
          </div>
        )}
      </div>

      <ProjectOverview project={project} />
      <ProjectTabs projectId={project.id} />
      <Outlet context={{ project } satisfies ProjectOutletContext} />

      <Modal isOpen={dialog === 'edit'} onClose={close} title="Edit Project">
        <div className="mx-auto max-w-2xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">Edit Project</h2>
          {dialog === 'edit' && (
            <ProjectForm
              project={project}
              onCancel={close}
              onSubmit={async ({ key: _key, ...values }) => {
                // A cleared description is sent as null, so it is cleared on the server too.
                await update.mutateAsync({ ...values, description: values.description ?? null });
                notify('success', `${values.name} was saved.`);
                close();
              }}
            />
          )}
        </div>
      </Modal>

      <ConfirmDialog
        isOpen={dialog === 'archive'}
        title="Archive this project?"
        tone="primary"
        description={
          <>
            <strong className="wrap-anywhere">{project.name}</strong> leaves the project list; its tasks,
            milestones and history are kept, and you can unarchive it at any time.
          </>
        }
        confirmLabel="Archive project"
        isPending={update.isPending}
        onCancel={close}
        onConfirm={() => setArchived(true)}
      />

      <ConfirmDialog
        isOpen={dialog === 'delete'}
        title="Delete this project?"
        description={
          project.progress.total > 0 ? (
            <>
              <strong className="wrap-anywhere">{project.name}</strong> has {project.progress.total} tasks, so
              it cannot be deleted: archive it instead to keep its history.
            </>
          ) : (
            <>
              <strong className="wrap-anywhere">{project.name}</strong> and its milestones will be deleted.
              This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete project"
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
