import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CalendarPlus } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../api/search';
import { type Command, CommandPalette } from './command-palette';

let requested: string[] = [];
/** The organization's results by search text, and a gate that holds them back when set (not the guide's). */
let orgHits: Record<string, SearchHit[]> = {};
let gate: Promise<void> | null = null;

const hit = (kind: SearchHit['kind'], id: string, title: string): SearchHit => ({
  kind,
  id,
  title,
  code: null,
  detail: null,
  projectId: null,
});

beforeEach(() => {
  requested = [];
  orgHits = {};
  gate = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/v1/search') {
        await gate;
        return new Response(JSON.stringify({ data: orgHits[url.searchParams.get('q') ?? ''] ?? [] }));
      }
      // The stand-in server: the organization has nothing by these words; the guide has a page.
      const data =
        url.pathname === '/api/v1/guide/search' &&
        ['carry forward', 'asha'].includes(url.searchParams.get('q') ?? '')
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

  it('lists actions first and keeps one highlighted as results arrive, so Enter runs what was shown', async () => {
    orgHits = { 'new event': [hit('task', 't1', 'Plan the new event')] };
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const newEvent = vi.fn();
    const { input } = renderPalette([{ id: 'event', label: 'New event', icon: CalendarPlus, run: newEvent }]);
    fireEvent.change(input, { target: { value: 'new event' } });
    expect(screen.getByRole('option', { name: /New event/ }).getAttribute('aria-selected')).toBe('true');
    await act(async () => release());
    const task = await screen.findByRole('option', { name: /Plan the new event/ });
    expect(task.getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('option').map((option) => option.textContent?.split(' (')[0])).toEqual([
      'New event',
      'Plan the new event',
    ]);
    expect(screen.getByRole('option', { name: /^New event/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(newEvent).toHaveBeenCalled();
  });

  it('waits for the answer to what is typed when Enter is pressed over an earlier text’s results', async () => {
    orgHits = {
      as: [hit('task', 't1', 'Assess the GST return')],
      asha: [hit('person', 'p1', 'Asha Rao')],
    };
    const { router, onClose, input } = renderPalette();
    fireEvent.change(input, { target: { value: 'as' } });
    await screen.findByRole('option', { name: /Assess the GST return/ });
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    fireEvent.change(input, { target: { value: 'asha' } });
    const earlier = screen.getByRole('option', { name: /Assess the GST return/ });
    expect(earlier.className).toContain('opacity-60');
    // The guide answers first, below the earlier results: the highlight does not jump down to it.
    await screen.findByRole('option', { name: /Leave rules and balances/ });
    expect(earlier.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/people/p1'));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves the highlight with the pointer, not when the list changes under a pointer at rest', async () => {
    const { input } = renderPalette([
      { id: 'task', label: 'New task', icon: CalendarPlus, run: vi.fn() },
      { id: 'event', label: 'New event', icon: CalendarPlus, run: vi.fn() },
    ]);
    fireEvent.change(input, { target: { value: 'new' } });
    const event = screen.getByRole('option', { name: /^New event/ });
    fireEvent.mouseMove(event, { clientX: 40, clientY: 200 });
    fireEvent.mouseMove(event, { clientX: 40, clientY: 200 });
    expect(event.getAttribute('aria-selected')).toBe('false');
    fireEvent.mouseMove(event, { clientX: 44, clientY: 201 });
    expect(event.getAttribute('aria-selected')).toBe('true');
  });
});
