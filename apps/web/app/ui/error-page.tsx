// What a route shows when its loader or render fails: the spec's not-found page (with the exact
// "Page not found: {path}" line) or a generic, localized error page.
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording } from '../lib/wording.ts';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { Button, ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { AlertIcon, SearchIcon } from './icons.tsx';

export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const wording = useWording();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // A page chunk of an older build: a fresh load usually fixes it (guarded against loops).
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  if (notFound) {
    return (
      <NotFoundState
        title={t('errors.notFoundTitle')}
        description={
          <>
            <p>{t('errors.notFoundText', wording)}</p>
            <p className="mt-3 font-mono text-sm break-all text-muted">{t('errors.notFoundPath', { path: location.pathname })}</p>
          </>
        }
        backTo="/"
        backLabel={t('errors.toMenu', wording)}
      />
    );
  }

  const status = isRouteErrorResponse(error) ? error.status : null;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack ?? error.message : null;
  return (
    <EmptyState
      headingLevel={1}
      icon={<AlertIcon />}
      title={t('errors.genericTitle')}
      description={
        <>
          <p>{t('errors.genericText')}</p>
          {status ? <p className="mt-3 text-sm text-muted">{t('errors.status', { status })}</p> : null}
          {detail ? <pre className="mt-4 max-w-full overflow-x-auto rounded-xl bg-canvas p-3 text-start text-xs">{detail}</pre> : null}
        </>
      }
      action={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </Button>
          <ButtonLink to="/" size="lg" variant="secondary">
            {t('errors.toMenu', wording)}
          </ButtonLink>
        </>
      }
    />
  );
}

interface NotFoundStateProps {
  title: string;
  description: ReactNode;
  backTo: string;
  backLabel: string;
}

/** "Not found" as a page: its h1, what happened, and one way on. */
function NotFoundState({ title, description, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState
      headingLevel={1}
      icon={<SearchIcon />}
      title={title}
      description={description}
      action={
        <ButtonLink to={backTo} size="lg">
          {backLabel}
        </ButtonLink>
      }
    />
  );
}

/**
 * A route's own 404 (an unknown product or category) in its words; any other error is rethrown to
 * the layout's RouteErrorPage.
 */
export function NotFoundBoundary({ error, ...page }: NotFoundStateProps & { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundState {...page} />;
}
