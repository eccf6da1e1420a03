import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser, TaskImportResult } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportTasks } from './import-tasks';

/** Issue 39: the import dialog's choices for the whole file, sent with the preview and the import. */
const PREVIEW: TaskImportResult = {
  isCommitted: false,
  rowCount: 3,
  errors: [{ line: 2, field: 'Project', message: 'No project named "Kothari Foods GST"' }],
  preview: [
    {
      line: 2,
      title: 'GSTR-3B for April',
      customer: 'Kothari Foods GST',
      assignee: 'Asha Iyer',
      dueDate: '2026-05-20',
      status: 'Pending',
      priority: 'Medium',
      project: 'Kothari Foods GST',
      parent: null,
    },
    {
      line: 3,
      title: 'Download 2B',
      customer: 'Kothari Foods GST',
      assignee: '',
      dueDate: '',
      status: 'Pending',
      priority: '',
      project: '',
      parent: 'GSTR-3B for April',
    },
  ],
  columns: ['Name', 'Assignee', 'Due Date', 'Projects', 'Parent task'],
  mapping: { title: 0, assignee: 1, dueDate: 2, project: 3, parent: 4 },
  notes: [],
  rowNotes: [
    { line: 4, field: 'Assign To', message: 'No assignee: assigned to Meera Shah, the default assignee' },
  ],
  dates: {
    order: 'dmy',
    isChosen: false,
    question: {
      value: '03/04/2027',
      line: 4,
      column: 'Due Date',
      dayFirst: '3 April 2027',
      monthFirst: '4 March 2027',
    },
    note: null,
  },
  missing: {
    projects: [{ name: 'Kothari Foods GST', customer: 'Kothari Foods GST' }],
    customers: ['Kothari Foods GST'],
    canCreateProjects: true,
    canCreateCustomers: true,
  },
  subtaskCount: 1,
};

let sent: Record<string, string>[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
      if (url.includes('/users/session'))
        return json({
          id: 'me',
          name: 'Ada Admin',
          permissions: ['users.view', 'customers.view'],
        } as Partial<SessionUser>);
      if (url.endsWith('/tasks/import')) {
        const form = init?.body as FormData;
        const fields = Object.fromEntries(
          [...form.entries()].filter(([, value]) => typeof value === 'string'),
        ) as Record<string, string>;
        sent.push(fields);
        const answered = fields.createMissing === 'true' && fields.dateOrder === 'mdy';
        return json(
          answered
            ? {
                ...PREVIEW,
                errors: [],
                dates: { ...PREVIEW.dates, order: 'mdy', isChosen: true },
                isCommitted: fields.commit === 'true',
              }
            : PREVIEW,
        );
      }
      return json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportTasks onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('ImportTasks choices', () => {
  it('offers to create what is missing and asks the date order; both go with the next preview and the import', async () => {
    const { onClose } = renderDialog();
    const file = new File(['Name,Assignee\nA,B\n'], 'asana.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(/The file names 1 project and 1 client/)).toBeInTheDocument();
    expect(screen.getByText(/Subtask of GSTR-3B for April/)).toBeInTheDocument();
    expect(screen.getByText(/No assignee: assigned to Meera Shah, the default assignee/)).toBeInTheDocument();
    // An unanswered date question keeps the import closed even without row problems.
    const question = screen.getByRole('group', { name: /Which day is “03\/04\/2027”/ });
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Create them with the tasks' }));
    await userEvent.click(within(question).getByRole('radio', { name: /4 March 2027/ }));
    expect(screen.getByText(/Your choices changed: preview again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(sent.at(-1)).toMatchObject({ commit: 'false', createMissing: 'true', dateOrder: 'mdy' });

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 tasks and 1 subtask' }));
    expect(sent.at(-1)).toMatchObject({ commit: 'true', createMissing: 'true', dateOrder: 'mdy' });
    expect(onClose).toHaveBeenCalled();
  });
});
