import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TimePerson } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonPicker, personParam } from './person-picker';

const ASHA = '0b6a7f6e-3c1d-4b9a-9f0e-2d4c6b8a1e3f';
const RAVI = '1c7b8a7f-4d2e-4cab-8a1f-3e5d7c9b2f40';
const DEV = '2d8c9b80-5e3f-4dbc-9b20-4f6e8dac3051';

function answerPeople(people: TimePerson[]) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ data: people, meta: { page: 1, pageSize: 100, total: people.length } }), {
        status: 200,
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPicker(props: Parameters<typeof PersonPicker>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PersonPicker {...props} />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('PersonPicker', () => {
  it('is not shown to someone whose time reach is only themselves', async () => {
    const fetchMock = answerPeople([]);
    const client = renderPicker({ personId: null, onChange: vi.fn() });
    await waitFor(() => expect(client.getQueryState(['time', 'people', ''])?.status).toBe('success'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/time/people?page=1&pageSize=100');
    expect(screen.queryByLabelText('Person')).toBeNull();
  });

  it('lists Me and the people in reach; choosing one or Me reports it', async () => {
    answerPeople([
      { id: ASHA, name: 'Asha Employee' },
      { id: RAVI, name: 'Ravi Colleague' },
    ]);
    const onChange = vi.fn();
    renderPicker({ personId: null, onChange });
    const select = await screen.findByLabelText('Person');
    expect(select).toHaveValue('');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Me',
      'Asha Employee',
      'Ravi Colleague',
    ]);
    await userEvent.selectOptions(select, 'Ravi Colleague');
    expect(onChange).toHaveBeenLastCalledWith(RAVI);
    await userEvent.selectOptions(select, 'Me');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a bookmarked person chosen even when they are not on the first page of the list', async () => {
    answerPeople([{ id: ASHA, name: 'Asha Employee' }]);
    renderPicker({ personId: DEV, personName: 'Dev Deeper', onChange: vi.fn() });
    const select = await screen.findByLabelText('Person');
    expect(select).toHaveValue(DEV);
    expect(screen.getByRole('option', { name: 'Dev Deeper' })).toBeInTheDocument();
  });
});

describe('personParam', () => {
  it('reads ?person=, and treats the caller’s own id or none as themselves', () => {
    expect(personParam(new URLSearchParams(`person=${ASHA}`), RAVI)).toBe(ASHA);
    expect(personParam(new URLSearchParams(`person=${RAVI}`), RAVI)).toBeNull();
    expect(personParam(new URLSearchParams(''), RAVI)).toBeNull();
  });
});
