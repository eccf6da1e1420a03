/**
 * Requests to clients (issue 41, decision 046): the items a firm needs from a client, sent by email and
 * WhatsApp with a link that needs no account, reminded by the queue, reviewed by staff. These are the
 * request bodies with their messages, the constants, and the shapes both sides read.
 */
import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { requiredDay } from './projects';

export const REQUEST_TITLE_MAX = 160;
export const REQUEST_MESSAGE_MAX = 4000;
export const REQUEST_ITEM_NAME_MAX = 160;
export const REQUEST_ITEM_NOTE_MAX = 1000;
export const REQUEST_ITEMS_MAX = 50;
export const REQUEST_CLIENT_NOTE_MAX = 2000;
export const REQUEST_RETURN_REASON_MAX = 1000;
/** Files one item may hold (several allowed: twelve bank statements). */
export const REQUEST_ITEM_FILES_MAX = 20;
/** The default reminder cadence: 7, 3 and 1 day before the due date, then every 3 days after it. */
export const DEFAULT_REMIND_DAYS_BEFORE = [7, 3, 1] as const;
export const DEFAULT_REMIND_EVERY_DAYS_AFTER = 3;
/** Reminders after the due date stop after this many (a client who never answers is not mailed forever). */
export const REMINDERS_AFTER_DUE_MAX = 10;
/** The hour (organization's zone) at which the queue sends templates and reminders. */
export const REQUEST_SEND_HOUR = 9;
export const CLIENT_LINK_DAYS_DEFAULT = 30;
export const CLIENT_LINK_DAYS_MAX = 365;
/** Template send offsets: days from the job's date (negative before it). */
export const REQUEST_TEMPLATE_OFFSET_MAX = 366;

export const REQUEST_TITLE_REQUIRED = 'Request title is required';
export const REQUEST_TITLE_TOO_LONG = `Request title must be at most ${REQUEST_TITLE_MAX} characters`;
export const REQUEST_MESSAGE_TOO_LONG = `Message must be at most ${REQUEST_MESSAGE_MAX} characters`;
export const REQUEST_DUE_REQUIRED = 'Due date is required';
export const REQUEST_CLIENT_REQUIRED = 'Choose a client';
export const REQUEST_JOB_INVALID = "Choose one of this client's jobs";
export const REQUEST_ITEMS_REQUIRED = 'Add at least one item';
export const REQUEST_ITEMS_TOO_MANY = `A request can have at most ${REQUEST_ITEMS_MAX} items`;
export const REQUEST_ITEM_NAME_REQUIRED = 'Item name is required';
export const REQUEST_ITEM_NAME_TOO_LONG = `Item name must be at most ${REQUEST_ITEM_NAME_MAX} characters`;
export const REQUEST_ITEM_NOTE_TOO_LONG = `Note must be at most ${REQUEST_ITEM_NOTE_MAX} characters`;
export const REQUEST_CONTACTS_INVALID = "Choose contacts of this client's with an email address";
export const REQUEST_NO_RECIPIENT =
  'This client has no contact with an email address: add one on the client, or send on WhatsApp';
export const REQUEST_REMIND_BEFORE_INVALID = 'Enter days before the due date from 1 to 60';
export const REQUEST_REMIND_AFTER_INVALID = 'Enter a number of days from 0 to 30';
export const REQUEST_RETURN_REASON_REQUIRED = 'Say why it is returned: the client will read it';
export const REQUEST_RETURN_REASON_TOO_LONG = `Reason must be at most ${REQUEST_RETURN_REASON_MAX} characters`;
export const REQUEST_CLIENT_NOTE_TOO_LONG = `Note must be at most ${REQUEST_CLIENT_NOTE_MAX} characters`;
export const REQUEST_NOT_FOUND = 'Request not found';
export const REQUEST_ITEM_NOT_FOUND = 'Item not found';
export const REQUEST_NOT_OPEN = 'This request is no longer open';
export const REQUEST_ITEM_ACCEPTED = 'The firm has accepted this item: it can no longer be changed';
export const REQUEST_ITEM_NOTHING_SENT = 'Nothing has been sent for this item yet';
export const REQUEST_ITEM_FILES_FULL = `An item can hold at most ${REQUEST_ITEM_FILES_MAX} files`;
export const CLIENT_LINK_DAYS_INVALID = `Enter a number of days from 1 to ${CLIENT_LINK_DAYS_MAX}`;
/** The one answer for an unknown, expired or revoked link: the client needs nothing more. */
export const CLIENT_LINK_EXPIRED = 'This link has expired. Ask the firm for a new one.';
export const TEMPLATE_NEEDS_REQUESTS_MANAGE =
  'Only someone who may manage client requests can add, change or remove a request to the client';
