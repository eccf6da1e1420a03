/**
 * `npm run db:seed-large`: migrations, the demo organization, then two large organizations of the same
 * size for benchmarks (the second keeps every query honest about tenant scoping at size).
 */
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { seedDemo } from './seed';
import {
  LARGE_ORGANIZATION,
  type LargeSeedOptions,
  SECOND_LARGE_ORGANIZATION,
  seedLargeOrganization,
} from './seed-large';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
await seedDemo(database.db);
// SEED_SCALE shrinks (or grows) every count, e.g. 0.1 for a quick run.
const scale = Number(process.env.SEED_SCALE ?? 1);
const size = (n: number) => Math.max(1, Math.round(n * scale));
const scaled = (organization: LargeSeedOptions): LargeSeedOptions => ({
  ...organization,
  people: size(organization.people),
  departments: size(organization.departments),
  customers: size(organization.customers),
  events: size(organization.events),
  adminNotifications: size(organization.adminNotifications),
  projects: size(organization.projects ?? 200),
  tasks: size(organization.tasks ?? 100_000),
});
for (const organization of [LARGE_ORGANIZATION, SECOND_LARGE_ORGANIZATION]) {
  const options = scaled(organization);
  const started = Date.now();
  const seeded = await seedLargeOrganization(database.db, options);
  console.log(
    seeded
      ? `Seeded ${options.name} (${options.people} people, ${options.tasks} tasks, admin@${options.domain}) in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `${options.name} exists already; nothing seeded`,
  );
}
await database.close();
