/** Planning: its routes (app.ts) and demo seed, and the task calendar's items and feed. */

export { planningRoutes } from './planning.routes';
export { seedDependencies } from './planning.seed';
export { ownPlanningFeedEvents, ownTaskCalendarItems } from './task-calendar.service';
