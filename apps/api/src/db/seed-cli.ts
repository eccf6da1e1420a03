import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { demoCredentialsText, seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
console.log(
  (await seedDemo(database.db))
    ? 'Seeded the demo organization'
    : 'Database already has users; nothing seeded',
);
console.log(demoCredentialsText());
await database.close();
