// The process environment, validated once at start: every setting the server reads lives here.
import { z } from 'zod';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '@dastarkhan/db/client';

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

// An IPv4/IPv6 address with an optional prefix length, or one of proxy-addr's named ranges.
const TRUSTED_PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;

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
    PGLITE_SHARED_BUFFERS_MB: positiveInt
      .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB)
      .describe("The embedded PGlite's page cache (shared_buffers), held in the server's memory."),
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
    TRUST_PROXY: z
      .string()
      .trim()
      .default('')
      .refine((value) => value.split(',').every((entry) => entry.trim() === '' || TRUSTED_PROXY_ENTRY.test(entry.trim())), {
        message: 'must be addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
      })
      .describe(
        'Proxies (load balancers) whose X-Forwarded-For / X-Forwarded-Proto are believed: addresses or CIDR ranges, comma-separated. Loopback is always trusted (the storefront calls the API in process). Default: nobody else.',
      ),
    LIVE_STREAMS_PER_CUSTOMER: positiveInt
      .min(1, 'must be at least 1')
      .default(8)
      .describe('Live order event streams one customer may hold open at once (per instance); more answer 429.'),
    OPERATOR_KEY_FAILURES_PER_HOUR: positiveInt
      .default(20)
      .describe('Wrong operator keys one client address may present per hour before operator calls answer 429; 0 turns the limit off.'),
    CATALOGUE_CACHE_TTL_SECONDS: positiveInt.default(300).describe('How long a merchant catalogue stays cached (it is also dropped on every change).'),
    MERCHANT_CACHE_TTL_SECONDS: positiveInt
      .default(30)
      .describe('How long a merchant, its settings and cities stay cached (they are also dropped on every announced change).'),
    CATALOGUE_CACHE_MB: positiveInt
      .default(64)
      .describe('Memory budget for the serialized catalogues kept in process (each version as JSON, gzip and brotli); least recently used go first.'),
    IMAGE_CACHE_MB: positiveInt.default(64).describe('Memory budget for resized images kept in process.'),
    PAGE_CACHE_SECONDS: positiveInt
      .default(10)
      .describe(
        'How long a storefront page that visitors without a session get alike (menu, product, about, …) is served from memory before it is rendered again; also dropped on every announced change. 0 renders every request.',
      ),
    PAGE_CACHE_MB: positiveInt.default(16).describe('Memory budget for those pages (each kept as HTML, gzip and brotli); least recently used go first.'),
    SMS_DEFAULT_GATEWAY: z
      .enum(['console', 'none'])
      .optional()
      .describe(
        'Gateway for merchants without their own SMS settings: console prints codes to the log and keeps a dev outbox (default outside production); none refuses to send (default in production).',
      ),
    ALLOW_CONSOLE_SMS_IN_PRODUCTION: z
      .enum(['true', 'false'])
      .default('false')
      .describe('Set to true to allow SMS_DEFAULT_GATEWAY=console when NODE_ENV=production (codes then only reach the log).'),
    ESKIZ_API_URL: urlWithProtocols(['http:', 'https:'], 'https://notify.eskiz.uz/api')
      .transform((value) => (value ?? 'https://notify.eskiz.uz/api').replace(/\/+$/, ''))
      .describe('Base URL of the Eskiz SMS API.'),
    PLAYMOBILE_API_URL: urlWithProtocols(['http:', 'https:'], 'https://send.smsxabar.uz')
      .transform((value) => (value ?? 'https://send.smsxabar.uz').replace(/\/+$/, ''))
      .describe('Base URL of the Play Mobile broker API.'),
    SMS_TIMEOUT_MS: positiveInt.default(10000).describe('How long a call to an SMS gateway may take.'),
    PAYME_CHECKOUT_URL: urlWithProtocols(['http:', 'https:'], 'https://checkout.paycom.uz')
      .transform((value) => value?.replace(/\/+$/, ''))
      .describe("Payme's checkout page: https://checkout.paycom.uz in production, Payme's test environment https://checkout.test.paycom.uz otherwise."),
    PAYME_SUBSCRIBE_URL: urlWithProtocols(['http:', 'https:'], 'https://checkout.paycom.uz/api')
      .transform((value) => value?.replace(/\/+$/, ''))
      .describe("Payme's Subscribe API for saved cards: https://checkout.paycom.uz/api in production, https://checkout.test.paycom.uz/api otherwise."),
    CLICK_PAY_URL: urlWithProtocols(['http:', 'https:'], 'https://my.click.uz/services/pay')
      .transform((value) => value ?? 'https://my.click.uz/services/pay')
      .describe("Click's payment page."),
    UZUM_PAY_URL: urlWithProtocols(['http:', 'https:'], 'https://www.uzumbank.uz/open-service')
      .transform((value) => value ?? 'https://www.uzumbank.uz/open-service')
      .describe("Uzum Bank's payment page."),
    ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: z
      .enum(['true', 'false'])
      .default('false')
      .describe(
        "Set to true to keep the payment sandbox page (/api/dev/pay/...) with NODE_ENV=production, for merchants whose payment_sandbox setting is on: `npm start`'s demo mode does, so the demo can be paid offline.",
      ),
    PAYMENT_PROVIDER_TIMEOUT_MS: positiveInt.min(1, 'must be at least 1').default(15000).describe('How long a call to a payment provider (Payme Subscribe API) may take.'),
    UNPAID_ORDER_SWEEP_SECONDS: positiveInt
      .default(30)
      .describe('How often orders paid online whose time to pay is over are looked for and cancelled (the time itself is a merchant setting); 0 turns the sweep off.'),
    OTP_TTL_SECONDS: positiveInt.default(300).describe('How long an SMS code stays valid.'),
    OTP_RESEND_SECONDS: positiveInt.default(60).describe('Minimum time between two codes sent to one phone.'),
    OTP_MAX_PER_HOUR: positiveInt.default(5).describe('Codes one phone may receive per hour.'),
    OTP_MAX_ATTEMPTS: positiveInt.default(5).describe('Wrong entries after which a code dies.'),
    OTP_IP_SENDS_PER_HOUR: positiveInt.default(20).describe('Codes one client address may request per hour (all phones together).'),
    OTP_IP_CHECKS_PER_HOUR: positiveInt.default(60).describe('Code entries one client address may make per hour.'),
    RECEIPT_SMS_PER_CUSTOMER_PER_DAY: positiveInt
      .default(10)
      .describe('Order receipts by SMS one customer may have sent per day (any phones); past it orders are still placed, without the SMS. 0 turns the limit off.'),
    RECEIPT_SMS_PER_PHONE_PER_DAY: positiveInt
      .default(3)
      .describe('Order receipts by SMS one phone may receive per day from one merchant, whoever orders them; past it orders are still placed, without the SMS. 0 turns the limit off.'),
    AUTH_TOKEN_TTL_DAYS: positiveInt.default(90).describe('How long a sign-in lasts.'),
    TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: positiveInt
      .min(1, 'must be at least 1')
      .default(3600)
      .describe('Telegram Mini App init data older than this is refused at sign-in.'),
    NOMINATIM_URL: urlWithProtocols(['http:', 'https:'], 'https://nominatim.openstreetmap.org')
      .transform((value) => (value ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''))
      .describe('Nominatim server the address picker geocodes through (reverse and search).'),
    NOMINATIM_USER_AGENT: optionalString.describe(
      'User-Agent sent to Nominatim; name the deployment and a contact (URL or e-mail), as the OpenStreetMap usage policy asks. Default: Dastarkhan/<version>.',
    ),
    NOMINATIM_TIMEOUT_MS: positiveInt.min(1, 'must be at least 1').default(5000).describe('How long one Nominatim call may take before the customer gets a 502.'),
    NOMINATIM_CACHE_TTL_SECONDS: positiveInt.default(86400).describe('How long a geocoding answer is reused (per instance) before Nominatim is asked again.'),
    NOMINATIM_COUNTRY_CODES: z
      .string()
      .regex(/^[a-z]{2}(,[a-z]{2})*$/i, 'must be ISO 3166-1 alpha-2 codes separated by commas, like uz or uz,kz')
      .default('uz')
      .transform((value) => value.toLowerCase())
      .describe('Countries address search is limited to (Nominatim countrycodes).'),
    NOMINATIM_MIN_INTERVAL_MS: positiveInt
      .default(1100)
      .describe(
        'Least time between two calls to Nominatim across all instances (shared through Redis). The public server allows 1 per second: at least 1000 there (the default keeps a margin for network jitter); 0 for a server of your own.',
      ),
    MAP_TILE_URL: z
      .string()
      .trim()
      .min(1)
      .default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')
      .describe('Raster tile URL template of the storefront maps (Leaflet: {s} subdomain, {z}/{x}/{y}).'),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .trim()
      .min(1)
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors')
      .describe('Attribution shown on the storefront maps (HTML allowed); required by most tile providers.'),
    ANALYTICS_DISABLED: z
      .enum(['true', 'false'])
      .default('false')
      .describe(
        "Set to true to load no merchant's analytics (Yandex Metrica, Meta Pixel, Google Tag Manager, amoCRM) on the storefront: for staging, demo and load-test servers whose visits must not count.",
      ),
    NOMINATIM_CLIENT_REQUESTS_PER_MINUTE: positiveInt
      .default(30)
      .describe('Geocoding calls one client address may send to Nominatim per minute (answers from the cache do not count); 0 turns the limit off.'),
  });

