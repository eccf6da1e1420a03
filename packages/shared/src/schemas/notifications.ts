import { z } from 'zod';
import { requiredText } from './fields';
import { ListQuerySchema } from './pagination';

/**
 * Every kind of notification the app emits. `defaultEmail` is what a user gets
 * by email until they change their preference for that kind.
 */
export const NOTIFICATION_KINDS = [
  { kind: 'announcement', label: 'Announcements', defaultEmail: true },
  { kind: 'event_invite', label: 'Event invitations', defaultEmail: true },
  { kind: 'event_reminder', label: 'Event reminders', defaultEmail: true },
  { kind: 'task_assigned', label: 'Task assignments', defaultEmail: true },
  { kind: 'task_updated', label: 'Task updates', defaultEmail: false },
  { kind: 'task_comment', label: 'Task comments', defaultEmail: false },
  { kind: 'task_mentioned', label: 'Mentions in task comments', defaultEmail: true },
  { kind: 'task_due', label: 'Tasks due tomorrow and overdue', defaultEmail: true },
  { kind: 'leave_requested', label: 'Leave requests', defaultEmail: true },
  { kind: 'leave_decided', label: 'Leave decisions', defaultEmail: true },
  { kind: 'leave_escalated', label: 'Leave escalations', defaultEmail: true },
  { kind: 'leave_cover', label: 'Covering for a colleague on leave', defaultEmail: true },
  { kind: 'leave_reminder', label: 'Leave approval reminders', defaultEmail: true },
  { kind: 'timesheet_submitted', label: 'Timesheets submitted for approval', defaultEmail: true },
  { kind: 'timesheet_decided', label: 'Timesheet approvals and returns', defaultEmail: true },
  { kind: 'timer_running_long', label: 'Timers left running', defaultEmail: false },
  { kind: 'job_extended', label: 'Due dates of client work extended', defaultEmail: true },
  { kind: 'client_uploaded', label: 'Documents sent by clients', defaultEmail: true },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];
export const NOTIFICATION_KIND_VALUES = NOTIFICATION_KINDS.map((entry) => entry.kind) as [
  NotificationKind,
  ...NotificationKind[],
];
export const NotificationKindSchema = z.enum(NOTIFICATION_KIND_VALUES, {
  error: 'Choose a notification kind',
});

export function defaultEmailFor(kind: NotificationKind): boolean {
  return NOTIFICATION_KINDS.find((entry) => entry.kind === kind)?.defaultEmail ?? false;
}

export function notificationKindLabel(kind: string): string {
  return NOTIFICATION_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
}

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  sender: z.object({ id: z.string(), name: z.string() }).nullable(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = ListQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  kind: NotificationKindSchema.optional(),
});
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;
export type NotificationListQueryInput = z.input<typeof NotificationListQuerySchema>;

export const UnreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationPreferenceSchema = z.object({
  kind: NotificationKindSchema,
  label: z.string(),
  isEmailEnabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

export const NotificationPreferencesSchema = z.object({ data: z.array(NotificationPreferenceSchema) });

export const UpdateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(z.object({ kind: NotificationKindSchema, isEmailEnabled: z.boolean() }))
    .min(1, 'Change at least one preference')
    .max(NOTIFICATION_KINDS.length),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof UpdateNotificationPreferencesBodySchema>;

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 2000;

export const AudienceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('everyone') }),
    z.object({ type: z.literal('department'), departmentId: z.uuid({ error: 'Choose a department' }) }),
    z.object({
      type: z.literal('people'),
      userIds: z
        .array(z.uuid({ error: 'Choose people' }))
        .min(1, 'Choose at least one person')
        .max(500),
    }),
  ],
  { error: 'Choose who receives it' },
);
export type Audience = z.infer<typeof AudienceSchema>;

export const SendNotificationBodySchema = z.object({
  title: requiredText(
    'Title is required',
    NOTIFICATION_TITLE_MAX,
    `Title must be at most ${NOTIFICATION_TITLE_MAX} characters`,
  ),
  message: requiredText(
    'Message is required',
    NOTIFICATION_MESSAGE_MAX,
    `Message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`,
  ),
  audience: AudienceSchema,
});
export type SendNotificationBody = z.infer<typeof SendNotificationBodySchema>;

export const SendNotificationResultSchema = z.object({ recipients: z.number() });

/** What the live stream says; the payload carries the new notification and the fresh unread count. */
export const NotificationStreamEventSchema = z.object({
  notification: NotificationSchema.nullable(),
  unreadCount: z.number(),
});
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEventSchema>;
