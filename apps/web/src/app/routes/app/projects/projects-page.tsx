import { PROJECT_STATUSES, type ProjectListQueryInput, type ProjectStatus } from '@taskflow/shared';
import { FolderKanban, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useCreateProject, useProjects } from '../../../../features/projects/api/projects';
import { ProjectForm } from '../../../../features/projects/components/project-form';
import { ProjectList } from '../../../../features/projects/components/project-list';
import { useCan } from '../../../../lib/auth';
import { customerSource, peopleSource } from '../../../../lib/choice-sources';
import { notify } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';

const PAGE_SIZE = 20;
/** The list's filters live in the URL, so a filtered list can be bookmarked and shared. */
const FILTER_KEYS = ['q', 'status', 'customerId', 'leadId', 'mine', 'archived', 'page'] as const;

export default function ProjectsPage() {
  useDocumentTitle('Project Management');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const canCreate = useCan('projects.create');
  const [isCreating, setCreating] = useState(() => searchParams.get('new') === '1');
  const canListCustomers = useCan('customers.view');
  const canListPeople = useCan('users.view');
  const create = useCreateProject();

  const read = (key: (typeof FILTER_KEYS)[number]) => searchParams.get(key) ?? '';
  const page = Math.max(1, Number(read('page')) || 1);
  const status = (PROJECT_STATUSES as readonly string[]).includes(read('status'))
    ? (read('status') as ProjectStatus)
    : undefined;
  const query: ProjectListQueryInput = {
    page,
    pageSize: PAGE_SIZE,
    q: read('q') || undefined,
    status,
    customerId: read('customerId') || undefined,
    leadId: read('leadId') || undefined,
    mine: read('mine') === 'true' ? 'true' : undefined,
    archived: read('archived') === 'true' ? 'true' : undefined,
  };
  const { data, isPending, isError, isFetching } = useProjects(query);

  const setFilter = useCallback(
    (key: (typeof FILTER_KEYS)[number] | 'new', value: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (value) params.set(key, value);
          else params.delete(key);
          // Any change of filter starts again at the first page.
          if (key !== 'page') params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Search as the person types, once they pause.
  const q = read('q');
  const [searchText, setSearchText] = useState(q);
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setFilter('q', trimmed), 300);
    return () => clearTimeout(timer);
  }, [searchText, q, setFilter]);

  // `?new=1` (the command palette) is spent once read.
  useEffect(() => {
    if (searchParams.has('new')) setFilter('new', '');
  }, [searchParams, setFilter]);

  const hasFilters = FILTER_KEYS.some((key) => key !== 'page' && read(key));
  const createButton = canCreate && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden className="size-4" />
      Create Project
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Project Management"
        description="Client projects with their lead, team, dates, milestones and progress."
        actions={createButton}
      />

      <section aria-labelledby="project-filters-heading" className="grid gap-3">
        <h2 id="project-filters-heading" className="sr-only">
          Filters
        </h2>
        <SearchBox
          label="Search projects by name or key"
          placeholder="Search by name or key"
          value={searchText}
          onChange={setSearchText}
          className="w-full sm:w-80"
        />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Status"
            empty="Any status"
            choices={PROJECT_STATUSES.map((entry) => ({ id: entry, label: entry }))}
            value={status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          />
          <ChoiceSelect
            label="Customer"
            emptyChoice="Any customer"
            source={customerSource}
            isEnabled={canListCustomers}
            value={read('customerId')}
            onChange={(id) => setFilter('customerId', id)}
          />
          <ChoiceSelect
            label="Project Lead"
            emptyChoice="Any lead"
            source={peopleSource}
            isEnabled={canListPeople}
            value={read('leadId')}
            onChange={(id) => setFilter('leadId', id)}
          />
          <fieldset className="flex flex-wrap items-end gap-x-4 gap-y-2 pb-2 text-sm">
            <legend className="sr-only">Show</legend>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={read('mine') === 'true'}
                onChange={(event) => setFilter('mine', event.target.checked ? 'true' : '')}
              />
              Mine only
            </label>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={read('archived') === 'true'}
                onChange={(event) => setFilter('archived', event.target.checked ? 'true' : '')}
              />
              Archived
            </label>
          </fieldset>
        </div>
      </section>

      <section aria-label="Project list" aria-busy={isFetching}>
        {isPending ? (
          <ListSkeleton label="Loading projects…" />
        ) : isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            Could not load the projects. Try again later.
          </p>
        ) : data.meta.total === 0 ? (
          hasFilters ? (
            <EmptyState
              icon={Search}
              title="No projects found"
              description="No project matches these filters."
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearchText('');
                    setSearchParams(new URLSearchParams(), { replace: true });
                  }}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={FolderKanban}
              title="No projects yet"
              description="Create a project for a customer, give it a lead, a team and milestones, then assign its tasks."
              action={createButton}
            />
          )
        ) : (
          <>
            <ProjectList projects={data.data} />
            <Pagination
              meta={data.meta}
              onPageChange={(next) => setFilter('page', next > 1 ? String(next) : '')}
            />
          </>
        )}
      </section>

      <Modal isOpen={isCreating && canCreate} onClose={() => setCreating(false)} title="Create New Project">
        <div className="mx-auto max-w-2xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">Create New Project</h2>
          <ProjectForm
            onCancel={() => setCreating(false)}
            onSubmit={async (values) => {
              const project = await create.mutateAsync(values);
              notify('success', `Project ${project.key} · ${project.name} was created.`);
              setCreating(false);
              navigate(`/app/projects/${project.id}`);
            }}
          />
        </div>
      </Modal>
    </div>
  );
}
