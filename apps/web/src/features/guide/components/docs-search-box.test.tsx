import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocsSearchBox } from './docs-search-box';

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/guide', element: <DocsSearchBox /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/guide'] },
  );
  render(<RouterProvider router={router} />);
  return { router, input: screen.getByRole('combobox', { name: 'Search the guide' }) };
}

afterEach(() => vi.useRealTimers());

describe('DocsSearchBox', () => {
  it('moves through the suggestions with the arrow keys and opens the chosen page on Enter', () => {
    const { router, input } = renderBox();
    fireEvent.change(input, { target: { value: 'management' } });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Role ManagementMaster Setup',
      'Task ManagementProjects and Tasks',
      'Leave ManagementLeave',
    ]);
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

  it('says No results found, links View all results, and hides the list 150 ms after blur', () => {
    vi.useFakeTimers();
    const { input } = renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a query longer than twenty' } });
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.getByText('Try different keywords')).toBeTruthy();
    const all = screen.getByRole('link', { name: /View all results/ });
    expect(all.getAttribute('href')).toBe('/search?q=a%20query%20longer%20than%20twenty');
    expect(all.textContent).toContain('“a query longer than …”');
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
