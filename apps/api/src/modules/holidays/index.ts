/** Holidays: their routes and the demo seed. */
export { holidaysRoutes } from './holidays.routes';
export { seedHolidays } from './holidays.service';
