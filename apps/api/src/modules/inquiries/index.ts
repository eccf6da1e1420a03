/** Inquiries: the public form's and the admin routes. */
export { adminInquiriesRoutes, inquiriesRoutes } from './inquiries.routes';
