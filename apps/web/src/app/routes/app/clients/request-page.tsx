import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { requestQueryOptions, useSendResult } from '../../../../features/client-requests/api/requests';
import { RequestActions } from '../../../../features/client-requests/components/request-actions';
import {
  RequestFacts,
  RequestHistory,
  RequestItems,
} from '../../../../features/client-requests/components/request-view';
import { SendResultPanel } from '../../../../features/client-requests/components/send-result';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/**
 * One request to a client (issue 41): its facts, the actions of Manage Requests holders, the WhatsApp
 * links of the send just made, the items to review, and what happened to it.
 */
export default function RequestPage() {
  const { id = '' } = useParams();
  const request = useQuery(requestQueryOptions(id));
  const sent = useSendResult(id);
  const canManage = useCan('requests.manage');
  const dates = useDates();
  useDocumentTitle(request.data?.title ?? 'Request');

  if (request.isPending) return <ListSkeleton rows={4} label="Loading the request…" />;
  if (request.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {request.error instanceof ApiError && request.error.status === 404
            ? 'This request was not found.'
            : 'Could not load this request. Try again later.'}
        </p>
        <Link
          to="/app/requests"
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          Back to requests
        </Link>
      </div>
    );
  }
  const { data } = request;
  return (
    <div className="space-y-5">
      <Breadcrumb
        items={[
          { label: 'Requests', to: '/app/requests' },
          { label: data.customer.name },
          { label: data.title },
        ]}
      />
      <PageHeader
        title={data.title}
        description={
          data.sentAt
            ? `${data.customer.name} · sent ${dates.dateTime(data.sentAt)}`
            : `${data.customer.name} · not sent yet`
        }
        actions={canManage && <RequestActions request={data} />}
      />
      {sent && data.status === 'open' && <SendResultPanel result={sent} />}
      <RequestFacts request={data} />
      {data.message && (
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm whitespace-pre-line wrap-anywhere sm:p-5 dark:border-slate-800 dark:bg-slate-900">
          {data.message}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <RequestItems request={data} />
        <RequestHistory request={data} />
      </div>
    </div>
  );
}
