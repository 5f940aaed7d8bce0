// The courier of an order as the order page and its map show it: name, phone, status, and a round
// call button (tap to call) when the phone is a number.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { PhoneIcon } from '../../ui/icons.tsx';
import { CourierIcon } from './icons.tsx';

export interface CourierCardProps {
  name: string;
  phone: string | null;
  /** The courier's status line, already in words. */
  status?: string | null;
}

export function CourierCard({ name, phone, status = null }: CourierCardProps) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const tel = phoneHref(phone);
  return (
    <section aria-labelledby={headingId} className="flex items-center gap-3 rounded-3xl bg-surface p-4 ring-1 ring-line">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand/25 text-ink">
        <CourierIcon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-sm text-muted">
          {t('detail.courier')}
        </h2>
        <p className="font-semibold text-ink">{name}</p>
        {tel && phone ? (
          <a href={tel} dir="ltr" className="block text-sm text-muted hover:underline rtl:text-end">
            {formatPhone(phone)}
          </a>
        ) : null}
        {status ? <p className="text-sm text-ink">{status}</p> : null}
      </div>
      {tel ? (
        <a href={tel} className="grid size-11 shrink-0 place-items-center rounded-full bg-ink text-surface hover:brightness-110" aria-label={t('detail.callCourier', { name })}>
          <PhoneIcon className="size-5" />
        </a>
      ) : null}
    </section>
  );
}
