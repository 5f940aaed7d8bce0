// /blocked: the merchant exists but is not active. An active merchant has nothing to see here.
import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translator } from '../lib/i18n.ts';
import { brandName, documentTitle, languageFromMatches, useStorefront } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { useLanguage } from '../lib/use-language.ts';
import { ApiImage } from '../ui/api-image.tsx';
import type { Route } from './+types/blocked';

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await requireStorefront(request, context);
  if (storefront.merchant.isActive) throw redirect('/');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches))('blocked.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function Blocked() {
  const storefront = useStorefront();
  const language = useLanguage();
  const { t } = useTranslation('common');
  const brand = brandName(storefront, language);
  const logo = storefront.settings.logo ?? storefront.merchant.logo;
  return (
    <section className="flex flex-col items-center px-4 py-10 text-center">
      {logo ? (
        <ApiImage src={logo} alt={brand} width={112} height={112} priority className="size-28 rounded-3xl object-cover ring-1 ring-line" />
      ) : null}
      <p className="mt-5 text-lg font-bold text-ink">{brand}</p>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-ink text-balance">{t('blocked.title')}</h1>
      <p className="mt-3 max-w-sm text-[15px] text-muted text-pretty">{t('blocked.text', { brand })}</p>
    </section>
  );
}
