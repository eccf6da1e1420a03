import { API_BASE, ApiError } from './api-client';

/** What a failed download says when the server gave no message of its own. */
export const DOWNLOAD_FAILED_MESSAGE = 'Download failed';

/**
 * Downloads a file of the API (`path` under the API base) and saves it under the name the server gives
 * (Content-Disposition), else `fallbackName`. The answer is read chunk by chunk so the page can show
 * progress: the size is unknown while the server streams, so `onProgress` hears the bytes received so far.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { credentials: 'include', signal });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'ERROR',
      body?.message ?? DOWNLOAD_FAILED_MESSAGE,
    );
  }
  const reader = response.body?.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked a moment later: the browser may still be reading the object URL when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
