import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE } from '../constants';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  RegisterFieldsSchema,
  ResetPasswordFormSchema,
  SignupFormSchema,
} from './users';

/** Field name -> first message, the way the forms and the API report problems. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

function validSignupForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nisha Verma',
    email: 'nisha@example.com',
    countryCode: 'IN',
    phone: '9876543210',
    password: 'correct horse battery',
    confirmpassword: 'correct horse battery',
    avatar: new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    terms: true,
    ...overrides,
  };
}

describe('SignupFormSchema (spec section 5, signup)', () => {
  it('accepts a complete form and normalises what it sends', () => {
    const result = SignupFormSchema.safeParse(
      validSignupForm({ name: '  Nisha Verma ', email: ' Nisha@Example.COM ', phone: ' 9876543210 ' }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Nisha Verma',
      email: 'nisha@example.com',
      phone: '9876543210',
    });
  });

  it('gives every required-field message of an empty form at once', () => {
    const result = SignupFormSchema.safeParse({
      name: '',
      email: '',
      countryCode: '',
      phone: '',
      password: '',
      confirmpassword: '',
    });
    expect(fieldErrors(result)).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      countryCode: 'Country code is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirmpassword: 'Confirm your password',
      avatar: 'Avatar is required',
      terms: 'Please accept the terms and conditions',
    });
  });

  it('says the same when the fields are absent altogether', () => {
    expect(fieldErrors(SignupFormSchema.safeParse({}))).toMatchObject({
      name: 'Full name is required',
      email: 'Email is required',
      countryCode: 'Country code is required',
      phone: 'Phone number is required',
      password: 'Password is required',
    });
  });

  it('a whitespace-only name is still missing', () => {
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ name: '   ' })))).toEqual({
      name: 'Full name is required',
    });
  });

  it.each(['123456789', '12345678901', '98765 43210', '+919876543210', 'abcdefghij'])(
    'phone %j is not exactly 10 digits',
    (phone) => {
      expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ phone })))).toEqual({
        phone: 'Phone number must be 10 digits',
      });
    },
  );

  it('a password of 5 characters is too short; 6 is enough', () => {
    expect(
      fieldErrors(
        SignupFormSchema.safeParse(validSignupForm({ password: 'abcde', confirmpassword: 'abcde' })),
      ),
    ).toEqual({ password: 'Password must be at least 6 characters' });
    expect(
      SignupFormSchema.safeParse(validSignupForm({ password: 'abcdef', confirmpassword: 'abcdef' })).success,
    ).toBe(true);
  });

  it('"Confirm your password" when the confirmation is empty', () => {
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ confirmpassword: '' })))).toEqual({
      confirmpassword: 'Confirm your password',
    });
  });

  it('"Passwords do not match" on the confirmation field', () => {
    const result = SignupFormSchema.safeParse(validSignupForm({ confirmpassword: 'correct horse battery!' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmpassword'],
      message: 'Passwords do not match',
    });
  });

  it.each([false, undefined, 'true'])('terms %j is not accepted', (terms) => {
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ terms })))).toEqual({
      terms: 'Please accept the terms and conditions',
    });
  });

  it.each([undefined, 'me.png', {}])('avatar %j is not a file', (avatar) => {
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ avatar })))).toEqual({
      avatar: 'Avatar is required',
    });
  });

  it('an avatar must be an image of at most 2 MB', () => {
    const text = new File(['hello'], 'me.png', { type: 'text/plain' });
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ avatar: text })))).toEqual({
      avatar: AVATAR_TYPE_MESSAGE,
    });
    const huge = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'me.png', { type: 'image/png' });
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ avatar: huge })))).toEqual({
      avatar: AVATAR_SIZE_MESSAGE,
    });
    const exact = new File([new Uint8Array(AVATAR_MAX_BYTES)], 'me.webp', { type: 'image/webp' });
    expect(SignupFormSchema.safeParse(validSignupForm({ avatar: exact })).success).toBe(true);
  });

  it('an address without a domain is refused', () => {
    expect(fieldErrors(SignupFormSchema.safeParse(validSignupForm({ email: 'nisha@example' })))).toEqual({
      email: 'Enter a valid email address',
    });
  });
});

describe('RegisterFieldsSchema', () => {
  it('shares the signup messages but needs no confirmation, avatar or terms', () => {
    const { confirmpassword: _c, avatar: _a, terms: _t, ...fields } = validSignupForm();
    expect(RegisterFieldsSchema.safeParse(fields).success).toBe(true);
    expect(fieldErrors(RegisterFieldsSchema.safeParse({ ...fields, phone: '12345' }))).toEqual({
      phone: 'Phone number must be 10 digits',
    });
  });

  it('bounds long input with clear messages', () => {
    const { confirmpassword: _c, avatar: _a, terms: _t, ...fields } = validSignupForm();
    const result = RegisterFieldsSchema.safeParse({
      ...fields,
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@example.com`,
      password: 'p'.repeat(129),
    });
    expect(fieldErrors(result)).toEqual({
      name: 'Full name must be at most 100 characters',
      email: 'Email is too long',
      password: 'Password must be at most 128 characters',
    });
  });
});

describe('LoginBodySchema (spec section 5, login)', () => {
  it('"Email is required" and "Password is required"', () => {
    expect(fieldErrors(LoginBodySchema.safeParse({}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(LoginBodySchema.safeParse({ email: '   ', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('normalises the email but keeps the password exactly as typed', () => {
    const result = LoginBodySchema.safeParse({
      email: ' Nisha@Example.com ',
      password: '  spaced  ',
      remember: true,
    });
    expect(result.data).toEqual({ email: 'nisha@example.com', password: '  spaced  ', remember: true });
  });

  it('remember is an optional boolean', () => {
    expect(LoginBodySchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(
      LoginBodySchema.safeParse({ email: 'a@example.com', password: 'x', remember: 'yes' }).success,
    ).toBe(false);
  });
});

describe('password forms', () => {
  it('the reset form needs a matching confirmation', () => {
    const token = 't'.repeat(43);
    expect(
      ResetPasswordFormSchema.safeParse({ token, password: 'new secret', confirmpassword: 'new secret' })
        .success,
    ).toBe(true);
    expect(
      fieldErrors(
        ResetPasswordFormSchema.safeParse({ token, password: 'new secret', confirmpassword: 'other' }),
      ),
    ).toEqual({ confirmpassword: 'Passwords do not match' });
    expect(
      fieldErrors(ResetPasswordFormSchema.safeParse({ token, password: 'new secret', confirmpassword: '' })),
    ).toEqual({ confirmpassword: 'Confirm your password' });
  });

  it('changing the password needs the current one and a valid new one', () => {
    expect(fieldErrors(ChangePasswordBodySchema.safeParse({ currentPassword: '', password: 'abc' }))).toEqual(
      {
        currentPassword: 'Current password is required',
        password: 'Password must be at least 6 characters',
      },
    );
  });
});
