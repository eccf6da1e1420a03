import type { Customer } from '@taskflow/shared';
import { Building2, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { ListSkeleton } from '../../../components/ui/skeleton';
import {
  useCreateCustomer,
  useCustomers,
  useDeleteCustomerWithUndo,
  useUpdateCustomer,
} from '../../../features/customers/api/customers';
import { CustomerDetails } from '../../../features/customers/components/customer-details';
import { CustomerForm } from '../../../features/customers/components/customer-form';
import { CustomerTable } from '../../../features/customers/components/customer-table';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PAGE_SIZE = 10;

type Dialog =
  | { kind: 'add' }
  | { kind: 'view'; customer: Customer }
  | { kind: 'edit'; customer: Customer }
  | null;

export default function CustomersPage() {
  useDocumentTitle('Customer Management');
  const [searchParams, setSearchParams] = useSearchParams();
  const canCreateOnOpen = useCan('customers.create');
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const q = searchParams.get('q') ?? '';
  const [searchText, setSearchText] = useState(q);
  // `?new=1` (a quick action) opens the Add Customer form; `?view=<id>` (the command palette) a customer.
  const [dialog, setDialog] = useState<Dialog>(() =>
    searchParams.get('new') === '1' && canCreateOnOpen ? { kind: 'add' } : null,
  );
  const canCreate = useCan('customers.create');
  const canEdit = useCan('customers.edit');
  const canDelete = useCan('customers.delete');
  const { data, isPending, isError, isFetching } = useCustomers({ page, pageSize: PAGE_SIZE, q });
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const removeWithUndo = useDeleteCustomerWithUndo();

  const setListParams = useCallback(
    (next: { page?: number; q?: string }) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.q !== undefined) {
            if (next.q) params.set('q', next.q);
            else params.delete('q');
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

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Master Setup' }, { label: 'Customer Management' }]} />
      <PageHeader
        title="Customer Management"
        description="The client companies your organization works for."
        actions={addButton}
      />

      <section aria-labelledby="customer-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="customer-list-heading" className="text-lg font-semibold">
            Customer List
          </h2>
          <SearchBox
            label="Search customers by business name or email"
            placeholder="Search by name or email"
            value={searchText}
            onChange={setSearchText}
            className="w-full sm:w-80"
          />
        </div>

        {isPending ? (
          <ListSkeleton rowClassName="h-14" label="Loading customers…" />
        ) : isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            Could not load the customers. Try again later.
          </p>
        ) : data.meta.total === 0 ? (
          q ? (
            <EmptyState
              icon={Search}
              title="No customers found"
              description={`No customer's name or email contains "${q}".`}
              action={
                <Button variant="secondary" onClick={() => setSearchText('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Building2}
              title="No customers yet"
              description="Add the companies you work for; their anniversaries appear on the calendar."
              action={addButton}
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
          {dialog?.kind === 'edit' && (
            <CustomerForm
              key={dialog.customer.id}
              customer={dialog.customer}
              onCancel={close}
              onSubmit={async (form) => {
                const { data: customer } = await update.mutateAsync({ id: dialog.customer.id, form });
                toast.success(`${customer.businessName} was saved.`);
                close();
              }}
            />
          )}
        </div>
      </Modal>

      <Modal isOpen={dialog?.kind === 'view'} onClose={close} title="Customer details">
        {dialog?.kind === 'view' && (
          <div className="mx-auto max-w-2xl p-6">
            <CustomerDetails
              customer={dialog.customer}
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
