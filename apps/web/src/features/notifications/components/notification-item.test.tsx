import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationItem } from './notification-item';

/** Issue 31, item 3: a notification is a real link to its object, and following it marks it read. */
const notice: Notification = {
  id: '6f1c1d9e-0000-4000-8000-0000000000aa',
  kind: 'timesheet_submitted',
  title: 'Asha Rao submitted the timesheet for the week of 5 Jan 2026',
  body: null,
  link: '/app/time/team?week=2026-01-05&user=6f1c1d9e-0000-4000-8000-000000000001',
  sender: null,
  isRead: false,
  readAt: null,
  createdAt: '2026-01-09T10:00:00.000Z',
};

function renderItem(notification: Notification) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(String(input));
      return new Response(JSON.stringify({ data: { ...notification, isRead: true } }), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/app/notifications',
        element: (
          <NotificationItem
            notification={notification}
            canDelete={false}
            onMarkRead={vi.fn()}
            onDelete={vi.fn()}
          />
        ),
      },
      { path: '/app/time/team', element: <p>Team timesheets</p> },
    ],
    { initialEntries: ['/app/notifications'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { posts, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationItem', () => {
  it('is a link with the href of its object; following it marks it read and opens the object', async () => {
    const { posts, router } = renderItem(notice);
    const link = screen.getByRole('link', { name: /submitted the timesheet for the week of 5 Jan 2026/ });
    expect(link).toHaveAttribute('href', notice.link);
    await userEvent.click(link);
    await waitFor(() => expect(posts).toEqual([expect.stringContaining(`/notifications/${notice.id}/read`)]));
    expect(router.state.location.pathname).toBe('/app/time/team');
    expect(router.state.location.search).toBe('?week=2026-01-05&user=6f1c1d9e-0000-4000-8000-000000000001');
  });

  it('leads to the notification centre when its link is not a path of the app', () => {
    renderItem({ ...notice, link: 'https://elsewhere.example/phish' });
    expect(screen.getByRole('link', { name: /submitted the timesheet/ })).toHaveAttribute(
      'href',
      '/app/notifications',
    );
  });
});
