// `npm run console:owner -- --merchant <sub> --email <email> [--phone <phone>] [--name <name>] [--password <password>] [--brand <name>]`:
// creates the first owner of a merchant's console (later staff are added in the console by an owner); with
// --brand, a merchant that does not exist yet is created first, empty, for the owner to set up in the console.
// Without --password a strong one is generated and printed once. Uses DATABASE_URL, else the embedded
// PGlite in PGLITE_DIR (./data): stop a running PGlite server first, PGlite has one process at a time.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openDatabase } from '@dastarkhan/db/client';
import { migrateDatabase } from '@dastarkhan/db/migrate';
import { isAppError } from './errors.ts';
import { loadConfig } from './config.ts';
import { createOwner } from './modules/console/access-service.ts';
import { createRateLimits } from './plugins/rate-limit.ts';

const usage =
  'usage: npm run console:owner -- --merchant <sub> (--email <email> | --phone <phone>) [--name <name>] [--password <password>] [--brand <brand name: creates the merchant>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      merchant: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      brand: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.merchant || (!values.email && !values.phone)) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const password = values.password ?? randomBytes(12).toString('base64url');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, pgliteDir: config.databaseUrl ? undefined : config.pgliteDir, pgliteSharedBuffersMb: config.pgliteSharedBuffersMb });
  try {
    await migrateDatabase(database);
    const owner = await createOwner(
      { db: database.db, limits: createRateLimits() },
      {
        merchantSub: values.merchant,
        name: values.name ?? values.email ?? values.phone ?? 'Owner',
        password,
        ...(values.email ? { email: values.email } : {}),
        ...(values.phone ? { phone: values.phone } : {}),
        ...(values.brand !== undefined ? { brandName: values.brand } : {}),
      },
    );
    console.log(`Created the owner ${owner.email ?? owner.phone} of "${values.merchant}".`);
    console.log(`Sign in at https://${values.merchant}.<your domain>/console${values.password ? '' : ` with the password: ${password}`}`);
    return 0;
  } catch (error) {
    if (isAppError(error)) {
      console.error(`${error.code}: ${error.description.eng}${error.details ? ` ${JSON.stringify(error.details)}` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exit(await main());
