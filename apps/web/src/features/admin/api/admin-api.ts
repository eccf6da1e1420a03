import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDashboard,
  AdminInquiry,
  AdminInquiryList,
  AdminOrganization,
  AuditEntry,
  Feature,
  InquiryStatus,
  LandingContent,
  ListMeta,
  OrganizationStorage,
  PricingPlan,
  SavePricingPlanBody,
} from '@taskflow/shared';
import { API_BASE, apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

const apiPut = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'PUT', body: JSON.stringify(body) });
const apiPatch = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'PATCH', body: JSON.stringify(body) });

/** `?a=1&b=x` from the defined values of a filter object. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  landing: ['admin', 'landing'] as const,
  features: ['admin', 'features'] as const,
  plans: ['admin', 'pricing-plans'] as const,
  inquiries: (filter: InquiryFilter) => ['admin', 'inquiries', filter] as const,
  organizations: (filter: object) => ['admin', 'organizations', filter] as const,
  audit: (filter: object) => ['admin', 'audit-log', filter] as const,
};

// ---------------------------------------------------------------- dashboard

export const dashboardQueryOptions = queryOptions({
  queryKey: adminKeys.dashboard,
  queryFn: async () => (await apiFetch<{ data: AdminDashboard }>('/admin/dashboard')).data,
});
export const useDashboard = () => useQuery(dashboardQueryOptions);

// ---------------------------------------------------------------- landing

export function useLandingContent() {
  return useQuery({
    queryKey: adminKeys.landing,
    queryFn: async () => (await apiFetch<{ data: LandingContent }>('/admin/site-content/landing')).data,
  });
}

export function useSaveLanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: LandingContent) =>
      (await apiPut<{ data: LandingContent }>('/admin/site-content/landing', body)).data,
    onSuccess: (data) => {
      client.setQueryData(adminKeys.landing, data);
      client.setQueryData(['site-content', 'landing'], data);
    },
  });
}

// ---------------------------------------------------------------- features

export function useFeatures() {
  return useQuery({
    queryKey: adminKeys.features,
    queryFn: async () => (await apiFetch<{ data: Feature[] }>('/admin/features')).data,
  });
}

function useInvalidateCatalogue() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.features }),
      client.invalidateQueries({ queryKey: adminKeys.plans }),
      client.invalidateQueries({ queryKey: ['pricing-plans'] }),
    ]);
}

export function useAddFeature() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (name: string) => apiPost<{ data: Feature }>('/admin/features', { name }),
    onSuccess: invalidate,
  });
}

export function useCreateFeature() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: { title: string; slug: string; description?: string }) =>
      apiPost<{ data: Feature }>('/admin/features/detailed', body),
    onSuccess: invalidate,
  });
}

export function useDeleteFeature() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ data: { plansChanged: number } }>(`/admin/features/${id}`),
    onSuccess: invalidate,
  });
}

// ---------------------------------------------------------------- pricing plans

export function usePlans() {
  return useQuery({
    queryKey: adminKeys.plans,
    queryFn: async () => (await apiFetch<{ data: PricingPlan[] }>('/admin/pricing-plans')).data,
  });
}

function useInvalidatePlans() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.plans }),
      client.invalidateQueries({ queryKey: adminKeys.features }),
      client.invalidateQueries({ queryKey: ['pricing-plans'] }),
      // An organization's quota follows its plan's.
      client.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
    ]);
}

export function useSavePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SavePricingPlanBody }) =>
      id
        ? apiPut<{ data: PricingPlan }>(`/admin/pricing-plans/${id}`, body)
        : apiPost<{ data: PricingPlan }>('/admin/pricing-plans', body),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/admin/pricing-plans/${id}`),
    onSuccess: invalidate,
  });
}

export function useReorderPlans() {
  const client = useQueryClient();
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await apiPut<{ data: PricingPlan[] }>('/admin/pricing-plans/order', { ids })).data,
    onSuccess: (data) => {
      client.setQueryData(adminKeys.plans, data);
      return invalidate();
    },
  });
}

// ---------------------------------------------------------------- inquiries

export interface InquiryFilter {
  q?: string;
  kind?: 'demo' | 'contact';
  status?: InquiryStatus;
  from?: string;
  to?: string;
  sort: 'createdAt' | 'name' | 'company' | 'status' | 'kind';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function useInquiries(filter: InquiryFilter) {
  return useQuery({
    queryKey: adminKeys.inquiries(filter),
    queryFn: () => apiFetch<AdminInquiryList>(`/admin/inquiries${toQueryString({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the filtered rows (no paging): a plain link the browser downloads. */
export function inquiriesCsvUrl(filter: InquiryFilter): string {
  const { page: _page, pageSize: _pageSize, ...rest } = filter;
  return `${API_BASE}/admin/inquiries/export.csv${toQueryString(rest)}`;
}

export function useUpdateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: { status?: InquiryStatus; notes?: string } }) =>
      (await apiPatch<{ data: AdminInquiry }>(`/admin/inquiries/${id}`, body)).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'inquiries'] }),
        client.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

// ---------------------------------------------------------------- organizations

export interface OrganizationFilter {
  q?: string;
  status?: 'active' | 'suspended';
  page: number;
  pageSize: number;
}

export function useOrganizations(filter: OrganizationFilter) {
  return useQuery({
    queryKey: adminKeys.organizations(filter),
    queryFn: () =>
      apiFetch<{ data: AdminOrganization[]; meta: ListMeta }>(
        `/admin/organizations${toQueryString({ ...filter })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSuspendOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiPost<{ data: { sessionsEnded: number } }>(`/admin/organizations/${id}/suspend`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  });
}

/** Sets an organization's plan (null: the free plan's limits); its storage quota follows. */
export function useSetOrganizationPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, planId }: { id: string; planId: string | null }) =>
      apiPut<{ data: OrganizationStorage & { plan: AdminOrganization['plan'] } }>(
        `/admin/organizations/${id}/plan`,
        { planId },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  });
}

export function useReactivateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost(`/admin/organizations/${id}/reactivate`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  });
}

// ---------------------------------------------------------------- audit log

export interface AuditFilter {
  entityType?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      apiFetch<{ data: AuditEntry[]; meta: ListMeta }>(`/admin/audit-log${toQueryString({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}
