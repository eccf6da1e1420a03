import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Grid3x3, Send, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  serviceClientsQueryOptions,
  serviceQueryOptions,
  useArchiveService,
  useUpdateService,
} from '../../../../features/services/api/services';
import { ApplyDialog } from '../../../../features/services/components/apply-dialog';
import { ClientServicesList } from '../../../../features/services/components/client-services-list';
import { ServiceForm } from '../../../../features/services/components/service-form';
import { describeFrequency, describeRule } from '../../../../features/services/lib/describe';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A service: its editor (read-only without Manage Services), Apply, Archive, and the clients that have it. */
export default function ServicePage() {
  const { id = '' } = useParams();
  const canManage = useCan('services.manage');
  const service = useQuery(serviceQueryOptions(id));
  const clients = useQuery(serviceClientsQueryOptions(id));
  const update = useUpdateService(id);
  const archive = useArchiveService(id);
  const [isApplying, setApplying] = useState(false);
  useDocumentTitle(service.data?.name ?? 'Service');

  if (service.isPending) return <ListSkeleton rows={3} rowClassName="h-32" label="Loading the service…" />;
  if (service.isError)
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {service.error instanceof ApiError && service.error.status === 404
            ? 'This service was not found.'
            : 'Could not load this service.'}
        </p>
        <Link to="/app/services" className="text-sm font-semibold text-brand-600 hover:underline">
          Back to services
        </Link>
      </div>
    );
  const detail = service.data;
  const toggleArchived = async () => {
    try {
      const saved = await archive.mutateAsync(!detail.isArchived);
      toast.success(
        saved.isArchived ? `${saved.name} is archived: it makes no new jobs.` : `${saved.name} is restored.`,
      );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');
    }
  };

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Services', to: '/app/services' }, { label: detail.name }]} />
      <PageHeader
        title={detail.name}
        description={`${describeFrequency(detail.frequency, detail.everyMonths)} · ${describeRule(detail.jobDateRule)}${
          detail.isArchived ? ' · Archived' : ''
        }`}
        actions={
          <>
            <Link to={`/app/services/${id}/matrix`} className={buttonClasses('secondary')}>
              <Grid3x3 aria-hidden className="size-4" />
              Compliance matrix
            </Link>
            {canManage && (
              <>
                <Button variant="secondary" onClick={toggleArchived} isLoading={archive.isPending}>
                  {detail.isArchived ? (
                    <ArchiveRestore aria-hidden className="size-4" />
                  ) : (
                    <Archive aria-hidden className="size-4" />
                  )}
                  {detail.isArchived ? 'Restore' : 'Archive'}
                </Button>
                {!detail.isArchived && (
                  <Button onClick={() => setApplying(true)}>
                    <Send aria-hidden className="size-4" />
                    Apply to clients
                  </Button>
                )}
              </>
            )}
          </>
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ServiceForm
          key={detail.updatedAt}
          service={detail}
          isReadOnly={!canManage}
          onSubmit={async (fields) => {
            const { data, jobsUpdated } = await update.mutateAsync(fields);
            toast.success(
              jobsUpdated
                ? `${data.name} was saved; ${plural(jobsUpdated, 'job')} not yet started took the changes.`
                : `${data.name} was saved.`,
            );
          }}
        />
      </div>
      <section
        aria-labelledby="service-clients"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="service-clients" className="mb-2 flex items-center gap-2 text-base font-semibold">
          <UsersRound aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Clients
          {clients.data && (
            <span className="font-normal text-slate-500 dark:text-slate-400">({clients.data.length})</span>
          )}
        </h2>
        {clients.isPending ? (
          <ListSkeleton rows={3} label="Loading the clients…" />
        ) : clients.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            Could not load the clients. Try again later.
          </p>
        ) : clients.data.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title="No client has this service yet"
            description="Apply it to clients picked one by one, by tag or by filter; each gets a job per period."
            action={
              canManage &&
              !detail.isArchived && <Button onClick={() => setApplying(true)}>Apply to clients</Button>
            }
          />
        ) : (
          <ClientServicesList rows={clients.data} show="client" canManage={canManage} />
        )}
      </section>
      <Modal isOpen={isApplying} onClose={() => setApplying(false)} title={`Apply ${detail.name}`}>
        {isApplying && <ApplyDialog service={detail} onDone={() => setApplying(false)} />}
      </Modal>
    </div>
  );
}
