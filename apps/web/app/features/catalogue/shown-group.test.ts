import { describe, expect, it } from 'vitest';
import { readChosenGroup, resolveShownGroup, showsOneGroupAtATime, writeChosenGroup } from './shown-group.ts';

const group = (id: string, categoryIds: string[]) => ({ id, categories: categoryIds.map((categoryId) => ({ id: categoryId })) });
const menu = [group('national', ['plov', 'soups']), group('empty', []), group('drinks', ['hot', 'cold'])];

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('one menu group at a time', () => {
  it('needs the flag, a group switcher and two groups with categories', () => {
    const on = { multiTabNavigationEnabled: true, groupView: 'TABS' } as const;
    expect(showsOneGroupAtATime(on, menu)).toBe(true);
    expect(showsOneGroupAtATime({ ...on, groupView: 'CARDS' }, menu)).toBe(true);
    expect(showsOneGroupAtATime({ ...on, multiTabNavigationEnabled: false }, menu)).toBe(false);
    // Nothing to switch with: everything is shown.
    expect(showsOneGroupAtATime({ ...on, groupView: 'HIDDEN' }, menu)).toBe(false);
    expect(showsOneGroupAtATime(on, [menu[0]!, menu[1]!])).toBe(false);
    expect(showsOneGroupAtATime(on, [])).toBe(false);
  });

  it("shows the customer's chosen group while the menu has it, else the first with categories", () => {
    expect(resolveShownGroup(menu, null)).toBe('national');
    expect(resolveShownGroup(menu, 'drinks')).toBe('drinks');
    expect(resolveShownGroup(menu, 'gone')).toBe('national');
    expect(resolveShownGroup(menu, 'empty')).toBe('national');
    expect(resolveShownGroup([group('empty', []), menu[2]!], null)).toBe('drinks');
    expect(resolveShownGroup([], 'drinks')).toBeNull();
  });

  it("keeps the choice per merchant in the tab's storage", () => {
    const storage = memoryStorage();
    expect(readChosenGroup('merchant-a', storage)).toBeNull();
    writeChosenGroup('merchant-a', 'drinks', storage);
    expect(readChosenGroup('merchant-a', storage)).toBe('drinks');
    expect(readChosenGroup('merchant-b', storage)).toBeNull();
    expect([...storage.data.keys()]).toEqual(['dk:merchant-a:menu-group']);
  });

  it('finds a choice kept by an earlier page of the tab (a reload)', () => {
    const storage = memoryStorage();
    storage.setItem('dk:merchant-c:menu-group', 'national');
    expect(readChosenGroup('merchant-c', storage)).toBe('national');
  });

  it('keeps the choice for the page when the browser refuses storage', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readChosenGroup('merchant-d', refusing)).toBeNull();
    writeChosenGroup('merchant-d', 'drinks', refusing);
    expect(readChosenGroup('merchant-d', refusing)).toBe('drinks');
  });
});
