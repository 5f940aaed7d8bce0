// /vacancy: open positions of the merchant (404 when settings.vacanciesActive is off).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Vacancy } from '@dastarkhan/domain/contracts/content';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { apiGet } from '../lib/api.server.ts';
import { notFound } from '../lib/content.server.ts';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { useLanguage } from '../lib/use-language.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { BriefcaseIcon, ChevronIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/vacancy';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.vacanciesActive) notFound();
  const vacancies = await apiGet<Vacancy[]>(context, '/api/support/v1/vacancies', { merchantId: storefront.merchant.id });
  return { vacancies };
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: documentTitle(matches, translator(languageFromMatches(matches))('vacancy.title')) }];

export default function VacanciesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { vacancies } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('vacancy.title')} />
      {vacancies.length === 0 ? (
        <EmptyState icon={<BriefcaseIcon />} title={t('vacancy.empty')} />
      ) : (
        <ul className="space-y-3">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id}>
              <Link
                to={`/vacancy/${vacancy.id}`}
                className="flex items-center gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-line transition-shadow hover:shadow-md"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand/25 text-ink" aria-hidden="true">
                  <BriefcaseIcon />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-bold leading-snug text-ink">{pickLocalized(vacancy.title, language)}</span>
                  {vacancy.salary ? (
                    <span className="mt-0.5 block text-[15px] text-muted">
                      {t('vacancy.salary')}: <span className="font-semibold text-ink">{vacancy.salary}</span>
                    </span>
                  ) : null}
                  <span className="mt-1 line-clamp-2 block text-[15px] text-ink/70">{pickLocalized(vacancy.description, language)}</span>
                </span>
                <ChevronIcon className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