export const TEMPLATE_OFFSET_INVALID = `Enter a number of days from -${REQUEST_TEMPLATE_OFFSET_MAX} to ${REQUEST_TEMPLATE_OFFSET_MAX}`;

export const REQUEST_STATUSES = ['open', 'complete', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Waiting on client',
  complete: 'Everything in',
  cancelled: 'Cancelled',
};
export const REQUEST_ITEM_STATUSES = ['pending', 'submitted', 'accepted', 'returned'] as const;
export type RequestItemStatus = (typeof REQUEST_ITEM_STATUSES)[number];
export const REQUEST_ITEM_STATUS_LABELS: Record<RequestItemStatus, string> = {
  pending: 'Waiting',
  submitted: 'To review',
  accepted: 'Accepted',
  returned: 'Returned',
};
/** What the client still owes: an item nothing was sent for, or one the firm returned. */
export const isItemOpen = (status: string) => status === 'pending' || status === 'returned';

export const REQUEST_EVENT_KINDS = [
  'sent',
  'reminded',
  'nudged',
  'paused',
  'resumed',
  'uploaded',
  'file_removed',
  'submitted',
  'accepted',
  'returned',
  'acknowledged',
  'cancelled',
  'link_revoked',
] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

const itemFields = {
  name: requiredText(REQUEST_ITEM_NAME_REQUIRED, REQUEST_ITEM_NAME_MAX, REQUEST_ITEM_NAME_TOO_LONG),
  note: optionalText(REQUEST_ITEM_NOTE_MAX, REQUEST_ITEM_NOTE_TOO_LONG),
  wantsFile: z.boolean().default(true),
};
export const RequestItemInputSchema = z.object(itemFields);
export type RequestItemInput = z.input<typeof RequestItemInputSchema>;

const itemsList = z
  .array(RequestItemInputSchema, { error: REQUEST_ITEMS_REQUIRED })
  .min(1, REQUEST_ITEMS_REQUIRED)
  .max(REQUEST_ITEMS_MAX, REQUEST_ITEMS_TOO_MANY);

const remindBefore = z
  .array(
    z
      .number({ error: REQUEST_REMIND_BEFORE_INVALID })
      .int(REQUEST_REMIND_BEFORE_INVALID)
      .min(1, REQUEST_REMIND_BEFORE_INVALID)
      .max(60, REQUEST_REMIND_BEFORE_INVALID),
    { error: REQUEST_REMIND_BEFORE_INVALID },
  )
  .max(10, REQUEST_REMIND_BEFORE_INVALID);
const remindAfter = z
  .number({ error: REQUEST_REMIND_AFTER_INVALID })
  .int(REQUEST_REMIND_AFTER_INVALID)
  .min(0, REQUEST_REMIND_AFTER_INVALID)
  .max(30, REQUEST_REMIND_AFTER_INVALID);

