// /merchantNotAvailable: the shop could not be resolved. Everything stored for it is wiped (spec:
// cookies, local and session storage) so the next visit starts clean.
import { useEffect } from 'react';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearClientCookies, expireAllCookies } from '../lib/cookies.ts';
import { translator } from '../lib/i18n.ts';
import { languageFromMatches } from '../lib/storefront.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { StoreIcon } from '../ui/icons.tsx';
import type { Route } from './+types/merchant-not-available';

export function loader({ request }: Route.LoaderArgs) {
  return data(null, { headers: expireAllCookies(request) });
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

export default function MerchantNotAvailable() {
  const { t } = useTranslation('common');

  useEffect(() => {
    clearStorage(() => window.localStorage);
    clearStorage(() => window.sessionStorage);
    clearClientCookies();
  }, []);

  return (
    <EmptyState
      headingLevel={1}
      icon={<StoreIcon />}
      title={t('unavailable.title')}
      description={t('unavailable.text')}
      action={
        // A full load, so the shop is resolved again from scratch.
        <a href="/" className="inline-flex min-h-13 items-center justify-center rounded-2xl bg-ink px-6 text-base font-semibold text-surface hover:opacity-90">
          {t('unavailable.retry')}
        </a>
      }
    />
  );
}
