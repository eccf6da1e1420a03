import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEventBody,
  EventDetail,
  EventMember,
  EventSummary,
  GuestLink,
  GuestRsvp,
  ListMeta,
  RsvpAnswer,
  UpdateEventBody,
} from '@taskflow/shared';
import { apiDelete, apiFetch, apiPost } from '../../../lib/api-client';

export type EventScope = 'upcoming' | 'past';

const ALL = ['events'] as const;
/** The calendar shows events too: its queries refresh whenever events change. */
const CALENDAR = ['calendar'] as const;

export const eventsQueryOptions = ({
  page,
  pageSize,
  scope,
}: {
  page: number;
  pageSize: number;
  scope: EventScope;
}) =>
  queryOptions({
    queryKey: [...ALL, 'list', { page, pageSize, scope }],
    queryFn: () =>
      apiFetch<{ data: EventSummary[]; meta: ListMeta }>(
        `/events?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), scope })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useEvents = (params: { page: number; pageSize: number; scope: EventScope }) =>
  useQuery(eventsQueryOptions(params));

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'detail', id],
    queryFn: () => apiFetch<{ data: EventDetail }>(`/events/${id}`).then((body) => body.data),
  });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));

export const useEventMembers = (enabled: boolean) =>
  useQuery({
    queryKey: [...ALL, 'members'],
    queryFn: () => apiFetch<{ data: EventMember[] }>('/events/members').then((body) => body.data),
    enabled,
    staleTime: 60_000,
  });

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ALL }),
      queryClient.invalidateQueries({ queryKey: CALENDAR }),
    ]);
}

/** A saved event, with its new guests' links when the server has no mail delivery. */
type SavedEvent = { data: EventDetail; guestLinks?: GuestLink[] };

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: CreateEventBody) => apiPost<SavedEvent>('/events', body),
    onSuccess: invalidate,
  });
}

export function useUpdateEvent(id: string) {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: UpdateEventBody) =>
      apiFetch<SavedEvent>(`/events/${id}`, { method: 'PATCH', body: JSON.stringify(body) }),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: (id: string) => apiDelete<void>(`/events/${id}`), onSuccess: invalidate });
}

export function useRsvp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RsvpAnswer) =>
      apiPost<{ data: EventDetail }>(`/events/${id}/rsvp`, { answer }).then((r) => r.data),
    onSuccess: (event) => {
      queryClient.setQueryData(eventQueryOptions(id).queryKey, event);
      return queryClient.invalidateQueries({ queryKey: [...ALL, 'list'] });
    },
  });
}

/** Same origin and the session cookie: a plain link downloads the file. */
export const eventIcsUrl = (id: string) => `/api/v1/events/${id}/ics`;

/** A guest's RSVP link (public: no session); the token is the key. */
const guestRsvpKey = (token: string) => ['event-guest-rsvp', token] as const;
const guestRsvpPath = (token: string) => `/events/rsvp/${encodeURIComponent(token)}`;

export const useGuestRsvp = (token: string) =>
  useQuery({
    queryKey: guestRsvpKey(token),
    queryFn: () => apiFetch<{ data: GuestRsvp }>(guestRsvpPath(token)).then((body) => body.data),
    // An unknown link stays unknown: asking again would only fail again.
    retry: false,
  });

export function useAnswerGuestRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RsvpAnswer) =>
      apiPost<{ data: GuestRsvp }>(guestRsvpPath(token), { answer }).then((r) => r.data),
    onSuccess: (rsvp) => queryClient.setQueryData(guestRsvpKey(token), rsvp),
  });
}
