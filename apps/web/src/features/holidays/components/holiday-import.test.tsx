import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { HolidayImport } from './holiday-import';

/** Issue 39: a holiday file whose dates could be either way is asked about, and imported as answered. */
describe('HolidayImport', () => {
  it('asks the date order the server could not tell, and imports again with the answer', async () => {
    const question = 'Dates such as "07/04/2027" (row 2) could be 7 April 2027 or 4 July 2027: choose which';
    const onImport = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', question, { dateOrder: question }))
      .mockResolvedValueOnce({
        data: {
          imported: 1,
          holidays: [{ id: 'h', date: '2027-07-04', name: 'Independence Day', createdAt: '' }],
        },
      });
    render(<HolidayImport onImport={onImport} onDone={() => {}} />);
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      new File(['date,name\n07/04/2027,Independence Day\n'], 'holidays.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/could be 7 April 2027 or 4 July 2027/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Month first/ }));
    expect(onImport).toHaveBeenLastCalledWith(expect.any(File), 'mdy');
    expect(await screen.findByText('Imported 1 holiday.')).toBeInTheDocument();
  });
});
