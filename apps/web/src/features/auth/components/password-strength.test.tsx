import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthHint, ratePassword } from './password-strength';

describe('ratePassword', () => {
  it('calls a password under the minimum length too short', () => {
    expect(ratePassword('abc12').label).toBe('Too short');
  });

  it('calls common passwords, repeats, digits only and keyboard runs weak, whatever their length', () => {
    for (const password of [
      'password123',
      'Password1!',
      'qwertyuiop',
      'aaaaaaaaaaaa',
      '12345678901',
      'abcabcabc',
    ])
      expect(ratePassword(password).label, password).toBe('Weak');
  });

  it('rates length and variety higher', () => {
    expect(ratePassword('kettle').score).toBe(1);
    expect(ratePassword('Kettle42!x').score).toBeGreaterThanOrEqual(3);
    expect(ratePassword('correct horse battery staple').score).toBe(4);
  });
});

describe('PasswordStrengthHint', () => {
  it('shows nothing for an empty field and a labelled hint once typing starts', () => {
    const { rerender } = render(<PasswordStrengthHint password="" />);
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    rerender(<PasswordStrengthHint password="password123" />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Weak.');
  });
});
