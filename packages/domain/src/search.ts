// Catalogue search: forgiving text normalisation and a ranked match over names and descriptions
// in every content language. Pure and synchronous, so the browser runs it on each keystroke and
// the server renders the same results for a shared `?q=` link.

// Uzbek Latin writes o‘/g‘ with many look-alike marks (and often none at all), so they are dropped.
const APOSTROPHES = /['`´‘’‛ʻʼʽʹʾʿ′＇]/g;
const COMBINING_MARKS = /\p{M}/gu;
const SEPARATORS = /[\s\-‐‑‒–—_.,;:!?"«»„“”()[\]{}/\\|+*&]+/g;

/**
 * Lower case, no apostrophes, no diacritics (ё → е, ş → s), single spaces between words.
 * Safe to run on any script: letters without marks are left as they are.
 */
export function normalizeSearchText(text: string): string {
  // Lower-casing first so that marks produced by it (İ → i̇) are stripped too; NFKD splits ё into е + ̈.
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

export interface SearchFields {
  /** The item's names in every language it has. */
  names: readonly string[];
  /** Longer texts that should also match, ranked below any name match. */
  descriptions: readonly string[];
}

interface Entry<T> {
  item: T;
  order: number;
  names: string[];
  nameWords: string[];
  descriptions: string[];
}

export interface SearchIndex<T> {
  readonly entries: readonly Entry<T>[];
}

/** Normalises every item once; build it once per catalogue and reuse it for every query. */
export function createSearchIndex<T>(items: readonly T[], fields: (item: T) => SearchFields): SearchIndex<T> {
  return {
    entries: items.map((item, order) => {
      const { names, descriptions } = fields(item);
      const normalizedNames = names.map(normalizeSearchText).filter((name) => name !== '');
      return {
        item,
        order,
        names: normalizedNames,
        nameWords: normalizedNames.flatMap((name) => name.split(' ')),
        descriptions: descriptions.map(normalizeSearchText).filter((description) => description !== ''),
      };
    }),
  };
}

/** Lower is better; null = no match. */
function rank<T>(entry: Entry<T>, query: string, words: readonly string[]): number | null {
  if (entry.names.some((name) => name.startsWith(query))) return 0;
  if (entry.nameWords.some((word) => word.startsWith(query))) return 1;
  if (entry.names.some((name) => name.includes(query))) return 2;
  // Every word of the query in one name, in any order ("burger chicken" finds "Chicken burger").
  if (words.length > 1 && entry.names.some((name) => words.every((word) => name.includes(word)))) return 3;
  if (entry.descriptions.some((description) => description.includes(query))) return 4;
  const everything = [...entry.names, ...entry.descriptions].join(' ');
  if (words.length > 1 && words.every((word) => everything.includes(word))) return 5;
  return null;
}

/**
 * Items matching `query`, best first: a name starting with it, then a word of a name starting with
 * it, then a name containing it, then the description. Ties keep the catalogue order.
 */
export function search<T>(index: SearchIndex<T>, query: string, limit = Infinity): T[] {
  const normalized = normalizeSearchText(query);
  if (normalized === '') return [];
  const words = normalized.split(' ');
  const hits: { entry: Entry<T>; rank: number }[] = [];
  for (const entry of index.entries) {
    const entryRank = rank(entry, normalized, words);
    if (entryRank !== null) hits.push({ entry, rank: entryRank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.entry.order - b.entry.order);
  return hits.slice(0, limit).map((hit) => hit.entry.item);
}
