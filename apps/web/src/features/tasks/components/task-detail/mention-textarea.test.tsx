import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MentionTextarea } from './mention-textarea';

const PEOPLE = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Ravi Kumar' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Rashmi Rao' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Asha Rao' },
];

function Harness({
  onSend,
  onQueryChange,
}: {
  onSend?: (text: string) => void;
  onQueryChange?: (query: string | null) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="comment">Comment</label>
      <MentionTextarea
        control={{ id: 'comment' }}
        value={value}
        onChange={setValue}
        people={PEOPLE}
        onSubmitShortcut={() => onSend?.(value)}
        onQueryChange={onQueryChange}
      />
    </>
  );
}

describe('MentionTextarea', () => {
  it('suggests people while @name is typed and writes the chosen one as a mention', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Comment' });
    await user.type(box, 'cc @ra');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Rashmi Rao',
      'Ravi Kumar',
      'Asha Rao',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Ravi Kumar' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe(`cc @[Ravi Kumar](${PEOPLE[0]?.id}) `);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Enter with no suggestions open is a line break again.
    await user.keyboard('{Enter}x');
    expect((box as HTMLTextAreaElement).value).toBe(`cc @[Ravi Kumar](${PEOPLE[0]?.id}) \nx`);
  });

  it('closes the suggestions on Escape and keeps the typed text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Comment' });
    await user.type(box, '@as');
    expect(screen.getByRole('option', { name: 'Asha Rao' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLTextAreaElement).value).toBe('@as');
  });

  it('sends with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(<Harness onSend={(text) => sent.push(text)} />);
    await user.type(screen.getByRole('combobox', { name: 'Comment' }), 'Done{Control>}{Enter}{/Control}');
    expect(sent).toEqual(['Done']);
  });

  it('tells the caller the name typed after @, so people are searched on the server, and null once done', async () => {
    const user = userEvent.setup();
    const queries = vi.fn();
    render(<Harness onQueryChange={queries} />);
    const box = screen.getByRole('combobox', { name: 'Comment' });
    await user.type(box, 'hi @as');
    expect(queries).toHaveBeenLastCalledWith('as');
    await user.keyboard('{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe(`hi @[Asha Rao](${PEOPLE[2]?.id}) `);
    expect(queries).toHaveBeenLastCalledWith(null);
  });

  /**
   * Issue 39, item 7: the picker's list was heard among every status and priority option of the task page.
   * It says how many people match, and each suggestion its place in its own list, whatever the page holds.
   */
  it('says how many people match and where each suggestion stands, beside the page’s own selects', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="status">Status</label>
        <select id="status" defaultValue="Pending">
          {['Pending', 'In Progress', 'Completed', 'On Hold'].map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
        <Harness />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Comment' });
    await user.type(box, '@ra');
    const picker = screen.getByRole('listbox', { name: 'People to mention' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => [
          option.textContent,
          option.getAttribute('aria-posinset'),
          option.getAttribute('aria-setsize'),
        ]),
    ).toEqual([
      ['Rashmi Rao', '1', '3'],
      ['Ravi Kumar', '2', '3'],
      ['Asha Rao', '3', '3'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 people match @ra: arrows to choose, Enter to mention.',
    );
    await user.type(box, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('No one matches @rax.');
    await user.keyboard('{Backspace}{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe(`@[Rashmi Rao](${PEOPLE[1]?.id}) `);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
