/** Pricing plans: the list the public pages show, and their admin routes. */
export { adminPricingPlansRoutes } from './pricing-plans.routes';
export { listPricingPlans } from './pricing-plans.service';
