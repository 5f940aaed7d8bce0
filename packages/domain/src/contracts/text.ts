// The one rule of every string a client sends (bodies, query strings, path parameters): no control
// characters and no broken UTF-16. PostgreSQL refuses NUL in text, so a NUL that got through answered
// 500; the other control characters are never typed by a person (forged input, broken encodings), and a
// lone surrogate cannot be stored as sent. Refusing them at the edge answers 400 naming the field.
import { z } from 'zod';

// C0 controls (U+0000..U+001F), DEL, and (with the u flag) lone surrogates: \p{Cs} never matches a pair.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\p{Cs}]/u;
// The same without tab, line feed and carriage return, which comments and notes may hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u;

export interface TextRuleOptions {
  /** Allows tab, line feed and carriage return (comments, notes, reasons). */
  multiline?: boolean;
}

/** The first character the rule refuses in `value`, or null when it has none. */
export function forbiddenCharacter(value: string, options: TextRuleOptions = {}): string | null {
  return (options.multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).exec(value)?.[0] ?? null;
}

function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function ruleCheck(options: TextRuleOptions): z.core.$ZodCheck<string> {
  return z.superRefine((value: string, ctx) => {
    const found = forbiddenCharacter(value, options);
    if (found === null) return;
    const what = /\p{Cs}/u.test(found) ? 'broken Unicode (a lone surrogate)' : 'control characters';
    ctx.addIssue({ code: 'custom', message: `must not contain ${what} (found ${codePointLabel(found)})`, input: value });
  });
}

// One check instance per variant: a schema carries the rule when its checks include one of these.
const SINGLE_LINE_RULE = ruleCheck({});
const MULTILINE_RULE = ruleCheck({ multiline: true });
const EVERY_FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN.source, 'gu');
const CLEANING = z.overwrite((value: string) => value.replace(EVERY_FORBIDDEN, ' '));

/**
 * The rule as a zod check, for string schemas that are not built here (formats):
 * `z.url().max(2048).check(textRule())`.
 */
export function textRule(options: TextRuleOptions = {}): z.core.$ZodCheck<string> {
  return options.multiline ? MULTILINE_RULE : SINGLE_LINE_RULE;
}

const checksOf = (schema: z.core.$ZodType): unknown[] => (schema._zod.def as { checks?: unknown[] }).checks ?? [];

/** Whether a string schema carries the rule, refusing or cleaning (the route-table test checks every request string). */
export function hasTextRule(schema: z.core.$ZodType): boolean {
  const checks = checksOf(schema);
  return checks.includes(SINGLE_LINE_RULE) || checks.includes(MULTILINE_RULE) || checks.includes(CLEANING);
}

/** Whether a string schema cleans forbidden characters away (cleanedText) rather than refusing them. */
export function cleansText(schema: z.core.$ZodType): boolean {
  return checksOf(schema).includes(CLEANING);
}

/** A string taken exactly as sent (not trimmed): tokens, signed data, path parameters. */
export function rawText(options: TextRuleOptions = {}): z.ZodString {
  return z.string().check(textRule(options));
}

/**
 * One line of text a person typed (names, streets, codes): surrounding white space is trimmed first,
 * so a pasted trailing newline is not an error, then the rule applies.
 */
export function text(max?: number): z.ZodString {
  const checked = z.string().trim().check(SINGLE_LINE_RULE);
  return max === undefined ? checked : checked.max(max);
}

/** Text that may run over several lines (comments, notes, reasons): tab, LF and CR are kept. */
export function multilineText(max?: number): z.ZodString {
  const checked = z.string().trim().check(MULTILINE_RULE);
  return max === undefined ? checked : checked.max(max);
}

/**
 * One line the customer cannot correct, because another system wrote it (the names Telegram sends for
 * them): every character the rule refuses becomes a space instead of a 400, then the text is trimmed.
 */
export function cleanedText(max?: number): z.ZodString {
  const checked = z.string().check(CLEANING).trim();
  return max === undefined ? checked : checked.max(max);
}
