import cluster from 'node:cluster';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { demoNotice, seedDemo } from './db/seed';
import { type JobWorker, startJobWorker } from './lib/jobs';
import { loggerOptions } from './lib/logging';
import { shutDown } from './lib/shutdown';
import { seedPricingPlans } from './modules/pricing-plans';

const config = loadConfig();

/** One API process: migrations and the first seed (once across processes), then listen, then jobs. */
async function runServer(config: AppConfig) {
  const prettyLogs = process.stdout.isTTY && config.env !== 'production';
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    heavyStatementTimeoutMs: config.reportStatementTimeoutMs,
  });
  // Processes starting together migrate and seed one at a time: the first does it, the others find it
  // done. The app is built (no queries) meanwhile; nothing touches the database, and the server does not
  // listen, before the migrations are applied.
  const startup = database.withStartupLock(async () => {
    await database.migrate();
    const addedPlans = await seedPricingPlans(database.db);
    const seededDemo = config.seedDemo && (await seedDemo(database.db));
    return { addedPlans, seededDemo };
  });
  const started = startup.then(
    (outcome) => ({ outcome }),
    (error: unknown) => ({ error }),
  );

  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config, { pretty: prettyLogs }),
  });
  const result = await started;
  if ('error' in result) throw result.error;
  if (result.outcome.addedPlans) app.log.info('Added the default pricing plans');
  if (result.outcome.seededDemo) app.log.info('Seeded the demo organization');
  const demo = await demoNotice(database.db);
  if (demo) app.log.warn(demo);

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
}

/**
 * WEB_CONCURRENCY processes share the port (node:cluster). Each is a whole server: sessions, jobs, live
 * events, limits and kept answers meet in PostgreSQL, never in one process's memory. A process that dies
 * is replaced; a signal to the primary reaches every process, and each closes gracefully.
 */
function runPrimary(count: number) {
  let isStopping = false;
  for (let index = 0; index < count; index++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    isStopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`TaskFlow primary ${process.pid}: ${count} API processes on port ${config.port}`);
}

if (cluster.isPrimary && config.webConcurrency > 1 && config.databaseUrl) {
  runPrimary(config.webConcurrency);
} else {
  if (cluster.isPrimary && config.webConcurrency > 1) {
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded database (PGlite) lives in one process. ` +
        'Set DATABASE_URL to a PostgreSQL server to run several API processes.',
    );
  }
  await runServer(config);
}
