/** Issue 44, item 5: the loading / error / empty / list pattern, once. */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QueryState } from './query-state';

/** A query whose answer the test gives: resolve(rows) or reject(error), as often as it is fetched. */
function controlledQuery() {
  let settle: { resolve: (rows: string[]) => void; reject: (error: Error) => void } | undefined;
  const fetchRows = () =>
    new Promise<string[]>((resolve, reject) => {
      settle = { resolve, reject };
    });
  return {
    fetchRows,
    resolve: (rows: string[]) => settle?.resolve(rows),
    reject: (error: Error) => settle?.reject(error),
  };
}

function Rows({
  fetchRows,
  version,
  failed = 'Could not load the rows.',
}: {
  fetchRows: () => Promise<string[]>;
  version: number;
  failed?: string | ((error: Error) => string);
}) {
  const query = useQuery({
    queryKey: ['rows', version],
    queryFn: fetchRows,
    placeholderData: (previous) => previous,
  });
  return (
    <QueryState
      query={query}
      loading="Loading rows…"
      failed={failed}
      notFound="These rows are gone."
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No rows yet.</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderRows(failed?: (error: Error) => string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server = controlledQuery();
  const view = render(
    <QueryClientProvider client={client}>
      <Rows fetchRows={server.fetchRows} version={1} failed={failed} />
    </QueryClientProvider>,
  );
  const refetchAs = (version: number) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Rows fetchRows={server.fetchRows} version={version} />
      </QueryClientProvider>,
    );
  return { server, refetchAs };
}

describe('QueryState', () => {
  it('shows placeholder rows announced as loading, then the list', async () => {
    const { server } = renderRows();
    expect(screen.getByRole('status').textContent).toBe('Loading rows…');
    expect(screen.queryByRole('list')).toBeNull();
    server.resolve(['Asha', 'Ravi']);
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Asha',
      'Ravi',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state for a list with nothing in it, not an empty list', async () => {
    const { server } = renderRows();
    server.resolve([]);
    expect(await screen.findByText('No rows yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a failure in its words, and a 404 in words of its own', async () => {
    const failing = renderRows();
    failing.server.reject(new ApiError(500, 'INTERNAL', 'Boom'));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the rows.');
    failing.refetchAs(2);
    failing.server.reject(new ApiError(404, 'NOT_FOUND', 'Not found'));
    expect((await screen.findByText('These rows are gone.')).getAttribute('role')).toBe('alert');
  });

  it('words a failure from the error when given a function (a report gives the server’s reason)', async () => {
    const { server } = renderRows((error) => `Refused: ${error.message}`);
    server.reject(new ApiError(400, 'VALIDATION', 'The range is longer than a year.'));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: The range is longer than a year.');
  });

  it('keeps the shown list, dimmed and busy, while a new answer is fetched over it', async () => {
    const { server, refetchAs } = renderRows();
    server.resolve(['Asha']);
    const list = await screen.findByRole('list');
    expect(list.parentElement?.getAttribute('aria-busy')).toBe('false');
    refetchAs(2);
    expect(screen.getByRole('list').parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('listitem').textContent).toBe('Asha');
    server.resolve(['Ravi']);
    expect(await screen.findByText('Ravi')).toBeTruthy();
    expect(screen.getByRole('list').parentElement?.getAttribute('aria-busy')).toBe('false');
  });
});
