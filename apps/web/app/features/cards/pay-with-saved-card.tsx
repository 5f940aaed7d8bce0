// Paying an unpaid Payme order with a saved card, without leaving the storefront: the customer's cards
// (loaded from /profile/cards/pay), one "Pay with •••• 6478" button each. The payment posts to the same
// resource route; once it is through, the page's loaders run again so the order shows paid. Nothing is
// shown where the merchant has cards switched off; a customer without cards is offered to add one.
// For the order page: <PayWithSavedCard orderId={order.id} amount={order.totalPrice} />.
import { useEffect, useRef } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lastFour } from '@dastarkhan/domain/payment-card';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { CardIcon, CheckIcon, PlusIcon } from '../../ui/icons.tsx';
import { Money } from '../../ui/money.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { CardPayResult } from './cards.server.ts';

/** The resource route (routes/profile-cards-pay.tsx): GET the cards, POST a payment. */
export const PAY_WITH_CARD_ROUTE = '/profile/cards/pay';

/** What GET /profile/cards/pay answers. */
export interface SavedCardsForPayment {
  enabled: boolean;
  cards: Array<{ id: string; number: string; expire: string | null }>;
}

export function PayWithSavedCard({ orderId, amount }: { orderId: string; amount: number }) {
  const { t } = useTranslation('cards');
  const list = useFetcher<SavedCardsForPayment>();
  const payer = useFetcher<CardPayResult>();
  const revalidator = useRevalidator();
  const loaded = list.data;

  useEffect(() => {
    if (list.state === 'idle' && !list.data) void list.load(PAY_WITH_CARD_ROUTE);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per mounted order
  }, [orderId]);

  // A refusal (e.g. the order was paid meanwhile, or cancelled) is a 4xx, after which React Router does not
  // reload the page by itself: the order's state is read again so the page shows what happened.
  const settled = payer.state === 'idle' ? payer.data : undefined;
  const handled = useRef<CardPayResult | undefined>(undefined);
  useEffect(() => {
    if (!settled || handled.current === settled) return;
    handled.current = settled;
    if (!settled.ok) void revalidator.revalidate();
  }, [settled, revalidator]);

  if (!loaded) {
    return list.state !== 'idle' ? (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner size={16} /> {t('pay.loading')}
      </p>
    ) : null;
  }
  if (!loaded.enabled) return null;

  const payingWith = payer.state !== 'idle' ? payer.formData?.get('cardId') : null;
  return (
    <section aria-label={t('pay.title')} data-testid="pay-with-saved-card" className="rounded-3xl bg-surface p-4 ring-1 ring-line">
      <h2 className="flex items-center justify-between gap-3 text-[16px] font-bold text-ink">
        <span className="flex items-center gap-2">
          <CardIcon className="size-5 text-muted" />
          {t('pay.title')}
        </span>
        <Money som={amount} />
      </h2>
      {settled?.ok ? (
        <p role="status" className="mt-3 flex items-center gap-2 font-semibold text-success">
          <CheckIcon className="size-5" />
          {t('pay.done')}
        </p>
      ) : loaded.cards.length === 0 ? (
        <ButtonLink to="/profile/cards/create" variant="secondary" block className="mt-3">
          <PlusIcon className="size-5" />
          {t('pay.addCard')}
        </ButtonLink>
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          {loaded.cards.map((card, index) => (
            <payer.Form key={card.id} method="post" action={PAY_WITH_CARD_ROUTE}>
              <input type="hidden" name="cardId" value={card.id} />
              <input type="hidden" name="orderId" value={orderId} />
              <Button type="submit" size="lg" block variant={index === 0 ? 'primary' : 'secondary'} disabled={payer.state !== 'idle'}>
                {payingWith === card.id ? <Spinner size={20} /> : null}
                {payingWith === card.id ? t('pay.paying') : t('pay.button', { last4: lastFour(card.number) })}
              </Button>
            </payer.Form>
          ))}
        </div>
      )}
      {settled && !settled.ok ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {settled.error}
        </p>
      ) : null}
    </section>
  );
}
