// `:lang/*`: the spec's global rule. `/ru/1/basket` stores lang=ru and page=1 in cookies and goes to
// `/`; any other path that reaches this route matched nothing else and is a 404.
import { data, redirectDocument } from 'react-router';
import { parseRoutePrefix } from '@dastarkhan/domain/route-prefix';
import { COOKIE, preferenceCookie } from '../lib/cookies.ts';
import type { Route } from './+types/language-prefix';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = parseRoutePrefix(url.pathname);
  if (!prefix.stripped || !prefix.lang) throw data(null, { status: 404 });

  const headers = new Headers();
  headers.append('Set-Cookie', preferenceCookie(COOKIE.lang, prefix.lang));
  if (prefix.page) headers.append('Set-Cookie', preferenceCookie(COOKIE.page, prefix.page));
  // A merchant chosen with ?vendor= must survive the redirect (its cookie is not set yet).
  const vendor = url.searchParams.get('vendor');
  const target = vendor ? `/?${new URLSearchParams({ vendor }).toString()}` : '/';
  // A full document load, so every loader (the root's language included) runs again.
  throw redirectDocument(target, { status: 302, headers });
}

// Never rendered (the loader always throws), but a component keeps this a page route, so the
// 404 renders the root's not-found page instead of a bare response.
export default function LanguagePrefix() {
  return null;
}
