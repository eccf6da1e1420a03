import { LEAVE_COMMENT_REQUIRED } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionForm } from './decision-form';

describe('DecisionForm', () => {
  it('refuses a rejection without a comment, on the comment field, and sends nothing', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined);
    render(<DecisionForm onDecide={onDecide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(LEAVE_COMMENT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('approves without a comment and rejects with one', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined);
    render(<DecisionForm onDecide={onDecide} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onDecide).toHaveBeenLastCalledWith('approve', undefined);
    await userEvent.type(screen.getByLabelText('Comment'), '  Audit fieldwork that week  ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onDecide).toHaveBeenLastCalledWith('reject', 'Audit fieldwork that week');
  });

  it('offers only the decision its row asked for', () => {
    render(<DecisionForm onDecide={vi.fn()} only="reject" onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByLabelText('Comment (required)')).toBeInTheDocument();
  });
});
