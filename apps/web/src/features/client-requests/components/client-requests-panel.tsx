import { useQuery } from '@tanstack/react-query';
import type { ClientLinkView } from '@taskflow/shared';
import { FileInput, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { clientLinksQueryOptions, requestsQueryOptions, useRevokeClientLink } from '../api/requests';
import { RequestDialog } from './request-dialog';
import { RequestTable } from './request-table';

/** Requests shown on a client's page; the Requests page lists the rest. */
const SHOWN = 10;

const card =
  'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

function linkState(link: ClientLinkView): string {
  if (link.revokedAt) return 'Revoked';
  return link.isLive ? 'Works' : 'Expired';
}

/** The client's links: to whom, when, until when, last opened; a live one can be revoked at once. */
function ClientLinks({ customerId }: { customerId: string }) {
  const dates = useDates();
  const canManage = useCan('requests.manage');
  const links = useQuery(clientLinksQueryOptions(customerId));
  const revoke = useRevokeClientLink(customerId);
  const [revoking, setRevoking] = useState<ClientLinkView | null>(null);
  if (links.isPending) return <ListSkeleton rows={1} label="Loading the client's links…" />;
  if (links.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load the client's links.
      </p>
    );
  if (links.data.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">No link has been sent to this client.</p>
    );
  return (
    <>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {links.data.map((link) => (
          <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <div className="min-w-0 flex-1 basis-56">
              <p className="wrap-anywhere">{link.sentTo || 'Copied by hand'}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Sent {dates.date(link.createdAt)} ·{' '}
                {link.revokedAt
                  ? `revoked ${dates.date(link.revokedAt)}`
                  : `${link.isLive ? 'works until' : 'expired'} ${dates.date(link.expiresAt)}`}
                {link.lastUsedAt ? ` · last opened ${dates.dateTime(link.lastUsedAt)}` : ' · never opened'}
              </p>
            </div>
            <span
              className={
                link.isLive
                  ? 'text-xs font-medium text-emerald-800 dark:text-emerald-200'
                  : 'text-xs text-slate-500 dark:text-slate-400'
              }
            >
              {linkState(link)}
            </span>
            {canManage && link.isLive && (
              <Button
                variant="secondary"
                onClick={() => setRevoking(link)}
                aria-label={`Revoke the link sent ${dates.date(link.createdAt)} to ${link.sentTo || 'the client'}`}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke this link?"
        description="It stops working at once: whoever opens it is told to ask the firm for a new one. The client's requests stay open; send one again for a new link."
        confirmLabel="Revoke link"
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync(revoking.id);
            notify('success', 'Link revoked.');
          } catch (error) {
            notify('error', error instanceof ApiError ? error.message : 'Could not revoke the link.');
          }
          setRevoking(null);
        }}
      />
    </>
  );
}

/**
 * A client's requests on the client's page (View Requests): the latest, open ones first as the API
 * sorts them, "New request" for Manage Requests holders, and the client's links.
 */
export function ClientRequestsPanel({ customer }: { customer: { id: string; name: string } }) {
  const canView = useCan('requests.view');
  const canManage = useCan('requests.manage');
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const requests = useQuery({
    ...requestsQueryOptions({ status: 'all', customerId: customer.id, pageSize: SHOWN }),
    enabled: canView,
  });
  if (!canView) return null;
  const total = requests.data?.meta.total ?? 0;
  return (
    <section aria-labelledby="customer-requests" className={`${card} grid gap-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-requests" className="flex items-center gap-2 text-base font-semibold">
          <FileInput aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Requests
        </h2>
        {canManage && (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            New request
          </Button>
        )}
      </div>
      {requests.isPending ? (
        <ListSkeleton rows={2} label="Loading the client's requests…" />
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the client's requests. Try again later.
        </p>
      ) : requests.data.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nothing asked of this client yet. A request mails them a link to upload what you need, without an
          account.
        </p>
      ) : (
        <>
          <RequestTable requests={requests.data.data} showClient={false} />
          {total > SHOWN && (
            <Link
              to={`/app/requests?status=all&q=${encodeURIComponent(customer.name)}`}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              All {total} requests of {customer.name}
            </Link>
          )}
        </>
      )}
      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Link2 aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Client links
        </h3>
        <ClientLinks customerId={customer.id} />
      </div>
      {canManage && (
        <RequestDialog
          isOpen={isCreating}
          onClose={() => setCreating(false)}
          customer={customer}
          onSaved={(request) => navigate(`/app/requests/${request.id}`)}
        />
      )}
    </section>
  );
}
