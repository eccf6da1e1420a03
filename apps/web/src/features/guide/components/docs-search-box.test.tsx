import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuideSearchHit } from '../../../lib/guide-search';
import { DocsSearchBox } from './docs-search-box';

const hit = (
  path: string,
  title: string,
  heading: string,
  anchor: string,
  score: number,
): GuideSearchHit => ({
  path,
  title,
  heading,
  anchor,
  score,
  snippet: [],
});

/** What the stand-in server's full-text search answers, by query. */
const FULL_TEXT: Record<string, GuideSearchHit[]> = {
  carryforward: [
    hit(
      '/guide/leave-rules',
      'Leave rules and balances',
      'Carry forward and expiry',
      'carry-forward-and-expiry',
      9,
    ),
    hit('/guide/assistant', 'The help assistant', 'What you can ask', 'what-you-can-ask', 4),
    // Far below the best: not suggested.
    hit('/guide', 'TaskFlow Guide', 'Managers', 'managers', 1),
  ],
  leave: [hit('/guide/leave-rules', 'Leave rules and balances', 'Leave types', 'leave-types', 8)],
};

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      const data = FULL_TEXT[url.searchParams.get('q') ?? ''] ?? [];
      return new Response(JSON.stringify({ data, query: url.searchParams.get('q') }), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/guide', element: <DocsSearchBox /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/guide'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, input: screen.getByRole('combobox', { name: 'Search the guide' }) };
}

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('DocsSearchBox', () => {
  it('moves through the suggestions with the arrow keys and opens the chosen page on Enter', async () => {
    const { router, input } = renderBox();
    fireEvent.change(input, { target: { value: 'management' } });
    expect(optionTexts()).toEqual([
      'Role ManagementMaster Setup',
      'Task ManagementProjects and Tasks',
      'Leave ManagementLeave',
    ]);
    // The full text found nothing more: the page names stay as they were.
    await vi.waitFor(() => expect(requested).toContain('/api/v1/guide/search?q=management&limit=6'));
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/leave-management');
  });

  it('suggests the pages whose text answers what is typed, not only their names (issue 39)', async () => {
    const { router, input } = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'carryforward' } });
    // No page is named so: while the full text is asked, the list says it is searching, not "No results".
    expect(screen.getByText('Searching the guide…')).toBeTruthy();
    expect(screen.queryByText('No results found')).toBeNull();
    await screen.findByRole('option', { name: /Leave rules and balances/ });
    expect(optionTexts()).toEqual([
      'Leave rules and balancesCarry forward and expiry',
      'The help assistantWhat you can ask',
    ]);
    expect(requested).toEqual(['/api/v1/guide/search?q=carryforward&limit=6']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/guide/leave-rules');
    expect(router.state.location.hash).toBe('#carry-forward-and-expiry');
  });

  it('lists a page found by its name once, before the pages found in the text', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'leave' } });
    await vi.waitFor(() => expect(requested).toContain('/api/v1/guide/search?q=leave&limit=6'));
    expect(optionTexts()).toEqual(['Leave ManagementLeave', 'Leave rules and balancesLeave']);
  });

  it('says No results found, links View all results, and hides the list 150 ms after blur', async () => {
    const { input } = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a query longer than twenty' } });
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('Try different keywords')).toBeTruthy();
    const all = screen.getByRole('link', { name: /View all results/ });
    expect(all.getAttribute('href')).toBe('/search?q=a%20query%20longer%20than%20twenty');
    expect(all.textContent).toContain('“a query longer than …”');
    vi.useFakeTimers();
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(149));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with no suggestion chosen opens the exact match', () => {
    const { router, input } = renderBox();
    fireEvent.change(input, { target: { value: 'add event' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/addevent');
  });
});
