import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ProfileFormSchema, UpdateProfileBodySchema } from './profile';
import { PhoneNumberSchema, phoneInputValue, RegisterFieldsSchema } from './users';

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('one phone rule for every person’s phone', () => {
  it.each(['abc', '12345', '98765 43210', '+919876543210'])(
    '%j is an invalid number, not a missing one',
    (phone) => {
      const message = 'Phone number must be 10 digits';
      expect(PhoneNumberSchema.safeParse(phone).error?.issues[0]?.message).toBe(message);
      expect(fieldErrors(UpdateProfileBodySchema.safeParse({ countryCode: 'IN', phone }))).toEqual({
        phone: message,
      });
      expect(
        fieldErrors(
          RegisterFieldsSchema.safeParse({
            name: 'A',
            email: 'a@example.com',
            countryCode: 'IN',
            phone,
            password: 'secret-pass',
          }),
        ),
      ).toEqual({ phone: message });
    },
  );

  it('only an empty phone is missing on sign-up', () => {
    expect(PhoneNumberSchema.safeParse('  ').error?.issues[0]?.message).toBe('Phone number is required');
  });

  it('the input keeps digits, and keeps letters typed alone so they can be called invalid', () => {
    expect(phoneInputValue('98a76-54321099')).toBe('9876543210');
    expect(phoneInputValue('(987) 654 3210')).toBe('9876543210');
    expect(phoneInputValue('abc')).toBe('abc');
    expect(phoneInputValue('')).toBe('');
  });
});

describe('UpdateProfileBodySchema', () => {
  it('leaves out what is not sent and turns blanks into null (cleared)', () => {
    expect(UpdateProfileBodySchema.parse({ name: ' Asha ' })).toEqual({ name: 'Asha' });
    expect(UpdateProfileBodySchema.parse({ phone: '', jobTitle: ' ', timeZone: '' })).toEqual({
      phone: null,
      jobTitle: null,
      timeZone: null,
    });
  });

  it('takes current zone names and refuses unknown ones', () => {
    expect(UpdateProfileBodySchema.parse({ timeZone: 'Asia/Kolkata' })).toEqual({ timeZone: 'Asia/Kolkata' });
    expect(fieldErrors(UpdateProfileBodySchema.safeParse({ timeZone: 'Mars/Base' }))).toEqual({
      timeZone: 'Choose a valid time zone',
    });
  });

  it('a phone needs its country code, in the API and in the form alike', () => {
    const missing = { countryCode: 'Country code is required' };
    expect(fieldErrors(UpdateProfileBodySchema.safeParse({ phone: '9876543210', countryCode: '' }))).toEqual(
      missing,
    );
    expect(
      fieldErrors(
        ProfileFormSchema.safeParse({
          name: 'Asha',
          countryCode: '',
          phone: '9876543210',
          jobTitle: '',
          timeZone: '',
        }),
      ),
    ).toEqual(missing);
  });
});
