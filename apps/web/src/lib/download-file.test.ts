/** Issue 44, item 5: the reports' two copies of the streamed download became this one helper. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { DOWNLOAD_FAILED_MESSAGE, downloadFile } from './download-file';

/** A streamed answer in the given chunks, with the given headers. */
function streamed(chunks: string[], headers: Record<string, string>, status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

/** What was saved: the link's name, and the file's type and text (jsdom has no object URLs nor downloads). */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  let pending: Blob | undefined;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        pending = blob;
        return 'blob:file';
      };
      static override revokeObjectURL = () => {};
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ name: this.download, blob: pending });
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadFile', () => {
  it('reads the answer chunk by chunk, telling the bytes so far, and saves it under the server’s name', async () => {
    const fetchMock = vi.fn(async () =>
      streamed(['id,title\n', '1,GST return\n'], {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="task-report-2026-11.csv"',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved = captureSaves();
    const progress: number[] = [];
    await downloadFile('/reports/tasks/export.csv?status=open', 'task-report.csv', (bytes) =>
      progress.push(bytes),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/reports/tasks/export.csv?status=open', {
      credentials: 'include',
      signal: undefined,
    });
    expect(progress).toEqual([9, 22]);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('task-report-2026-11.csv');
    expect(saved[0]?.blob.type).toBe('text/csv');
    expect(await saved[0]?.blob.text()).toBe('id,title\n1,GST return\n');
  });

  it('falls back to the given name when the server names no file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(['%PDF'], { 'content-type': 'application/pdf' })),
    );
    const saved = captureSaves();
    await downloadFile('/reports/dashboard.pdf', 'dashboard.pdf', () => undefined);
    expect(saved.map((file) => file.name)).toEqual(['dashboard.pdf']);
  });

  it('fails with the server’s message and code, or its own when the answer has none, and saves nothing', async () => {
    const saved = captureSaves();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'FORBIDDEN' }, message: 'You cannot download reports' },
          { status: 403 },
        ),
      ),
    );
    const refused = downloadFile('/reports/tasks/export.csv?', 'task-report.csv', () => undefined);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You cannot download reports',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('upstream gone', { status: 502 })),
    );
    await expect(
      downloadFile('/reports/dashboard.pdf', 'dashboard.pdf', () => undefined),
    ).rejects.toMatchObject({
      status: 502,
      code: 'ERROR',
      message: DOWNLOAD_FAILED_MESSAGE,
    });
    expect(saved).toEqual([]);
  });
});
