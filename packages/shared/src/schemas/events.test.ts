import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateEventBodySchema,
  DateRangeQuerySchema,
  EVENT_GUEST_DUPLICATE,
  EventFormSchema,
  eventFormToBody,
  RsvpBodySchema,
  UpdateEventBodySchema,
} from './events';

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('CreateEventBodySchema', () => {
  it('names the three required fields with the spec messages', () => {
    expect(fieldErrors(CreateEventBodySchema.safeParse({}))).toEqual({
      title: 'Event Title is required',
      type: 'Event Type is required',
      startsAt: 'Date & Time is required',
    });
    expect(
      fieldErrors(CreateEventBodySchema.safeParse({ title: '  ', type: 'Party', startsAt: '' })),
    ).toEqual({
      title: 'Event Title is required',
      type: 'Event Type is required',
      startsAt: 'Date & Time is required',
    });
  });

  it('accepts a minimal event and fills the optional fields', () => {
    const parsed = CreateEventBodySchema.parse({
      title: ' Quarterly review ',
      type: 'Meeting',
      startsAt: '2031-03-01T10:00:00+05:30',
    });
    expect(parsed).toEqual({
      title: 'Quarterly review',
      type: 'Meeting',
      startsAt: '2031-03-01T10:00:00+05:30',
      durationMinutes: null,
      location: null,
      description: null,
      attendeeIds: [],
      guests: [],
      reminders: [],
    });
  });

  it('checks duration, location links, reminders and the date', () => {
    const base = { title: 'T', type: 'Training', startsAt: '2031-03-01T10:00:00Z' };
    expect(fieldErrors(CreateEventBodySchema.safeParse({ ...base, durationMinutes: 0 }))).toEqual({
      durationMinutes: 'Duration must be a positive number of minutes',
    });
    expect(fieldErrors(CreateEventBodySchema.safeParse({ ...base, durationMinutes: 90.5 }))).toEqual({
      durationMinutes: 'Duration must be a positive number of minutes',
    });
    expect(fieldErrors(CreateEventBodySchema.safeParse({ ...base, location: 'x'.repeat(501) }))).toEqual({
      location: 'Location/Venue must be at most 500 characters',
    });
    expect(fieldErrors(CreateEventBodySchema.safeParse({ ...base, location: 'javascript://x' }))).toEqual({
      location: 'Enter a valid meeting link (https://…)',
    });
    expect(fieldErrors(CreateEventBodySchema.safeParse({ ...base, reminders: ['2d'] }))).toEqual({
      reminders: 'Choose reminders of 1 week, 1 day or 1 hour before',
    });
    expect(fieldErrors(CreateEventBodySchema.safeParse({ ...base, startsAt: 'tomorrow' }))).toEqual({
      startsAt: 'Enter a valid date and time',
    });
    const ok = CreateEventBodySchema.parse({
      ...base,
      location: 'https://meet.example.com/abc',
      reminders: ['1h', '1w', '1h'],
      attendeeIds: ['7d5e0a3c-6a9b-4d2e-9f4b-0c1d2e3f4a5b', '7d5e0a3c-6a9b-4d2e-9f4b-0c1d2e3f4a5b'],
    });
    expect(ok.location).toBe('https://meet.example.com/abc');
    expect(ok.reminders).toEqual(['1w', '1h']);
    expect(ok.attendeeIds).toHaveLength(1);
    expect(CreateEventBodySchema.parse({ ...base, location: 'Board room, 4th floor' }).location).toBe(
      'Board room, 4th floor',
    );
  });
});

