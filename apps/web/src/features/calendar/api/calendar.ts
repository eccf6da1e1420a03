import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarItem } from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';

const ALL = ['calendar'] as const;

export const calendarItemsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ALL, 'items', { from, to }],
    queryFn: () =>
      apiFetch<{ data: CalendarItem[] }>(`/calendar?${new URLSearchParams({ from, to })}`).then(
        (body) => body.data,
      ),
  });

/** The feed URL's query: a password change replaces the URL, so the security page drops it. */
export const feedKey = [...ALL, 'feed-url'] as const;

export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: feedKey,
    queryFn: () => apiFetch<{ data: CalendarFeed }>('/calendar/feed-url').then((body) => body.data),
    enabled,
  });

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ data: CalendarFeed }>('/calendar/feed-url').then((body) => body.data),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
