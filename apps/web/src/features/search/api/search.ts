import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Permission } from '@taskflow/shared';
import { apiFetch } from '../../../lib/api-client';

export interface SearchHit {
  kind: 'person' | 'customer' | 'event';
  id: string;
  title: string;
  detail?: string | null;
  to: string;
}

interface Source {
  kind: SearchHit['kind'];
  permission: Permission;
  fetch: (q: string) => Promise<SearchHit[]>;
}

const PAGE = 'page=1&pageSize=5';

/**
 * What the command palette searches: the list endpoints every module already has (each takes `q`
 * and checks permissions on the server). A module that lands (projects, tasks) adds a source here.
 */
const SOURCES: Source[] = [
  {
    kind: 'person',
    permission: 'users.view',
    fetch: async (q) =>
      (
        await apiFetch<{ data: { id: string; name: string; email: string; jobTitle?: string | null }[] }>(
          `/people?${PAGE}&q=${encodeURIComponent(q)}`,
        )
      ).data.map((person) => ({
        kind: 'person',
        id: person.id,
        title: person.name,
        detail: person.jobTitle || person.email,
        to: `/app/people/${person.id}`,
      })),
  },
  {
    kind: 'customer',
    permission: 'customers.view',
    fetch: async (q) =>
      (
        await apiFetch<{ data: { id: string; businessName: string; email: string }[] }>(
          `/customers?${PAGE}&q=${encodeURIComponent(q)}`,
        )
      ).data.map((customer) => ({
        kind: 'customer',
        id: customer.id,
        title: customer.businessName,
        detail: customer.email,
        to: `/app/customers?q=${encodeURIComponent(customer.businessName)}&view=${customer.id}`,
      })),
  },
  {
    kind: 'event',
    permission: 'events.view',
    fetch: async (q) =>
      (
        await apiFetch<{ data: { id: string; title: string; type: string }[] }>(
          `/events?${PAGE}&scope=all&q=${encodeURIComponent(q)}`,
        )
      ).data.map((event) => ({
        kind: 'event',
        id: event.id,
        title: event.title,
        detail: event.type,
        to: `/app/events/${event.id}`,
      })),
  },
];

/** People, customers and events matching `q`, from the sources the person may see. */
export function useSearch(q: string, permissions: readonly string[]) {
  const allowed = SOURCES.filter((source) => permissions.includes(source.permission));
  return useQuery({
    queryKey: ['search', q, allowed.map((source) => source.kind)],
    queryFn: async () => {
      const answers = await Promise.allSettled(allowed.map((source) => source.fetch(q)));
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    },
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
