import { type RequestDetail, type RequestEventKind, todayIn } from '@taskflow/shared';
import { useCurrentOrganization } from '../../../lib/organization';

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Today in the organization's zone: a request's due date is the firm's, and its reminders go by that
 * zone's days, so "overdue" is judged there whatever the reader's own zone.
 */
export function useOrganizationToday(): string {
  const organization = useCurrentOrganization();
  return todayIn(organization.data?.timeZone);
}

/** Overdue: still open and due before today (the due day itself is not late). */
export const isRequestOverdue = (request: { status: string; dueOn: string }, today: string) =>
  request.status === 'open' && request.dueOn < today;

const EVENT_WORDS: Record<RequestEventKind, string> = {
  sent: 'Sent to the client',
  reminded: 'Reminder sent',
  nudged: 'Nudged by hand',
  paused: 'Reminders paused',
  resumed: 'Reminders resumed',
  uploaded: 'The client uploaded a file',
  file_removed: 'The client removed a file',
  submitted: 'The client marked an item done',
  accepted: 'Item accepted',
  returned: 'Item returned',
  acknowledged: 'Receipt sent to the client',
  cancelled: 'Request cancelled',
  link_revoked: 'Client link revoked',
};

/** An event of a request's history in words, with its detail (an item's name, a reason) after it. */
export function describeEvent(event: RequestDetail['events'][number]): string {
  const words = EVENT_WORDS[event.kind] ?? event.kind;
  return event.detail ? `${words}: ${event.detail}` : words;
}

/** "7, 3 and 1 day before the due date, then every 3 days" — the cadence as the page states it. */
export function describeCadence(before: readonly number[], everyAfter: number): string {
  const days = [...before].sort((a, b) => b - a);
  const list =
    days.length === 0
      ? ''
      : days.length === 1
        ? `${plural(days[0] as number, 'day')} before the due date`
        : `${days.slice(0, -1).join(', ')} and ${plural(days.at(-1) as number, 'day')} before the due date`;
  const after = everyAfter > 0 ? `every ${plural(everyAfter, 'day')} after it` : 'none after it';
  return list ? `${list}, then ${after}` : `None before the due date, ${after}`;
}
