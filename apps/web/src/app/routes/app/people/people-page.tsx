import { Search, UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { inputClasses } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { BulkInvite } from '../../../../features/invitations/components/bulk-invite';
import { InviteForm } from '../../../../features/invitations/components/invite-form';
import { PendingInvitations } from '../../../../features/invitations/components/pending-invitations';
import { PeopleTable } from '../../../../features/people/components/people-table';
import { type PeopleFilterKey, usePeopleList } from '../../../../features/people/hooks/use-people-list';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function PeoplePage() {
  useDocumentTitle('People');
  const id = useId();
  const canInvite = useCan('users.invite');
  const {
    list: { data, isPending, isError, isFetching },
    filters: { departmentId, roleId, status },
    isFiltered,
    setFilter,
    setPage,
    search,
    setSearch,
    isInviting,
    setInviting,
    isInvitingMany,
    setInvitingMany,
    options,
    members,
  } = usePeopleList();

  const filter = (
    key: PeopleFilterKey,
    label: string,
    value: string,
    choices: { id: string; name: string }[],
  ) => (
    <div className="min-w-36 flex-1 sm:flex-none">
      <label
        htmlFor={`${id}-${key}`}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={inputClasses(false)}
        value={value}
        onChange={(event) => setFilter(key, event.target.value)}
      >
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="People"
        description="Everyone in your organization: their role, department and manager."
        actions={
          canInvite && (
            <>
              <Button variant="secondary" onClick={() => setInvitingMany(true)}>
                <Users aria-hidden className="size-4" /> Invite several
              </Button>
              <Button onClick={() => setInviting(true)}>
                <UserPlus aria-hidden className="size-4" /> Invite person
              </Button>
            </>
          )
        }
      />
      <div className="flex flex-wrap items-end gap-3" aria-busy={isFetching}>
        <div className="w-full sm:w-72">
          <label
            htmlFor={`${id}-q`}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name or email"
              className={`${inputClasses(false)} pl-9`}
            />
          </div>
        </div>
        {filter('departmentId', 'Department', departmentId, options?.departments ?? [])}
        {filter('roleId', 'Role', roleId, options?.roles ?? [])}
        {filter('status', 'Status', status, [
          { id: 'active', name: 'Active' },
          { id: 'inactive', name: 'Inactive' },
        ])}
      </div>
      {isPending ? (
        <ListSkeleton rows={6} rowClassName="h-14" label="Loading people…" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600">
          Could not load people.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={isFiltered ? 'No one matches' : 'No people yet'}
          description={
            isFiltered ? 'Try another search or clear the filters.' : 'Invite your colleagues to get started.'
          }
        />
      ) : (
        <div>
          <PeopleTable people={data.data} />
          <Pagination meta={data.meta} onPageChange={setPage} />
        </div>
      )}
      {canInvite && <PendingInvitations />}
      <Modal isOpen={isInviting} onClose={() => setInviting(false)} title="Invite person">
        <div className="mx-auto max-w-xl p-6">
          <h2 className="mb-4 text-lg font-semibold">Invite person</h2>
          {options && members ? (
            <InviteForm options={options} managers={members} onDone={() => setInviting(false)} />
          ) : (
            <ListSkeleton rows={4} rowClassName="h-10" label="Loading the form…" />
          )}
        </div>
      </Modal>
      <Modal isOpen={isInvitingMany} onClose={() => setInvitingMany(false)} title="Invite several people">
        <div className="mx-auto max-w-3xl p-6">
          <h2 className="mb-4 text-lg font-semibold">Invite several people</h2>
          {options ? (
            <BulkInvite options={options} onDone={() => setInvitingMany(false)} />
          ) : (
            <ListSkeleton rows={4} rowClassName="h-10" label="Loading the form…" />
          )}
        </div>
      </Modal>
    </div>
  );
}
