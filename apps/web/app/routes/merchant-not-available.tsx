// /merchantNotAvailable: the shop could not be resolved. The merchant is looked up again first: a
// working brand goes back to its menu (an inactive one to /blocked) with nothing cleared, so opening
// this page by hand never signs a customer out. Only a merchant the API does not know has everything
// stored for it wiped (spec: cookies, local and session storage), so the next visit starts clean; when
// the lookup itself fails (an outage), the page shows without clearing anything.
import { useEffect } from 'react';
import { data, redirectDocument } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearClientCookies, expireAllCookies } from '../lib/cookies.ts';
import { translator } from '../lib/i18n.ts';
import { languageFromMatches } from '../lib/storefront.ts';
import { BLOCKED_PATH, lookUpMerchant, vendorQuery } from '../lib/storefront.server.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { StoreIcon } from '../ui/icons.tsx';
import type { Route } from './+types/merchant-not-available';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lookup = await lookUpMerchant(request, context);
  if (lookup.found) {
    // A whole new document: the root rendered this page without a merchant.
    throw redirectDocument(`${lookup.merchant.isActive ? '/' : BLOCKED_PATH}${vendorQuery(lookup)}`);
  }
  // "Try again" looks up the same shop (a shop chosen with ?vendor= keeps it).
  const retryHref = `/${vendorQuery(lookup)}`;
  if (lookup.reason === 'unreachable') return { cleared: false, retryHref };
  return data({ cleared: true, retryHref }, { headers: expireAllCookies(request) });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(languageFromMatches(matches))('unavailable.title') },
  { name: 'robots', content: 'noindex' },
];

function clearStorage(storage: () => Storage) {
  try {
    storage().clear();
  } catch {
    // Storage can be disabled (privacy mode); nothing to clear then.
  }
}

export default function MerchantNotAvailable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  const { cleared, retryHref } = loaderData;

  useEffect(() => {
    if (!cleared) return;
    clearStorage(() => window.localStorage);
    clearStorage(() => window.sessionStorage);
    clearClientCookies();
  }, [cleared]);

  return (
    <EmptyState
      headingLevel={1}
      icon={<StoreIcon />}
      title={t('unavailable.title')}
      description={t('unavailable.text')}
      action={
        // A full load, so the shop is resolved again from scratch.
        <a href={retryHref} className="inline-flex min-h-13 items-center justify-center rounded-2xl bg-ink px-6 text-base font-semibold text-surface hover:opacity-90">
          {t('unavailable.retry')}
        </a>
      }
    />
  );
}
