import { describe, expect, it } from 'vitest';
import { STORED_LAUNCH_PARAMS_KEY, initDataUserId, isUsableInitData, parseLaunchHash, telegramLaunch } from './telegram.ts';

const INIT_DATA = 'query_id=AAH&user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Ali%22%7D&auth_date=1700000000&hash=abc123';

function storage(values: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

describe('parseLaunchHash', () => {
  it('decodes the parameters Telegram puts in the hash, the init data kept as one string', () => {
    const hash = `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=8.0&tgWebAppPlatform=tdesktop&tgWebAppThemeParams=${encodeURIComponent('{"bg_color":"#17212b"}')}`;
    expect(parseLaunchHash(hash)).toEqual({
      tgWebAppData: INIT_DATA,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: '{"bg_color":"#17212b"}',
    });
  });

  it('reads the parameters after a hash path and ignores a plain anchor', () => {
    expect(parseLaunchHash('#/menu?tgWebAppVersion=7.0')).toEqual({ tgWebAppVersion: '7.0' });
    expect(parseLaunchHash('#main')).toEqual({});
    expect(parseLaunchHash('')).toEqual({});
  });
});

describe('telegramLaunch', () => {
  it('recognises a launch from the URL hash', () => {
    const launch = telegramLaunch({ hash: `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`, search: '' }, storage());
    expect(launch).toEqual({ initData: INIT_DATA, version: '8.0', platform: 'ios', startParam: null });
  });

  it('still knows the launch on a later page load of the tab, from what Telegram kept in sessionStorage', () => {
    const stored = storage({ [STORED_LAUNCH_PARAMS_KEY]: JSON.stringify({ tgWebAppData: INIT_DATA, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' }) });
    expect(telegramLaunch({ hash: '', search: '' }, stored)?.initData).toBe(INIT_DATA);
  });

  it('reads the start parameter of the opening link, from the hash or else from the init data', () => {
    const fromHash = telegramLaunch({ hash: `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppStartParam=table_abc`, search: '' }, storage());
    expect(fromHash?.startParam).toBe('table_abc');
    const withStart = `${INIT_DATA}&start_param=table_def`;
    expect(telegramLaunch({ hash: `#tgWebAppData=${encodeURIComponent(withStart)}`, search: '' }, storage())?.startParam).toBe('table_def');
  });

  it('treats ?tgId= as a messenger session without init data', () => {
    expect(telegramLaunch({ hash: '', search: '?tgId=42' }, storage())).toEqual({ initData: '', version: null, platform: null, startParam: null });
  });

  it('is null for an ordinary visitor, whatever else is in the hash or storage', () => {
    expect(telegramLaunch({ hash: '#reviews', search: '?vendor=demo' }, storage({ other: '1', [STORED_LAUNCH_PARAMS_KEY]: 'not json' }))).toBeNull();
    expect(telegramLaunch({ hash: '', search: '' }, null)).toBeNull();
  });
});

describe('isUsableInitData', () => {
  it('counts init data of at most 10 characters as missing (spec §9)', () => {
    expect(isUsableInitData('')).toBe(false);
    expect(isUsableInitData('a'.repeat(10))).toBe(false);
    expect(isUsableInitData('a'.repeat(11))).toBe(true);
    expect(isUsableInitData(null)).toBe(false);
  });
});

describe('initDataUserId', () => {
  it('reads the Telegram user id, or null when there is none to read', () => {
    expect(initDataUserId(INIT_DATA)).toBe(42);
    expect(initDataUserId('auth_date=1&hash=x')).toBeNull();
    expect(initDataUserId('user=%7Bbroken&hash=x')).toBeNull();
  });
});
