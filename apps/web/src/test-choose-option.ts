import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Clicks the open list's option named `name`, then waits a frame: Headless UI's combobox gives focus back
 * to its input in the frame after a click on an option, and on a busy machine that frame came while the
 * test was already typing into the next field, whose keys then went to the combobox.
 */
export async function chooseOption(name: string | RegExp) {
  await userEvent.click(await screen.findByRole('option', { name }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
