/** Business constants of the product spec (section 9) and the session policy. */

export const PRODUCT_NAME = 'TaskFlow';

export const SIGNUP_PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough to bound argon2 input. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
// Here, not beside the avatar's schema: every form field's file check shows them, public pages' too, and a
// schema module would bring zod into their first load.
export const AVATAR_TYPE_MESSAGE = 'Avatar must be a JPG, PNG, GIF or WebP image';
export const AVATAR_SIZE_MESSAGE = 'Avatar must be at most 2 MB';

export const SIGNUP_REDIRECT_MS = 1500;
export const COUNTRY_CODES_STORAGE_KEY = 'countryCodes';
export const COUNTRY_DROPDOWN_MAX_HEIGHT_PX = 150;

/** "Remember Password" keeps a session for 30 days; otherwise it ends with the browser. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser session still has a server-side limit, in case the browser is never closed. */
export const BROWSER_SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** Sessions unused for this long end, remembered or not. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** Login throttling: failures counted over a sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;

/** Demo and contact forms (section 9: 7 to 15 digits on demo, 10 on contact). */
export const DEMO_PHONE_MIN_DIGITS = 7;
export const DEMO_PHONE_MAX_DIGITS = 15;
export const CONTACT_PHONE_DIGITS = 10;
export const INDUSTRY_OPTIONS = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'manufacturing',
  'retail',
  'other',
] as const;

/** The field a person never sees and a form-filling bot fills in. */
export const HONEYPOT_FIELD = 'website';
export const SPAM_REJECTED_MESSAGE = 'Your submission looks automated and was not accepted.';

export const PRICING_PERIODS = ['Free forever', 'per user/month', 'per user/year', 'one-time'] as const;

/** Marketing timings of section 9. */
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const STEP_REVEAL_MS = 500;
export const COUNT_UP_MS = 2500;
