import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubResizeObserver } from '../../stub-resize-observer';
import { SearchableSelect } from './searchable-select';

const PEOPLE = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer'];

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="assignee">Assign To</label>
      <SearchableSelect<string>
        id="assignee"
        options={PEOPLE}
        value={value}
        onChange={setValue}
        optionKey={(name) => name}
        optionLabel={(name) => name}
        buttonLabel="Show choices for Assign To"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

stubResizeObserver();
describe('SearchableSelect', () => {
  it('opens on focus, but not when focus comes back to it right after a choice (a dialog closing)', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Assign To' });
    await user.click(box);
    expect(await screen.findByRole('option', { name: 'Ravi Kumar' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Ravi Kumar' }));
    expect(box).toHaveValue('Ravi Kumar');

    // A confirmation takes focus, then hands it back when it closes.
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => box.focus());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('option')).toBeNull();

    // The person tabbing or tapping into it again gets the list.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('option', { name: 'Asha Rao' })).toBeVisible();
  });

  it('links the field’s error to the input, for screen readers', () => {
    render(
      <>
        <label htmlFor="customer">Customer</label>
        <SearchableSelect<string>
          id="customer"
          aria-invalid
          aria-describedby="customer-error"
          options={PEOPLE}
          value={null}
          onChange={() => {}}
          optionKey={(name) => name}
          optionLabel={(name) => name}
          buttonLabel="Show choices for Customer"
        />
        <p id="customer-error">Customer is required</p>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(
      'Customer is required',
    );
  });
});
