import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Customer,
  CustomerDetail,
  CustomerEntityType,
  CustomerTagCount,
  ListMeta,
} from '@taskflow/shared';
import { apiFetch } from './api-client';

/**
 * The Customer List's and the tags' queries, which more than the customers feature read (the services'
 * apply dialog picks clients by them); a feature's own hooks stay in the feature.
 */
export interface CustomerListParams {
  page: number;
  pageSize: number;
  q: string;
  /** A tag as the organization spells it. */
  tag?: string;
  /** A member's id, or 'none' for the clients nobody answers for. */
  responsibleId?: string;
  entityType?: CustomerEntityType | '';
}

/** Every query of customers starts with this key (a save refetches them all). */
export const CUSTOMERS_KEY = ['customers'] as const;
const ALL = CUSTOMERS_KEY;

export const customersQueryOptions = ({
  page,
  pageSize,
  q,
  tag = '',
  responsibleId = '',
  entityType = '',
}: CustomerListParams) => {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [name, value] of Object.entries({ q, tag, responsibleId, entityType })) {
    if (value) search.set(name, value);
  }
  return queryOptions({
    queryKey: [...ALL, 'list', { page, pageSize, q, tag, responsibleId, entityType }],
    queryFn: () => apiFetch<{ data: Customer[]; meta: ListMeta }>(`/customers?${search}`),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });
};

/** The organization's tags, most used first (the form's suggestions, the list's filter). */
export const customerTagsQueryOptions = queryOptions({
  queryKey: [...ALL, 'tags'],
  queryFn: () => apiFetch<{ data: CustomerTagCount[] }>('/customers/tags').then((body) => body.data),
  staleTime: 60_000,
});

/** One client with its contacts (their numbers for those who may edit clients). */
export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'one', id],
    queryFn: () => apiFetch<{ data: CustomerDetail }>(`/customers/${id}`).then((body) => body.data),
  });