describe('UpdateEventBodySchema', () => {
  it('leaves absent fields out and clears optional ones with null or empty text', () => {
    expect(UpdateEventBodySchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(UpdateEventBodySchema.parse({ location: '', description: null, durationMinutes: null })).toEqual({
      location: null,
      description: null,
      durationMinutes: null,
    });
    expect(fieldErrors(UpdateEventBodySchema.safeParse({ title: '' }))).toEqual({
      title: 'Event Title is required',
    });
  });
});

describe('EventFormSchema', () => {
  const empty = {
    title: '',
    type: '' as const,
    startsAtLocal: '',
    durationMinutes: '',
    location: '',
    description: '',
    attendeeIds: [],
    guests: [],
    reminders: [],
  };
  it('shows the same messages as the server', () => {
    expect(fieldErrors(EventFormSchema.safeParse(empty))).toEqual({
      title: 'Event Title is required',
      type: 'Event Type is required',
      startsAtLocal: 'Date & Time is required',
    });
    expect(
      fieldErrors(
        EventFormSchema.safeParse({
          ...empty,
          title: 'x',
          type: 'Social',
          startsAtLocal: '2031-01-01T10:00',
          durationMinutes: '-5',
        }),
      ),
    ).toEqual({ durationMinutes: 'Duration must be a positive number of minutes' });
  });
  it('becomes a body the server accepts', () => {
    const values = {
      ...empty,
      title: 'Team lunch',
      type: 'Social' as const,
      startsAtLocal: '2031-01-01T12:30',
      durationMinutes: '60',
      reminders: ['1d' as const],
    };
    expect(EventFormSchema.safeParse(values).success).toBe(true);
    const body = eventFormToBody(values);
    expect(body.startsAt).toBe(new Date('2031-01-01T12:30').toISOString());
    expect(CreateEventBodySchema.parse(body)).toMatchObject({ durationMinutes: 60, reminders: ['1d'] });
  });
  it('takes guests by email, name optional, each address once', () => {
    const values = {
      ...empty,
      title: 'Client review',
      type: 'Meeting' as const,
      startsAtLocal: '2031-01-01T12:30',
      guests: [
        { email: ' Kavya@Meridian.example ', name: ' Kavya Menon ' },
        { email: 'cfo@client.example', name: '' },
      ],
    };
    expect(EventFormSchema.safeParse(values).success).toBe(true);
    expect(CreateEventBodySchema.parse(eventFormToBody(values)).guests).toEqual([
      { email: 'kavya@meridian.example', name: 'Kavya Menon' },
      { email: 'cfo@client.example', name: null },
    ]);
    const repeated = { ...values, guests: [...values.guests, { email: 'KAVYA@meridian.example', name: '' }] };
    const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issuesOf(EventFormSchema.safeParse(repeated))).toEqual([
      ['guests.2.email', EVENT_GUEST_DUPLICATE],
    ]);
    expect(
      issuesOf(EventFormSchema.safeParse({ ...values, guests: [{ email: 'nobody', name: '' }] })),
    ).toEqual([['guests.0.email', 'Enter a valid email address']]);
  });
});

describe('RsvpBodySchema and DateRangeQuerySchema', () => {
  it('accepts only yes, no or maybe', () => {
    expect(RsvpBodySchema.safeParse({ answer: 'maybe' }).success).toBe(true);
    expect(fieldErrors(RsvpBodySchema.safeParse({ answer: 'pending' }))).toEqual({
      answer: 'Answer yes, no or maybe',
    });
  });
  it('needs an ordered range of at most about a year', () => {
    expect(
      DateRangeQuerySchema.safeParse({ from: '2031-01-01T00:00:00Z', to: '2031-02-01T00:00:00Z' }).success,
    ).toBe(true);
    expect(
      fieldErrors(
        DateRangeQuerySchema.safeParse({ from: '2031-02-01T00:00:00Z', to: '2031-01-01T00:00:00Z' }),
      ),
    ).toEqual({
      to: 'to must be after from',
    });
    expect(
      fieldErrors(
        DateRangeQuerySchema.safeParse({ from: '2031-01-01T00:00:00Z', to: '2033-01-01T00:00:00Z' }),
      ),
    ).toEqual({
      to: 'The range may span at most 400 days',
    });
  });
});
