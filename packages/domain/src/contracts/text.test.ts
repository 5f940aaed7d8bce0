// The text rule of every request string: what it refuses, what it keeps, and that it names the field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanedText, cleansText, forbiddenCharacter, hasTextRule, multilineText, rawText, text, textRule } from './text.ts';

const C0_BUT_LINE_BREAKS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c));

describe('text(max): one line a person typed', () => {
  it('refuses NUL anywhere, with a message naming the character', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000a', 'Amir\u0000Temur']) {
      const result = text(200).safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must not contain control characters (found U+0000)');
    }
  });

  it('refuses every other C0 control character and DEL inside the text, line breaks and tabs too', () => {
    for (const control of [...C0_BUT_LINE_BREAKS, '\t', '\n', '\r', '\u007f']) {
      expect(text(200).safeParse(`a${control}b`).success, `U+${control.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });

  it('trims first: a pasted trailing newline or tab is not an error', () => {
    expect(text(200).parse('  Amir Temur 5\n')).toBe('Amir Temur 5');
    expect(text(200).parse('\tChilonzor\r\n')).toBe('Chilonzor');
  });

  it('refuses a lone surrogate (text that cannot be stored as sent) and keeps real pairs', () => {
    expect(text().safeParse('a\ud800b').error?.issues[0]?.message).toBe('must not contain broken Unicode (a lone surrogate) (found U+D800)');
    expect(text().safeParse('\udfff').success).toBe(false);
    expect(text().parse('Plov 🍚 and 𝔘')).toBe('Plov 🍚 and 𝔘');
  });

  it('keeps ordinary text of every script, and the length limit', () => {
    for (const value of ["O'zbekiston", 'Ташкент, ул. Навои 12', 'Oʻzbek tili', '北京', 'شارع', 'Café №5 — “best”', '']) {
      expect(text(200).parse(value)).toBe(value);
    }
    expect(text(3).safeParse('abcd').success).toBe(false);
  });
});

describe('multilineText(max): comments, notes, reasons', () => {
  it('keeps tab, line feed and carriage return inside the text', () => {
    expect(multilineText(500).parse('Ring twice\r\nNo onion,\tplease')).toBe('Ring twice\r\nNo onion,\tplease');
  });

  it('refuses NUL, the other C0 controls and DEL', () => {
    for (const control of [...C0_BUT_LINE_BREAKS, '\u007f']) {
      expect(multilineText(500).safeParse(`a${control}b`).success, `U+${control.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });
});

describe('rawText(): taken as sent', () => {
  it('does not trim, and refuses control characters at the edges too', () => {
    expect(rawText().parse(' demo ')).toBe(' demo ');
    expect(rawText().safeParse('demo\n').success).toBe(false);
    expect(rawText().safeParse('a%00b').success).toBe(true);
    expect(rawText().safeParse('a\u0000b').success).toBe(false);
  });
});

describe('cleanedText(max): a line another system wrote for the customer', () => {
  it('turns every forbidden character into a space instead of refusing, then trims', () => {
    expect(cleanedText(60).parse('Yusupova\u0007')).toBe('Yusupova');
    expect(cleanedText(60).parse('Ka\u0000mola\nX\ud800')).toBe('Ka mola X');
    expect(cleanedText(60).parse('Kamola ✨')).toBe('Kamola ✨');
    expect(cleanedText(3).safeParse('abcd').success).toBe(false);
  });

  it('never lets a forbidden character through', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        expect(forbiddenCharacter(cleanedText().parse(value))).toBeNull();
      }),
    );
  });
});

describe('the rule in a request schema', () => {
  const Body = z.object({
    name: text(200).nullish(),
    comment: multilineText(500).nullish(),
    items: z.array(z.object({ comment: multilineText(200) })),
    image: z.url().max(2048).check(textRule()).nullish(),
  });

  it('names the failing field by its path, nested ones too', () => {
    const result = Body.safeParse({ name: 'Home', comment: 'ok\nok', items: [{ comment: 'fine' }, { comment: 'x\u0000' }], image: 'https://cdn.example/a\u0000.png' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['image', 'items.1.comment']);
  });

  it('is recognisable on a schema (the route table test looks for it)', () => {
    expect(hasTextRule(text(10))).toBe(true);
    expect(hasTextRule(multilineText(10))).toBe(true);
    expect(hasTextRule(rawText().max(4))).toBe(true);
    expect(hasTextRule(Body.shape.image.unwrap().unwrap())).toBe(true);
    expect(hasTextRule(cleanedText(10))).toBe(true);
    expect(cleansText(cleanedText(10))).toBe(true);
    expect(cleansText(text(10))).toBe(false);
    expect(hasTextRule(z.string().trim().max(10))).toBe(false);
  });
});

describe('forbiddenCharacter', () => {
  it('agrees with the schemas on any string: text() accepts exactly the trimmed strings without a forbidden character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const trimmed = value.trim();
        expect(text().safeParse(value).success).toBe(forbiddenCharacter(trimmed) === null);
        expect(multilineText().safeParse(value).success).toBe(forbiddenCharacter(trimmed, { multiline: true }) === null);
        expect(rawText().safeParse(value).success).toBe(forbiddenCharacter(value) === null);
      }),
    );
  });

  it('finds a forbidden character wherever it is put into allowed text', () => {
    const allowed = fc.string({ unit: 'grapheme', maxLength: 20 });
    const forbidden = fc.constantFrom(...C0_BUT_LINE_BREAKS, '\u007f', '\ud800', '\udbff', '\udc00', '\udfff');
    fc.assert(
      fc.property(allowed, forbidden, allowed, (before, bad, after) => {
        expect(forbiddenCharacter(before + bad + after, { multiline: true })).toBe(bad);
        expect(forbiddenCharacter(before + bad + after)).toBe(bad);
      }),
    );
  });
});
