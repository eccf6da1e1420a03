import { useQuery } from '@tanstack/react-query';
import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { TextField } from '../../../../components/ui/field';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from '../../../../components/ui/query-state';
import { SearchBox } from '../../../../components/ui/search-box';
import { unbilledQueryOptions } from '../../../../features/billing/api/billing';
import { Money } from '../../../../features/billing/components/parts';
import { UnbilledTable } from '../../../../features/billing/components/unbilled-table';
import { useBillingCurrency } from '../../../../features/billing/hooks/use-currency';
import { useDraftInvoice } from '../../../../features/billing/hooks/use-draft-invoice';
import { useDebounced } from '../../../../lib/use-debounced';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/**
 * Unbilled work across the firm (issue 42): each client's done fixed-fee jobs and approved billable time
 * not yet on an invoice, with amounts, up to a day; a draft invoice of a client's work in one action.
 */
export default function BillingUnbilledPage() {
  useDocumentTitle('Unbilled work');
  const currency = useBillingCurrency();
  const [searchText, setSearchText] = useState('');
  const q = useDebounced(searchText.trim(), 250);
  const [upTo, setUpTo] = useState('');
  const [page, setPage] = useState(1);
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(upTo);
  const unbilled = useQuery(
    unbilledQueryOptions({ q: q || undefined, upTo: isDay ? upTo : undefined, page }),
  );
  const { draft, pendingId } = useDraftInvoice();
  const isFiltered = Boolean(q || isDay);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Unbilled work"
        description="Done jobs with a fixed fee and approved billable time that no invoice holds yet, up to today or the day you choose."
        actions={
          unbilled.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              In all:{' '}
              <Money
                minor={unbilled.data.totals.totalMinor}
                currency={currency}
                className="text-lg font-semibold text-slate-900 dark:text-slate-100"
              />
            </p>
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
        <SearchBox
          label="Search clients"
          placeholder="Search by client"
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPage(1);
          }}
        />
        <TextField
          label="Work done up to"
          type="date"
          value={upTo}
          onChange={(event) => {
            setUpTo(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryState
        query={unbilled}
        loading="Loading the unbilled work…"
        failed="Could not load the unbilled work. Try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={
          <EmptyState
            icon={CircleCheckBig}
            title={isFiltered ? 'No client matches' : 'Everything is billed'}
            description={
              isFiltered
                ? 'Clear the search or choose a later day.'
                : 'No done fixed-fee job and no approved billable time is waiting for an invoice. Time still awaiting approval appears here once approved.'
            }
          />
        }
      >
        {(body) => (
          <>
            <UnbilledTable
              rows={body.data}
              currency={currency}
              totalMinor={body.totals.totalMinor}
              onDraft={draft}
              pendingId={pendingId}
            />
            <Pagination meta={body.meta} onPageChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
