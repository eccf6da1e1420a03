import { HONEYPOT_FIELD } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { InquiryFormCard, InquiryFormFrame } from './form-parts';

/** A form as the contact and demo forms build theirs: one field, the frame around it. */
function Harness({
  canSubmit = true,
  robotError,
  onValues,
  onHoneypot,
}: {
  canSubmit?: boolean;
  robotError?: string;
  onValues: (values: { name: string; isHuman: boolean }) => void;
  onHoneypot?: (value: string) => void;
}) {
  const form = useForm({ defaultValues: { name: '', isHuman: false } });
  const honeypot = useRef<HTMLInputElement>(null);
  return (
    <InquiryFormCard titleId="test-form-title" title="Write to us" intro="We answer within a day.">
      <InquiryFormFrame
        titleId="test-form-title"
        onSubmit={form.handleSubmit((values) => {
          onValues(values);
          onHoneypot?.(honeypot.current?.value ?? '');
        })}
        onFocus={() => {}}
        canSubmit={canSubmit}
        honeypot={honeypot}
        robot={{ id: 'test-isHuman', error: robotError, ...form.register('isHuman') }}
        isSending={false}
        submitLabel="Send"
        after={<p>Sent lines go here</p>}
      >
        <label htmlFor="test-name">Name</label>
        <input id="test-name" {...form.register('name')} />
      </InquiryFormFrame>
    </InquiryFormCard>
  );
}

describe('InquiryFormCard and InquiryFormFrame', () => {
  it('name the form by the card heading and send the fields with the robot box as registered', async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeTruthy();
    expect(screen.getByText('We answer within a day.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith({ name: 'Asha', isHuman: true });
    expect(screen.getByText('Sent lines go here')).toBeTruthy();
  });

  it('keeps the honeypot out of reach and hands its value to the form', async () => {
    const user = userEvent.setup();
    const onHoneypot = vi.fn();
    const { container } = render(<Harness onValues={() => {}} onHoneypot={onHoneypot} />);
    const trap = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden]')).not.toBeNull();
    trap.value = 'bot text';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onHoneypot).toHaveBeenCalledWith('bot text');
  });

  it('ties the robot box to its message, and offers no submit before the page can send', () => {
    render(<Harness canSubmit={false} robotError="Confirm you are not a robot" onValues={() => {}} />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Confirm you are not a robot',
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
