import type { PeopleStatus } from '@taskflow/shared';
import { Search, UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { useOrgTree, usePeople, usePeopleOptions } from '../../../../features/people/api/people';
import { PeopleTable } from '../../../../features/people/components/people-table';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

const PAGE_SIZE = 20;

export default function PeoplePage() {
  useDocumentTitle('People');
  const id = useId();
  const canInvite = useCan('users.invite');
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const q = params.get('q') ?? '';
  const departmentId = params.get('departmentId') ?? '';
  const roleId = params.get('roleId') ?? '';
  const status = (params.get('status') ?? '') as PeopleStatus | '';
  const [search, setSearch] = useState(q);
  // `?invite=1` (a quick action or the command palette) opens the invitation form.
  const [isInviting, setInviting] = useState(() => params.get('invite') === '1');
  const [isInvitingMany, setInvitingMany] = useState(false);
  useEffect(() => {
    if (!params.has('invite')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invite');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  // Searching waits for a pause in typing, so each keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== q) setParam('q', search.trim());
    }, 300);
    return () => clearTimeout(timer);
  });

  const { data, isPending, isError, isFetching } = usePeople({
    page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    departmentId: departmentId || undefined,
    roleId: roleId || undefined,
    status: status || undefined,
  });
  const { data: options } = usePeopleOptions();
  const { data: members } = useOrgTree(isInviting);
  const isFiltered = Boolean(q || departmentId || roleId || status);

  const filter = (key: string, label: string, value: string, choices: { id: string; name: string }[]) => (
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
        onChange={(event) => setParam(key, event.target.value)}
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
          <Pagination meta={data.meta} onPageChange={(next) => setParam('page', String(next))} />
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