/** A new request (POST /requests). `send`: mail it at once (else it stays unsent until POST …/send). */
export const CreateRequestSchema = z.object({
  customerId: z.uuid({ error: REQUEST_CLIENT_REQUIRED }),
  jobId: z.uuid({ error: REQUEST_JOB_INVALID }).optional(),
  title: requiredText(REQUEST_TITLE_REQUIRED, REQUEST_TITLE_MAX, REQUEST_TITLE_TOO_LONG),
  message: optionalText(REQUEST_MESSAGE_MAX, REQUEST_MESSAGE_TOO_LONG),
  dueOn: requiredDay(REQUEST_DUE_REQUIRED),
  items: itemsList,
  /** Empty or absent: every contact of the client's who receives requests. */
  contactIds: z
    .array(z.uuid({ error: REQUEST_CONTACTS_INVALID }), { error: REQUEST_CONTACTS_INVALID })
    .max(20, REQUEST_CONTACTS_INVALID)
    .optional(),
  remindDaysBefore: remindBefore.optional(),
  remindEveryDaysAfter: remindAfter.optional(),
  send: z.boolean().default(true),
});
export type CreateRequestBody = z.input<typeof CreateRequestSchema>;

/** An edit while the request is open: items are replaced as a list (kept by id, new without). */
export const UpdateRequestSchema = z.object({
  title: requiredText(REQUEST_TITLE_REQUIRED, REQUEST_TITLE_MAX, REQUEST_TITLE_TOO_LONG).optional(),
  message: optionalText(REQUEST_MESSAGE_MAX, REQUEST_MESSAGE_TOO_LONG).nullable(),
  dueOn: requiredDay(REQUEST_DUE_REQUIRED).optional(),
  items: z
    .array(RequestItemInputSchema.extend({ id: z.uuid({ error: REQUEST_ITEM_NOT_FOUND }).optional() }), {
      error: REQUEST_ITEMS_REQUIRED,
    })
    .min(1, REQUEST_ITEMS_REQUIRED)
    .max(REQUEST_ITEMS_MAX, REQUEST_ITEMS_TOO_MANY)
    .optional(),
  contactIds: z
    .array(z.uuid({ error: REQUEST_CONTACTS_INVALID }))
    .max(20, REQUEST_CONTACTS_INVALID)
    .optional(),
  remindDaysBefore: remindBefore.optional(),
  remindEveryDaysAfter: remindAfter.optional(),
});
export type UpdateRequestBody = z.input<typeof UpdateRequestSchema>;

export const ReturnItemSchema = z.object({
  reason: requiredText(
    REQUEST_RETURN_REASON_REQUIRED,
    REQUEST_RETURN_REASON_MAX,
    REQUEST_RETURN_REASON_TOO_LONG,
  ),
});

export const RemindersPausedSchema = z.object({ paused: z.boolean({ error: 'Choose paused or not' }) });

export const ClientLinkSettingsSchema = z.object({
  clientLinkDays: z.coerce
    .number({ error: CLIENT_LINK_DAYS_INVALID })
    .int(CLIENT_LINK_DAYS_INVALID)
    .min(1, CLIENT_LINK_DAYS_INVALID)
    .max(CLIENT_LINK_DAYS_MAX, CLIENT_LINK_DAYS_INVALID),
});

