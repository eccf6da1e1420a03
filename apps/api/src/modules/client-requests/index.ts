/** Client requests: their routes (app.ts), the client's link, a request as read, and the daily request run services schedule. */
export { clientPageUrl, issueClientLink } from './client-links';
export { clientPageRoutes } from './client-page.routes';
export { requestInsightsRoutes } from './request-insights.routes';
export { ensureRequestsDaily, scheduleRequestsDaily } from './request-schedule';
export { customerClientLinksRoutes, requestsRoutes } from './requests.routes';
export { getRequest } from './requests.service';
