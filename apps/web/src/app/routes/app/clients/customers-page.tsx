import { Building2, FileUp, Plus, Search } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useDeleteCustomerWithUndo } from '../../../../features/customers/api/customers';
import { CustomerDetails } from '../../../../features/customers/components/customer-details';
import { CustomerFilters } from '../../../../features/customers/components/customer-filters';
import { CustomerForm } from '../../../../features/customers/components/customer-form';
import { CustomerTable } from '../../../../features/customers/components/customer-table';
import { ImportCustomers } from '../../../../features/customers/components/import-customers';
import { useCustomerList } from '../../../../features/customers/hooks/use-customer-list';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function CustomersPage() {
  useDocumentTitle('Customer Management');
  const canCreate = useCan('customers.create');
  const canEdit = useCan('customers.edit');
  const canDelete = useCan('customers.delete');
  const {
    list: { data, isPending, isError, isFetching },
    q,
    filters,
    isFiltered,
    setListParams,
    searchText,
    setSearchText,
    clearSearchAndFilters,
    dialog,
    setDialog,
    close,
    onView,
    onEdit,
    viewed,
    edited,
    add,
    save,
  } = useCustomerList();
  const removeWithUndo = useDeleteCustomerWithUndo();

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
                <Button variant="secondary" onClick={clearSearchAndFilters}>
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
          {dialog?.kind === 'add' && <CustomerForm onCancel={close} onSubmit={add} />}
          {dialog?.kind === 'edit' &&
            (edited.data ? (
              <CustomerForm
                key={dialog.customer.id}
                customer={edited.data}
                onCancel={close}
                onSubmit={(form) => save(dialog.customer.id, form)}
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
