import { queryOptions } from '@tanstack/react-query';
import type { CustomerJobs } from '@taskflow/shared';
import { apiFetch } from './api-client';

// The jobs' queries that more than the services feature read (a request to a client picks one of its
// jobs); a feature's own hooks stay in the feature.

/** Every query of jobs starts with this key (a change refetches them all). */
export const JOBS_KEY = ['jobs'] as const;

/** A client's jobs by service (the client's page). */
export const customerJobsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'customer', customerId],
    queryFn: () =>
      apiFetch<{ data: CustomerJobs }>(`/customers/${customerId}/jobs`).then((body) => body.data),
  });
