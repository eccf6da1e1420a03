/** Events and the calendar: their routes (app.ts) and demo seed. */
export { calendarRoutes } from './calendar.routes';
export { eventsRoutes } from './events.routes';
export { seedEvents } from './events.seed';
