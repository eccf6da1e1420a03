import { loadConfig } from '../config/env';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver})`);
