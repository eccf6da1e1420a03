import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { CalendarPlus } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Command, CommandPalette } from './command-palette';

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      // The stand-in server: the organization has nothing by these words; the guide has a page.
      const data =
        url.pathname === '/api/v1/guide/search' && url.searchParams.get('q') === 'carry forward'
          ? [
              {
                path: '/guide/leave-rules',
                title: 'Leave rules and balances',
                heading: 'Carry forward and expiry',
                anchor: 'carry-forward-and-expiry',
                score: 9,
                snippet: [],
              },
            ]
          : [];
      return new Response(JSON.stringify({ data }), { status: 200 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPalette(commands: Command[] = []) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <CommandPalette isOpen onClose={onClose} commands={commands} canSearch />,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/app'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onClose, input: screen.getByRole('combobox', { name: /Search tasks/ }) };
}

describe('CommandPalette (Ctrl+K)', () => {
  it('suggests the guide pages that answer what is typed, after the actions, and opens one by keyboard', async () => {
    const { router, onClose, input } = renderPalette([
      { id: 'leave', label: 'Apply for leave', icon: CalendarPlus, keywords: 'carry forward', run: vi.fn() },
    ]);
    fireEvent.change(input, { target: { value: 'carry forward' } });
    const page = await screen.findByRole('option', { name: /Leave rules and balances/ });
    expect(page.getAttribute('href')).toBe('/guide/leave-rules#carry-forward-and-expiry');
    expect(page.textContent).toContain('Carry forward and expiry');
    expect(screen.getAllByRole('option').map((option) => option.textContent?.split(' (')[0])).toEqual([
      'Apply for leave',
      'Leave rules and balances',
    ]);
    expect(requested).toContain('/api/v1/guide/search?q=carry%20forward&limit=3');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/guide/leave-rules');
    expect(router.state.location.hash).toBe('#carry-forward-and-expiry');
  });

  it('says nothing matches once the organization and the guide have both answered nothing', async () => {
    const { input } = renderPalette();
    fireEvent.change(input, { target: { value: 'zebra' } });
    expect(screen.getByText('Searching…')).toBeTruthy();
    expect(await screen.findByText('Nothing matches “zebra”.')).toBeTruthy();
    expect(requested).toEqual(
      expect.arrayContaining(['/api/v1/search?q=zebra', '/api/v1/guide/search?q=zebra&limit=3']),
    );
  });
});
