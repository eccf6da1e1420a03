import { useQuery } from '@tanstack/react-query';
import type { ServiceSummary } from '@taskflow/shared';
import { ListPlus, Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { QueryState } from '../../../../components/ui/query-state';
import { servicesQueryOptions, useAddStarterServices } from '../../../../features/services/api/services';
import { ApplyDialog } from '../../../../features/services/components/apply-dialog';
import { ServiceList } from '../../../../features/services/components/service-list';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Services (issue 40): the templates of recurring client work, applied to many clients at once. */
export default function ServicesPage() {
  useDocumentTitle('Services');
  const canManage = useCan('services.manage');
  const [showArchived, setShowArchived] = useState(false);
  const [applying, setApplying] = useState<ServiceSummary | null>(null);
  const services = useQuery(servicesQueryOptions(showArchived));
  const addStarter = useAddStarterServices();
  const hasStarter = services.data?.some((service) => service.isStarter) ?? true;

  const addStarterServices = async () => {
    try {
      const result = await addStarter.mutateAsync();
      toast.success(
        result.added.length
          ? `${result.added.length} starter services added. Check their dates against the current notifications.`
          : 'You have every starter service already.',
      );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not add the starter services.');
    }
  };
  const starterButton = (
    <Button variant="secondary" onClick={addStarterServices} isLoading={addStarter.isPending}>
      <ListPlus aria-hidden className="size-4" />
      Add starter services
    </Button>
  );
  const newButton = (
    <Link to="/app/services/new" className={buttonClasses('primary')}>
      <Plus aria-hidden className="size-4" />
      New service
    </Link>
  );

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Customer Management', to: '/app/customers' }, { label: 'Services' }]} />
      <PageHeader
        title="Services"
        description="Recurring work for clients: a job per client and period, with its steps as tasks."
        actions={
          canManage && (
            <>
              {!hasStarter && starterButton}
              {newButton}
            </>
          )
        }
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={showArchived}
          onChange={(event) => setShowArchived(event.target.checked)}
        />
        Show archived services
      </label>
      <QueryState
        query={services}
        rowClassName="h-28"
        loading="Loading services…"
        failed="Could not load the services. Try again later."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon={Repeat}
            title="No services yet"
            description="A service is work you do for many clients every period, such as GSTR-3B every month. Start from the Indian statutory calendar, or make your own."
            action={
              canManage && (
                <div className="flex flex-wrap justify-center gap-2">
                  {starterButton}
                  {newButton}
                </div>
              )
            }
          />
        }
      >
        {(rows) => <ServiceList services={rows} canManage={canManage} onApply={setApplying} />}
      </QueryState>
      <Modal
        isOpen={applying !== null}
        onClose={() => setApplying(null)}
        title={`Apply ${applying?.name ?? ''}`}
      >
        {applying && <ApplyDialog service={applying} onDone={() => setApplying(null)} />}
      </Modal>
    </div>
  );
}
