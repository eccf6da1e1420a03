import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { demoCredentialsText, seedDemo } from './db/seed';
import { type JobWorker, startJobWorker } from './lib/jobs';
import { loggerOptions } from './lib/logging';
import { shutDown } from './lib/shutdown';
import { seedPricingPlans } from './modules/pricing-plans/pricing-plans.service';

const config = loadConfig();
const prettyLogs = process.stdout.isTTY && config.env !== 'production';
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
// The app is built (no queries) while the migrations are checked; nothing touches the database, and the
// server does not listen, before they are applied.
const migrated = database.migrate().then(
  () => undefined,
  (error: unknown) => ({ error }),
);

const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config, { pretty: prettyLogs }),
});
const migrationFailure = await migrated;
if (migrationFailure) throw migrationFailure.error;

if (await seedPricingPlans(database.db)) app.log.info('Added the default pricing plans');
if (config.seedDemo && (await seedDemo(database.db))) app.log.info('Seeded the demo organization');
if (config.seedDemo) app.log.info(demoCredentialsText());

let jobWorker: JobWorker | undefined;
let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info(`${signal} received, closing`);
  // Requests in progress and jobs in hand finish before the database goes away (lib/shutdown.ts).
  await shutDown({ app, database, jobWorker });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Reminders and other background jobs; every process polls, SKIP LOCKED hands each job to one of them.
jobWorker = startJobWorker(app);
app.log.info(`TaskFlow is running on ${config.publicUrl} (database: ${database.driver})`);
