// Screens of later releases (promo codes, favourites): the route table is complete,
// and each of these says honestly that it is coming, with a way back to the menu. Profile pages
// already ask a guest to sign in first.
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requiresSignIn } from '../features/account/guards.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { SparkleIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/coming-soon';

/** Route ids registered with this module in routes.ts, each with its own title. */
const ROUTE_IDS = ['profile-promos', 'profile-favorites'] as const;
type ComingSoonId = (typeof ROUTE_IDS)[number];

function routeIdOf(matches: ReadonlyArray<{ id: string } | undefined>): ComingSoonId {
  const id = matches[matches.length - 1]?.id;
  return (ROUTE_IDS as readonly string[]).includes(id ?? '') ? (id as ComingSoonId) : ROUTE_IDS[0];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (requiresSignIn(new URL(request.url).pathname)) await requireSession(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches))(`comingSoon.titles.${routeIdOf(matches)}`)) },
];

export default function ComingSoon() {
  const { t } = useTranslation('common');
  const id = routeIdOf(useMatches());
  return (
    <div className="mx-auto max-w-2xl px-0 py-2">
      <PageHeader title={t(`comingSoon.titles.${id}`)} />
      <EmptyState
        icon={<SparkleIcon />}
        title={t('comingSoon.badge')}
        description={t('comingSoon.text')}
        action={
          <ButtonLink to="/" size="lg">
            {t('comingSoon.toMenu')}
          </ButtonLink>
        }
      />
    </div>
  );
}
