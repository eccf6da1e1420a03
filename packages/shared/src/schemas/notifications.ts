import { z } from 'zod';
import { NOTIFICATION_KIND_VALUES, NOTIFICATION_KINDS } from '../notification-kinds';
import { requiredText } from './fields';
import { ListQuerySchema } from './pagination';

export const NotificationKindSchema = z.enum(NOTIFICATION_KIND_VALUES, {
  error: 'Choose a notification kind',
});

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
