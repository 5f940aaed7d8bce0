// The statements that must hold under concurrency, called directly and in parallel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@dastarkhan/db/client';
import { describeDatabase, openTestDatabase } from '@dastarkhan/db/testing';
import { DEMO, seedDemoData } from '@dastarkhan/db/seed/seed-demo';
import * as repo from './repo.ts';
import { freshPhone } from './test-support.ts';

const merchantId = DEMO.merchantIds.demo;

describe(`accounts SQL under concurrency (${describeDatabase()})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const newCode = async () => {
    const scope: repo.OtpScope = { merchantId, phone: freshPhone().digits, purpose: 'LOGIN', userId: null };
    return { scope, id: await repo.insertOtp(database.db, scope, 'f'.repeat(64), 300) };
  };

  it('grants exactly maxAttempts entries of a code, however many arrive at once', async () => {
    const { scope, id } = await newCode();
    const granted = await Promise.all(Array.from({ length: 12 }, () => repo.takeOtpAttempt(database.db, id, 5)));
    expect(granted.filter(Boolean)).toHaveLength(5);
    expect(await repo.findLiveOtp(database.db, scope, 5)).toBeNull();
  });

  it('lets one of several parallel uses of a code win', async () => {
    const { id } = await newCode();
    const used = await Promise.all([0, 1, 2, 3].map(() => repo.consumeOtp(database.db, id)));
    expect(used.filter(Boolean)).toHaveLength(1);
    expect(await repo.takeOtpAttempt(database.db, id, 5)).toBe(false);
  });

  it('makes one customer of parallel first sign-ins with one phone', async () => {
    const phone = freshPhone().digits;
    const users = await Promise.all([0, 1, 2].map(() => repo.findOrCreateUserByPhone(database.db, { merchantId, phone, language: 'uz' })));
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
  });

  it('makes one customer of parallel first visits of one Telegram user', async () => {
    const telegramId = 1_000_000 + Math.floor(Math.random() * 1e9);
    const results = await Promise.all(
      [0, 1, 2].map(() => repo.findOrCreateUserByTelegramId(database.db, { merchantId, telegramId, firstName: 'A', lastName: null, language: 'uz' })),
    );
    expect(new Set(results.map((result) => result.user.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
  });
});
