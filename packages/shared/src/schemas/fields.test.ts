import { describe, expect, it } from 'vitest';
import { optionalText } from './fields';

describe('optionalText', () => {
  const schema = optionalText(5, 'At most 5 characters');

  it('treats absent, empty and blank text as none', () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse('   ')).toBeUndefined();
  });

  it('trims text that is there', () => {
    expect(schema.parse('  Tax ')).toBe('Tax');
  });

  it('refuses text over the limit with its message', () => {
    const result = schema.safeParse('Audit & Tax');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('At most 5 characters');
  });
});
