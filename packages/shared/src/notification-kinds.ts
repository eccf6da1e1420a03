/**
 * The kinds of notification and their labels, apart from their schemas (schemas/notifications.ts): the
 * notification bell on every app page needs the labels, and importing them from a schema module made the
 * first load evaluate every zod schema of the shared package (issue 45, item 6).
 */

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
export function defaultEmailFor(kind: NotificationKind): boolean {
  return NOTIFICATION_KINDS.find((entry) => entry.kind === kind)?.defaultEmail ?? false;
}

export function notificationKindLabel(kind: string): string {
  return NOTIFICATION_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
}
