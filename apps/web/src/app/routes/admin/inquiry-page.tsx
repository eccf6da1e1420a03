import { type AdminInquiry, INQUIRY_STATUSES, type InquiryStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { ArrowRight, Download, Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  type InquiryFilter,
  inquiriesCsvUrl,
  useInquiries,
  useUpdateInquiry,
} from '../../../features/admin/api/admin-api';
import { InquiryFollowUp, STATUS_LABELS } from '../../../features/admin/components/inquiry-follow-up';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';

const PAGE_SIZE = 20;
type Sort = InquiryFilter['sort'];

const STATUS_STYLES: Record<InquiryStatus, string> = {
  new: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  contacted: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  closed: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

function formatDate(iso: string) {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Filters live in the address, so a dashboard link (?status=new) and the back button keep them. */
function useInquiryFilter() {
  const [params, setParams] = useUrlParams();
  const filter: InquiryFilter = {
    q: params.get('q') ?? undefined,
    kind: (params.get('kind') as InquiryFilter['kind']) || undefined,
    status: (params.get('status') as InquiryStatus) || undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    sort: (params.get('sort') as Sort) || 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const update = (changes: Partial<Record<keyof InquiryFilter, string | number | undefined>>) => {
    setParams((next) => {
      for (const [key, value] of Object.entries(changes)) setOrDelete(next, key, value?.toString());
      if (!('page' in changes)) next.delete('page');
    });
  };
  return { filter, update };
}

function SortHeader({
  label,
  column,
  filter,
  onSort,
  className,
}: {
  label: string;
  column: Sort;
  filter: InquiryFilter;
  onSort: (column: Sort) => void;
  className?: string;
}) {
  const isActive = filter.sort === column;

  return (
    <th
      scope="col"
      className={clsx('px-4 py-3', className)}
      aria-sort={isActive ? (filter.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 uppercase"
      >
        {label}
        {isActive && (
          <ArrowRight
            aria-hidden
            className={clsx('size-3', filter.order === 'asc' ? '-rotate-90' : 'rotate-90')}
          />
        )}
      </button>
    </th>
  );
}

/** Inquiry: demo requests and contact messages, with search, filters, sort, follow-up and CSV export. */
export default function AdminInquiryPage() {
  useDocumentTitle('Inquiries');
  const { filter, update } = useInquiryFilter();
  const [search, setSearch] = useState(filter.q ?? '');
  const { data, isPending, isError, isFetching } = useInquiries(filter);
  const updateInquiry = useUpdateInquiry();
  const [open, setOpen] = useState<AdminInquiry | null>(null);

  // The search waits for a pause in typing before it asks the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: update is recreated every render
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filter.q ?? '') !== search.trim()) update({ q: search.trim() });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, filter.q]);

  const onSort = (column: Sort) =>
    update({ sort: column, order: filter.sort === column && filter.order === 'desc' ? 'asc' : 'desc' });
  const hasFilters = Boolean(filter.q || filter.kind || filter.status || filter.from || filter.to);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Inquiry"
        description="Demo requests and contact messages from the public site."
        actions={
          <a href={inquiriesCsvUrl(filter)} download className={buttonClasses('secondary')}>
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchBox
          label="Search inquiries"
          value={search}
          onChange={setSearch}
          className="sm:col-span-2 lg:col-span-1"
        />
        <label className="text-sm">
          <span className="sr-only">Kind</span>
          <select
            aria-label="Kind"
            className={inputClasses(false)}
            value={filter.kind ?? ''}
            onChange={(event) => update({ kind: event.target.value })}
          >
            <option value="">All kinds</option>
            <option value="demo">Demo requests</option>
            <option value="contact">Contact messages</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="sr-only">Status</span>
          <select
            aria-label="Status"
            className={inputClasses(false)}
            value={filter.status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0 text-slate-600 dark:text-slate-400">From</span>
          <input
            type="date"
            className={inputClasses(false)}
            value={filter.from ?? ''}
            onChange={(event) => update({ from: event.target.value })}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="shrink-0 text-slate-600 dark:text-slate-400">To</span>
          <input
            type="date"
            className={inputClasses(false)}
            value={filter.to ?? ''}
            onChange={(event) => update({ to: event.target.value })}
          />
        </label>
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the inquiries.
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={hasFilters ? 'No inquiries match these filters' : 'No inquiries yet'}
          description={
            hasFilters
              ? 'Change or clear the filters.'
              : 'Demo requests and contact messages will appear here.'
          }
        />
      ) : (
        <>
          <div
            className={clsx(
              'overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
              isFetching && 'opacity-70',
            )}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Inquiries</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
                <tr>
                  <SortHeader label="Date" column="createdAt" filter={filter} onSort={onSort} />
                  <SortHeader
                    label="Kind"
                    column="kind"
                    filter={filter}
                    onSort={onSort}
                    className="hidden md:table-cell"
                  />
                  <SortHeader label="Name" column="name" filter={filter} onSort={onSort} />
                  <SortHeader
                    label="Company"
                    column="company"
                    filter={filter}
                    onSort={onSort}
                    className="hidden lg:table-cell"
                  />
                  <th scope="col" className="hidden px-4 py-3 uppercase md:table-cell">
                    Contact
                  </th>
                  <SortHeader label="Status" column="status" filter={filter} onSort={onSort} />
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.data.map((inquiry) => (
                  <tr key={inquiry.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {formatDate(inquiry.createdAt)}
                    </td>
                    <td className="hidden px-4 py-3 md:table-cell">
                      {inquiry.kind === 'demo' ? 'Demo' : 'Contact'}
                    </td>
                    <td className="px-4 py-3 break-words">
                      <span className="font-medium">{inquiry.name}</span>
                      {inquiry.notes && (
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          {inquiry.notes}
                        </span>
                      )}
                    </td>
                    <td className="hidden px-4 py-3 lg:table-cell">{inquiry.company ?? '—'}</td>
                    <td className="hidden px-4 py-3 md:table-cell">
                      <span className="block break-all">{inquiry.email}</span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {inquiry.countryCode && `${inquiry.countryCode} `}
                        {inquiry.phone}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          STATUS_STYLES[inquiry.status],
                        )}
                      >
                        {STATUS_LABELS[inquiry.status]}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Button
                        variant="secondary"
                        onClick={() => setOpen(inquiry)}
                        aria-label={`Follow up ${inquiry.name}`}
                      >
                        Follow up
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination meta={data.meta} onPageChange={(page) => update({ page })} />
        </>
      )}
      <Modal isOpen={open !== null} onClose={() => setOpen(null)} title="Follow up">
        {open && (
          <div className="p-6">
            <h2 className="mb-5 pr-10 text-xl font-semibold">Follow up: {open.name}</h2>
            <InquiryFollowUp
              inquiry={open}
              onCancel={() => setOpen(null)}
              onSubmit={async (body) => {
                await updateInquiry.mutateAsync({ id: open.id, body });
                toast.success(
                  `Inquiry from ${open.name} marked ${STATUS_LABELS[body.status].toLowerCase()}.`,
                );
                setOpen(null);
              }}
            />
          </div>
        )}
      </Modal>
    </div>
  );
}
