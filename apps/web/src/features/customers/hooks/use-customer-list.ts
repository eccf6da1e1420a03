import { useQuery } from '@tanstack/react-query';
import { type Customer, isCustomerEntityType } from '@taskflow/shared';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { customerQueryOptions, useCreateCustomer, useCustomers, useUpdateCustomer } from '../api/customers';
import type { CustomerFilterValues } from '../components/customer-filters';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

export type CustomerDialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'view'; customer: Customer }
  | { kind: 'edit'; customer: Customer }
  | null;

/** A client's detail (its contacts) for a dialog: the list's row shows at once, the detail follows. */
function useDetailOf(customer: Customer | undefined) {
  return useQuery({ ...customerQueryOptions(customer?.id ?? ''), enabled: Boolean(customer) });
}

/**
 * The Customer List's state: page, search and filters in the URL, the search written once typing pauses,
 * the one-off `?new=1` and `?view=<id>` links opening their dialog, and adding (with a warning for the same
 * name and email again) and saving a customer.
 */
export function useCustomerList() {
  const [searchParams, setParams] = useUrlParams();
  const canCreate = useCan('customers.create');
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
  const [dialog, setDialog] = useState<CustomerDialog>(() =>
    searchParams.get('new') === '1' && canCreate ? { kind: 'add' } : null,
  );
  const list = useCustomers({ page, pageSize: PAGE_SIZE, q, ...filters });
  const { data } = list;
  const create = useCreateCustomer();
  const update = useUpdateCustomer();

  const setListParams = useCallback(
    (next: { page?: number; q?: string } & Partial<CustomerFilterValues>) =>
      setParams((params) => {
        for (const name of ['q', 'tag', 'responsibleId', 'entityType'] as const) {
          const value = next[name];
          if (value === undefined) continue;
          setOrDelete(params, name, value);
        }
        const nextPage = next.page ?? 1;
        setOrDelete(params, 'page', nextPage > 1 ? String(nextPage) : null);
      }),
    [setParams],
  );

  // Search as the user types, once they pause.
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setListParams({ q: trimmed }), SEARCH_DELAY_MS);
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
    setParams((params) => {
      params.delete('new');
      params.delete('view');
    });
  }, [searchParams, data, setParams]);

  // Deleting the last row of the last page leaves an empty page: step back.
  useEffect(() => {
    if (data && data.data.length === 0 && data.meta.total > 0 && page > 1) {
      setListParams({ page: Math.ceil(data.meta.total / PAGE_SIZE) });
    }
  }, [data, page, setListParams]);

  const close = useCallback(() => setDialog(null), []);
  const onView = useCallback((customer: Customer) => setDialog({ kind: 'view', customer }), []);
  const onEdit = useCallback((customer: Customer) => setDialog({ kind: 'edit', customer }), []);
  const clearSearchAndFilters = useCallback(() => {
    setSearchText('');
    setListParams({ q: '', tag: '', responsibleId: '', entityType: '' });
  }, [setListParams]);

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
  const add = async (form: FormData) => {
    await warnOfDuplicate(form);
    const { data: customer } = await create.mutateAsync(form);
    toast.success(`${customer.businessName} was added to the Customer List.`);
    close();
  };
  const save = async (id: string, form: FormData) => {
    const { data: customer } = await update.mutateAsync({ id, form });
    toast.success(`${customer.businessName} was saved.`);
    close();
  };

  return {
    list,
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
    viewed: useDetailOf(dialog?.kind === 'view' ? dialog.customer : undefined),
    edited: useDetailOf(dialog?.kind === 'edit' ? dialog.customer : undefined),
    add,
    save,
  };
}
