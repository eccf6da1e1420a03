/** Reference data: its routes (app.ts), and whether a country code is known (sign-up, profile, the demo form). */
export { isKnownCountryCode } from './country-codes';
export { metaRoutes } from './meta.routes';
