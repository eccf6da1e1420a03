import { z } from 'zod';
import {
  CONTACT_PHONE_DIGITS,
  DEMO_PHONE_MAX_DIGITS,
  DEMO_PHONE_MIN_DIGITS,
  EMAIL_MAX_LENGTH,
  HONEYPOT_FIELD,
  INDUSTRY_OPTIONS,
  NAME_MAX_LENGTH,
  SPAM_REJECTED_MESSAGE,
} from '../constants';
import { EMAIL_PATTERN, requiredText, text } from './fields';

/** Section 5 messages, verbatim: the form shows them and the API answers them. */
export const DEMO_MESSAGES = {
  name: 'Name is required.',
  companyname: 'Company name is required.',
  email: 'Enter a valid email.',
  countryCode: 'Select a country code.',
  mobileRequired: 'Phone number is required.',
  mobileInvalid: 'Enter a valid phone number.',
  isHuman: 'Please confirm you are not a robot.',
} as const;

export const CONTACT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Valid email is required.',
  phone: 'Enter a valid 10-digit phone number.',
  message: 'Message is required.',
  notRobot: "Please confirm you're not a robot.",
} as const;

export const COMPANY_MAX_LENGTH = 150;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

const email = (message: string) =>
  text({ error: message })
    .trim()
    .min(1, message)
    .max(EMAIL_MAX_LENGTH, message)
    .regex(EMAIL_PATTERN, message)
    .transform((value) => value.toLowerCase());

const DEMO_PHONE = new RegExp(`^\\d{${DEMO_PHONE_MIN_DIGITS},${DEMO_PHONE_MAX_DIGITS}}$`);
const CONTACT_PHONE = new RegExp(`^\\d{${CONTACT_PHONE_DIGITS}}$`);

/** Demo booking form (/demo). */
export const DemoRequestSchema = z.object({
  name: requiredText(
    DEMO_MESSAGES.name,
    NAME_MAX_LENGTH,
    `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  ),
  companyname: requiredText(
    DEMO_MESSAGES.companyname,
    COMPANY_MAX_LENGTH,
    `Company name must be at most ${COMPANY_MAX_LENGTH} characters.`,
  ),
  email: email(DEMO_MESSAGES.email),
  countryCode: requiredText(DEMO_MESSAGES.countryCode, 8, DEMO_MESSAGES.countryCode),
  mobile: text({ error: DEMO_MESSAGES.mobileRequired })
    .trim()
    .min(1, DEMO_MESSAGES.mobileRequired)
    .regex(DEMO_PHONE, DEMO_MESSAGES.mobileInvalid),
  isHuman: z.literal(true, { error: DEMO_MESSAGES.isHuman }),
});
export type DemoRequestForm = z.input<typeof DemoRequestSchema>;

export const IndustrySchema = z.enum(INDUSTRY_OPTIONS);
export type Industry = z.infer<typeof IndustrySchema>;

/** Contact message form (/contactus); industry and subject are optional. */
export const ContactMessageSchema = z.object({
  firstName: requiredText(
    CONTACT_MESSAGES.firstName,
    NAME_MAX_LENGTH,
    `First name must be at most ${NAME_MAX_LENGTH} characters.`,
  ),
  lastName: requiredText(
    CONTACT_MESSAGES.lastName,
    NAME_MAX_LENGTH,
    `Last name must be at most ${NAME_MAX_LENGTH} characters.`,
  ),
  email: email(CONTACT_MESSAGES.email),
  phone: text({ error: CONTACT_MESSAGES.phone }).trim().regex(CONTACT_PHONE, CONTACT_MESSAGES.phone),
  industry: z.union([IndustrySchema, z.literal('').transform(() => undefined)]).optional(),
  subject: text()
    .trim()
    .max(SUBJECT_MAX_LENGTH, `Subject must be at most ${SUBJECT_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
  message: requiredText(
    CONTACT_MESSAGES.message,
    MESSAGE_MAX_LENGTH,
    `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  ),
  notRobot: z.literal(true, { error: CONTACT_MESSAGES.notRobot }),
});
export type ContactMessageForm = z.input<typeof ContactMessageSchema>;

/** The honeypot must arrive, and empty: the API refuses a body without it or with it filled. */
const honeypot = { [HONEYPOT_FIELD]: text({ error: SPAM_REJECTED_MESSAGE }).max(500) };

export const CreateDemoRequestBodySchema = DemoRequestSchema.extend(honeypot);
export type CreateDemoRequestBody = z.input<typeof CreateDemoRequestBodySchema>;
export const CreateContactMessageBodySchema = ContactMessageSchema.extend(honeypot);
export type CreateContactMessageBody = z.input<typeof CreateContactMessageBodySchema>;

export const INQUIRY_KINDS = ['demo', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** A stored demo request or contact message (spec inquiry row: id, name, company, email, countryCode, phone, date). */
export const InquirySchema = z.object({
  id: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  countryCode: z.string().nullable(),
  phone: z.string(),
  industry: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

export const ListInquiriesQuerySchema = z.object({
  kind: z.enum(INQUIRY_KINDS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListInquiriesQuery = z.input<typeof ListInquiriesQuerySchema>;

export const InquiryListSchema = z.object({
  data: z.array(InquirySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type InquiryList = z.infer<typeof InquiryListSchema>;
