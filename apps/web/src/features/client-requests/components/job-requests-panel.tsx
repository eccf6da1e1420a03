import { useQuery } from '@tanstack/react-query';
import { FileInput } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/auth';
import { requestsQueryOptions } from '../api/requests';
import { RequestDialog } from './request-dialog';
import { RequestTable } from './request-table';

/**
 * A job's requests to its client on the job's page (View Requests), with "Request documents" for Manage
 * Requests holders: a new request on this job, whose open items make the job wait on the client.
 */
export function JobRequestsPanel({
  job,
}: {
  job: { id: string; title: string; customer: { id: string; name: string } };
}) {
  const canView = useCan('requests.view');
  const canManage = useCan('requests.manage');
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const requests = useQuery({ ...requestsQueryOptions({ status: 'all', jobId: job.id }), enabled: canView });
  if (!canView) return null;
  return (
    <section
      aria-labelledby="job-requests"
      className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="job-requests" className="flex items-center gap-2 text-base font-semibold">
          <FileInput aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Requests to the client
        </h2>
        {canManage && (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            Request documents
          </Button>
        )}
      </div>
      {requests.isPending ? (
        <ListSkeleton rows={1} label="Loading the job's requests…" />
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the job's requests. Try again later.
        </p>
      ) : requests.data.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nothing asked of the client for this job. While a request on it has an item the client still owes,
          the job waits on the client.
        </p>
      ) : (
        <RequestTable requests={requests.data.data} showClient={false} />
      )}
      {canManage && (
        <RequestDialog
          isOpen={isCreating}
          onClose={() => setCreating(false)}
          customer={job.customer}
          job={job}
          onSaved={(request) => navigate(`/app/requests/${request.id}`)}
        />
      )}
    </section>
  );
}
