/** Notifications: their routes and live stream (app.ts), and how another module notifies people. */

import './notice-delivery.jobs';

export type { NotifyInput } from './notice-queue';
export { noticeWork, queueNotices } from './notice-queue';
export { notificationsRoutes } from './notifications.routes';
export type { NotifyDeps } from './notifications.service';
export { notifyUsers } from './notifications.service';
export { streamRoutes } from './stream.routes';
