/** Reports: which members hold given permissions (the scheduled reports' and webhooks' recipients). */
export { membersWithPermissions } from './schedules.service';
