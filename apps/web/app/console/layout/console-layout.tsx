// The console's layout (route id `console-layout`): loads the session and the console language, draws the
// navigation the role may use (sidebar on a desktop, a top bar with a menu on a phone) and shows errors of
// the pages inside it — a role without the permission gets the 403 page — without the storefront's chrome.
import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { ConsoleMe } from '@dastarkhan/domain/contracts/console';
import { consoleHomeOf, roleCan } from '@dastarkhan/domain/console-access';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import type { Route } from './+types/console-layout';
import { ButtonLink, Button } from '../../ui/button.tsx';
import { imageUrl } from '../../ui/api-image.tsx';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { useOptionalStorefront, useRootData } from '../../lib/storefront.ts';
import { consoleSession } from '../lib/console-api.server.ts';
import { consoleFetch, type ConsoleLayoutData } from '../lib/console-client.ts';
import { ConsoleI18nProvider, consoleLanguageOf, consoleTranslator, errorMessage, useConsoleT, type ConsoleLanguage } from '../lib/console-i18n.ts';
import { LanguageSelect } from '../ui/language-select.tsx';
import { CONSOLE_LAYOUT_ROUTE_ID, CONSOLE_LOGIN_PATH, type ConsoleForbiddenData } from '../lib/console-paths.ts';
import { navGroupsFor, permissionOfPath } from './nav-items.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleLayoutData> {
  const me = await consoleSession(request, context);
  const language = consoleLanguageOf(parseCookies(request.headers.get('Cookie')));
  return { me, language };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const language = loaderData?.language ?? 'uz';
  const t = consoleTranslator(language);
  const brand = loaderData ? pickLocalized(loaderData.me.merchant.name, language) : '';
  return [{ title: brand ? `${t('title')} · ${brand}` : t('title') }, { name: 'robots', content: 'noindex' }];
};

function useLayoutData(): ConsoleLayoutData | undefined {
  return useRouteLoaderData(CONSOLE_LAYOUT_ROUTE_ID) as ConsoleLayoutData | undefined;
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { me, language } = loaderData;
  const location = useLocation();
  // The API refuses the page's data anyway; this also covers a page whose loader asks for nothing.
  const permission = permissionOfPath(location.pathname);
  const allowed = permission === null || roleCan(me.staff.role, permission);
  return (
    <ConsoleChrome me={me} language={language}>
      {allowed ? <Outlet /> : <ConsoleErrorView error={null} forbidden home={consoleHomeOf(me.staff.role)} />}
    </ConsoleChrome>
  );
}

function BrandTitle({ me, language }: { me: ConsoleMe; language: ConsoleLanguage }) {
  const storefront = useOptionalStorefront();
  const logo = storefront?.settings.logo ?? storefront?.merchant.logo ?? null;
  const name = (storefront?.settings.brand.trim() || pickLocalized(me.merchant.name, language)) ?? me.merchant.sub;
  return (
    <Link to={consoleHomeOf(me.staff.role)} className="flex min-w-0 items-center gap-2 rounded-xl">
      {logo ? <img src={imageUrl(logo, 64, 64)} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg object-cover" /> : null}
      <span className="truncate text-base font-bold" data-testid="console-brand">
        {name || me.merchant.sub}
      </span>
    </Link>
  );
}

function Navigation({ me, onNavigate }: { me: ConsoleMe; onNavigate?: () => void }) {
  const t = useConsoleT('console');
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-4">
      {navGroupsFor(me.staff.role).map(({ group, items }) => (
        <div key={group} className="flex flex-col gap-0.5">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{t(`nav.groups.${group}`)}</p>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                ['rounded-xl px-3 py-2 text-[15px] font-medium transition-colors', isActive ? 'bg-brand text-brand-contrast' : 'text-ink hover:bg-ink/5'].join(' ')
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}

function AccountBox({ me }: { me: ConsoleMe }) {
  const t = useConsoleT('console');
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await consoleFetch('/auth/logout', { method: 'POST', csrfToken: me.csrfToken, merchantId: me.merchant.id });
    } catch {
      // Signed out already (or the session ended): the sign-in page is right either way.
    }
    // A whole new document: nothing of the session stays in the page's memory.
    window.location.assign(CONSOLE_LOGIN_PATH);
  }

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="min-w-0 px-1">
        <p className="truncate text-sm font-semibold" data-testid="console-staff-name">
          {me.staff.name}
        </p>
        <p className="text-xs text-muted" data-testid="console-staff-role">
          {t(`roles.${me.staff.role}`)}
        </p>
      </div>
      <LanguageSelect className="px-1" />
      <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? t('signingOut') : t('signOut')}
      </Button>
    </div>
  );
}

