import { useQuery } from '@tanstack/react-query';
import { INVOICE_VIEW_STATUS_LABELS, INVOICE_VIEW_STATUSES, type InvoiceViewStatus } from '@taskflow/shared';
import { CalendarPlus, FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/field';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from '../../../../components/ui/query-state';
import { SearchBox } from '../../../../components/ui/search-box';
import { type InvoiceListParams, invoicesQueryOptions } from '../../../../features/billing/api/invoices';
import { InvoicesTable } from '../../../../features/billing/components/invoices-table';
import {
  MonthDraftsBar,
  MonthDraftsDialog,
} from '../../../../features/billing/components/month-drafts-dialog';
import { NewDraftDialog } from '../../../../features/billing/components/new-draft-dialog';
import { useMonthDrafts } from '../../../../features/billing/hooks/use-month-drafts';
import { customerSource } from '../../../../lib/choice-sources';
import { useDebounced } from '../../../../lib/use-debounced';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

const STATUS_CHOICES = INVOICE_VIEW_STATUSES.map((id) => ({ id, label: INVOICE_VIEW_STATUS_LABELS[id] }));

/** The filters the address holds, each kept only when the API would take it. */
function filtersOf(search: URLSearchParams): InvoiceListParams {
  const status = search.get('status') ?? '';
  return {
    status: (INVOICE_VIEW_STATUSES as readonly string[]).includes(status)
      ? (status as InvoiceViewStatus)
      : undefined,
    customerId: search.get('customerId') || undefined,
    q: search.get('q')?.trim().slice(0, 200) || undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

/**
 * Invoices (issue 42): every invoice and credit note of the firm, by status (overdue, part paid, paid…),
 * client and number; a new draft for a client, or drafts for every client of a month. Filters live in
 * the address, so a link keeps them.
 */
export default function BillingInvoicesPage() {
  useDocumentTitle('Invoices');
  const [searchParams, setParams] = useUrlParams();
  const filters = filtersOf(searchParams);
  const invoices = useQuery(invoicesQueryOptions(filters));
  const [searchText, setSearchText] = useState(filters.q ?? '');
  const q = useDebounced(searchText.trim(), 250);
  const [isCreating, setCreating] = useState(false);
  const [isDrafting, setDrafting] = useState(false);
  const monthDrafts = useMonthDrafts();

  /** Changes some filters, back on the first page unless a page is given. */
  const write = (change: Partial<InvoiceListParams>) =>
    setParams((current) => {
      const next = { ...filtersOf(current), page: 1, ...change };
      const params = new URLSearchParams();
      if (next.status) params.set('status', next.status);
      if (next.customerId) params.set('customerId', next.customerId);
      if (next.q) params.set('q', next.q);
      if (next.page && next.page > 1) params.set('page', String(next.page));
      return params;
    });
  // The search box's text goes into the address once typing pauses, back on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search rewrites the address
  useEffect(() => {
    if ((q || undefined) !== filters.q) write({ q: q || undefined });
  }, [q]);

  const isFiltered = Boolean(filters.status || filters.customerId || filters.q);
  const newDraft = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden className="size-4" />
      New draft
    </Button>
  );
  return (
    <div className="space-y-5">
      <PageHeader
        title="Invoices"
        description="Drafts from the clients' unbilled work, issued invoices and credit notes, and what is still owed on each."
        actions={
          <>
            <Button variant="secondary" onClick={() => setDrafting(true)}>
              <CalendarPlus aria-hidden className="size-4" />
              Drafts for a month
            </Button>
            {newDraft}
          </>
        }
      />
      {monthDrafts.isRunning && !isDrafting && (
        <section
          aria-label="Drafts for a month"
          className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <MonthDraftsBar progress={monthDrafts.progress} />
        </section>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,20rem)_minmax(0,1fr)] lg:items-end">
        <SelectField
          label="Status"
          empty="Any status"
          choices={STATUS_CHOICES}
          value={filters.status ?? ''}
          onChange={(event) => write({ status: (event.target.value || undefined) as InvoiceViewStatus })}
        />
        <ChoiceSelect
          label="Client"
          source={customerSource}
          value={filters.customerId ?? ''}
          onChange={(customerId) => write({ customerId: customerId || undefined })}
          emptyChoice="All clients"
          placeholder="All clients"
        />
        <SearchBox
          label="Search invoices"
          placeholder="Search by number or client"
          value={searchText}
          onChange={setSearchText}
          className="w-full sm:col-span-2 lg:col-span-1"
        />
      </div>
      <QueryState
        query={invoices}
        loading="Loading the invoices…"
        failed="Could not load the invoices. Try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={
          <EmptyState
            icon={FileText}
            title={isFiltered ? 'No invoice matches' : 'No invoices yet'}
            description={
              isFiltered
                ? 'Clear the search or choose another status or client.'
                : 'Make a draft from a client’s unbilled work, or drafts for every client of a month. A draft is issued when it is checked: only then does it take its number.'
            }
            action={!isFiltered && newDraft}
          />
        }
      >
        {(body) => (
          <>
            <InvoicesTable invoices={body.data} />
            <Pagination meta={body.meta} onPageChange={(page) => write({ page })} />
          </>
        )}
      </QueryState>
      <NewDraftDialog isOpen={isCreating} onClose={() => setCreating(false)} />
      <MonthDraftsDialog isOpen={isDrafting} onClose={() => setDrafting(false)} run={monthDrafts} />
    </div>
  );
}
