import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_PHONE_DIGITS,
} from '../constants';
import { EMAIL_PATTERN, requiredText, text } from './fields';

const passwordTooLong = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** A password change or reset must choose a password other than the current one. */
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from your current password';

export const EmailSchema = requiredText('Email is required', EMAIL_MAX_LENGTH, 'Email is too long')
  .regex(EMAIL_PATTERN, 'Enter a valid email address')
  .transform((email) => email.toLowerCase());

export const NewPasswordSchema = text({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_DIGITS_MESSAGE = `Phone number must be ${SIGNUP_PHONE_DIGITS} digits`;

/**
 * A person's phone number (sign-up, My profile): exactly ten digits. Anything typed that is not that,
 * letters included, is an invalid number, never "required": only an empty field is missing.
 */
export const PhoneNumberSchema = text({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .min(1, PHONE_REQUIRED_MESSAGE)
  .regex(new RegExp(`^\\d{${SIGNUP_PHONE_DIGITS}}$`), PHONE_DIGITS_MESSAGE);

/**
 * What a phone input keeps of what is typed or pasted: its digits, at most ten (spaces, dashes and
 * brackets go). Text without any digit is kept as typed, so the field can say it is not a number
 * instead of looking empty and asking for one.
 */
export function phoneInputValue(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return (digits || typed.trim()).slice(0, SIGNUP_PHONE_DIGITS);
}

/** Fields of POST /users/register, as the multipart form sends them (avatar aside). */
export const RegisterFieldsSchema = z.object({
  name: requiredText(
    'Full name is required',
    NAME_MAX_LENGTH,
    `Full name must be at most ${NAME_MAX_LENGTH} characters`,
  ),
  email: EmailSchema,
  countryCode: requiredText('Country code is required', 8, 'Country code is required'),
  phone: PhoneNumberSchema,
  password: NewPasswordSchema,
});
export type RegisterFields = z.infer<typeof RegisterFieldsSchema>;

/**
 * Shown under 'Successfully Signed Up!': the answer is the same whether or not the address already had
 * an account (decision 015), and either way a mail tells its owner what happened.
 */
export const SIGN_UP_MAIL_NOTICE = 'We have sent a message to this address. Check your mail to continue.';

/** The signup screen: the register fields plus what only the form checks. */
export const SignupFormSchema = RegisterFieldsSchema.extend({
  confirmpassword: text().min(1, 'Confirm your password'),
  avatar: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, 'Avatar is required')
    .refine((file) => (AVATAR_MIME_TYPES as readonly string[]).includes(file.type), AVATAR_TYPE_MESSAGE)
    .refine((file) => file.size <= AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE),
  terms: z.literal(true, { error: 'Please accept the terms and conditions' }),
}).refine((form) => form.password === form.confirmpassword, {
  path: ['confirmpassword'],
  message: 'Passwords do not match',
});
export type SignupForm = z.input<typeof SignupFormSchema>;

export const LoginBodySchema = z.object({
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX_LENGTH, 'Email is too long')
    .transform((email) => email.toLowerCase()),
  password: text({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
  remember: z.boolean().optional(),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token: text({ error: 'The reset link is invalid' }).min(20, 'The reset link is invalid').max(200),
  password: NewPasswordSchema,
});

export const ResetPasswordFormSchema = ResetPasswordBodySchema.extend({
  confirmpassword: text().min(1, 'Confirm your password'),
}).refine((form) => form.password === form.confirmpassword, {
  path: ['confirmpassword'],
  message: 'Passwords do not match',
});
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: text({ error: 'Current password is required' }).min(1, 'Current password is required'),
  password: NewPasswordSchema,
});

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
  organizationId: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The signed-in user with what the UI needs to adapt: their organization, role and permissions. */
export const SessionUserSchema = UserSchema.extend({
  jobTitle: z.string().nullable(),
  /** The person's own zone from My profile; null means the organization's. */
  timeZone: z.string().nullable(),
  /** The first day of work (YYYY-MM-DD; null: not known); read-only on My profile. */
  joinedOn: z.string().nullable(),
  organizationName: z.string().nullable(),
  roleName: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const CountryCodeSchema = z.object({ code: z.string(), callingCode: z.string(), name: z.string() });
export type CountryCode = z.infer<typeof CountryCodeSchema>;
