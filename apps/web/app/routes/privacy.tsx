// /privacy: the merchant's PRIVACY_POLICY policy (404 when settings.privacyActive is off).
import { useTranslation } from 'react-i18next';
import { loadPolicyPage } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { PolicyPage } from '../ui/policy-page.tsx';
import type { Route } from './+types/privacy';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicyPage(request, context, 'PRIVACY_POLICY', 'privacyActive');
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  return [{ title: documentTitle(matches, translator(languageFromMatches(matches))('content.privacy')) }];
};

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  return <PolicyPage title={t('content.privacy')} text={loaderData.text} />;
}
