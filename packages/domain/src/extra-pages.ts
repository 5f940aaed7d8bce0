// The merchant's extra pages (/extra, /extra2, /extr3, /extra4): free pages written in the console like the
// policy documents and stored in the same table. That table holds one localized text per page and no title, so
// the title is the text's first line ("# Catering" or just "Catering"): one field to edit per language, no
// schema change, and the title can never be missing while the page has text.
import type { PolicyType } from './enums.ts';

export const EXTRA_PAGE_TYPES = ['EXTRA', 'EXTRA2', 'EXTR3', 'EXTRA4'] as const satisfies readonly PolicyType[];
export type ExtraPageType = (typeof EXTRA_PAGE_TYPES)[number];

/** The storefront path of each extra page. */
export const EXTRA_PAGE_PATHS: Readonly<Record<ExtraPageType, string>> = {
  EXTRA: '/extra',
  EXTRA2: '/extra2',
  EXTR3: '/extr3',
  EXTRA4: '/extra4',
};

export function isExtraPageType(type: string): type is ExtraPageType {
  return (EXTRA_PAGE_TYPES as readonly string[]).includes(type);
}

/** The extra page a URL path ends in ("/extra2", also under a path prefix), else null. */
export function extraPageTypeForPath(pathname: string): ExtraPageType | null {
  const last = `/${pathname.replace(/\/+$/, '').split('/').pop() ?? ''}`;
  return EXTRA_PAGE_TYPES.find((type) => EXTRA_PAGE_PATHS[type] === last) ?? null;
}

const MAX_TITLE_LENGTH = 80;

/**
 * One language's text of an extra page split into its title (the first non-empty line, without a leading
 * "#" heading mark) and the body after it. The page shows the title as its heading, so the body never repeats
 * that line, heading mark or not. Empty text: both empty.
 */
export function splitExtraPage(text: string): { title: string; body: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return { title: '', body: '' };
  const line = (lines[first] ?? '').trim().replace(/^#{1,3}\s+/, '').trim();
  // A very long first line is a paragraph rather than a title: it is cut for the title (links, tab).
  const title = line.length > MAX_TITLE_LENGTH ? `${line.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : line;
  return { title, body: lines.slice(first + 1).join('\n').trim() };
}
