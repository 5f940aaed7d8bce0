import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts with no variables at all: PGlite, port 3000, demo merchant, one process', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      role: 'all',
      databaseUrl: null,
      pgliteDir: './data/pglite',
      redisUrl: null,
      defaultMerchant: 'demo',
      baseDomain: null,
      seedDemo: 'auto',
      catalogueCacheTtlSeconds: 300,
      merchantCacheTtlSeconds: 30,
      imageCacheMb: 64,
    });
  });

  it('reads the variables it knows and ignores the others', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      BASE_DOMAIN: 'Dastarkhan.UZ',
      SOMETHING_ELSE: '??',
    });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', redisUrl: 'redis://127.0.0.1:6379', baseDomain: 'dastarkhan.uz' });
  });

  it("loads merchants' analytics unless ANALYTICS_DISABLED=true", () => {
    expect(loadConfig({}).analyticsDisabled).toBe(false);
    expect(loadConfig({ ANALYTICS_DISABLED: 'true' }).analyticsDisabled).toBe(true);
    expect(problemsOf({ ANALYTICS_DISABLED: 'yes' })[0]).toMatch(/^ANALYTICS_DISABLED /);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('names a bad PORT and says why', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT /);
    expect(problems[0]).toContain('"abc"');
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT .*65535/);
  });

  it('requires API_URL when ROLE=web', () => {
    expect(problemsOf({ ROLE: 'web' })).toEqual(['API_URL is required when ROLE=web']);
    expect(loadConfig({ ROLE: 'web', API_URL: 'http://api:3000/' }).apiUrl).toBe('http://api:3000');
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: '-1', ROLE: 'everything', DATABASE_URL: 'mysql://x', SEED_DEMO: 'yes' });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(['DATABASE_URL', 'PORT', 'ROLE', 'SEED_DEMO']);
  });

  it('rejects database and Redis URLs of the wrong kind', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/db' })[0]).toMatch(/^DATABASE_URL .*postgres:\/\//);
    expect(problemsOf({ REDIS_URL: 'http://localhost' })[0]).toMatch(/^REDIS_URL /);
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db/x' }).databaseUrl).toBe('postgresql://u:p@db/x');
  });

  it('documents every variable', () => {
    const documented = describeConfig();
    expect(documented.map((entry) => entry.name)).toContain('CATALOGUE_CACHE_TTL_SECONDS');
    expect(documented.map((entry) => entry.name)).toContain('MERCHANT_CACHE_TTL_SECONDS');
    expect(documented.every((entry) => entry.description.length > 10)).toBe(true);
  });

  it('prints SMS codes to the console outside production and sends none in production by default', () => {
    expect(loadConfig({}).sms.defaultGateway).toBe('console');
    expect(loadConfig({ NODE_ENV: 'production' }).sms.defaultGateway).toBe('none');
  });

  it('refuses the console SMS gateway in production unless it is explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_DEFAULT_GATEWAY: 'console' })).toThrow(/ALLOW_CONSOLE_SMS_IN_PRODUCTION/);
    // Likewise the payment sandbox page: outside production, or in production only when asked for.
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sandboxAllowed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.sandboxAllowed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).payments.sandboxAllowed).toBe(true);
    const allowed = loadConfig({ NODE_ENV: 'production', SMS_DEFAULT_GATEWAY: 'console', ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' });
    expect(allowed.sms.defaultGateway).toBe('console');
  });

  it('reads the sign-in limits', () => {
    const config = loadConfig({ OTP_TTL_SECONDS: '120', OTP_RESEND_SECONDS: '30', OTP_MAX_ATTEMPTS: '3', AUTH_TOKEN_TTL_DAYS: '7' });
    expect(config.otp).toMatchObject({ ttlSeconds: 120, resendSeconds: 30, maxAttempts: 3, maxPerHour: 5 });
    expect(config.authTokenTtlDays).toBe(7);
    expect(config.telegramInitDataMaxAgeSeconds).toBe(3600);
    expect(config.sms.eskizApiUrl).toBe('https://notify.eskiz.uz/api');
  });

  it('reads the Nominatim settings and keeps the public server at one request per second', () => {
    expect(loadConfig({}).nominatim).toMatchObject({
      url: 'https://nominatim.openstreetmap.org',
      userAgent: null,
      timeoutMs: 5000,
      cacheTtlSeconds: 86400,
      countryCodes: 'uz',
      minIntervalMs: 1100,
    });
    expect(problemsOf({ NOMINATIM_MIN_INTERVAL_MS: '200' })[0]).toMatch(/NOMINATIM_MIN_INTERVAL_MS must be at least 1000/);
    const own = loadConfig({ NOMINATIM_URL: 'http://nominatim.internal:8080/', NOMINATIM_MIN_INTERVAL_MS: '0', NOMINATIM_COUNTRY_CODES: 'UZ,KZ' });
    expect(own.nominatim).toMatchObject({ url: 'http://nominatim.internal:8080', minIntervalMs: 0, countryCodes: 'uz,kz' });
    expect(problemsOf({ NOMINATIM_COUNTRY_CODES: 'uzbekistan' })[0]).toMatch(/^NOMINATIM_COUNTRY_CODES /);
  });
});