export const RequestListQuerySchema = z.object({
  customerId: z.uuid({ error: REQUEST_CLIENT_REQUIRED }).optional(),
  jobId: z.uuid({ error: REQUEST_JOB_INVALID }).optional(),
  status: z
    .enum([...REQUEST_STATUSES, 'all'], { error: 'Choose open, complete, cancelled or all' })
    .default('open'),
  /** Only requests with an item waiting for the firm's review. */
  toReview: z.enum(['true', 'false']).optional(),
  q: optionalText(200, 'Search must be at most 200 characters'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more')
    .max(100, 'Page size must be at most 100')
    .default(25),
});
export type RequestListQuery = z.output<typeof RequestListQuerySchema>;

/** The client's note or "done" on an item (client page). */
export const ClientItemUpdateSchema = z.object({
  // nullable, not `.or(null)`: a union's failure reads "Invalid input" instead of the field's message.
  note: optionalText(REQUEST_CLIENT_NOTE_MAX, REQUEST_CLIENT_NOTE_TOO_LONG).nullable(),
  done: z.literal(true, { error: 'Mark the item done' }).optional(),
});

// ---------------------------------------------------------------- templates on service steps

/** A request a service step sends by itself for each job: `sendOffsetDays` and `dueOffsetDays` from the job's date. */
export const RequestTemplateSchema = z.object({
  title: requiredText(REQUEST_TITLE_REQUIRED, REQUEST_TITLE_MAX, REQUEST_TITLE_TOO_LONG),
  message: optionalText(REQUEST_MESSAGE_MAX, REQUEST_MESSAGE_TOO_LONG),
  items: itemsList,
  sendOffsetDays: z
    .number({ error: TEMPLATE_OFFSET_INVALID })
    .int(TEMPLATE_OFFSET_INVALID)
    .min(-REQUEST_TEMPLATE_OFFSET_MAX, TEMPLATE_OFFSET_INVALID)
    .max(REQUEST_TEMPLATE_OFFSET_MAX, TEMPLATE_OFFSET_INVALID),
  dueOffsetDays: z
    .number({ error: TEMPLATE_OFFSET_INVALID })
    .int(TEMPLATE_OFFSET_INVALID)
    .min(-REQUEST_TEMPLATE_OFFSET_MAX, TEMPLATE_OFFSET_INVALID)
    .max(REQUEST_TEMPLATE_OFFSET_MAX, TEMPLATE_OFFSET_INVALID),
});
export type RequestTemplate = z.output<typeof RequestTemplateSchema>;

// ---------------------------------------------------------------- what is read

export interface RequestFileView {
  id: string;
  fileName: string;
  mime: string;
  sizeBytes: number;
  createdAt: string;
}

export interface RequestItemView {
  id: string;
  name: string;
  note: string | null;
  wantsFile: boolean;
  status: RequestItemStatus;
  clientNote: string | null;
  returnReason: string | null;
  submittedAt: string | null;
  files: RequestFileView[];
}

/** A request as staff read it (GET /requests/:id); the list's rows carry the counts only. */
export interface RequestView {
  id: string;
  customer: { id: string; name: string };
  job: { id: string; title: string } | null;
  title: string;
  message: string | null;
  dueOn: string;
  status: RequestStatus;
  itemCount: number;
  openCount: number;
  toReviewCount: number;
  contactIds: string[];
  remindDaysBefore: number[];
  remindEveryDaysAfter: number;
  remindersPaused: boolean;
  remindersSent: number;
  sentAt: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface RequestDetail extends RequestView {
  items: RequestItemView[];
  events: {
    id: string;
    kind: RequestEventKind;
    detail: string | null;
    actorName: string | null;
    createdAt: string;
  }[];
}

/** What the client page reads (GET /client-link): that client's open requests and what the firm received. */
export interface ClientPageView {
  firm: { name: string; hasLogo: boolean };
  client: { name: string };
  expiresAt: string;
  requests: {
    id: string;
    title: string;
    message: string | null;
    dueOn: string;
    status: RequestStatus;
    items: RequestItemView[];
  }[];
}

// ---------------------------------------------------------------- the client page (engineer B, issue 41)

/** An item marked done with no file where a file was asked for: the firm needs to know why. */
export const CLIENT_DONE_NEEDS_NOTE = 'Add a file, or a note saying why there is none';
export const CLIENT_FILE_NOT_FOUND = 'File not found';
/** A request stays on the client page this long after everything came in (what the firm received). */
export const CLIENT_PAGE_COMPLETE_DAYS = 30;

const RequestFileViewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});

/** RequestItemView as a schema (the client page's answers are written from it). */
export const RequestItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  wantsFile: z.boolean(),
  status: z.enum(REQUEST_ITEM_STATUSES),
  clientNote: z.string().nullable(),
  returnReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  files: z.array(RequestFileViewSchema),
}) satisfies z.ZodType<RequestItemView>;

/** ClientPageView as a schema (GET /client-link). */
export const ClientPageViewSchema = z.object({
  firm: z.object({ name: z.string(), hasLogo: z.boolean() }),
  client: z.object({ name: z.string() }),
  expiresAt: z.string(),
  requests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      message: z.string().nullable(),
      dueOn: z.string(),
      status: z.enum(REQUEST_STATUSES),
      items: z.array(RequestItemViewSchema),
    }),
  ),
}) satisfies z.ZodType<ClientPageView>;

// ---------------------------------------------------------------- the staff's requests API (engineer A, issue 41)

