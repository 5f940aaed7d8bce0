// The /profile/promos page: the merchant's public promo codes the customer can use, each as a ticket with
// what it gives, its minimum, its dates and first-order note, the code to copy, and "Apply", which keeps the
// code in the basket (as the basket's own promo field does) and opens the basket, where it is checked again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Promo } from '@dastarkhan/domain/contracts/promo';
import { formatSom } from '@dastarkhan/domain/money';
import { useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TicketIcon } from '../account/icons.tsx';
import { useBasketStore } from '../basket/use-basket.ts';
import { promoBenefits, promoDate, promoTerms, startsLater } from './promo-format.ts';

export interface PromoListViewProps {
  promos: Promo[];
  /** The loader's clock (ms): server and browser tell "starts later" alike. */
  now: number;
}

export function PromoListView({ promos, now }: PromoListViewProps) {
  const { t } = useTranslation('promos');
  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('page.title')} backTo="/profile" />
      {promos.length === 0 ? (
        <EmptyState
          icon={<TicketIcon />}
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
          action={
            <ButtonLink to="/" size="lg">
              {t('list.toMenu')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <p className="mb-4 text-[15px] text-muted text-pretty">{t('list.intro')}</p>
          <ul className="flex flex-col gap-4" aria-label={t('list.label')}>
            {promos.map((promo) => (
              <PromoTicket key={promo.id} promo={promo} upcoming={startsLater(promo, now)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Copies with the asynchronous clipboard, else the older selection copy (WebViews without it); false when neither works. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): the selection copy may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

type CopyState = 'idle' | 'copied' | 'failed';

function PromoTicket({ promo, upcoming }: { promo: Promo; upcoming: boolean }) {
  const { t } = useTranslation('promos');
  const language = useLanguage();
  const { merchant, settings } = useStorefront();
  const store = useBasketStore();
  const navigate = useNavigate();
  const [copy, setCopy] = useState<CopyState>('idle');
  const reset = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (reset.current && clearTimeout(reset.current)), []);

  const benefits = promoBenefits(promo, t, language);
  const [main, ...more] = benefits;
  const conditions = [
    promo.minPrice > 0 ? t('card.minPrice', { amount: formatSom(promo.minPrice, language) }) : null,
    upcoming && promo.startDate ? t('card.validFrom', { date: promoDate(promo.startDate, 'start', merchant.timezone, language) }) : null,
    promo.endDate ? t('card.validUntil', { date: promoDate(promo.endDate, 'end', merchant.timezone, language) }) : t('card.noEnd'),
  ].filter((line): line is string => line !== null);

  async function onCopy() {
    const copied = await copyToClipboard(promo.code);
    setCopy(copied ? 'copied' : 'failed');
    if (reset.current) clearTimeout(reset.current);
    if (copied) reset.current = setTimeout(() => setCopy('idle'), 2_500);
  }

  function onApply() {
    // The basket checks a kept code against itself when it opens, and drops it with its message if it no longer works.
    store.getState().applyPromo({ code: promo.code, terms: promoTerms(promo) });
    void navigate('/basket');
  }

  return (
    <li data-testid="promo-ticket" data-code={promo.code} className="overflow-hidden rounded-3xl bg-surface ring-1 ring-line">
      <div className="flex items-start gap-3 p-4 pb-3">
        <div className="min-w-0 flex-1">
          {main ? (
            <p className="flex flex-wrap items-baseline gap-x-2 text-ink">
              <span className="text-3xl font-extrabold tracking-tight tabular-nums" dir="ltr">
                {main.amount}
              </span>
              {main.on ? <span className="text-[15px] font-medium text-muted">{main.on}</span> : null}
            </p>
          ) : null}
          {more.map((benefit) => (
            <p key={benefit.amount} className="mt-0.5 text-[15px] font-semibold text-ink">
              <span dir="ltr">{benefit.amount}</span> {benefit.on}
            </p>
          ))}
        </div>
        {upcoming ? <span className="shrink-0 rounded-full bg-brand/20 px-2.5 py-1 text-xs font-semibold text-ink">{t('card.soon')}</span> : null}
      </div>
      <ul className="flex flex-col gap-1 px-4 pb-4 text-sm text-muted">
        {conditions.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {promo.firstOrderOnly ? <li className="font-semibold text-ink">{t('card.firstOrder')}</li> : null}
      </ul>
      {/* The tear line of a ticket: the stub below holds the code. */}
      <div aria-hidden="true" className="relative mx-4 border-t-2 border-dashed border-line">
        <span className="absolute -start-7 -top-2.5 size-5 rounded-full bg-canvas" />
        <span className="absolute -end-7 -top-2.5 size-5 rounded-full bg-canvas" />
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          <p dir="ltr" className="min-w-0 flex-1 select-all break-all font-mono text-2xl font-bold tracking-wider text-ink rtl:text-end" data-testid="promo-code">
            {promo.code}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={() => void onCopy()}
            aria-label={copy === 'copied' ? t('card.copied') : t('card.copyLabel', { code: promo.code })}
          >
            {copy === 'copied' ? <CheckIcon className="size-4" /> : null}
            {copy === 'copied' ? t('card.copied') : t('card.copy')}
          </Button>
        </div>
        <p role="status" aria-live="polite" className={copy === 'failed' ? 'text-sm font-medium text-danger' : 'sr-only'}>
          {copy === 'copied' ? t('card.copiedStatus', { code: promo.code }) : copy === 'failed' ? t('card.copyFailed') : ''}
        </p>
        {/* Without a basket (cartPageActive off) a code is copied for the merchant's other channels, not applied here. */}
        {upcoming || !settings.cartPageActive ? null : (
          <Button block onClick={onApply} aria-label={t('card.applyLabel', { code: promo.code })}>
            {t('card.apply')}
          </Button>
        )}
      </div>
    </li>
  );
}