/** The console's frame around a page: navigation, brand, account; also around its error pages. */
export function ConsoleChrome({ me, language, children }: { me: ConsoleMe; language: ConsoleLanguage; children: ReactNode }) {
  return (
    <ConsoleI18nProvider language={language}>
      <ChromeFrame me={me} language={language}>
        {children}
      </ChromeFrame>
    </ConsoleI18nProvider>
  );
}

function ChromeFrame({ me, language, children }: { me: ConsoleMe; language: ConsoleLanguage; children: ReactNode }) {
  const t = useConsoleT('console');
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A page change closes the phone's menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-canvas text-ink lg:flex" data-console-root="">
      {/* Staff pages are never for search engines (React hoists this into <head>). */}
      <meta name="robots" content="noindex" />
      <a href="#console-main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-5 overflow-y-auto border-e border-line bg-surface px-3 py-4 lg:flex">
        <div className="px-1">
          <BrandTitle me={me} language={language} />
          <p className="mt-0.5 text-xs text-muted">{t('title')}</p>
        </div>
        <div className="flex-1">
          <Navigation me={me} />
        </div>
        <AccountBox me={me} />
      </aside>
      <header className="sticky top-0 z-40 border-b border-line bg-surface lg:hidden">
        <div className="flex h-14 items-center justify-between gap-3 px-4">
          <BrandTitle me={me} language={language} />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="console-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-xl hover:bg-ink/5"
          >
            <span className="sr-only">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
        {menuOpen ? (
          <div id="console-mobile-menu" className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-line px-3 py-4">
            <Navigation me={me} onNavigate={() => setMenuOpen(false)} />
            <div className="mt-4">
              <AccountBox me={me} />
            </div>
          </div>
        ) : null}
      </header>
      <main id="console-main" className="min-w-0 flex-1 px-4 py-5 lg:px-8 lg:py-6">
        {children}
      </main>
    </div>
  );
}

function isForbidden(error: unknown): error is { status: 403; data: ConsoleForbiddenData | undefined } {
  return isRouteErrorResponse(error) && error.status === 403;
}

/** The page of an error inside the console: 403 (the role), 404, or anything else. */
export function ConsoleErrorView({ error, home, forbidden: forbiddenPage = false }: { error: unknown; home: string; forbidden?: boolean }) {
  const t = useConsoleT('console');
  useEffect(() => {
    // A page chunk of an older build: a fresh load usually fixes it (guarded against loops).
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const language = (useLayoutData()?.language ?? 'uz') as ConsoleLanguage;

  let title = t('errors.genericTitle');
  let text = t('errors.generic');
  let forbidden = false;
  if (forbiddenPage || isForbidden(error)) {
    forbidden = true;
    title = t('errors.forbiddenTitle');
    text = t('errors.forbidden');
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    title = t('errors.notFoundTitle');
    text = t('errors.notFound');
  } else if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object' && 'description' in error.data) {
    text = errorMessage(error.data, language);
  }

  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-start gap-4 py-10" data-testid={forbidden ? 'console-forbidden' : 'console-error'}>
      <p className="text-5xl font-black text-muted/60" aria-hidden="true">
        {forbidden ? 403 : isRouteErrorResponse(error) ? error.status : '!'}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={home}>{t('errors.goHome')}</ButtonLink>
        {forbidden ? null : (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('errors.tryAgain')}
          </Button>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useLayoutData();
  const rootLanguage = useRootData()?.language;
  if (layout) {
    return (
      <ConsoleChrome me={layout.me} language={layout.language}>
        <ConsoleErrorView error={error} home={consoleHomeOf(layout.me.staff.role)} />
      </ConsoleChrome>
    );
  }
  // The layout's own loader failed (the API is down): no session to draw the navigation with.
  // The storefront's language (the same on the server and in the browser, unlike document.cookie).
  const language = consoleLanguageOf({}, rootLanguage);
  return (
    <ConsoleI18nProvider language={language}>
      <main className="min-h-dvh bg-canvas px-4">
        <meta name="robots" content="noindex" />
        <ConsoleErrorView error={error} home="/console" />
      </main>
    </ConsoleI18nProvider>
  );
}
