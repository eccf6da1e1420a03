/**
 * Grants or revokes the platform-admin flag of an existing account:
 *   npm run admin:grant -- someone@example.com
 *   npm run admin:revoke -- someone@example.com
 * The change is written to the audit log with the operating-system user as its author.
 */
import { userInfo } from 'node:os';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { setPlatformAdmin } from './admin.service';

const [mode, email] = process.argv.slice(2);
if ((mode !== 'grant' && mode !== 'revoke') || !email) {
  console.error('Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await database.migrate();
  const grant = mode === 'grant';
  const { changed } = await setPlatformAdmin(database.db, email, grant, `cli:${userInfo().username}`);
  const state = grant ? 'is a platform admin' : 'is no longer a platform admin';
  console.log(
    changed ? `${email} ${state}` : `${email} already ${state.replace('is ', '')}; nothing changed`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
