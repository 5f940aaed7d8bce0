import { describe, expect, it } from 'vitest';
import { addToHistory, parseHistory, readHistory, SEARCH_HISTORY_LIMIT, writeHistory } from './search-history.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('search history', () => {
  it('puts the newest search first', () => {
    expect(addToHistory(['plov', 'lagman'], 'somsa')).toEqual(['somsa', 'plov', 'lagman']);
  });

  it('keeps one entry per search, however it was typed', () => {
    expect(addToHistory(["go'sht", 'plov'], '  Go‘sht ')).toEqual(['Go‘sht', 'plov']);
  });

  it('remembers at most ten searches, dropping the oldest', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = addToHistory(history, `dish ${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe('dish 12');
    expect(history).not.toContain('dish 2');
  });

  it('ignores empty searches', () => {
    expect(addToHistory(['plov'], '   ')).toEqual(['plov']);
  });

  it('survives a reload through storage, separately per merchant', () => {
    const storage = memoryStorage();
    writeHistory(storage, 'demo', ['plov']);
    writeHistory(storage, 'shop', ['soap']);
    expect(readHistory(storage, 'demo')).toEqual(['plov']);
    writeHistory(storage, 'demo', []);
    expect(readHistory(storage, 'demo')).toEqual([]);
    expect(readHistory(storage, 'shop')).toEqual(['soap']);
  });

  it('treats unreadable stored data as no history', () => {
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["plov", 3, ""]')).toEqual(['plov']);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(readHistory(broken, 'demo')).toEqual([]);
    expect(() => writeHistory(broken, 'demo', ['plov'])).not.toThrow();
  });
});
