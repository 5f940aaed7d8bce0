// The process environment, validated once at start: every setting the server reads lives here.
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const positiveInt = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('Runtime mode: development, production or test.'),
    PORT: port.default(3000).describe('TCP port the server listens on.'),
    HOST: z.string().min(1).default('0.0.0.0').describe('Interface the server binds to.'),
    ROLE: z
      .enum(['api', 'web', 'all'])
      .default('all')
      .describe('What this process serves: the API only, the storefront only (needs API_URL), or both.'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db').describe(
      'PostgreSQL connection string; when unset the embedded PGlite database in PGLITE_DIR is used.',
    ),
    PGLITE_DIR: z.string().min(1).default('./data/pglite').describe('Directory of the embedded PGlite database (used when DATABASE_URL is unset).'),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').describe(
      'Redis for state shared by several instances (cache invalidation, rate limits); in-process when unset.',
    ),
    DEFAULT_MERCHANT: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a merchant subdomain (lowercase letters, digits, dashes)')
      .default('demo')
      .describe('Merchant shown on a bare host without a subdomain or ?vendor=.'),
    BASE_DOMAIN: optionalString
      .refine((value) => value === undefined || /^[a-z0-9.-]+$/i.test(value), { message: 'must be a domain name like dastarkhan.uz' })
      .describe('Domain whose subdomains are merchants (e.g. dastarkhan.uz); *.localhost always works.'),
    API_URL: urlWithProtocols(['http:', 'https:'], 'http://api.internal:3000')
      .transform((value) => value?.replace(/\/+$/, ''))
      .describe('Where the API instances are (required when ROLE=web).'),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto').describe('auto: seed the demo merchants when the database has none; never: do not seed.'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('Log level (pino).'),
    CATALOGUE_CACHE_TTL_SECONDS: positiveInt.default(300).describe('How long a merchant catalogue stays cached (it is also dropped on every change).'),
    MERCHANT_CACHE_TTL_SECONDS: positiveInt
      .default(30)
      .describe('How long a merchant, its settings and cities stay cached (they are also dropped on every announced change).'),
    IMAGE_CACHE_MB: positiveInt.default(64).describe('Memory budget for resized images kept in process.'),
  });

export type Env = z.output<typeof ConfigSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  role: Env['ROLE'];
  databaseUrl: string | null;
  pgliteDir: string;
  redisUrl: string | null;
  defaultMerchant: string;
  baseDomain: string | null;
  apiUrl: string | null;
  seedDemo: Env['SEED_DEMO'];
  logLevel: Env['LOG_LEVEL'];
  catalogueCacheTtlSeconds: number;
  merchantCacheTtlSeconds: number;
  imageCacheMb: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; throws a ConfigError naming every bad variable. Unknown variables are ignored. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => {
      const value = env[key];
      // An empty variable (`PORT=`) means "not set", as in most deployment tools.
      return [key, value === '' ? undefined : value];
    }),
  );
  const result = ConfigSchema.safeParse(known);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = issue.path.length > 0 ? issue.path.join('.') : '(environment)';
        const given = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
        return `${name} ${issue.message}${given !== undefined ? ` (got "${given}")` : ''}`;
      });
  // Checked apart from the schema so that it is reported together with every other problem.
  if (known.ROLE?.trim() === 'web' && !known.API_URL?.trim()) problems.push('API_URL is required when ROLE=web');
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    role: e.ROLE,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: e.PGLITE_DIR,
    redisUrl: e.REDIS_URL ?? null,
    defaultMerchant: e.DEFAULT_MERCHANT,
    baseDomain: e.BASE_DOMAIN?.toLowerCase() ?? null,
    apiUrl: e.API_URL ?? null,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    catalogueCacheTtlSeconds: e.CATALOGUE_CACHE_TTL_SECONDS,
    merchantCacheTtlSeconds: e.MERCHANT_CACHE_TTL_SECONDS,
    imageCacheMb: e.IMAGE_CACHE_MB,
  };
}

/** Name, description and default of every variable, for the README and `--help`. */
export function describeConfig(): { name: string; description: string }[] {
  return Object.entries(ConfigSchema.shape).map(([name, schema]) => ({ name, description: schema.description ?? '' }));
}
