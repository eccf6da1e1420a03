import { addCalendarDays, todayIn } from '@taskflow/shared';

/**
 * The instant the browser suite runs at, so that no spec meets a weekend, a holiday or a month end by
 * the calendar of the day it runs: Monday 16 November 2026, 09:30 in the demo organization's zone, a
 * working day (work week Monday to Friday) with no demo holiday in its week or the one before
 * (apps/api/src/modules/holidays/holidays.service.ts). The demo data is seeded relative to the server's
 * today, so it is seeded around this day.
 *
 * It lies in the past on purpose. The OpenID provider keeps the real clock: its cookies carry absolute
 * expiry dates, which the browser judges by the real clock, so a provider set back in time would hand out
 * cookies already expired. The app accepts the provider's tokens as long as its own clock is not ahead of
 * them (an ID token lives an hour), which holds for any instant in the past.
 *
 * `E2E_NOW=<ISO instant> npx playwright test …` runs the suite at another instant, to check that a spec
 * does not depend on the day.
 */
export const E2E_NOW = process.env.E2E_NOW ?? '2026-11-16T09:30:00+05:30';
if (Number.isNaN(Date.parse(E2E_NOW))) throw new Error(`E2E_NOW is not a date: ${E2E_NOW}`);

/** The demo organization's time zone (apps/api/src/db/seed.ts), where its "today" is judged. */
export const ORG_ZONE = 'Asia/Kolkata';

// The real moment at which the suite clock reads E2E_NOW. The runner loads the config, and so this
// module, before it starts the servers and the workers; both inherit the moment through the environment,
// so the server, the browsers and the specs read one clock.
process.env.E2E_CLOCK_SINCE ??= String(Date.now());
export const E2E_CLOCK_SINCE = Number(process.env.E2E_CLOCK_SINCE);

/** Now on the suite clock: E2E_NOW, plus the real time the run has taken since it started. */
export const suiteNow = () => new Date(Date.parse(E2E_NOW) + Date.now() - E2E_CLOCK_SINCE);

/** The demo organization's day `days` days from its today on the suite clock, as YYYY-MM-DD. */
export const orgDay = (days = 0) => addCalendarDays(todayIn(ORG_ZONE, suiteNow()), days);