export const REQUEST_NOTHING_OWED =
  'The client owes nothing on this request: there is nothing to remind them of';
export const REQUEST_NOT_SENT = 'This request has not been sent yet: send it first';
export const REQUEST_NO_EMAIL = 'None of the contacts of this request has an email address to remind';
/** The loser of two reviewers deciding the same item at once. */
export const REQUEST_ITEM_REVIEWED = 'Someone has just reviewed this item: reload to see what they decided';
export const REQUEST_ITEM_CHANGED = 'The client sent another file meanwhile: look at it, then decide again';
export const REQUEST_ITEM_KEPT =
  'An item the client has sent files for, or that the firm accepted, cannot be removed';
export const CLIENT_LINK_NOT_FOUND = 'Link not found';

/** What POST /requests/:id/send answers: the link's URL exists only here (staff may copy it). */
export interface RequestSendResult {
  sentTo: string[];
  linkUrl: string;
  expiresAt: string;
  whatsapp: { contactName: string; phone: string; url: string }[];
}

/** A client's link as staff see it (never its token nor its hash). */
export interface ClientLinkView {
  id: string;
  requestId: string | null;
  sentTo: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  isLive: boolean;
}

export const RequestViewSchema = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  message: z.string().nullable(),
  dueOn: z.string(),
  status: z.enum(REQUEST_STATUSES),
  itemCount: z.number(),
  openCount: z.number(),
  toReviewCount: z.number(),
  contactIds: z.array(z.string()),
  remindDaysBefore: z.array(z.number()),
  remindEveryDaysAfter: z.number(),
  remindersPaused: z.boolean(),
  remindersSent: z.number(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<RequestView>;

export const RequestDetailSchema = RequestViewSchema.extend({
  items: z.array(RequestItemViewSchema),
  events: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(REQUEST_EVENT_KINDS),
      detail: z.string().nullable(),
      actorName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<RequestDetail>;

export const RequestSendResultSchema = z.object({
  sentTo: z.array(z.string()),
  linkUrl: z.string(),
  expiresAt: z.string(),
  whatsapp: z.array(z.object({ contactName: z.string(), phone: z.string(), url: z.string() })),
}) satisfies z.ZodType<RequestSendResult>;

export const ClientLinkViewSchema = z.object({
  id: z.string(),
  requestId: z.string().nullable(),
  sentTo: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  isLive: z.boolean(),
}) satisfies z.ZodType<ClientLinkView>;

// ---------------------------------------------------------------- the firm's view in numbers (engineer C, issue 41)

/** Requests completed within this many days make the median days from sent to complete. */
export const INSIGHTS_MEDIAN_WINDOW_DAYS = 90;
/** Clients the insights list, those with the most open requests first. */
export const INSIGHTS_TOP_CLIENTS = 10;

/** GET /requests/insights: outstanding requests, what waits on the firm, and how fast clients answer. */
export const RequestInsightsSchema = z.object({
  /** Open requests (something is still expected of the client). */
  outstanding: z.number().int(),
  /** Items a client sent that the firm has not yet accepted or returned. */
  itemsToReview: z.number().int(),
  /** Open requests past their due date in the organization's zone. */
  overdue: z.number().int(),
  /** Median days from sent to complete (one decimal) over the window's completed requests; null: none. */
  medianDaysToComplete: z.number().nullable(),
  /** Requests completed within the window. */
  completedCount: z.number().int(),
  byClient: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      open: z.number().int(),
      overdue: z.number().int(),
      oldestDueOn: z.string(),
    }),
  ),
});
export type RequestInsights = z.infer<typeof RequestInsightsSchema>;

/** GET /requests/outstanding-by-job?customerId=: a client's jobs with open requests. */
export const OutstandingByJobQuerySchema = z.object({
  customerId: z.uuid({ error: REQUEST_CLIENT_REQUIRED }),
});
export const OutstandingByJobSchema = z.array(
  z.object({ jobId: z.string(), title: z.string(), open: z.number().int() }),
);
export type OutstandingByJob = z.infer<typeof OutstandingByJobSchema>;
