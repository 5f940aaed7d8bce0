// The `console:owner` command as an operator runs it: a new brand and its first owner on an empty database,
// then the owner of an existing brand, and clear refusals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@dastarkhan/db/client';
import { queryRows } from './testing/test-app.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'dk-owner-'));

function consoleOwner(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/console-owner.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run console:owner', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a new brand with --brand and its owner, refuses weak passwords and taken logins, and needs --brand for an unknown merchant', async () => {
    const unknown = consoleOwner('--merchant', 'plov-house', '--email', 'aziza@plov.uz', '--password', 'long-enough-password');
    expect(unknown.code, unknown.out).toBe(1);
    expect(unknown.out).toContain('MERCHANT_NOT_FOUND');

    const weak = consoleOwner('--merchant', 'plov-house', '--brand', 'Plov House', '--email', 'aziza@plov.uz', '--password', 'short');
    expect(weak.code, weak.out).toBe(1);
    expect(weak.out).toContain('STAFF_PASSWORD_WEAK');

    const created = consoleOwner('--merchant', 'plov-house', '--brand', 'Plov House', '--email', 'Aziza@Plov.uz', '--name', 'Aziza');
    expect(created.code, created.out).toBe(0);
    expect(created.out).toMatch(/with the password: \S{12,}/);

    const taken = consoleOwner('--merchant', 'plov-house', '--email', 'aziza@plov.uz', '--password', 'long-enough-password');
    expect(taken.code, taken.out).toBe(1);
    expect(taken.out).toContain('STAFF_LOGIN_TAKEN');

    const usage = consoleOwner('--merchant', 'plov-house');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('usage:');

    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      const merchants = await queryRows<{ sub: string; name: { eng: string } }>(database, 'select sub, name from merchants');
      expect(merchants).toEqual([{ sub: 'plov-house', name: { uz: 'Plov House', ru: 'Plov House', eng: 'Plov House' } }]);
      const owners = await queryRows<{ email: string; role: string; name: string }>(database, 'select email, role, name from staff');
      expect(owners).toEqual([{ email: 'aziza@plov.uz', role: 'OWNER', name: 'Aziza' }]);
      const audit = await queryRows<{ action: string; actor_name: string }>(database, 'select action, actor_name from audit_log order by created_at');
      expect(audit.map((entry) => entry.action)).toEqual(['merchant.create', 'staff.create']);
      expect(audit[0]?.actor_name).toBe('console:owner (CLI)');
    } finally {
      await database.close();
    }
  }, 120_000);
});
