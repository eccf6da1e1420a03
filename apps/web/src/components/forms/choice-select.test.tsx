import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../lib/auth';
import type { Choice, ChoiceSource } from '../../lib/choice-search';
import { stubResizeObserver } from '../../stub-resize-observer';
import { ChoiceSelect } from './choice-select';

/** 500 people on the "server": a picker that loaded the first 100 could never reach most of them. */
const PEOPLE: Choice[] = Array.from({ length: 500 }, (_, index) => ({
  id: `person-${index + 1}`,
  name: `Person ${String(index + 1).padStart(3, '0')}`,
  hint: index === 449 ? 'Tax partner' : null,
}));

function serverSource() {
  const search = vi.fn(async (term: string) =>
    PEOPLE.filter((person) => person.name.toLowerCase().includes(term.toLowerCase())).slice(0, 20),
  );
  const get = vi.fn(async (id: string) => {
    const person = PEOPLE.find((entry) => entry.id === id);
    if (!person) throw new Error('Not found');
    return person;
  });
  return { source: { key: 'people-test', search, get } satisfies ChoiceSource, search, get };
}

function Harness({
  source,
  initial = '',
  fallback,
  onChange,
}: {
  source: ChoiceSource;
  initial?: string;
  fallback?: Choice;
  onChange?: (id: string, choice: Choice | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceSelect
      label="Assign To"
      source={source}
      value={value}
      fallback={fallback}
      onChange={(id, choice) => {
        setValue(id);
        onChange?.(id, choice);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Harness>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

stubResizeObserver();
describe('ChoiceSelect with a server source', () => {
  it('asks nothing until used, then searches the typed term once typing pauses and shows its matches', async () => {
    const { source, search } = serverSource();
    const user = userEvent.setup();
    const chosen = vi.fn();
    renderPicker({ source, onChange: chosen });
    const box = screen.getByRole('combobox', { name: 'Assign To' });
    expect(search).not.toHaveBeenCalled();

    await user.type(box, '450');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('450', expect.anything()));
    // Debounced: the whole term is asked, not each keystroke's prefix.
    expect(search.mock.calls.map(([term]) => term)).not.toContain('45');
    const option = await screen.findByRole('option', { name: 'Person 450 Tax partner' });
    expect(screen.getAllByRole('option')).toHaveLength(1);

    // Keyboard: the arrow moves to the match and Enter chooses it, with the choice itself.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledWith('person-450', expect.objectContaining({ name: 'Person 450' }));
    expect((box as HTMLInputElement).value).toBe('Person 450');
    expect(option.isConnected).toBe(false);
  });

  it('says "No matches" when the server finds none', async () => {
    const { source, search } = serverSource();
    const user = userEvent.setup();
    renderPicker({ source });
    await user.type(screen.getByRole('combobox', { name: 'Assign To' }), 'zzz');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('zzz', expect.anything()));
    expect(await screen.findByText('No matches')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows the current value’s name when it is not among the matches: the fallback, else asked by id', async () => {
    const withFallback = serverSource();
    const { unmount } = renderPicker({
      source: withFallback.source,
      initial: 'person-480',
      fallback: { id: 'person-480', name: 'Person 480' },
    });
    expect((screen.getByRole('combobox', { name: 'Assign To' }) as HTMLInputElement).value).toBe(
      'Person 480',
    );
    expect(withFallback.get).not.toHaveBeenCalled();
    unmount();

    // A bookmarked filter carries only the id: the picker asks for that one person.
    const byId = serverSource();
    renderPicker({ source: byId.source, initial: 'person-499' });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Assign To' }) as HTMLInputElement).value).toBe(
        'Person 499',
      ),
    );
    expect(byId.get).toHaveBeenCalledWith('person-499', expect.anything());
    expect(byId.search).not.toHaveBeenCalled();
  });
});

describe('ChoiceSelect offering "Me"', () => {
  it('heads the list with the signed-in person as "Me", once, and answers their own name', async () => {
    const { source } = serverSource();
    const user = userEvent.setup();
    const chosen = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meQueryOptions.queryKey, { id: 'person-7', name: 'Person 007' } as SessionUser);
    function MePicker() {
      const [value, setValue] = useState('');
      return (
        <ChoiceSelect
          label="Assign To"
          source={source}
          value={value}
          emptyChoice="Anyone"
          offersMe
          onChange={(id, choice) => {
            setValue(id);
            chosen(id, choice);
          }}
        />
      );
    }
    render(
      <QueryClientProvider client={client}>
        <MePicker />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Assign To' });
    await user.type(box, 'Person 00');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names[0]).toBe('Me Person 007');
    expect(names.filter((name) => name?.includes('Person 007'))).toHaveLength(1);

    await user.click(screen.getByRole('option', { name: 'Me Person 007' }));
    expect(chosen).toHaveBeenCalledWith('person-7', expect.objectContaining({ name: 'Person 007' }));
    expect((box as HTMLInputElement).value).toBe('Me');
  });
});
