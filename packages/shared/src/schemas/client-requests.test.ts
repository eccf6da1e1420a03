import { describe, expect, it } from 'vitest';
import {
  ClientItemUpdateSchema,
  CreateRequestSchema,
  REQUEST_CLIENT_NOTE_MAX,
  REQUEST_CLIENT_NOTE_TOO_LONG,
  REQUEST_DUE_REQUIRED,
  REQUEST_ITEM_NAME_REQUIRED,
  REQUEST_ITEMS_REQUIRED,
  REQUEST_MESSAGE_MAX,
  REQUEST_MESSAGE_TOO_LONG,
  REQUEST_REMIND_BEFORE_INVALID,
  REQUEST_TITLE_REQUIRED,
  UpdateRequestSchema,
} from './client-requests';

/** Each refused field with its first message, as the API's 400 names them. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('request schemas name the field they refuse', () => {
  it('a new request: title, due date, items and each item’s name, the cadence', () => {
    expect(
      problems(
        CreateRequestSchema.safeParse({
          customerId: '6f1c8f0e-6a53-4c1e-9d7e-1d2b3c4d5e6f',
          title: ' ',
          dueOn: '',
          items: [{ name: '' }],
          remindDaysBefore: [7, 0],
        }),
      ),
    ).toEqual({
      title: REQUEST_TITLE_REQUIRED,
      dueOn: REQUEST_DUE_REQUIRED,
      'items.0.name': REQUEST_ITEM_NAME_REQUIRED,
      'remindDaysBefore.1': REQUEST_REMIND_BEFORE_INVALID,
    });
    expect(
      problems(CreateRequestSchema.safeParse({ customerId: 'x', title: 'T', dueOn: '2026-12-01', items: [] }))
        .items,
    ).toBe(REQUEST_ITEMS_REQUIRED);
  });

  it('an edit clears the message with null and names a message too long (not "Invalid input")', () => {
    expect(UpdateRequestSchema.parse({ message: null }).message).toBeNull();
    expect(problems(UpdateRequestSchema.safeParse({ message: 'x'.repeat(REQUEST_MESSAGE_MAX + 1) }))).toEqual(
      {
        message: REQUEST_MESSAGE_TOO_LONG,
      },
    );
  });

  it("the client's note: cleared with null, too long named", () => {
    expect(ClientItemUpdateSchema.parse({ note: null }).note).toBeNull();
    expect(
      problems(ClientItemUpdateSchema.safeParse({ note: 'x'.repeat(REQUEST_CLIENT_NOTE_MAX + 1) })),
    ).toEqual({ note: REQUEST_CLIENT_NOTE_TOO_LONG });
  });
});
