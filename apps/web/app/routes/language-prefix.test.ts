import { describe, expect, it } from 'vitest';
import { loader } from './language-prefix.tsx';

type LoaderArgs = Parameters<typeof loader>[0];

function run(url: string): Response {
  try {
    loader({ request: new Request(url), params: {}, context: {} } as unknown as LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // React Router's data() throws a DataWithResponseInit, not a Response.
    const init = (thrown as { init?: { status?: number } }).init;
    return new Response(null, { status: init?.status ?? 500 });
  }
  throw new Error('the loader must throw');
}

describe('language prefix route', () => {
  it('stores lang and page from /ru/1/basket and redirects to /', () => {
    const response = run('http://demo.localhost/ru/1/basket');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual([
      'lang=ru; Max-Age=31536000; Path=/; SameSite=Lax',
      'page=1; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });

  it('stores only the language when no page segment follows', () => {
    const response = run('http://demo.localhost/uz/product/42');
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual(['lang=uz; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('keeps ?vendor= through the redirect', () => {
    expect(run('http://localhost/ru/2?vendor=shop').headers.get('Location')).toBe('/?vendor=shop');
  });

  it('answers 404 for any other unmatched path', () => {
    expect(run('http://demo.localhost/no-such-page').status).toBe(404);
    expect(run('http://demo.localhost/eng/basket').status).toBe(404);
  });
});
