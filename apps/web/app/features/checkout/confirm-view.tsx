// The /checkout/confirm page: the review of the order (items, service, branch or table or address,
// time, payment, comments, the price breakdown) and "Place order" — one Idempotency-Key per body,
// the server's new total offered after PRICE_CHANGED, the API's message for any other refusal; an
// order paid online goes on to the provider's payment page.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderTotalsSom } from '@dastarkhan/domain/contracts/order';
import { formatClock } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatSom, tiyinToSom } from '@dastarkhan/domain/money';
import { formatPhone } from '@dastarkhan/domain/phone';
import { useLanguage } from '../../lib/use-language.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { DeviceOnly } from '../../ui/device-only.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Money } from '../../ui/money.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useBasketStore } from '../basket/use-basket.ts';
import { addressLines } from '../orders/order-address.ts';
import { blockerText, dayLabel } from './checkout-format.ts';
import { buildOrderRequest, orderReceiver, paymentOptionName, paysOnline, type CheckoutBlocker } from './checkout-model.ts';
import type { CheckoutData, PlaceOrderResult } from './checkout.server.ts';
import { EmptyCheckout } from './checkout-view.tsx';
import { OrderConfirmationSheet } from './order-confirmation-sheet.tsx';
import { OrderSummary } from './order-summary.tsx';
import { useCheckout, type CheckoutState } from './use-checkout.ts';
import { announceOrderPlaced } from '../analytics/order-placed.ts';

/** Refusals the customer fixes by choosing another time or branch on /checkout. */
const TIME_ERRORS: ReadonlySet<string> = new Set(['BRANCH_CLOSED', 'DELIVERY_TIME_INVALID']);
/** Refusals of the SMS confirmation code: answered in the code sheet, which asks for the code again. */
const CONFIRMATION_ERRORS: ReadonlySet<string> = new Set(['ORDER_CONFIRMATION_INVALID', 'ORDER_CONFIRMATION_REQUIRED']);

/** A fresh key for one body (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Leaves for the provider's payment page (a full navigation: it is another site, or the sandbox page
 * outside the app). This page's history entry becomes the order page first, so "back" from the
 * provider lands on the order, which offers "Pay" again, never on an emptied checkout.
 */
function leaveToPay(orderPage: string, paymentUrl: string): void {
  window.history.replaceState(window.history.state, '', orderPage);
  // Coming back through the back/forward cache would show this page, not the order: load the order instead.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) window.location.reload();
    },
    { once: true },
  );
  window.location.assign(paymentUrl);
}

export function ConfirmView({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-5xl pb-6">
      <PageHeader title={t('confirm.title')} backTo="/checkout" />
      <DeviceOnly>
        <ConfirmOrder data={data} />
      </DeviceOnly>
    </div>
  );
}

interface PriceChange {
  /** so'm: the total this page sent. */
  was: number;
  totals: OrderTotalsSom;
}

