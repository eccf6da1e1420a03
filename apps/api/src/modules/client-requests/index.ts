/** Client requests: the client's link, a request as read, and the daily request run services schedule. */
export { clientPageUrl, issueClientLink } from './client-links';
export { ensureRequestsDaily, scheduleRequestsDaily } from './request-schedule';
export { getRequest } from './requests.service';
