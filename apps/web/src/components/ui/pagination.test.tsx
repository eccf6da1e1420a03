import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastPageOf, Pagination } from './pagination';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pagination', () => {
  it('shows the exact total, and stops at the last page', () => {
    const onPageChange = vi.fn();
    render(<Pagination meta={{ page: 3, pageSize: 50, total: 120 }} onPageChange={onPageChange} />);
    expect(screen.getByText('101–120 of 120')).toBeTruthy();
    expect(button('Next page').disabled).toBe(true);
    fireEvent.click(button('Previous page'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('starts at the first page', () => {
    const onPageChange = vi.fn();
    render(<Pagination meta={{ page: 1, pageSize: 20, total: 21 }} onPageChange={onPageChange} />);
    expect(screen.getByText('1–20 of 21')).toBeTruthy();
    expect(button('Previous page').disabled).toBe(true);
    fireEvent.click(button('Next page'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says "10,000+" when the API stopped counting', () => {
    render(
      <Pagination
        meta={{ page: 1, pageSize: 50, total: 10_000, isTotalCapped: true }}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('1–50 of 10,000+')).toBeTruthy();
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(
      <Pagination meta={{ page: 1, pageSize: 20, total: 0 }} onPageChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('lastPageOf', () => {
  it('counts a partly filled last page, and gives an empty list one page', () => {
    expect(lastPageOf({ page: 1, pageSize: 20, total: 41 })).toBe(3);
    expect(lastPageOf({ page: 1, pageSize: 20, total: 40 })).toBe(2);
    expect(lastPageOf({ page: 4, pageSize: 20, total: 1 })).toBe(1);
    expect(lastPageOf({ page: 1, pageSize: 20, total: 0 })).toBe(1);
  });
});
