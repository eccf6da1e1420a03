import { z } from 'zod';

/**
 * A required text field whose one message covers "absent", "not text" and "blank",
 * so the server answers exactly what the form shows.
 */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** An optional text field: trimmed, and blank means none (undefined, stored as null). */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || undefined)
    .optional();

/** Deliberately simple: the mail server is the real judge of an address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
