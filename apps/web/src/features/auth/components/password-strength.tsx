import { PASSWORD_MIN_LENGTH } from '@taskflow/shared';
import { clsx } from 'clsx';

/**
 * A light strength hint for new passwords: length, character variety and the most obvious patterns.
 * The server has the final word (it refuses the 10,000 most common passwords); this only guides,
 * and stays a few hundred bytes so the sign-up page keeps its small bundle.
 */
export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string; tip: string };

/** The bases of the most used passwords; a password that is one of these plus digits is weak. */
const COMMON_BASES = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'zxcvbn',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno',
  'abc',
  'abcdef',
  'login',
  'secret',
  'changeme',
  'taskflow',
]);

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isPattern(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/.test(lower)) return true;
  if (/^(.{1,3})\1+$/.test(lower)) return true;
  if (/^\d+$/.test(lower)) return true;
  if (SEQUENCES.some((run) => run.includes(lower) || [...run].reverse().join('').includes(lower)))
    return true;
  const base = lower.replace(/[^a-z]+$/, '').replace(/^[^a-z]+/, '');
  return COMMON_BASES.has(base) || COMMON_BASES.has(base.replace(/[@4]/g, 'a').replace(/0/g, 'o'));
}

export function ratePassword(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { score: 0, label: 'Too short', tip: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (isPattern(password))
    return { score: 1, label: 'Weak', tip: 'Avoid common words, repeats and keyboard runs.' };
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  const words = password.trim().split(/\s+/).length;
  let points = 0;
  if (password.length >= 10) points++;
  if (password.length >= 14) points++;
  if (password.length >= 18 || words >= 3) points++;
  if (classes >= 2) points++;
  if (classes >= 3) points++;
  if (points <= 1) return { score: 1, label: 'Weak', tip: 'Make it longer, or mix in numbers and symbols.' };
  if (points === 2) return { score: 2, label: 'Fair', tip: 'A few more characters or words would help.' };
  if (points === 3) return { score: 3, label: 'Good', tip: 'Longer is stronger still.' };
  return { score: 4, label: 'Strong', tip: 'Hard to guess.' };
}

const BAR_COLOURS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-lime-500', 'bg-green-600'];

/** A four-step meter and a one-line hint under a new-password field; nothing while it is empty. */
export function PasswordStrengthHint({ password }: { password: string | undefined }) {
  if (!password) return null;
  const strength = ratePassword(password);
  return (
    <span className="block" data-testid="password-strength">
      <span className="mb-1 flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx(
              'h-1 flex-1 rounded-full',
              step <= strength.score ? BAR_COLOURS[strength.score] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </span>
      <span aria-live="polite">
        Password strength: {strength.label}. {strength.tip}
      </span>
    </span>
  );
}
