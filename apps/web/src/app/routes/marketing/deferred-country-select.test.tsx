import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredCountrySelect } from './deferred-country-select';

describe('DeferredCountrySelect', () => {
  it('shows the field error while the dropdown is still loading', () => {
    render(
      <DeferredCountrySelect id="demo-country" value="" onChange={() => {}} error="Select a country code." />,
    );
    expect(screen.getByText('Loading country codes...')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Select a country code.');
  });

  it('shows no error line when there is none', () => {
    render(<DeferredCountrySelect id="demo-country" value="" onChange={() => {}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
