import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListMeta,
  Notification,
  NotificationKind,
  NotificationPreference,
  NotificationStreamEvent,
  SendNotificationBody,
  UnreadCount,
  UpdateNotificationPreferencesBody,
} from '@taskflow/shared';
import { useCallback } from 'react';
import { apiFetch, apiPost } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-stream';
import { useUndoableDelete } from '../../../lib/undoable-delete';

const ALL = ['notifications'] as const;
const LISTS = [...ALL, 'list'] as const;
const UNREAD = [...ALL, 'unread-count'] as const;
const PREFERENCES = [...ALL, 'preferences'] as const;

export interface NotificationListParams {
  page: number;
  pageSize: number;
  isUnreadOnly?: boolean;
  kind?: NotificationKind | '';
}

export const notificationsQueryOptions = ({ page, pageSize, isUnreadOnly, kind }: NotificationListParams) => {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (isUnreadOnly) search.set('unread', 'true');
  if (kind) search.set('kind', kind);
  return queryOptions({
    queryKey: [...LISTS, { page, pageSize, isUnreadOnly: Boolean(isUnreadOnly), kind: kind ?? '' }],
    queryFn: () => apiFetch<{ data: Notification[]; meta: ListMeta }>(`/notifications?${search}`),
    placeholderData: keepPreviousData,
  });
};

export function useNotifications(params: NotificationListParams, isEnabled = true) {
  return useQuery({ ...notificationsQueryOptions(params), enabled: isEnabled });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: UNREAD,
    queryFn: async () => (await apiFetch<{ data: UnreadCount }>('/notifications/unread-count')).data.count,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ALL });
}

export function useMarkRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ data: Notification }>(`/notifications/${id}/read`),
    onSuccess: invalidate,
  });
}

export function useMarkAllRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: () => apiPost<{ data: { updated: number } }>('/notifications/read-all'),
    onSuccess: invalidate,
  });
}

/** A notification goes at once, with a few seconds to undo (lib/undoable-delete.ts). */
export function useDeleteNotificationWithUndo() {
  const remove = useUndoableDelete(ALL);
  // Stable, so the rows' action buttons (and the focus a dialog returns to) survive re-renders.
  return useCallback(
    (notification: Notification, onDeleted?: () => void) =>
      remove({
        id: notification.id,
        path: `/notifications/${notification.id}`,
        message: 'Notification deleted.',
        onDeleted,
      }),
    [remove],
  );
}

export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES,
    queryFn: async () =>
      (await apiFetch<{ data: NotificationPreference[] }>('/notifications/preferences')).data,
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesBody) =>
      apiFetch<{ data: NotificationPreference[] }>('/notifications/preferences', {
        method: 'PUT',
        body: JSON.stringify(body),
      }),
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES, answer.data),
  });
}

export function useSendNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (body: SendNotificationBody) =>
      apiPost<{ data: { recipients: number } }>('/notifications/send', body),
    onSuccess: invalidate,
  });
}

export interface AudienceOption {
  id: string;
  name: string;
  detail?: string | null;
}

/** Departments for the audience picker (the server checks them again). */
export function useAudienceDepartments(isEnabled: boolean) {
  return useQuery({
    queryKey: [...ALL, 'audience', 'departments'],
    queryFn: async () =>
      (await apiFetch<{ data: AudienceOption[] }>('/departments?page=1&pageSize=100')).data.map(
        ({ id, name }) => ({
          id,
          name,
        }),
      ),
    enabled: isEnabled,
  });
}

/** Active members matching a search, for the audience picker. */
export function useAudiencePeople(q: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...ALL, 'audience', 'people', q],
    queryFn: async () => {
      const search = new URLSearchParams({ page: '1', pageSize: '50', status: 'active' });
      if (q) search.set('q', q);
      const answer = await apiFetch<{ data: { id: string; name: string; email: string }[] }>(
        `/people?${search}`,
      );
      return answer.data.map((person) => ({ id: person.id, name: person.name, detail: person.email }));
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Keeps the notification caches live from the app's one stream (lib/live-stream.ts): each event
 * sets the unread count, refreshes the lists and hands a new notification to `onNew`.
 */
export function useLiveNotifications(isEnabled: boolean, onNew: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (data) => {
    if (!isEnabled) return;
    let event: NotificationStreamEvent;
    try {
      event = JSON.parse(data) as NotificationStreamEvent;
    } catch {
      return;
    }
    queryClient.setQueryData(UNREAD, event.unreadCount);
    void queryClient.invalidateQueries({ queryKey: LISTS });
    if (event.notification) onNew(event.notification);
  });
}