function ConfirmOrder({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const state = useCheckout(data);
  const store = useBasketStore();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<PlaceOrderResult>();
  const blockersId = useId();
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  // The body of the last attempt and its key: a retry of the same body (a double tap, a lost answer)
  // reuses the key, so the API answers with the order it already made instead of making another.
  const attempt = useRef<{ body: string; key: string; total: number } | null>(null);
  const handled = useRef<PlaceOrderResult | null>(null);
  // Set at the tap itself: a second tap before React re-renders the busy button must not send again.
  const inFlight = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'idle') inFlight.current = false;
  }, [fetcher.state]);
  // The SMS confirmation (isSmsConfirmationRequiredPerOrder): the sheet is open, the total it places for,
  // and the code typed, kept for a retry at a changed price (a refused order leaves the code unused).
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmTotal = useRef<number | undefined>(undefined);
  const confirmedCode = useRef<string | null>(null);

  const result = fetcher.data;
  useEffect(() => {
    // Only once the fetcher is idle: while it is still revalidating after the action, a navigation started
    // here is interrupted by that revalidation and can be left half done (new address, old page).
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setPlacedId(result.orderId);
      store.getState().orderPlaced(result.orderId);
      if (attempt.current) announceOrderPlaced({ id: result.orderId, totalSom: attempt.current.total });
      const orderPage = `/profile/orders/${result.orderId}`;
      if (result.paymentUrl) leaveToPay(orderPage, result.paymentUrl);
      else void navigate(orderPage, { replace: true });
    } else if (CONFIRMATION_ERRORS.has(result.code)) {
      confirmedCode.current = null;
      setConfirmOpen(true);
    } else {
      // Any other refusal is told on the page, under the sheet.
      setConfirmOpen(false);
    }
    if (!result.ok && result.code === 'PRICE_CHANGED' && 'totals' in result) {
      setPriceChange({ was: attempt.current?.total ?? tiyinToSom(state.totals.totalPrice), totals: result.totals });
      // The lines show today's prices again.
      void revalidator.revalidate();
    }
  }, [result, fetcher.state, store, navigate, revalidator, state.totals.totalPrice]);

  if (placedId) {
    const toPayment = result?.ok === true && result.paymentUrl !== null;
    return (
      <div className="grid place-items-center gap-3 py-16 text-center">
        <Spinner />
        <p role="status" className="font-semibold text-ink">
          {toPayment ? t('confirm.toPayment') : t('confirm.placed')}
        </p>
      </div>
    );
  }
  if (state.lines.length === 0) return <EmptyCheckout />;

  const busy = fetcher.state !== 'idle';
  const blockers: Array<CheckoutBlocker | 'timeChanged'> = [...state.blockers, ...(state.resolved.adjusted ? (['timeChanged'] as const) : [])];
  const codeError = !busy && result && !result.ok && CONFIRMATION_ERRORS.has(result.code) ? result : null;
  const error = !busy && result && !result.ok && result.code !== 'PRICE_CHANGED' && !codeError ? result : null;
  const showPriceChange = priceChange !== null && !busy && !(result?.ok ?? false);
  const online = paysOnline(state.resolved.paymentType);
  const payment = state.resolved.payments.find((option) => option.type === state.resolved.paymentType);

  /** "Place order": through the SMS code first when the merchant asks for one. */
  const placeConfirmed = (agreedTotal?: number) => {
    if (!state.confirmationRequired) return place(agreedTotal);
    confirmTotal.current = agreedTotal;
    if (confirmedCode.current) return place(agreedTotal, confirmedCode.current);
    setConfirmOpen(true);
  };

  const place = (agreedTotal?: number, confirmationCode?: string) => {
    if (busy || inFlight.current || placedId || blockers.length > 0) return;
    inFlight.current = true;
    const order = buildOrderRequest({
      views: state.views,
      checkout: state.checkout,
      resolved: state.resolved,
      totals: state.totals,
      promoCode: state.promo?.code ?? null,
      userPhone: state.userPhone,
      device: data.device,
      agreedTotal,
      features: state.features,
      ...(confirmationCode ? { confirmationCode } : {}),
    });
    const body = JSON.stringify(order);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey(), total: order.totalPrice };
    void fetcher.submit({ order: body, idempotencyKey: attempt.current.key }, { method: 'post' });
  };

  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <ItemsCard state={state} />
        <DetailsCard state={state} />
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-[calc(var(--app-header-height)+1rem)]">
        <OrderSummary totals={state.totals} serviceType={state.resolved.serviceType} promoCode={state.promo?.code ?? null} unavailableCount={state.unavailableCount} delivery={state.delivery} />
        {blockers.length > 0 && (
          <div id={blockersId} role="status" data-testid="checkout-blockers" className="rounded-2xl bg-amber-100 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">{t('blockers.title')}</p>
            <ul className="mt-1 list-disc ps-5">
              {blockers.map((blocker) => (
                <li key={blocker}>{blockerText(blocker, t, data.orderSettings, language)}</li>
              ))}
            </ul>
            <Link to="/checkout" className="mt-2 inline-block font-semibold underline underline-offset-2">
              {t('confirm.edit')}
            </Link>
          </div>
        )}
        {error && (
          <div role="alert" data-testid="order-error" className="flex flex-col gap-2 rounded-2xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
            <p className="flex items-start gap-2">
              <AlertIcon className="mt-0.5 size-4 shrink-0" />
              <span>{error.message}</span>
            </p>
            {TIME_ERRORS.has(error.code) && (
              <Link to="/checkout" className="font-semibold underline underline-offset-2">
                {t('confirm.changeTime')}
              </Link>
            )}
          </div>
        )}
        {showPriceChange && priceChange ? (
          <PriceChanged change={priceChange} onAccept={() => placeConfirmed(priceChange.totals.totalPrice)} disabled={blockers.length > 0} />
        ) : (
          <Button size="lg" block className="font-bold" disabled={busy || blockers.length > 0} aria-describedby={blockers.length > 0 ? blockersId : undefined} onClick={() => placeConfirmed()}>
            {busy && <Spinner size={18} />}
            {busy ? t('confirm.placing') : online ? t('confirm.placeAndPay') : t('confirm.place')}
          </Button>
        )}
        {online && payment && (
          <div className="flex flex-col gap-1 text-center text-sm text-muted" data-testid="online-payment-note">
            <p>{t('payment.onlineNext', { provider: paymentOptionName(payment, language) })}</p>
            {data.paymentSandbox && <p className="font-semibold text-amber-800">{t('payment.sandbox')}</p>}
          </div>
        )}
        {state.confirmationRequired && (
          <OrderConfirmationSheet
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            placing={busy}
            error={codeError?.message ?? null}
            errorKey={codeError}
            onConfirm={(code) => {
              confirmedCode.current = code;
              place(confirmTotal.current, code);
            }}
          />
        )}
      </aside>
    </div>
  );
}

