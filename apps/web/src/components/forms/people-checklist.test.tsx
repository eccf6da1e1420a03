import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChoiceSource } from '../../lib/choice-search';
import { type ChecklistPerson, PeopleChecklist } from './people-checklist';

const PEOPLE: ChecklistPerson[] = Array.from({ length: 300 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Member ${index + 1}`,
  jobTitle: null,
}));

function Team({ source, initial }: { source: ChoiceSource<ChecklistPerson>; initial: ChecklistPerson[] }) {
  const [value, setValue] = useState(initial.map((person) => person.id));
  return (
    <>
      <PeopleChecklist
        legend="Team Members"
        filterLabel="Filter team members"
        source={source}
        chosen={initial}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Chosen">{value.join(',')}</output>
    </>
  );
}

describe('PeopleChecklist searching the server', () => {
  it('lists the chosen first while the filter is empty, and checks a match found by typing', async () => {
    const search = vi.fn(async (term: string) =>
      PEOPLE.filter((person) => person.name.toLowerCase().includes(term.toLowerCase())).slice(0, 20),
    );
    const source = { key: 'team-test', search, get: async () => PEOPLE[0] as ChecklistPerson };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <Team source={source} initial={[{ id: 'p290', name: 'Member 290', jobTitle: null }]} />
      </QueryClientProvider>,
    );
    // The saved member is beyond the first matches, and still listed (checked) before them.
    const saved = await screen.findByRole('checkbox', { name: 'Member 290' });
    expect((saved as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(21));

    await user.type(screen.getByRole('searchbox', { name: 'Filter team members' }), 'Member 257');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('Member 257', expect.anything()));
    await user.click(await screen.findByRole('checkbox', { name: 'Member 257' }));
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('p290,p257');
    expect(screen.getByText('(2 selected)')).toBeTruthy();
  });
});
