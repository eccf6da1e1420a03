import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CustomerFieldsSchema, isIsoDate, isPhoneNumber } from './customers';

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const valid = {
  businessName: 'Sahyadri Textiles Pvt Ltd',
  email: 'accounts@sahyadri.example',
  phone: '+91 98450 12345',
  industry: 'Manufacturing',
  address: 'Plot 12, MIDC Bhosari, Pune 411026',
  anniversaryDate: '2026-11-14',
};

describe('CustomerFieldsSchema (guide: Business Name, Email, Address required)', () => {
  it('accepts a complete customer and normalises it', () => {
    const result = CustomerFieldsSchema.safeParse({
      ...valid,
      businessName: '  Sahyadri Textiles Pvt Ltd ',
      email: ' Accounts@Sahyadri.EXAMPLE ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      businessName: 'Sahyadri Textiles Pvt Ltd',
      email: 'accounts@sahyadri.example',
    });
  });

  it('treats blank optional fields as none', () => {
    const result = CustomerFieldsSchema.safeParse({
      ...valid,
      phone: '',
      industry: ' ',
      anniversaryDate: '',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ phone: undefined, industry: undefined, anniversaryDate: undefined });
  });

  it('names every missing required field', () => {
    expect(fieldErrors(CustomerFieldsSchema.safeParse({}))).toEqual({
      businessName: 'Business Name is required',
      email: 'Email is required',
      address: 'Address is required',
    });
    expect(
      fieldErrors(CustomerFieldsSchema.safeParse({ businessName: '  ', email: '', address: '\n' })),
    ).toEqual({
      businessName: 'Business Name is required',
      email: 'Email is required',
      address: 'Address is required',
    });
  });

  it('refuses too-long fields, a bad email, phone and date', () => {
    const result = CustomerFieldsSchema.safeParse({
      businessName: 'x'.repeat(121),
      email: 'not-an-email',
      phone: '12345',
      industry: 'i'.repeat(81),
      address: 'a'.repeat(301),
      anniversaryDate: '2026-02-30',
    });
    expect(fieldErrors(result)).toEqual({
      businessName: 'Business Name must be at most 120 characters',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      industry: 'Industry must be at most 80 characters',
      address: 'Address must be at most 300 characters',
      anniversaryDate: 'Enter a valid date',
    });
    expect(
      fieldErrors(CustomerFieldsSchema.safeParse({ ...valid, email: `${'a'.repeat(250)}@x.in` })),
    ).toEqual({
      email: 'Email must be at most 254 characters',
    });
  });
});

describe('isPhoneNumber', () => {
  it.each([
    ['9845012345', true],
    ['+91 98450-12345', true],
    ['(080) 2345 6789', true],
    ['1234567', true],
    ['123456', false],
    ['1234567890123456', false],
    ['98450 ext 12', false],
  ])('%s -> %s', (phone, expected) => {
    expect(isPhoneNumber(phone)).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-01-26', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-2026', false],
    ['2026-1-26', false],
  ])('%s -> %s', (day, expected) => {
    expect(isIsoDate(day)).toBe(expected);
  });
});
