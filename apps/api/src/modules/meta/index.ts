/** Reference data: whether a country code is known. */
export { isKnownCountryCode } from './country-codes';
