// The document: resolves the merchant for every page, sets language, direction and theme, and
// renders the not-found and error pages.
import { useNonce } from './lib/content-security-policy.ts';
import type { CSSProperties, ReactNode } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@dastarkhan/domain/i18n';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { DeviceSession } from './features/account/device-session.tsx';
import { i18nForProvider, translator } from './lib/i18n.ts';
import { LANGUAGE_TAG, textDirection } from './lib/language.ts';
import { brandName, siteTitle, useRootData, type RootData } from './lib/storefront.ts';
import {
  MERCHANT_NOT_AVAILABLE_PATH,
  requireStorefront,
  rootDataFor,
  rootDataWithoutMerchant,
  storefrontCookies,
} from './lib/storefront.server.ts';
import { rootAccount } from './lib/session.server.ts';
import { DEFAULT_LOOK, themeColors } from './lib/theme.ts';
import { imageUrl } from './ui/api-image.tsx';
import { RouteErrorPage } from './ui/error-page.tsx';
import { NavigationProgress } from './ui/navigation-progress.tsx';
import { TelegramBridge } from './features/telegram/telegram-bridge.tsx';
import { Analytics } from './features/analytics/analytics.tsx';
import { trackersFor } from './features/analytics/trackers.ts';
import { SiteChrome } from './routes/layouts/site-chrome.tsx';
import { BrandMark } from './ui/brand-mark.tsx';
import { isReadOnlyAction } from './lib/read-only-actions.ts';
import { FALLBACK_ICON, storefrontIcon } from './lib/brand-icon.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).pathname === MERCHANT_NOT_AVAILABLE_PATH) {
    return data<RootData>(rootDataWithoutMerchant(request));
  }
  const storefront = await requireStorefront(request, context);
  const [headers, account] = await Promise.all([storefrontCookies(request, context), rootAccount(request, context)]);
  for (const cookie of account.setCookies) headers.append('Set-Cookie', cookie);
  const analytics = trackersFor(storefront.settings, context.config.analyticsDisabled === true);
  return data<RootData>({ ...rootDataFor(storefront, account), analytics }, { headers });
}

/**
 * The merchant does not change while the customer browses, so the root reloads only when asked
 * (language switch, form submissions, redirects that require it) or when `?vendor=` changes —
 * not on every keystroke of a search query.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!defaultShouldRevalidate || isReadOnlyAction(formAction)) return false;
  if (formMethod) return true;
  if (currentUrl.searchParams.get('vendor') !== nextUrl.searchParams.get('vendor')) return true;
  const samePage = currentUrl.pathname === nextUrl.pathname;
  const sameUrl = samePage && currentUrl.search === nextUrl.search;
  return sameUrl || !samePage;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const language = loaderData?.language ?? DEFAULT_LANGUAGE;
  const storefront = loaderData?.storefront;
  if (!error) return [{ title: storefront ? siteTitle(storefront, language) : 'Dastarkhan' }];
  const t = translator(language);
  const page = isRouteErrorResponse(error) && error.status === 404 ? t('errors.notFoundTitle') : t('errors.genericTitle');
  return [{ title: storefront ? `${page} · ${brandName(storefront, language)}` : page }, { name: 'robots', content: 'noindex' }];
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const storefront = root?.storefront ?? null;
  const settings = storefront?.settings ?? null;
  const look = settings ?? DEFAULT_LOOK;
  const theme = themeColors(look);
  const icon = storefrontIcon(storefront);
  const nonce = useNonce();
  const style = { '--brand': theme.brand, '--brand-contrast': theme.brandContrast, '--brand-ink': theme.brandInk } as CSSProperties;

  return (
    <html lang={LANGUAGE_TAG[language]} dir={textDirection(language)} data-theme={look.isDark ? 'dark' : 'light'} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={theme.brand} />
        <link rel="icon" href={icon ? imageUrl(icon, 64, 64, { format: 'png' }) : FALLBACK_ICON} />
        {icon ? <link rel="apple-touch-icon" href={imageUrl(icon, 180, 180, { format: 'png' })} /> : null}
        {/* With cookies: a merchant picked by ?vendor= is known to this host by its cookie only. */}
        {storefront ? <link rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials" /> : null}
        <Meta />
        <Links />
      </head>
      <body className="bg-canvas text-ink">
        <I18nextProvider i18n={i18nForProvider(language, root?.texts)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <NavigationProgress />
      <DeviceSession />
      <Outlet />
      <TelegramBridge />
      <Analytics />
    </>
  );
}

/**
 * Unmatched paths (the `:lang/*` route throws 404) and errors no layout caught. With a merchant
 * the page keeps the shop's header and tab bar; without one it is a plain centred page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  if (root?.storefront) {
    return (
      <SiteChrome>
        <RouteErrorPage error={error} />
      </SiteChrome>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4">
      <BrandMark />
      <RouteErrorPage error={error} />
    </main>
  );
}
