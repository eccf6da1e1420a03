/** `npm run db:seed-large`: migrations, the demo organization, then one large organization for benchmarks. */
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { seedDemo } from './seed';
import { LARGE_ORGANIZATION, seedLargeOrganization } from './seed-large';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
await seedDemo(database.db);
// SEED_SCALE shrinks (or grows) every count, e.g. 0.1 for a quick run.
const scale = Number(process.env.SEED_SCALE ?? 1);
const size = (n: number) => Math.max(1, Math.round(n * scale));
const options = {
  ...LARGE_ORGANIZATION,
  people: size(LARGE_ORGANIZATION.people),
  departments: size(LARGE_ORGANIZATION.departments),
  customers: size(LARGE_ORGANIZATION.customers),
  events: size(LARGE_ORGANIZATION.events),
  adminNotifications: size(LARGE_ORGANIZATION.adminNotifications),
};
const started = Date.now();
const seeded = await seedLargeOrganization(database.db, options);
console.log(
  seeded
    ? `Seeded ${LARGE_ORGANIZATION.name} (${options.people} people, admin@${LARGE_ORGANIZATION.domain}) in ${((Date.now() - started) / 1000).toFixed(1)} s`
    : `${LARGE_ORGANIZATION.name} exists already; nothing seeded`,
);
await database.close();
