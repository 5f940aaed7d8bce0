// `<title>` and description tags of the catalogue pages, from texts their loaders localized.
import { data, isRouteErrorResponse } from 'react-router';
import { documentTitle } from '../../lib/storefront.ts';

export interface PageSeo {
  /** Page part of the title; the site title is appended. Empty = the site title alone. */
  title: string;
  description: string;
}

type MetaMatches = Parameters<typeof documentTitle>[0];

const DESCRIPTION_LIMIT = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

export function pageMeta(matches: MetaMatches, seo: PageSeo | undefined) {
  const title = documentTitle(matches, seo?.title);
  const tags: ({ title: string } | { name: string; content: string } | { property: string; content: string })[] = [
    { title },
    { property: 'og:title', content: title },
  ];
  if (seo?.description) {
    const description = clip(seo.description);
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  return tags;
}

/** The 404 a catalogue loader throws; it carries the page's title for `meta`. */
export function notFoundResponse(title: string) {
  return data({ seo: { title, description: '' } satisfies PageSeo }, { status: 404 });
}

/** The texts a thrown notFoundResponse carries, for the `meta` of a page that failed to load. */
export function errorSeo(error: unknown): PageSeo | undefined {
  return isRouteErrorResponse(error) ? (error.data as { seo?: PageSeo } | null | undefined)?.seo : undefined;
}
