import { PROJECT_STATUSES } from '@taskflow/shared';
import { FolderKanban, Plus, Search } from 'lucide-react';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { ProjectForm } from '../../../../features/projects/components/project-form';
import { ProjectList } from '../../../../features/projects/components/project-list';
import { useProjectList } from '../../../../features/projects/hooks/use-project-list';
import { useCan } from '../../../../lib/auth';
import { customerSource, peopleSource } from '../../../../lib/choice-sources';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function ProjectsPage() {
  useDocumentTitle('Project Management');
  const canListCustomers = useCan('customers.view');
  const canListPeople = useCan('users.view');
  const {
    list: { data, isPending, isError, isFetching },
    read,
    status,
    setFilter,
    setPage,
    hasFilters,
    clearFilters,
    searchText,
    setSearchText,
    canCreate,
    isCreating,
    setCreating,
    add,
  } = useProjectList();

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
                <Button variant="secondary" onClick={clearFilters}>
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
            <Pagination meta={data.meta} onPageChange={setPage} />
          </>
        )}
      </section>

      <Modal isOpen={isCreating} onClose={() => setCreating(false)} title="Create New Project">
        <div className="mx-auto max-w-2xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">Create New Project</h2>
          <ProjectForm onCancel={() => setCreating(false)} onSubmit={add} />
        </div>
      </Modal>
    </div>
  );
}
