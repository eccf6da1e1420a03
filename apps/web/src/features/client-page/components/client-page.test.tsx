import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  CLIENT_LINK_EXPIRED,
  type ClientPageView,
  type RequestItemView,
  TASK_FILE_TYPE_MESSAGE,
} from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../../lib/theme';
import { forgetClientToken } from '../api/client-page';
import ClientPage from './client-page';

/** Issue 41: the page a client's link opens, as a client on a phone uses it. */
const TOKEN = 'k3Y7fXq0nW2b8sV1cR5tZ9aL4mP6dH0jU2eG8yQ1oI3';

const page: ClientPageView = {
  firm: { name: 'Mehta & Associates', hasLogo: false },
  client: { name: 'Kaveri Foods' },
  expiresAt: '2031-05-10T06:30:00.000Z',
  requests: [
    {
      id: 'r1',
      title: 'GST documents for March',
      message: 'Please send these by the 10th.',
      dueOn: '2031-04-10',
      status: 'open',
      items: [
        {
          id: 'i1',
          name: 'Sales register',
          note: 'From Tally, as Excel',
          wantsFile: true,
          status: 'pending',
          clientNote: null,
          returnReason: null,
          submittedAt: null,
          files: [],
        },
        {
          id: 'i2',
          name: 'Bank statement',
          note: null,
          wantsFile: true,
          status: 'returned',
          clientNote: null,
          returnReason: 'Page 3 is missing',
          submittedAt: null,
          files: [
            { id: 'f1', fileName: 'hdfc-march.pdf', mime: 'application/pdf', sizeBytes: 2048, createdAt: '' },
          ],
        },
        {
          id: 'i3',
          name: 'Purchase invoices',
          note: null,
          wantsFile: true,
          status: 'accepted',
          clientNote: null,
          returnReason: null,
          submittedAt: '2031-04-01T10:00:00.000Z',
          files: [
            { id: 'f2', fileName: 'invoices.zip', mime: 'application/zip', sizeBytes: 4096, createdAt: '' },
          ],
        },
      ],
    },
  ],
};

type Call = { url: string; init: RequestInit };
let calls: Call[];

function stubApi(answer: (call: Call) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { url: String(input), init };
      calls.push(call);
      return answer(call);
    }),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The page as the server would read it after the changes a test's answers made. */
function withItem(item: RequestItemView): ClientPageView {
  served = {
    ...served,
    requests: served.requests.map((request) => ({
      ...request,
      items: request.items.map((current) => (current.id === item.id ? item : current)),
    })),
  };
  return served;
}
let served: ClientPageView;

