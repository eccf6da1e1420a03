import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/auth';
import { customerServicesQueryOptions } from '../api/services';
import { ClientServicesList } from './client-services-list';

/** A client's services on the client's page: for View Services holders; managed with Manage Services. */
export function ClientServicesPanel({ customerId }: { customerId: string }) {
  const canView = useCan('services.view');
  const canManage = useCan('services.manage');
  const services = useQuery({ ...customerServicesQueryOptions(customerId), enabled: canView });
  if (!canView) return null;
  return (
    <section
      aria-labelledby="customer-services"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="customer-services" className="mb-2 flex items-center gap-2 text-base font-semibold">
        <Repeat aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        Services
      </h2>
      {services.isPending ? (
        <ListSkeleton rows={2} label="Loading the client's services…" />
      ) : services.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the client's services. Try again later.
        </p>
      ) : services.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No services yet.{' '}
          {canManage && (
            <Link
              to="/app/services"
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Apply one from Services
            </Link>
          )}
        </p>
      ) : (
        <ClientServicesList rows={services.data} show="service" canManage={canManage} />
      )}
    </section>
  );
}
