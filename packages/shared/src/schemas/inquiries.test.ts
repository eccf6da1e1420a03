import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  ContactMessageSchema,
  CreateContactMessageBodySchema,
  CreateDemoRequestBodySchema,
  DEMO_MESSAGES,
  DemoRequestSchema,
} from './inquiries';

const validDemo = {
  name: 'Kavya Nair',
  companyname: 'Nair & Co Chartered Accountants',
  email: 'Kavya@Example.com',
  countryCode: 'IN',
  mobile: '9876543210',
  isHuman: true,
};

const validContact = {
  firstName: 'Rohan',
  lastName: 'Das',
  email: 'rohan@example.com',
  phone: '9876543210',
  industry: 'finance',
  subject: 'Pricing for 40 people',
  message: 'Do you offer annual billing?',
  notRobot: true,
};

function errorsOf(schema: typeof DemoRequestSchema | typeof ContactMessageSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  // The first message of each field, as the form and the API show it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('demo request schema', () => {
  it('accepts a valid request and lower-cases the email', () => {
    const parsed = DemoRequestSchema.parse(validDemo);
    expect(parsed.email).toBe('kavya@example.com');
  });

  it('answers every section 5 message for an empty form', () => {
    expect(
      errorsOf(DemoRequestSchema, {
        name: '',
        companyname: '',
        email: '',
        countryCode: '',
        mobile: '',
        isHuman: false,
      }),
    ).toEqual({
      name: 'Name is required.',
      companyname: 'Company name is required.',
      email: 'Enter a valid email.',
      countryCode: 'Select a country code.',
      mobile: 'Phone number is required.',
      isHuman: 'Please confirm you are not a robot.',
    });
  });

  it('answers the same messages when fields are missing altogether', () => {
    expect(errorsOf(DemoRequestSchema, {})).toEqual({
      name: DEMO_MESSAGES.name,
      companyname: DEMO_MESSAGES.companyname,
      email: DEMO_MESSAGES.email,
      countryCode: DEMO_MESSAGES.countryCode,
      mobile: DEMO_MESSAGES.mobileRequired,
      isHuman: DEMO_MESSAGES.isHuman,
    });
  });

  it('treats blank text as missing', () => {
    expect(errorsOf(DemoRequestSchema, { ...validDemo, name: '   ' })).toEqual({ name: 'Name is required.' });
  });

  it('rejects a malformed email', () => {
    expect(errorsOf(DemoRequestSchema, { ...validDemo, email: 'kavya@example' })).toEqual({
      email: 'Enter a valid email.',
    });
  });

  it.each(['1234567', '123456789012345'])('accepts %s (7 to 15 digits)', (mobile) => {
    expect(DemoRequestSchema.safeParse({ ...validDemo, mobile }).success).toBe(true);
  });

  it.each(['123456', '1234567890123456', '98765 43210', '+919876543210', 'abcdefghij'])(
    'rejects %s as not 7 to 15 digits',
    (mobile) => {
      expect(errorsOf(DemoRequestSchema, { ...validDemo, mobile })).toEqual({
        mobile: 'Enter a valid phone number.',
      });
    },
  );

  it('requires the honeypot field on the API body', () => {
    expect(CreateDemoRequestBodySchema.safeParse(validDemo).success).toBe(false);
    expect(CreateDemoRequestBodySchema.safeParse({ ...validDemo, website: '' }).success).toBe(true);
  });
});

describe('contact message schema', () => {
  it('accepts a valid message', () => {
    expect(ContactMessageSchema.parse(validContact).industry).toBe('finance');
  });

  it('answers every section 5 message for an empty form', () => {
    expect(
      errorsOf(ContactMessageSchema, {
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        industry: '',
        subject: '',
        message: '',
        notRobot: false,
      }),
    ).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Valid email is required.',
      phone: 'Enter a valid 10-digit phone number.',
      message: 'Message is required.',
      notRobot: "Please confirm you're not a robot.",
    });
  });

  it('answers the same messages when fields are missing altogether', () => {
    expect(errorsOf(ContactMessageSchema, {})).toEqual({
      firstName: CONTACT_MESSAGES.firstName,
      lastName: CONTACT_MESSAGES.lastName,
      email: CONTACT_MESSAGES.email,
      phone: CONTACT_MESSAGES.phone,
      message: CONTACT_MESSAGES.message,
      notRobot: CONTACT_MESSAGES.notRobot,
    });
  });

  it('keeps industry and subject optional', () => {
    const parsed = ContactMessageSchema.parse({ ...validContact, industry: '', subject: '' });
    expect(parsed.industry).toBeUndefined();
    expect(parsed.subject).toBeUndefined();
    expect(
      ContactMessageSchema.safeParse({ ...validContact, industry: undefined, subject: undefined }).success,
    ).toBe(true);
  });

  it('accepts only the section 3 industries', () => {
    for (const industry of [
      'technology',
      'healthcare',
      'finance',
      'education',
      'manufacturing',
      'retail',
      'other',
    ]) {
      expect(ContactMessageSchema.safeParse({ ...validContact, industry }).success).toBe(true);
    }
    expect(ContactMessageSchema.safeParse({ ...validContact, industry: 'farming' }).success).toBe(false);
  });

  it('accepts exactly 10 digits', () => {
    expect(ContactMessageSchema.safeParse({ ...validContact, phone: '0123456789' }).success).toBe(true);
  });

  it.each(['987654321', '98765432101', '98765-43210', '+919876543210'])(
    'rejects %s as not exactly 10 digits',
    (phone) => {
      expect(errorsOf(ContactMessageSchema, { ...validContact, phone })).toEqual({
        phone: 'Enter a valid 10-digit phone number.',
      });
    },
  );

  it('rejects a malformed email', () => {
    expect(errorsOf(ContactMessageSchema, { ...validContact, email: 'rohan.example.com' })).toEqual({
      email: 'Valid email is required.',
    });
  });

  it('requires the honeypot field on the API body', () => {
    expect(CreateContactMessageBodySchema.safeParse(validContact).success).toBe(false);
    expect(CreateContactMessageBodySchema.safeParse({ ...validContact, website: '' }).success).toBe(true);
  });
});
