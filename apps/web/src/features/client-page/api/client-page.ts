import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody, ClientPageView, RequestItemView } from '@taskflow/shared';
import { useEffect, useState } from 'react';
import { API_BASE, ApiError, apiFetch } from '../../../lib/api-client';

/**
 * The client link's token arrives in the URL's fragment (/client#TOKEN), which no server ever sees. It
 * is read once, kept for this tab (sessionStorage: a reload or a visit to the guide keeps the page
 * working) and removed from the address bar, so it is not in the history, a screenshot or a copied URL.
 */
const STORAGE_KEY = 'client-link';
let token: string | null | undefined;

export function takeClientToken(): string | null {
  if (token !== undefined) return token;
  const fromHash = window.location.hash.slice(1);
  if (fromHash) {
    token = fromHash;
    try {
      sessionStorage.setItem(STORAGE_KEY, fromHash);
    } catch {
      /* storage refused (private mode): the token lives in memory for this page */
    }
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return token;
  }
  try {
    token = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    token = null;
  }
  return token;
}

/** Tests start each page afresh. */
export function forgetClientToken() {
  token = undefined;
}

const PATH = '/client-link';
const pageKey = ['client-page'] as const;

/** Every call sends the token in its header and no cookie: the page creates and uses no session. */
const init = (linkToken: string, extra: RequestInit = {}): RequestInit => ({
  ...extra,
  credentials: 'omit',
  headers: { 'x-client-link': linkToken },
});

export const useClientPage = (linkToken: string | null) =>
  useQuery({
    queryKey: pageKey,
    queryFn: () => apiFetch<{ data: ClientPageView }>(PATH, init(linkToken ?? '')).then((body) => body.data),
    enabled: Boolean(linkToken),
    // An expired link stays expired: asking again would only fail again.
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The firm's logo as an object URL: an <img src> cannot send the link's header. */
export function useFirmLogo(linkToken: string | null, hasLogo: boolean) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!linkToken || !hasLogo) return;
    let objectUrl: string | undefined;
    let isCurrent = true;
    fetch(`${API_BASE}${PATH}/logo`, init(linkToken))
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob || !isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [linkToken, hasLogo]);
  return url;
}

/** Puts an item's new state into the page's data (the answer of every change is the item). */
function useReplaceItem() {
  const queryClient = useQueryClient();
  return (item: RequestItemView) =>
    queryClient.setQueryData<ClientPageView>(pageKey, (page) =>
      page
        ? {
            ...page,
            requests: page.requests.map((request) => ({
              ...request,
              items: request.items.map((current) => (current.id === item.id ? item : current)),
            })),
          }
        : page,
    );
}

/** A request's status may follow an item's (the last one in completes it): read the page again after. */
function useRefreshPage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pageKey });
}

export function useUpdateClientItem(linkToken: string) {
  const replace = useReplaceItem();
  const refresh = useRefreshPage();
  return useMutation({
    mutationFn: ({ itemId, ...body }: { itemId: string; note?: string | null; done?: true }) =>
      apiFetch<{ data: RequestItemView }>(
        `${PATH}/items/${itemId}`,
        init(linkToken, { method: 'PATCH', body: JSON.stringify(body) }),
      ).then((response) => response.data),
    onSuccess: (item) => {
      replace(item);
      void refresh();
    },
  });
}

export function useRemoveClientFile(linkToken: string) {
  const replace = useReplaceItem();
  const refresh = useRefreshPage();
  return useMutation({
    mutationFn: ({ itemId, fileId }: { itemId: string; fileId: string }) =>
      apiFetch<{ data: RequestItemView }>(
        `${PATH}/items/${itemId}/files/${fileId}`,
        init(linkToken, { method: 'DELETE' }),
      ).then((response) => response.data),
    onSuccess: (item) => {
      replace(item);
      void refresh();
    },
  });
}

/**
 * Sends one file with its progress (fetch cannot report an upload's progress; XMLHttpRequest can).
 * Failures are ApiErrors as apiFetch makes them, the server's message on the field `file`.
 */
export function uploadClientFile(
  linkToken: string,
  itemId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<RequestItemView> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${PATH}/items/${itemId}/files`);
    request.withCredentials = false;
    request.setRequestHeader('x-client-link', linkToken);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Network error: check your connection and try again.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201) return resolve((body as { data: RequestItemView }).data);
      const error = (body as Partial<ApiErrorBody> | undefined)?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'HTTP_ERROR',
          error?.details?.fields?.file ?? error?.message ?? `HTTP error! status: ${request.status}`,
          error?.details?.fields,
        ),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

export function useUploadedItem() {
  const replace = useReplaceItem();
  const refresh = useRefreshPage();
  return { replace, refresh };
}
