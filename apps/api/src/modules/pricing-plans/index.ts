/** Pricing plans: their public and admin routes, the startup seed, and the list the public pages show. */
export { adminPricingPlansRoutes, pricingPlansRoutes } from './pricing-plans.routes';
export { listPricingPlans, seedPricingPlans } from './pricing-plans.service';
