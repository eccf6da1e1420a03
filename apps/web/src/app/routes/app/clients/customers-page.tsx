import { useQuery } from '@tanstack/react-query';
import { type Customer, isCustomerEntityType } from '@taskflow/shared';
import { Building2, FileUp, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import {
  customerQueryOptions,
  useCreateCustomer,
  useCustomers,
  useDeleteCustomerWithUndo,
  useUpdateCustomer,
} from '../../../../features/customers/api/customers';
import { CustomerDetails } from '../../../../features/customers/components/customer-details';
import {
  CustomerFilters,
  type CustomerFilterValues,
} from '../../../../features/customers/components/customer-filters';
import { CustomerForm } from '../../../../features/customers/components/customer-form';
import { CustomerTable } from '../../../../features/customers/components/customer-table';
import { ImportCustomers } from '../../../../features/customers/components/import-customers';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

const PAGE_SIZE = 10;

type Dialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'view'; customer: Customer }
  | { kind: 'edit'; customer: Customer }
  | null;

/** A client's detail (its contacts) for a dialog: the list's row shows at once, the detail follows. */
function useDetailOf(customer: Customer | undefined) {
  return useQuery({ ...customerQueryOptions(customer?.id ?? ''), enabled: Boolean(customer) });
}

export default function CustomersPage() {
  useDocumentTitle('Customer Management');
  const [searchParams, setSearchParams] = useSearchParams();
  const canCreateOnOpen = useCan('customers.create');
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const q = searchParams.get('q') ?? '';
  const entityParam = searchParams.get('entityType') ?? '';
  const filters: CustomerFilterValues = {
    tag: searchParams.get('tag') ?? '',
    responsibleId: searchParams.get('responsibleId') ?? '',
    entityType: isCustomerEntityType(entityParam) ? entityParam : '',
  };
  const isFiltered = Boolean(filters.tag || filters.responsibleId || filters.entityType);
  const [searchText, setSearchText] = useState(q);
  // `?new=1` (a quick action) opens the Add Customer form; `?view=<id>` (the command palette) a customer.
  const [dialog, setDialog] = useState<Dialog>(() =>
    searchParams.get('new') === '1' && canCreateOnOpen ? { kind: 'add' } : null,
  );
  const canCreate = useCan('customers.create');
  const canEdit = useCan('customers.edit');
  const canDelete = useCan('customers.delete');
  const { data, isPending, isError, isFetching } = useCustomers({ page, pageSize: PAGE_SIZE, q, ...filters });
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const removeWithUndo = useDeleteCustomerWithUndo();

  const setListParams = useCallback(
    (next: { page?: number; q?: string } & Partial<CustomerFilterValues>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const name of ['q', 'tag', 'responsibleId', 'entityType'] as const) {
            const value = next[name];
            if (value === undefined) continue;
            if (value) params.set(name, value);
            else params.delete(name);
          }
          const nextPage = next.page ?? 1;
          if (nextPage > 1) params.set('page', String(nextPage));
          else params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Search as the user types, once they pause.
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setListParams({ q: trimmed }), 300);
    return () => clearTimeout(timer);
  }, [searchText, q, setListParams]);

  const viewId = searchParams.get('view');
  useEffect(() => {
    const wanted = viewId && data?.data.find((customer) => customer.id === viewId);
    if (wanted) setDialog({ kind: 'view', customer: wanted });
  }, [viewId, data]);
  // The one-off parameters are spent once read.
  useEffect(() => {
    if (!searchParams.has('new') && !(searchParams.has('view') && data)) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('new');
        params.delete('view');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, data, setSearchParams]);

  // Deleting the last row of the last page leaves an empty page: step back.
  useEffect(() => {
    if (data && data.data.length === 0 && data.meta.total > 0 && page > 1) {
      setListParams({ page: Math.ceil(data.meta.total / PAGE_SIZE) });
    }
  }, [data, page, setListParams]);

  const close = () => setDialog(null);

  // The same name and email again is most likely a mistake: say so once; Save again adds it anyway.
  const [acceptedDuplicate, setAcceptedDuplicate] = useState<string>();
  const warnOfDuplicate = async (form: FormData) => {
    const name = String(form.get('businessName') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const key = `${name.toLowerCase()}|${email.toLowerCase()}`;
    if (acceptedDuplicate === key) return;
    const same = await apiFetch<{ data: Customer[] }>(
      `/customers?page=1&pageSize=20&q=${encodeURIComponent(email)}`,
    ).catch(() => ({ data: [] as Customer[] }));
    const isDuplicate = same.data.some(
      (customer) =>
        customer.businessName.trim().toLowerCase() === name.toLowerCase() &&
        customer.email.toLowerCase() === email.toLowerCase(),
    );
    if (!isDuplicate) return;
    setAcceptedDuplicate(key);
    throw new ApiError(
      409,
      'POSSIBLE_DUPLICATE',
      `${name} with ${email} is already in the Customer List. Save again to add it anyway.`,
    );
  };
  const onView = useCallback((customer: Customer) => setDialog({ kind: 'view', customer }), []);
  const onEdit = useCallback((customer: Customer) => setDialog({ kind: 'edit', customer }), []);

  const addButton = canCreate && (
    <Button onClick={() => setDialog({ kind: 'add' })}>
      <Plus aria-hidden className="size-4" />
      Add Customer
    </Button>
  );
  const importButton = canCreate && (
    <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
      <FileUp aria-hidden className="size-4" />
      Import clients
    </Button>
  );
  const viewed = useDetailOf(dialog?.kind === 'view' ? dialog.customer : undefined);
  const edited = useDetailOf(dialog?.kind === 'edit' ? dialog.customer : undefined);

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Customer Management' }]} />
      <PageHeader
        title="Customer Management"
        description="The clients your organization works for: their tax identifiers, groups and people."
        actions={
          (addButton || importButton) && (
            <>
              {importButton}
              {addButton}
            </>
          )
        }
      />

      <section aria-labelledby="customer-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="customer-list-heading" className="text-lg font-semibold">
            Customer List
          </h2>
          <SearchBox
            label="Search customers by business name or email"
            placeholder="Name, email, PAN or GSTIN"
            value={searchText}
            onChange={setSearchText}
            className="w-full sm:w-80"
          />
        </div>
        <CustomerFilters values={filters} onChange={(next) => setListParams(next)} />

        {isPending ? (
          <ListSkeleton rowClassName="h-14" label="Loading customers…" />
        ) : isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            Could not load the customers. Try again later.
          </p>
        ) : data.meta.total === 0 ? (
          q || isFiltered ? (
            <EmptyState
              icon={Search}
              title="No customers found"
              description={
                q
                  ? `No customer's name, email, PAN or GSTIN contains "${q}"${isFiltered ? ' among the filtered ones' : ''}.`
                  : 'No customer matches these filters.'
              }
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearchText('');
                    setListParams({ q: '', tag: '', responsibleId: '', entityType: '' });
                  }}
                >
                  Clear search and filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Building2}
              title="No customers yet"
              description="Add the clients you work for, or import them from a sheet, Tally or Zoho."
              action={
                (addButton || importButton) && (
                  <div className="flex flex-wrap justify-center gap-3">
                    {importButton}
                    {addButton}
                  </div>
                )
              }
            />
          )
        ) : (
          <div aria-busy={isFetching}>
            <CustomerTable
              customers={data.data}
              canEdit={canEdit}
              canDelete={canDelete}
              onView={onView}
              onEdit={onEdit}
              onDelete={removeWithUndo}
            />
            <Pagination meta={data.meta} onPageChange={(next) => setListParams({ page: next })} />
          </div>
        )}
      </section>

      <Modal
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? 'Edit Customer' : 'Add Customer'}
      >
        <div className="mx-auto max-w-2xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">
            {dialog?.kind === 'edit' ? 'Edit Customer' : 'Add Customer'}
          </h2>
          {dialog?.kind === 'add' && (
            <CustomerForm
              onCancel={close}
              onSubmit={async (form) => {
                await warnOfDuplicate(form);
                const { data: customer } = await create.mutateAsync(form);
                toast.success(`${customer.businessName} was added to the Customer List.`);
                close();
              }}
            />
          )}
          {dialog?.kind === 'edit' &&
            (edited.data ? (
              <CustomerForm
                key={dialog.customer.id}
                customer={edited.data}
                onCancel={close}
                onSubmit={async (form) => {
                  const { data: customer } = await update.mutateAsync({ id: dialog.customer.id, form });
                  toast.success(`${customer.businessName} was saved.`);
                  close();
                }}
              />
            ) : edited.isError ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                Could not load this customer. Try again later.
              </p>
            ) : (
              <ListSkeleton rows={4} rowClassName="h-12" label="Loading the customer…" />
            ))}
        </div>
      </Modal>

      <Modal isOpen={dialog?.kind === 'import'} onClose={close} title="Import clients">
        <div className="mx-auto max-w-3xl p-6">
          <h2 className="mb-6 pr-8 text-xl font-semibold">Import clients</h2>
          {dialog?.kind === 'import' && <ImportCustomers onClose={close} />}
        </div>
      </Modal>

      <Modal isOpen={dialog?.kind === 'view'} onClose={close} title="Customer details">
        {dialog?.kind === 'view' && (
          <div className="mx-auto max-w-2xl p-6">
            <CustomerDetails
              customer={viewed.data ?? dialog.customer}
              actions={
                <>
                  {canDelete && (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        removeWithUndo(dialog.customer);
                        close();
                      }}
                    >
                      Delete
                    </Button>
                  )}
                  {canEdit && (
                    <Button onClick={() => setDialog({ kind: 'edit', customer: dialog.customer })}>
                      Edit
                    </Button>
                  )}
                </>
              }
            />
          </div>
        )}
      </Modal>
    </div>
  );
}
