// /vacancy/:id: one open position (404 when vacancies are off or the id is unknown).
import { isUuid } from '@dastarkhan/domain/ids';
import { useTranslation } from 'react-i18next';
import type { Vacancy } from '@dastarkhan/domain/contracts/content';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { ApiRequestError, apiGet } from '../lib/api.server.ts';
import { notFound } from '../lib/content.server.ts';
import { documentTitle, useStorefront } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { useLanguage } from '../lib/use-language.ts';
import { PhoneIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { RichText } from '../ui/rich-text.tsx';
import type { Route } from './+types/vacancy-detail';
import { SHARED_PAGE } from '../lib/shared-page.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.vacanciesActive || !isUuid(params.id)) notFound();
  try {
    const vacancy = await apiGet<Vacancy>(context, `/api/support/v1/vacancies/${params.id}`, { merchantId: storefront.merchant.id });
    return { vacancy, title: pickLocalized(vacancy.title, storefront.language) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** The same for every visitor without a session: the host may share one rendering (lib/shared-page.ts). */
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: documentTitle(matches, loaderData?.title) }];

export default function VacancyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { settings } = useStorefront();
  const { vacancy } = loaderData;
  const tel = settings.phone.active ? phoneHref(settings.phone.url) : null;
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader
        title={pickLocalized(vacancy.title, language)}
        backTo="/vacancy"
        subtitle={
          vacancy.salary ? (
            <>
              {t('vacancy.salary')}: <span className="font-semibold text-ink">{vacancy.salary}</span>
            </>
          ) : undefined
        }
      />
      <div className="rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-8">
        <RichText text={pickLocalized(vacancy.description, language)} />
        {tel ? (
          <div className="mt-8 rounded-2xl bg-canvas p-4">
            <p className="text-[15px] text-muted">{t('vacancy.apply')}</p>
            <a href={tel} className="mt-1 inline-flex items-center gap-2 text-lg font-bold text-ink hover:underline">
              <PhoneIcon className="size-5" />
              <span dir="ltr">{formatPhone(settings.phone.url)}</span>
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}
