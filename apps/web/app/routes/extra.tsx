// /extra, /extra2, /extr3, /extra4: brand-specific pages of the original product. None is set up
// for any brand yet, so each says so honestly and leads back to the menu.
import { useTranslation } from 'react-i18next';
import { translator } from '../lib/i18n.ts';
import { brandName, documentTitle, languageFromMatches, useStorefront } from '../lib/storefront.ts';
import { useLanguage } from '../lib/use-language.ts';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { SparkleIcon } from '../ui/icons.tsx';
import type { Route } from './+types/extra';
import { SHARED_PAGE } from '../lib/shared-page.ts';

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches))('extra.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ExtraPage() {
  const storefront = useStorefront();
  const language = useLanguage();
  const { t } = useTranslation('common');
  return (
    <EmptyState
      headingLevel={1}
      icon={<SparkleIcon />}
      title={t('extra.title')}
      description={t('extra.text', { brand: brandName(storefront, language) })}
      action={
        <ButtonLink to="/" size="lg">
          {t('extra.toMenu')}
        </ButtonLink>
      }
    />
  );
}
