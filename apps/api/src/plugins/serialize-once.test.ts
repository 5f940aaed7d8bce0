import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializedOnce } from './serialize-once.ts';

const Schema = z.object({ id: z.string(), name: z.string() });

describe('serializedOnce', () => {
  it('answers the public shape only, as the response serializer would', () => {
    const merchant = { id: 'm1', name: 'Kitchen', smsPassword: 'secret' };
    expect(JSON.parse(serializedOnce(Schema, merchant))).toEqual({ id: 'm1', name: 'Kitchen' });
  });

  it('validates and serializes a value once, however often it is sent', () => {
    let reads = 0;
    const value = {
      id: 'm1',
      get name() {
        reads += 1;
        return 'Kitchen';
      },
    };
    const first = serializedOnce(Schema, value);
    expect(serializedOnce(Schema, value)).toBe(first);
    expect(reads).toBe(1);
    // Another object (a value reloaded after a change) is serialized anew.
    expect(serializedOnce(Schema, { id: 'm1', name: 'Renamed' })).toContain('Renamed');
  });

  it('refuses a value that does not fit the schema', () => {
    expect(() => serializedOnce(Schema, { id: 1 })).toThrow();
  });
});
