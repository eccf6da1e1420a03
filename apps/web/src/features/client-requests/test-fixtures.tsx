import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestDetail, RequestView, SessionUser } from '@taskflow/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { meQueryOptions } from '../../lib/auth';
import { organizationQueryOptions } from '../../lib/organization';

/** Ids the shared schemas take (z.uuid wants a real version and variant). */
export const id = (n: number) => `6f1c1d9e-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const CUSTOMER = { id: id(1), name: 'Sharma Traders' };

export const CUSTOMER_DETAIL = {
  id: CUSTOMER.id,
  businessName: CUSTOMER.name,
  contacts: [
    {
      id: id(11),
      name: 'Ravi Sharma',
      role: 'Owner',
      email: 'ravi@sharma.in',
      phone: null,
      whatsapp: null,
      receivesRequests: true,
    },
    {
      id: id(12),
      name: 'Meena Iyer',
      role: 'Accounts',
      email: 'meena@sharma.in',
      phone: null,
      whatsapp: null,
      receivesRequests: false,
    },
    {
      id: id(13),
      name: 'Gopal',
      role: null,
      email: null,
      phone: '+919800000000',
      whatsapp: null,
      receivesRequests: true,
    },
  ],
};

export const request = (partial: Partial<RequestView> = {}): RequestView => ({
  id: id(100),
  customer: CUSTOMER,
  job: null,
  title: 'Documents for GSTR-3B, Nov 2026',
  message: null,
  dueOn: '2026-12-05',
  status: 'open',
  itemCount: 2,
  openCount: 2,
  toReviewCount: 0,
  contactIds: [],
  remindDaysBefore: [7, 3, 1],
  remindEveryDaysAfter: 3,
  remindersPaused: false,
  remindersSent: 0,
  sentAt: '2026-11-20T04:30:00.000Z',
  completedAt: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  ...partial,
});

export const detail = (partial: Partial<RequestDetail> = {}): RequestDetail => ({
  ...request(),
  items: [],
  events: [],
  ...partial,
});

const me = (permissions: string[]): SessionUser =>
  ({
    id: id(900),
    name: 'Asha Rao',
    email: 'asha@firm.in',
    organizationId: id(901),
    organizationName: 'Rao & Co',
    roleName: 'Manager',
    timeZone: null,
    jobTitle: null,
    joinedOn: null,
    permissions,
  }) as unknown as SessionUser;

export type Route = (url: string, init?: RequestInit) => unknown;

/**
 * Answers the API from `route` (its value is the JSON body, or a Response), records every call, and
 * renders `element` signed in with `permissions`, in an organization whose zone is Asia/Kolkata.
 */
export function renderWithApi(
  element: ReactElement,
  {
    route,
    permissions,
    path = '/',
    at = '/',
  }: { route: Route; permissions: string[]; path?: string; at?: string },
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = route(url, init);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer ?? { data: [] }), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, me(permissions));
  queryClient.setQueryData(organizationQueryOptions.queryKey, {
    id: id(901),
    name: 'Rao & Co',
    timeZone: 'Asia/Kolkata',
  } as never);
  const routes = [{ path, element }];
  if (path !== '/app/requests/:id')
    routes.push({ path: '/app/requests/:id', element: <p>The request's page</p> });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

/** A refusal as the API words it: 400 with the fields' messages. */
export const refusal = (fields: Record<string, string>) =>
  new Response(
    JSON.stringify({
      error: { code: 'VALIDATION_FAILED', message: Object.values(fields)[0], details: { fields } },
    }),
    { status: 400 },
  );
