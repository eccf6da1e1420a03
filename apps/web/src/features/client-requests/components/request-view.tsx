import { useQuery } from '@tanstack/react-query';
import {
  formatCalendarDate,
  type RequestDetail,
  type RequestEventKind,
  type RequestItemView,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { Check, FileText, History, ListChecks, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/customer-link';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { customerQueryOptions } from '../../../lib/customer-queries';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { requestFileUrl, useAcceptItem } from '../api/requests';
import {
  describeCadence,
  describeEvent,
  isRequestOverdue,
  useOrganizationToday,
} from '../lib/request-format';
import { ItemStatusChip, RequestStatusChip } from './request-chips';
import { ReturnItemDialog } from './return-item-dialog';

const card =
  'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Whom the request goes to: its contacts' names, read from the client (every receiving contact when none is chosen). */
function Recipients({ request }: { request: RequestDetail }) {
  const customer = useQuery(customerQueryOptions(request.customer.id));
  if (customer.isPending) return <>…</>;
  const contacts = customer.data?.contacts ?? [];
  const chosen =
    request.contactIds.length > 0
      ? contacts.filter((contact) => request.contactIds.includes(contact.id))
      : contacts.filter((contact) => contact.email && contact.receivesRequests);
  if (chosen.length === 0)
    return <span className="text-slate-500 dark:text-slate-400">No one with an email</span>;
  return <>{chosen.map((contact) => contact.name).join(', ')}</>;
}

/** The request's facts: client, job, due date (red once overdue), status, recipients, reminders. */
export function RequestFacts({ request }: { request: RequestDetail }) {
  const today = useOrganizationToday();
  const isOverdue = isRequestOverdue(request, today);
  return (
    <dl className={`${card} grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6`}>
      <Fact label="Client">
        <CustomerLink customer={request.customer} className="font-medium" />
      </Fact>
      <Fact label="Job">
        {request.job ? (
          <Link to={`/app/jobs/${request.job.id}`} className="hover:underline">
            {request.job.title}
          </Link>
        ) : (
          'None'
        )}
      </Fact>
      <Fact label="Due">
        <span className={clsx(isOverdue && 'font-semibold text-red-700 dark:text-red-300')}>
          {formatCalendarDate(request.dueOn)}
          {isOverdue && ' · Overdue'}
        </span>
      </Fact>
      <Fact label="Status">
        <RequestStatusChip status={request.status} />
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {request.openCount} of {request.itemCount} open · {request.toReviewCount} to review
        </span>
      </Fact>
      <Fact label="Sent to">
        <Recipients request={request} />
      </Fact>
      <Fact label="Reminders">
        {request.remindersPaused
          ? 'Paused'
          : describeCadence(request.remindDaysBefore, request.remindEveryDaysAfter)}
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {request.remindersSent} sent so far
        </span>
      </Fact>
    </dl>
  );
}

function ItemRow({
  request,
  item,
  canManage,
  onReturn,
}: {
  request: RequestDetail;
  item: RequestItemView;
  canManage: boolean;
  onReturn: (item: RequestItemView) => void;
}) {
  const dates = useDates();
  const accept = useAcceptItem(request.id);
  const acceptItem = async () => {
    try {
      await accept.mutateAsync(item.id);
      notify('success', `${item.name} accepted.`);
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError ? error.message : 'Could not accept the item. Try again later.',
      );
    }
  };
  // A complete request (everything in) is exactly when review starts; a cancelled one is closed.
  const canReview = canManage && request.status !== 'cancelled' && item.status === 'submitted';
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 flex-1 basis-48 font-medium wrap-anywhere">{item.name}</h3>
        <ItemStatusChip status={item.status} />
      </div>
      {item.note && <p className="text-sm text-slate-600 dark:text-slate-400">{item.note}</p>}
      {!item.wantsFile && <p className="text-xs text-slate-500 dark:text-slate-400">No file asked for</p>}
      {item.clientNote && (
        <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm wrap-anywhere dark:border-slate-600 dark:bg-slate-800/60">
          <span className="font-medium">The client's note: </span>
          {item.clientNote}
        </blockquote>
      )}
      {item.status === 'returned' && item.returnReason && (
        <p className="text-sm text-red-800 dark:text-red-200">
          <span className="font-medium">Returned: </span>
          {item.returnReason}
        </p>
      )}
      {item.files.length > 0 && (
        <ul aria-label={`Files of ${item.name}`} className="grid gap-1">
          {item.files.map((file) => (
            <li key={file.id} className="flex min-w-0 items-start gap-2 text-sm">
              <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="min-w-0">
                <a
                  href={requestFileUrl(request.id, file.id)}
                  download={file.fileName}
                  className="block truncate font-medium text-brand-700 hover:underline dark:text-brand-300"
                  title={file.fileName}
                >
                  {file.fileName}
                </a>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {formatSize(file.sizeBytes)} · {dates.dateTime(file.createdAt)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canReview && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={acceptItem}
            isLoading={accept.isPending}
            aria-label={`Accept ${item.name}`}
          >
            <Check aria-hidden className="size-4" />
            Accept
          </Button>
          <Button variant="secondary" onClick={() => onReturn(item)} aria-label={`Return ${item.name}`}>
            <Undo2 aria-hidden className="size-4" />
            Return
          </Button>
        </div>
      )}
    </li>
  );
}

/** The items, each with its status, the client's note and files, and Accept / Return once submitted. */
export function RequestItems({ request }: { request: RequestDetail }) {
  const canManage = useCan('requests.manage');
  const [returning, setReturning] = useState<RequestItemView | null>(null);
  return (
    <section aria-labelledby="request-items" className={card}>
      <h2 id="request-items" className="flex items-center gap-2 text-base font-semibold">
        <ListChecks aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        Items
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {request.items.map((item) => (
          <ItemRow
            key={item.id}
            request={request}
            item={item}
            canManage={canManage}
            onReturn={setReturning}
          />
        ))}
      </ul>
      <ReturnItemDialog requestId={request.id} item={returning} onClose={() => setReturning(null)} />
    </section>
  );
}

/** Events without a staff member are the client's (these) or the queue's (a reminder, a template's send). */
const CLIENT_EVENTS = new Set<RequestEventKind>(['uploaded', 'submitted']);

/** What happened to the request, oldest first, at times in the reader's zone. */
export function RequestHistory({ request }: { request: RequestDetail }) {
  const dates = useDates();
  return (
    <section aria-labelledby="request-history" className={card}>
      <h2 id="request-history" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <History aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        History
      </h2>
      {request.events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nothing yet: the request has not been sent.
        </p>
      ) : (
        <ol className="grid gap-2">
          {request.events.map((event) => (
            <li key={event.id} className="text-sm">
              <span className="wrap-anywhere">{describeEvent(event)}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {event.actorName ?? (CLIENT_EVENTS.has(event.kind) ? 'The client' : 'Automatic')} ·{' '}
                <time dateTime={event.createdAt}>{dates.dateTime(event.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
