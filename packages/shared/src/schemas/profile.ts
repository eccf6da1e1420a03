import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { isTimeZone } from '../format';
import { requiredText, text } from './fields';
import { JOB_TITLE_MAX_LENGTH } from './people';
import { PhoneNumberSchema } from './users';

export const TIME_ZONE_INVALID_MESSAGE = 'Choose a valid time zone';
export const COUNTRY_CODE_INVALID_MESSAGE = 'Select a valid country code';
export const COUNTRY_CODE_REQUIRED_MESSAGE = 'Country code is required';
export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved';

/** '' (an emptied field) means none. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

const ProfileName = requiredText(
  'Full name is required',
  NAME_MAX_LENGTH,
  `Full name must be at most ${NAME_MAX_LENGTH} characters`,
);
const JobTitle = text()
  .trim()
  .max(JOB_TITLE_MAX_LENGTH, `Job title must be at most ${JOB_TITLE_MAX_LENGTH} characters`);
const CountryCode = text({ error: COUNTRY_CODE_INVALID_MESSAGE }).trim().max(8, COUNTRY_CODE_INVALID_MESSAGE);
const TimeZone = text({ error: TIME_ZONE_INVALID_MESSAGE }).refine(isTimeZone, TIME_ZONE_INVALID_MESSAGE);

/** A phone needs its country code. */
const phoneHasCountry = (body: { phone?: string | null; countryCode?: string | null }) =>
  !body.phone || Boolean(body.countryCode);

/**
 * PATCH /users/me: the person's own name, phone, job title and time zone. A field left out stays as it
 * is; an empty phone, job title or time zone is cleared (no time zone: the organization's is used).
 * Email, role, department and manager are not the person's to change here, and are ignored.
 */
export const UpdateProfileBodySchema = z
  .object({
    name: ProfileName,
    countryCode: clearable(CountryCode),
    phone: clearable(PhoneNumberSchema),
    jobTitle: clearable(JobTitle),
    timeZone: clearable(TimeZone),
  })
  .partial()
  .refine((body) => body.phone === undefined || phoneHasCountry(body), {
    path: ['countryCode'],
    message: COUNTRY_CODE_REQUIRED_MESSAGE,
  });
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

/** The My profile form: every field as text ('' clears it), checked as the API checks it. */
export const ProfileFormSchema = z
  .object({
    name: ProfileName,
    countryCode: text(),
    phone: z.union([z.literal(''), PhoneNumberSchema]),
    jobTitle: JobTitle,
    timeZone: z.union([z.literal(''), TimeZone]),
  })
  .refine(phoneHasCountry, { path: ['countryCode'], message: COUNTRY_CODE_REQUIRED_MESSAGE });
export type ProfileForm = z.input<typeof ProfileFormSchema>;
