import type { LeaveRequest } from '@taskflow/shared';

/**
 * Whether the applicant may still withdraw a request: while it is pending, or once approved until
 * the leave starts (the API's rule; it decides again when asked). `today` is the organization's day.
 */
export function isCancellable(request: Pick<LeaveRequest, 'status' | 'fromDate'>, today: string): boolean {
  return request.status === 'Pending' || (request.status === 'Approved' && request.fromDate > today);
}
