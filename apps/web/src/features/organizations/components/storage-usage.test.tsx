import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrganizationStorage } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageUsage } from './storage-usage';

const GB = 1024 ** 3;

/** The server answers GET /organizations/current/storage with `storage`, or fails. */
function serve(storage: OrganizationStorage | 'error') {
  const fetchMock = vi.fn(async (input: string) => {
    expect(new URL(input, 'http://localhost').pathname).toBe('/api/v1/organizations/current/storage');
    return storage === 'error'
      ? new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'No' }, message: 'No' }), {
          status: 500,
        })
      : new Response(JSON.stringify({ data: storage }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StorageUsage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('StorageUsage', () => {
  it('shows the bytes used against the plan’s quota, with its plan', async () => {
    serve({ usedBytes: 1.2 * GB, quotaBytes: 100 * GB, planName: 'Starter' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the storage used…');
    const bar = await screen.findByRole('progressbar', { name: 'Storage: 1.2 GB of 100 GB used' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1.2 GB of 100 GB used')).toBeInTheDocument();
    expect(screen.getByText('Starter plan')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns when nearly full, and says uploads are refused when full', async () => {
    serve({ usedBytes: 0.95 * GB, quotaBytes: GB, planName: 'Personal' });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getByRole('status')).toHaveTextContent('Nearly full: uploads stop at 1 GB.');
  });

  it('at the quota the bar is full and uploads are said to be refused', async () => {
    serve({ usedBytes: 1.1 * GB, quotaBytes: GB, planName: null });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your organization has used all its storage: uploads are refused',
    );
    expect(screen.getByText('1.1 GB of 1 GB used')).toBeInTheDocument();
    expect(screen.getByText('Free storage')).toBeInTheDocument();
  });

  it('says what counts when nothing is stored yet, and says so when it cannot load', async () => {
    serve({ usedBytes: 0, quotaBytes: GB, planName: 'Personal' });
    expect(await screen.findByText('0 B of 1 GB used')).toBeInTheDocument();
    expect(screen.getByText(/No files yet/)).toBeInTheDocument();
  });

  it('says so when the usage cannot be loaded', async () => {
    serve('error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the storage used.');
  });
});
