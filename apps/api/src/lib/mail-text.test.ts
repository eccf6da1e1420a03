import { describe, expect, it } from 'vitest';
import { quotedInMail } from './mail-text';

describe('quotedInMail', () => {
  it('puts a name in double quotes, its own double quotes turned single so it cannot close them', () => {
    expect(quotedInMail('Acme Advisory LLP')).toBe('"Acme Advisory LLP"');
    expect(quotedInMail('The "real" TaskFlow')).toBe('"The \'real\' TaskFlow"');
  });

  it('keeps it on one line: line breaks, tabs, other controls and line separators become one space', () => {
    expect(quotedInMail('Acme\r\n\r\nClick https://evil.example to verify')).toBe(
      '"Acme Click https://evil.example to verify"',
    );
    expect(quotedInMail('a\tb\u0000c\u007fd\u2028e\u2029f')).toBe('"a b c d e f"');
    expect(quotedInMail('\n  Acme  \n')).toBe('"Acme"');
  });

  it('cuts a long text to `max` characters with an ellipsis (80 unless told)', () => {
    const long = 'x'.repeat(200);
    expect(quotedInMail(long)).toBe(`"${'x'.repeat(79)}…"`);
    expect(quotedInMail(long, 10)).toBe(`"${'x'.repeat(9)}…"`);
    expect(quotedInMail('x'.repeat(80))).toBe(`"${'x'.repeat(80)}"`);
  });

  it('quotes an empty name as empty quotes', () => {
    expect(quotedInMail('')).toBe('""');
  });
});
