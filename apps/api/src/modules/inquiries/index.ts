/** Inquiries: their admin routes. */
export { adminInquiriesRoutes } from './inquiries.routes';
