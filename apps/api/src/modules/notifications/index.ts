/** Notifications: how another module notifies people. */

export type { NotifyDeps, NotifyInput } from './notifications.service';
export { notifyUsers } from './notifications.service';
