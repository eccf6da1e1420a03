import { ArrowLeft, Mail, Pencil, Phone, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Modal } from '../../../../components/ui/modal';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  useOrgTree,
  usePeopleOptions,
  usePerson,
  useSetPersonActive,
} from '../../../../features/people/api/people';
import { DepartmentChip } from '../../../../features/people/components/department-chip';
import { PersonEditForm } from '../../../../features/people/components/person-edit-form';
import { StatusBadge } from '../../../../features/people/components/status-badge';
import { ApiError } from '../../../../lib/api-client';
import { useCan, useMe } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function PersonPage() {
  const { id = '' } = useParams();
  const { data: person, isPending, isError, error } = usePerson(id);
  useDocumentTitle(person?.name ?? 'Profile');
  const { data: me } = useMe();
  const dates = useDates();
  const canEdit = useCan('users.edit');
  const canDeactivate = useCan('users.deactivate');
  const [isEditing, setEditing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const { data: options } = usePeopleOptions();
  const { data: members } = useOrgTree(isEditing);
  const setActive = useSetPersonActive(id);

  if (isPending) {
    return <ListSkeleton rows={2} rowClassName="h-32" label="Loading the profile…" />;
  }
  if (isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-600">
          {error instanceof ApiError && error.status === 404
            ? 'This person was not found.'
            : 'Could not load this profile.'}
        </p>
        <Link to="/app/people" className="text-sm font-semibold text-brand-600 hover:underline">
          Back to people
        </Link>
      </div>
    );
  }

  const onToggleActive = async () => {
    try {
      await setActive.mutateAsync(!person.isActive);
      toast.success(
        person.isActive ? `${person.name} has been deactivated.` : `${person.name} can sign in again.`,
      );
      setConfirming(false);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : 'Something went wrong. Try again later.');
    }
  };

  const detail = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm">{value ?? '—'}</dd>
    </div>
  );

  return (
    <div className="space-y-6">
      <Link
        to="/app/people"
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
      >
        <ArrowLeft aria-hidden className="size-4" /> People
      </Link>
      <section className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <Avatar name={person.name} src={person.avatarUrl} className="size-16 text-xl" />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
            {person.name} <StatusBadge isActive={person.isActive} />
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[person.employeeCode, person.jobTitle, person.roleName].filter(Boolean).join(' · ') ||
              'No job title'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" /> Edit
            </Button>
          )}
          {canDeactivate && person.id !== me?.id && (
            <Button variant={person.isActive ? 'danger' : 'secondary'} onClick={() => setConfirming(true)}>
              {person.isActive ? (
                <UserX aria-hidden className="size-4" />
              ) : (
                <UserCheck aria-hidden className="size-4" />
              )}
              {person.isActive ? 'Deactivate' : 'Reactivate'}
            </Button>
          )}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="person-details"
          className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="person-details" className="mb-4 text-lg font-semibold">
            Details
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            {detail(
              'Email',
              <a
                href={`mailto:${person.email}`}
                className="inline-flex items-center gap-1 break-all hover:underline"
              >
                <Mail aria-hidden className="size-4 shrink-0" /> {person.email}
              </a>,
            )}
            {detail(
              'Phone',
              person.phone ? (
                <a href={`tel:${person.phone}`} className="inline-flex items-center gap-1 hover:underline">
                  <Phone aria-hidden className="size-4" /> {person.phone}
                </a>
              ) : null,
            )}
            {detail('Role', person.roleName)}
            {detail(
              'Department',
              person.departmentId ? (
                <DepartmentChip id={person.departmentId} name={person.departmentName} />
              ) : null,
            )}
            {detail(
              'Manager',
              person.managerId ? (
                <Link
                  to={`/app/people/${person.managerId}`}
                  className="font-medium text-brand-600 hover:underline"
                >
                  {person.managerName}
                </Link>
              ) : null,
            )}
            {detail('Joined', person.joinedOn ? dates.calendarDate(person.joinedOn) : null)}
          </dl>
        </section>
        <section
          aria-labelledby="direct-reports"
          className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="direct-reports" className="mb-4 text-lg font-semibold">
            Direct reports ({person.directReports.length})
          </h2>
          {person.directReports.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No one reports to {person.name}.</p>
          ) : (
            <ul className="space-y-3">
              {person.directReports.map((report) => (
                <li key={report.id} className="flex items-center gap-3">
                  <Avatar name={report.name} src={report.avatarUrl} className="size-8 text-xs" />
                  <div className="min-w-0">
                    <Link
                      to={`/app/people/${report.id}`}
                      className="block truncate font-medium hover:underline"
                    >
                      {report.name}
                    </Link>
                    <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                      {report.jobTitle ?? '—'}
                      {!report.isActive && ' · Inactive'}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Modal isOpen={isEditing} onClose={() => setEditing(false)} title={`Edit ${person.name}`}>
        <div className="mx-auto max-w-xl p-6">
          <h2 className="mb-4 text-lg font-semibold">Edit {person.name}</h2>
          {options && members ? (
            <PersonEditForm
              person={person}
              options={options}
              members={members}
              onDone={() => setEditing(false)}
            />
          ) : (
            <ListSkeleton rows={4} rowClassName="h-10" label="Loading the form…" />
          )}
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={isConfirming}
        title={person.isActive ? `Deactivate ${person.name}?` : `Reactivate ${person.name}?`}
        description={
          person.isActive
            ? 'They will be signed out everywhere at once and cannot sign in until reactivated.'
            : 'They will be able to sign in again with their existing account.'
        }
        confirmLabel={person.isActive ? 'Deactivate' : 'Reactivate'}
        tone={person.isActive ? 'danger' : 'primary'}
        isPending={setActive.isPending}
        onConfirm={onToggleActive}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