function PriceChanged({ change, onAccept, disabled }: { change: PriceChange; onAccept: () => void; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const titleId = useId();
  return (
    <section role="alert" aria-labelledby={titleId} data-testid="price-changed" className="flex flex-col gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-amber-900">
      <h2 id={titleId} className="font-bold">
        {t('priceChanged.title')}
      </h2>
      <p className="text-sm">{t('priceChanged.text')}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt>{t('priceChanged.was')}</dt>
          <dd className="font-semibold line-through">
            <Money som={change.was} />
          </dd>
        </div>
        <div>
          <dt>{t('priceChanged.now')}</dt>
          <dd className="text-base font-extrabold" data-testid="price-changed-total">
            <Money som={change.totals.totalPrice} />
          </dd>
        </div>
      </dl>
      <Button size="lg" block className="font-bold" disabled={disabled} onClick={onAccept}>
        {t('priceChanged.placeFor', { amount: formatSom(change.totals.totalPrice, language) })}
      </Button>
    </section>
  );
}

function ItemsCard({ state }: { state: CheckoutState }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const priced = new Map(state.totals.lines.map((line) => [line.key, line]));
  const available = state.views.filter((view) => view.available && view.product);
  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-line" aria-label={t('confirm.items')}>
      <h2 className="mb-2 text-lg font-bold text-ink">{t('confirm.items')}</h2>
      <ul className="flex flex-col divide-y divide-line">
        {available.map((view) => {
          const line = priced.get(view.line.key);
          return (
            <li key={view.line.key} className="flex items-start gap-3 py-2.5" data-testid="confirm-line">
              <span className="min-w-8 rounded-lg bg-canvas px-1.5 py-0.5 text-center text-sm font-bold text-ink tabular-nums">{view.line.quantity}×</span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-ink">{view.product!.name}</span>
                {view.options.length > 0 && (
                  <span className="text-sm text-muted">
                    {view.options.map((option) => (option.count > 1 ? `${pickLocalized(option.name, language)} × ${option.count}` : pickLocalized(option.name, language))).join(', ')}
                  </span>
                )}
                {state.features.productComment && view.line.comment?.trim() && (
                  <span className="text-sm break-words text-ink italic" data-testid="confirm-line-comment">
                    “{view.line.comment.trim()}”
                  </span>
                )}
              </span>
              {line && (
                <span className="flex flex-col items-end">
                  {line.lineDiscount > 0 && (
                    <s className="text-xs text-muted">
                      <Money som={tiyinToSom(line.linePrice)} />
                    </s>
                  )}
                  <Money som={tiyinToSom(line.linePrice - line.lineDiscount)} className="font-semibold text-ink" />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-[15px] font-medium text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function DetailsCard({ state }: { state: CheckoutState }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { resolved, checkout } = state;
  const { serviceType, branch, timing } = resolved;
  const payment = resolved.payments.find((option) => option.type === resolved.paymentType);
  const address = checkout.address;
  const receiver = orderReceiver(checkout, state.features);
  // The address as the order page will read it: text, never the point's coordinates.
  const addressText = address ? addressLines(address, { office: t('address.office'), entrance: t('address.entrance'), floor: t('address.floor'), domophone: t('address.domophone') }) : [];
  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-line" data-testid="confirm-details">
      <div className="mb-1 flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">{t('confirm.details')}</h2>
        <ButtonLink to="/checkout" variant="ghost" size="sm">
          {t('confirm.edit')}
        </ButtonLink>
      </div>
      <dl className="divide-y divide-line">
        {serviceType && (
          <Row label={t('confirm.service')} testId="confirm-service">
            {t(`service.${serviceType}`)}
          </Row>
        )}
        {branch && (
          <Row label={t('confirm.branch')} testId="confirm-branch">
            {pickLocalized(branch.name, language)}
            <span className="block text-sm font-normal text-muted">{pickLocalized(branch.address, language)}</span>
          </Row>
        )}
        {serviceType === 'DINE_IN' && checkout.table && (
          <Row label={t('confirm.table')} testId="confirm-table">
            {t('table.where', { number: checkout.table.number, hall: checkout.table.hallName, branch: pickLocalized(checkout.table.branchName, language) })}
          </Row>
        )}
        {serviceType === 'DELIVERY' && address && (
          <Row label={t('confirm.address')} testId="confirm-address">
            {addressText.map((part) => (
              <span key={part} className="block break-words">
                {part}
              </span>
            ))}
          </Row>
        )}
        <Row label={t('confirm.time')} testId="confirm-time">
          {timing.mode === 'now' || timing.day === '' ? t('timing.asap') : t('confirm.at', { day: dayLabel(timing.day, state.now, state.timeZone, language, t), time: formatClock(timing.time, language) })}
        </Row>
        {payment && (
          <Row label={t('confirm.payment')} testId="confirm-payment">
            {paymentOptionName(payment, language)}
          </Row>
        )}
        {checkout.comment.trim() && <Row label={t('confirm.comment')}>{checkout.comment}</Row>}
        {serviceType === 'DELIVERY' && checkout.courierComment.trim() && <Row label={t('confirm.courierComment')}>{checkout.courierComment}</Row>}
        {receiver && receiver !== 'invalid' && (
          <Row label={t('confirm.receiver')} testId="confirm-receiver">
            {receiver.name}
            <span dir="ltr" className="block text-sm font-normal text-muted">
              {formatPhone(receiver.phone)}
            </span>
          </Row>
        )}
        {checkout.sendCheque && (
          <Row label={t('confirm.receipt')}>
            <span dir="ltr">{formatPhone(checkout.sendChequePhone || state.userPhone)}</span>
          </Row>
        )}
      </dl>
    </section>
  );
}