export type Env = z.output<typeof ConfigSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  role: Env['ROLE'];
  databaseUrl: string | null;
  pgliteDir: string;
  pgliteSharedBuffersMb: number;
  redisUrl: string | null;
  defaultMerchant: string;
  baseDomain: string | null;
  /** Raster tiles of the storefront maps. */
  map: { tileUrl: string; tileAttribution: string };
  /** ANALYTICS_DISABLED: the storefront loads no merchant's trackers. */
  analyticsDisabled: boolean;
  apiUrl: string | null;
  seedDemo: Env['SEED_DEMO'];
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: the proxies whose forwarded headers are believed (always includes loopback). */
  trustProxy: string;
  liveStreamsPerCustomer: number;
  operatorKeyFailuresPerHour: number;
  catalogueCacheTtlSeconds: number;
  merchantCacheTtlSeconds: number;
  catalogueCacheMb: number;
  imageCacheMb: number;
  pageCacheSeconds: number;
  pageCacheMb: number;
  sms: {
    /** Gateway for merchants without their own SMS settings. */
    defaultGateway: 'console' | 'none';
    eskizApiUrl: string;
    playMobileApiUrl: string;
    timeoutMs: number;
  };
  otp: {
    ttlSeconds: number;
    resendSeconds: number;
    maxPerHour: number;
    maxAttempts: number;
    ipSendsPerHour: number;
    ipChecksPerHour: number;
  };
  payments: {
    paymeCheckoutUrl: string;
    paymeSubscribeUrl: string;
    clickPayUrl: string;
    uzumPayUrl: string;
    providerTimeoutMs: number;
    /** Whether the sandbox payment page exists (never in production unless explicitly allowed). */
    sandboxAllowed: boolean;
    /** 0: no sweep. */
    unpaidOrderSweepSeconds: number;
  };
  /** Daily limits on order receipts by SMS (0: no limit). */
  receiptSms: { perCustomerPerDay: number; perPhonePerDay: number };
  authTokenTtlDays: number;
  telegramInitDataMaxAgeSeconds: number;
  nominatim: {
    url: string;
    /** null: the default Dastarkhan/<version>. */
    userAgent: string | null;
    timeoutMs: number;
    cacheTtlSeconds: number;
    countryCodes: string;
    minIntervalMs: number;
    clientRequestsPerMinute: number;
  };
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
  // Codes printed to a log are no sign-in at all in production: only on explicit request.
  if (
    known.NODE_ENV?.trim() === 'production' &&
    known.SMS_DEFAULT_GATEWAY?.trim() === 'console' &&
    known.ALLOW_CONSOLE_SMS_IN_PRODUCTION?.trim() !== 'true'
  ) {
    problems.push('SMS_DEFAULT_GATEWAY=console is refused in production unless ALLOW_CONSOLE_SMS_IN_PRODUCTION=true');
  }
  // The OpenStreetMap Foundation blocks clients that send more than one request per second.
  if (result.success && new URL(result.data.NOMINATIM_URL).hostname === 'nominatim.openstreetmap.org' && result.data.NOMINATIM_MIN_INTERVAL_MS < 1000) {
    problems.push('NOMINATIM_MIN_INTERVAL_MS must be at least 1000 with the public nominatim.openstreetmap.org (its usage policy)');
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    role: e.ROLE,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: e.PGLITE_DIR,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    redisUrl: e.REDIS_URL ?? null,
    defaultMerchant: e.DEFAULT_MERCHANT,
    baseDomain: e.BASE_DOMAIN?.toLowerCase() ?? null,
    map: { tileUrl: e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION },
    analyticsDisabled: e.ANALYTICS_DISABLED === 'true',
    apiUrl: e.API_URL ?? null,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: ['loopback', ...e.TRUST_PROXY.split(',').map((entry) => entry.trim())].filter((entry, index, all) => entry !== '' && all.indexOf(entry) === index).join(','),
    liveStreamsPerCustomer: e.LIVE_STREAMS_PER_CUSTOMER,
    operatorKeyFailuresPerHour: e.OPERATOR_KEY_FAILURES_PER_HOUR,
    catalogueCacheTtlSeconds: e.CATALOGUE_CACHE_TTL_SECONDS,
    merchantCacheTtlSeconds: e.MERCHANT_CACHE_TTL_SECONDS,
    catalogueCacheMb: e.CATALOGUE_CACHE_MB,
    imageCacheMb: e.IMAGE_CACHE_MB,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    pageCacheMb: e.PAGE_CACHE_MB,
    sms: {
      defaultGateway: e.SMS_DEFAULT_GATEWAY ?? (e.NODE_ENV === 'production' ? 'none' : 'console'),
      eskizApiUrl: e.ESKIZ_API_URL,
      playMobileApiUrl: e.PLAYMOBILE_API_URL,
      timeoutMs: e.SMS_TIMEOUT_MS,
    },
    otp: {
      ttlSeconds: e.OTP_TTL_SECONDS,
      resendSeconds: e.OTP_RESEND_SECONDS,
      maxPerHour: e.OTP_MAX_PER_HOUR,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      ipSendsPerHour: e.OTP_IP_SENDS_PER_HOUR,
      ipChecksPerHour: e.OTP_IP_CHECKS_PER_HOUR,
    },
    payments: {
      // Outside production Payme's test environment: a development server never takes real money.
      paymeCheckoutUrl: e.PAYME_CHECKOUT_URL ?? (e.NODE_ENV === 'production' ? 'https://checkout.paycom.uz' : 'https://checkout.test.paycom.uz'),
      paymeSubscribeUrl: e.PAYME_SUBSCRIBE_URL ?? (e.NODE_ENV === 'production' ? 'https://checkout.paycom.uz/api' : 'https://checkout.test.paycom.uz/api'),
      clickPayUrl: e.CLICK_PAY_URL,
      uzumPayUrl: e.UZUM_PAY_URL,
      providerTimeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
      sandboxAllowed: e.NODE_ENV !== 'production' || e.ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION === 'true',
      unpaidOrderSweepSeconds: e.UNPAID_ORDER_SWEEP_SECONDS,
    },
    receiptSms: { perCustomerPerDay: e.RECEIPT_SMS_PER_CUSTOMER_PER_DAY, perPhonePerDay: e.RECEIPT_SMS_PER_PHONE_PER_DAY },
    authTokenTtlDays: e.AUTH_TOKEN_TTL_DAYS,
    telegramInitDataMaxAgeSeconds: e.TELEGRAM_INIT_DATA_MAX_AGE_SECONDS,
    nominatim: {
      url: e.NOMINATIM_URL,
      userAgent: e.NOMINATIM_USER_AGENT ?? null,
      timeoutMs: e.NOMINATIM_TIMEOUT_MS,
      cacheTtlSeconds: e.NOMINATIM_CACHE_TTL_SECONDS,
      countryCodes: e.NOMINATIM_COUNTRY_CODES,
      minIntervalMs: e.NOMINATIM_MIN_INTERVAL_MS,
      clientRequestsPerMinute: e.NOMINATIM_CLIENT_REQUESTS_PER_MINUTE,
    },
  };
}

/** Name, description and default of every variable, for the README and `--help`. */
export function describeConfig(): { name: string; description: string }[] {
  return Object.entries(ConfigSchema.shape).map(([name, schema]) => ({ name, description: schema.description ?? '' }));
}
