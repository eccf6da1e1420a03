import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the exact total, and stops at the last page', () => {
    render(<Pagination page={3} pageSize={50} total={120} onPageChange={() => {}} />);
    expect(screen.getByText('101–120 of 120')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "10,000+" when the API stopped counting', () => {
    render(<Pagination page={1} pageSize={50} total={10_000} isTotalCapped onPageChange={() => {}} />);
    expect(screen.getByText('1–50 of 10,000+')).toBeTruthy();
  });
});
