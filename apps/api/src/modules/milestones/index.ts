/** Milestones: their routes (app.ts), and those in a date range, for the calendar. */

export { milestonesRoutes, projectMilestonesRoutes } from './milestones.routes';
export { milestonesInRange } from './milestones.service';