function renderPage(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/client${hash}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/client', element: <ClientPage /> }], {
            initialEntries: ['/client'],
          })}
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  served = page;
  forgetClientToken();
  sessionStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN', 'en']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the client page', () => {
  it('takes the token from the address bar, removes it, and sends it in the header without cookies', async () => {
    stubApi(() => json({ data: page }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Documents requested from Kaveri Foods', level: 1 }),
    ).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/client');
    expect(calls[0]?.url).toBe('/api/v1/client-link');
    expect(new Headers(calls[0]?.init.headers).get('x-client-link')).toBe(TOKEN);
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(sessionStorage.getItem('client-link')).toBe(TOKEN);
  });

  it('shows the firm, each request with its due date and items: the return reason, files, and no removal of what the firm accepted', async () => {
    stubApi(() => json({ data: page }));
    renderPage();
    const request = await screen.findByRole('article', { name: 'GST documents for March' });
    expect(screen.getByText('Mehta & Associates')).toBeVisible();
    expect(within(request).getByText('Due 10 Apr 2031')).toBeVisible();
    expect(within(request).getByText('Please send these by the 10th.')).toBeVisible();
    const [sales, bank, invoices] = within(request)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === request);
    expect(within(sales as HTMLElement).getByText('From Tally, as Excel')).toBeVisible();
    expect(within(sales as HTMLElement).getByRole('button', { name: 'Mark as done' })).toBeEnabled();
    expect(within(sales as HTMLElement).getByLabelText('Add files')).toHaveAttribute('multiple');
    expect(within(sales as HTMLElement).getByLabelText('Your note to the firm')).toBeVisible();
    expect(within(bank as HTMLElement).getByText('Page 3 is missing')).toBeVisible();
    expect(within(bank as HTMLElement).getByRole('button', { name: 'Remove hdfc-march.pdf' })).toBeVisible();
    expect(within(invoices as HTMLElement).getByText('invoices.zip')).toBeVisible();
    expect(within(invoices as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(invoices as HTMLElement).getByText('The firm has accepted this. Nothing more is needed.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Why did I get this link?' })).toHaveAttribute(
      'href',
      '/guide/client-link',
    );
  });

  it('says the link has expired, and nothing else, when the server does not know it', async () => {
    stubApi(() =>
      json({ error: { code: 'NOT_FOUND', message: CLIENT_LINK_EXPIRED }, message: CLIENT_LINK_EXPIRED }, 404),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_LINK_EXPIRED);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says the link has expired without asking the server when there is no token', async () => {
    stubApi(() => json({ data: page }));
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_LINK_EXPIRED);
    expect(calls).toEqual([]);
  });

  it('thanks the client when nothing is waiting', async () => {
    stubApi(() => json({ data: { ...page, requests: [] } }));
    renderPage();
    expect(await screen.findByText('Nothing is waiting for you. Thank you!')).toBeVisible();
  });

  it('marks an item done with its note, and shows the server’s refusal on the note', async () => {
    const user = userEvent.setup();
    stubApi(({ init }) => {
      if (init.method !== 'PATCH') return json({ data: served });
      const body = JSON.parse(String(init.body));
      if (!body.note)
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              details: { fields: { note: 'Add a file, or a note saying why there is none' } },
            },
          },
          400,
        );
      const item = {
        ...(page.requests[0]?.items[0] as RequestItemView),
        status: 'submitted' as const,
        clientNote: body.note,
      };
      withItem(item);
      return json({ data: item });
    });
    renderPage();
    const sales = (await screen.findByText('Sales register')).closest('li') as HTMLElement;
    await user.click(within(sales).getByRole('button', { name: 'Mark as done' }));
    expect(await within(sales).findByText('Add a file, or a note saying why there is none')).toBeVisible();
    await user.type(within(sales).getByLabelText('Your note to the firm'), 'No sales this month');
    await user.click(within(sales).getByRole('button', { name: 'Mark as done' }));
    expect(await within(sales).findByText('Sent')).toBeVisible();
    const patch = calls.filter((call) => call.init.method === 'PATCH').at(-1);
    expect(patch?.url).toBe('/api/v1/client-link/items/i1');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ note: 'No sales this month', done: true });
  });

  it('uploads the chosen files one by one and shows a refused one’s reason on its item', async () => {
    const user = userEvent.setup();
    stubApi(() => json({ data: served }));
    const sent: { url: string; header: string | null }[] = [];
    class FakeRequest {
      upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      responseText = '';
      withCredentials = true;
      private url = '';
      private headers = new Map<string, string>();
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers.set(name, value);
      }
      send(form: FormData) {
        const file = form.get('file') as File;
        sent.push({ url: this.url, header: this.headers.get('x-client-link') ?? null });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        const isProgram = file.name.endsWith('.exe');
        this.status = isProgram ? 400 : 201;
        this.responseText = JSON.stringify(
          isProgram
            ? {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: TASK_FILE_TYPE_MESSAGE,
                  details: { fields: { file: TASK_FILE_TYPE_MESSAGE } },
                },
              }
            : {
                data: withItem({
                  ...(page.requests[0]?.items[0] as RequestItemView),
                  status: 'submitted',
                  files: [{ id: 'f9', fileName: file.name, mime: 'image/png', sizeBytes: 10, createdAt: '' }],
                }).requests[0]?.items[0],
              },
        );
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    renderPage();
    const sales = (await screen.findByText('Sales register')).closest('li') as HTMLElement;
    await user.upload(within(sales).getByLabelText('Add files'), [
      new File(['png'], 'sales.png', { type: 'image/png' }),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    ]);
    expect(await within(sales).findByText('sales.png')).toBeVisible();
    expect(await within(sales).findByText(`setup.exe: ${TASK_FILE_TYPE_MESSAGE}`)).toBeVisible();
    expect(sent).toEqual([
      { url: '/api/v1/client-link/items/i1/files', header: TOKEN },
      { url: '/api/v1/client-link/items/i1/files', header: TOKEN },
    ]);
  });

  it('speaks Hindi when the browser prefers it, with a switch back to English; the firm’s words stay as written', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-IN']);
    stubApi(() => json({ data: page }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Kaveri Foods से माँगे गए दस्तावेज़', level: 1 }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'पूरा हुआ' })).toHaveLength(2);
    expect(screen.getByText('GST documents for March')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(
      screen.getByRole('heading', { name: 'Documents requested from Kaveri Foods', level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Mark as done' })).toHaveLength(2));
  });
});
