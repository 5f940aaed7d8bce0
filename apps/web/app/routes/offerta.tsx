// /offerta: the merchant's TERMS policy (404 when settings.termsOfUseActive is off).
import { useTranslation } from 'react-i18next';
import { loadPolicyPage } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { PolicyPage } from '../ui/policy-page.tsx';
import type { Route } from './+types/offerta';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicyPage(request, context, 'TERMS', 'termsOfUseActive');
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  return [{ title: documentTitle(matches, translator(languageFromMatches(matches))('content.offerta')) }];
};

export default function OffertaPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  return <PolicyPage title={t('content.offerta')} text={loaderData.text} />;
}
