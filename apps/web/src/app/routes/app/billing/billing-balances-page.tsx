import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from '../../../../components/ui/query-state';
import { SearchBox } from '../../../../components/ui/search-box';
import { balancesQueryOptions } from '../../../../features/billing/api/billing';
import { BalancesTable } from '../../../../features/billing/components/balances-table';
import { StatementDialog } from '../../../../features/billing/components/statement-dialog';
import { useBillingCurrency } from '../../../../features/billing/hooks/use-currency';
import { useDebounced } from '../../../../lib/use-debounced';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/**
 * What is owed (issue 42): each client's outstanding, advance and ageing (0-30, 31-60, 61-90 and over 90
 * days since the invoice's date), most owed first, with the firm's totals; a client's statement of account.
 */
export default function BillingBalancesPage() {
  useDocumentTitle('Owed');
  const currency = useBillingCurrency();
  const [searchText, setSearchText] = useState('');
  const q = useDebounced(searchText.trim(), 250);
  const [page, setPage] = useState(1);
  const balances = useQuery(balancesQueryOptions({ q: q || undefined, page }));
  const [statementOf, setStatementOf] = useState<{ id: string; name: string } | null>(null);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Owed"
        description="What each client owes on issued invoices, how long it has been owed, and advances paid."
      />
      <SearchBox
        label="Search clients"
        placeholder="Search by client"
        value={searchText}
        onChange={(text) => {
          setSearchText(text);
          setPage(1);
        }}
        className="sm:max-w-sm"
      />
      <QueryState
        query={balances}
        loading="Loading what is owed…"
        failed="Could not load what is owed. Try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={
          <EmptyState
            icon={Scale}
            title={q ? 'No client matches' : 'Nothing is owed'}
            description={
              q
                ? 'Clear the search to see every client.'
                : 'No issued invoice has a balance, and no client has paid in advance.'
            }
          />
        }
      >
        {(body) => (
          <>
            <BalancesTable
              rows={body.data}
              totals={body.totals}
              currency={currency}
              onStatement={setStatementOf}
            />
            <Pagination meta={body.meta} onPageChange={setPage} />
          </>
        )}
      </QueryState>
      <StatementDialog customer={statementOf} onClose={() => setStatementOf(null)} />
    </div>
  );
}
