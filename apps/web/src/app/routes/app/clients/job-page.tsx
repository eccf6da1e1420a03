import { useQuery } from '@tanstack/react-query';
import { Grid3x3 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { JobRequestsPanel } from '../../../../features/client-requests/components/job-requests-panel';
import { jobQueryOptions } from '../../../../features/services/api/client-jobs';
import { JobView } from '../../../../features/services/components/job-view';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/**
 * One job of recurring client work: View Services holders reach any; someone else through one of its
 * tasks (the API answers 404 otherwise, and 403 to whoever reads neither services nor tasks).
 */
export default function JobPage() {
  const { id = '' } = useParams();
  const canViewServices = useCan('services.view');
  const job = useQuery(jobQueryOptions(id));
  useDocumentTitle(job.data?.title ?? 'Job');

  if (job.isPending) return <ListSkeleton rows={4} label="Loading the job…" />;
  if (job.isError) {
    const status = job.error instanceof ApiError ? job.error.status : 0;
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {status === 404
            ? 'This job was not found, or none of its tasks is yours to see.'
            : status === 403
              ? 'You do not have permission to see jobs.'
              : 'Could not load this job. Try again later.'}
        </p>
        <Link to="/app" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          Back to the dashboard
        </Link>
      </div>
    );
  }
  const { data } = job;
  const matrixLink = `/app/services/${data.service.id}/matrix`;
  return (
    <div className="space-y-5">
      <Breadcrumb
        items={
          canViewServices
            ? [
                { label: 'Services', to: '/app/services' },
                { label: data.service.name, to: matrixLink },
                { label: data.periodLabel },
              ]
            : [{ label: data.service.name }, { label: data.periodLabel }]
        }
      />
      <PageHeader
        title={data.title}
        description={`${data.customer.name} · ${data.service.name}`}
        actions={
          canViewServices && (
            <Link to={matrixLink} className={buttonClasses('secondary')}>
              <Grid3x3 aria-hidden className="size-4" /> Compliance matrix
            </Link>
          )
        }
      />
      <JobView job={data} />
      <JobRequestsPanel job={data} />
    </div>
  );
}
