// The /basket page: the lines (priced from today's menu), quantities, promo code, cashback, the
// totals from the shared pricing function, the minimum-order notes and the way to checkout.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../lib/wording.ts';
import type { OrderSettings } from '@dastarkhan/domain/contracts/settings';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatSom, formatTiyin, somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { DELIVERING_SERVICE_TYPES, type OrderTotals } from '@dastarkhan/domain/pricing';
import { useStorefront } from '../../lib/storefront.ts';
import { useOnDevice } from '../../lib/use-on-device.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ApiImage } from '../../ui/api-image.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BasketIcon, CloseIcon, MinusIcon, PlusIcon } from '../../ui/icons.tsx';
import { Money } from '../../ui/money.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { addressTitle, hasPoint } from '../addresses/address-model.ts';
import { deliveryPriceView, knownDeliveryPrice, totalKind, type DeliveryPriceView } from '../delivery-quote/delivery-quote.ts';
import { DeliveryPriceText } from '../delivery-quote/delivery-price-text.tsx';
import { useDeliveryPrice } from '../delivery-quote/use-delivery-price.ts';
import { basketTotals, chosenBranchId, LINE_COMMENT_MAX_LENGTH, quantityLimit, unitsOf, viewLines, type BasketLineView, type BasketProduct } from './basket-model.ts';
import type { PromoResult } from './basket.server.ts';
import { promoError } from './promo-messages.ts';
import { useBasket, useBasketStore } from './use-basket.ts';
import { CartRecommendations, recommendationsFor } from './cart-recommendations.tsx';
import type { ProductCardView } from '../catalogue/menu-model.ts';

export interface BasketViewProps {
  products: BasketProduct[];
  orderSettings: Pick<OrderSettings, 'isServiceFeeEnabled' | 'isServiceFeeFreeAboveThreshold' | 'serviceFeeThreshold' | 'serviceFeeAmount' | 'minimalOrderPrice' | 'minimalOrderQuantity' | 'defaultWebSiteDeliveryType'>;
  signedIn: boolean;
  /** so'm; 0 hides the cashback toggle. */
  cashbackBalance: number;
  /** The merchant's recommended products (isCartRecommendation) as menu cards. */
  recommended?: readonly ProductCardView[];
}

export function BasketView({ products, orderSettings, signedIn, cashbackBalance, recommended = [] }: BasketViewProps) {
  const { t } = useTranslation('basket');
  const wording = useWording();
  const { t: tc } = useTranslation('checkout');
  const { settings } = useStorefront();
  const language = useLanguage();
  const onDevice = useOnDevice();
  const lines = useBasket((state) => state.lines);
  const promo = useBasket((state) => state.promo);
  const useCashback = useBasket((state) => state.useCashback);
  const checkout = useBasket((state) => state.checkout);
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  // The branch the order is for: a product it does not sell is unavailable there (the API would refuse the order).
  const branchId = chosenBranchId(checkout);
  const views = useMemo(() => viewLines(lines, byId, branchId), [lines, byId, branchId]);
  const suggestions = useMemo(() => recommendationsFor(recommended, new Set(lines.map((line) => line.productId)), branchId), [recommended, lines, branchId]);
  // The order's service as checkout left it, else the merchant's default.
  const serviceType = checkout.serviceType ?? orderSettings.defaultWebSiteDeliveryType;
  const cashbackOffered = settings.cashbackActive && signedIn && cashbackBalance > 0;
  const promoTerms = settings.promoActive && signedIn ? (promo?.terms ?? null) : null;
  const rules = {
    serviceType,
    serviceFee: {
      isServiceFeeEnabled: orderSettings.isServiceFeeEnabled,
      isServiceFeeFreeAboveThreshold: orderSettings.isServiceFeeFreeAboveThreshold,
      serviceFeeThresholdTiyin: somToTiyin(orderSettings.serviceFeeThreshold),
      serviceFeeAmountTiyin: somToTiyin(orderSettings.serviceFeeAmount),
    },
    cashbackTiyin: cashbackOffered && useCashback ? somToTiyin(cashbackBalance) : 0,
  };
  const withoutDelivery = basketTotals(views, promoTerms, rules);
  // A delivery to a chosen address is priced by the tariff from the branch that serves it (the tariff needs
  // a signed-in customer; guests see the price at checkout).
  const deliveryAddress = serviceType === 'DELIVERY' && hasPoint(checkout.address) ? checkout.address : null;
  const quote = useDeliveryPrice({
    serviceType,
    address: deliveryAddress,
    draftBranchId: checkout.branchId,
    branchId: checkout.branchId,
    // The products before the promo, as checkout asks it.
    productPriceTiyin: withoutDelivery.totalProductPrice + withoutDelivery.promoDiscount,
    productCount: withoutDelivery.productCount,
    signedIn,
  });
  // As at checkout: delivery is in the totals only once the tariff has priced the chosen address.
  const deliveryPrice = knownDeliveryPrice(quote);
  const totals = deliveryPrice !== null ? basketTotals(views, promoTerms, { ...rules, deliveryPriceTiyin: somToTiyin(deliveryPrice) }) : withoutDelivery;
  const deliveryView = DELIVERING_SERVICE_TYPES.has(serviceType) ? deliveryPriceView(deliveryAddress !== null, quote, signedIn) : null;

  if (!onDevice) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title={t('page.title')} />
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title={t('page.title')} />
        <EmptyState
          icon={<BasketIcon />}
          title={t('page.emptyTitle')}
          description={t('page.emptyText', wording)}
          action={
            <ButtonLink to="/" size="lg">
              {t('page.toMenu', wording)}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  const minimumPriceTiyin = somToTiyin(orderSettings.minimalOrderPrice);
  const belowPrice = settings.deliveryActive && minimumPriceTiyin > 0 && totals.totalProductPrice < minimumPriceTiyin;
  const belowQuantity = settings.deliveryActive && orderSettings.minimalOrderQuantity > 0 && totals.productCount < orderSettings.minimalOrderQuantity;
  // The minimum is for delivery: only a merchant that offers nothing else makes it block checkout.
  const onlyDelivery = !settings.pickupActive && !settings.dineInActive;
  const canCheckout = totals.lines.length > 0 && !(onlyDelivery && (belowPrice || belowQuantity));

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('page.title')} />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <ul className="flex flex-col gap-3" aria-label={t('page.title')}>
            {views.map((view) => (
              <BasketLineItem key={view.line.key} view={view} />
            ))}
          </ul>
          <CartRecommendations products={suggestions} />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-[calc(var(--app-header-height)+1rem)]">
          {settings.promoActive && <PromoField signedIn={signedIn} totals={totals} serviceType={serviceType} />}
          {cashbackOffered && <CashbackToggle balance={cashbackBalance} />}
          <TotalsCard totals={totals} promoCode={promo?.code ?? null} delivery={deliveryView} addressName={deliveryAddress ? addressTitle(deliveryAddress) : null} />
          {quote.status === 'outOfZone' && (
            <p role="alert" className="rounded-2xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-900" data-testid="basket-out-of-zone">
              {tc('blockers.outOfZone')}
            </p>
          )}
          {(belowPrice || belowQuantity) && (
            <p role="status" className="rounded-2xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-900">
              {belowPrice ? t('minimum.price', { amount: formatTiyin(minimumPriceTiyin, language) }) : t('minimum.quantity', { count: orderSettings.minimalOrderQuantity })}
            </p>
          )}
          {canCheckout ? (
            <ButtonLink to="/checkout" size="lg" block className="font-bold">
              {t('checkout')}
            </ButtonLink>
          ) : (
            <Button size="lg" block disabled className="font-bold">
              {t('checkout')}
            </Button>
          )}
          {!signedIn && <p className="text-center text-xs text-muted">{t('signInToCheckout')}</p>}
        </aside>
      </div>
    </div>
  );
}

const STEP = 'grid size-9 place-items-center rounded-full text-ink transition hover:bg-line/50 disabled:cursor-not-allowed disabled:opacity-40';

function BasketLineItem({ view }: { view: BasketLineView }) {
  const { t } = useTranslation('basket');
  const language = useLanguage();
  const store = useBasketStore();
  const lines = useBasket((state) => state.lines);
  const [limit, setLimit] = useState<number | null>(null);
  const messageId = useId();
  const { line, product, available } = view;
  const name = product?.name ?? t('page.unknownProduct');
  const totals = available ? basketTotals([view], null, NO_FEES).lines[0] : undefined;
  const max = quantityLimit(product?.maxQuantity) - unitsOf(lines, line.productId, line.key);

  const change = (quantity: number) => {
    const result = store.getState().setQuantity(line.key, quantity, product?.maxQuantity ?? null);
    setLimit(result.ok ? null : result.max);
  };

  return (
    <li data-testid="basket-line" aria-disabled={!available} className={`flex gap-3 rounded-2xl bg-surface p-3 ring-1 ring-line ${available ? '' : 'opacity-60 grayscale'}`}>
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-canvas">
        {product?.image && <ApiImage src={product.image} alt="" width={160} height={160} className="h-full w-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h2 className="flex-1 text-[15px] leading-5 font-semibold text-ink">
            {product && available ? <Link to={`/product/${encodeURIComponent(product.id)}`} className="hover:underline">{name}</Link> : name}
          </h2>
          <button type="button" className="-me-1 -mt-1 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-ink/5 hover:text-ink" aria-label={t('page.remove', { name })} onClick={() => store.getState().remove(line.key)}>
            <CloseIcon className="size-4" />
          </button>
        </div>
        {view.options.length > 0 && (
          <p className="text-sm text-muted">
            {view.options.map((option) => (option.count > 1 ? t('page.optionCount', { name: pickLocalized(option.name, language), count: option.count }) : pickLocalized(option.name, language))).join(', ')}
          </p>
        )}
        {!available && (
          <p className="text-sm font-semibold text-danger" data-testid="basket-line-unavailable">
            {view.notInBranch ? t('page.notInBranch') : t('page.unavailable')}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          {available ? (
            <div role="group" aria-label={t('page.quantity', { name })} className="flex items-center rounded-full bg-canvas ring-1 ring-line">
              <button type="button" className={STEP} aria-label={t('page.decrease')} disabled={line.quantity <= 1} onClick={() => change(line.quantity - 1)}>
                <MinusIcon className="size-4" />
              </button>
              <output data-testid="basket-line-quantity" aria-live="polite" className="min-w-7 text-center font-bold text-ink tabular-nums">
                {line.quantity}
              </output>
              {/* Stays pressable at the limit so the customer learns why the number stops growing. */}
              <button type="button" className={STEP} aria-label={t('page.increase')} aria-describedby={limit !== null ? messageId : undefined} onClick={() => (line.quantity >= max ? setLimit(quantityLimit(product?.maxQuantity)) : change(line.quantity + 1))}>
                <PlusIcon className="size-4" />
              </button>
            </div>
          ) : (
            <span />
          )}
          {totals && (
            <span className="flex items-baseline gap-2" data-testid="basket-line-price">
              {totals.lineDiscount > 0 && (
                <s className="text-sm text-muted">
                  <Money som={tiyinToSom(totals.linePrice)} />
                </s>
              )}
              <Money som={tiyinToSom(totals.linePrice - totals.lineDiscount)} className="font-bold text-ink" />
            </span>
          )}
        </div>
        {limit !== null && (
          <p id={messageId} role="alert" className="text-sm font-medium text-danger">
            {t('add.maxQuantity', { max: limit })}
          </p>
        )}
        {available && <LineComment lineKey={line.key} comment={line.comment ?? ''} name={name} />}
      </div>
    </li>
  );
}

/** The line's note for the kitchen ("no onions"), when the merchant takes them (productComment); folded away until asked for. */
function LineComment({ lineKey, comment, name }: { lineKey: string; comment: string; name: string }) {
  const { t } = useTranslation('basket');
  const { settings } = useStorefront();
  const store = useBasketStore();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!settings.productComment) return null;
  if (!open && comment === '') {
    return (
      <button type="button" className="self-start rounded text-sm font-semibold text-brand underline-offset-4 hover:underline" data-testid="line-comment-add" aria-label={t('comment.addFor', { name })} onClick={() => setOpen(true)}>
        {t('comment.add')}
      </button>
    );
  }
  return (
    <div className="pt-1">
      <label htmlFor={id} className="sr-only">
        {t('comment.label', { name })}
      </label>
      <input
        id={id}
        type="text"
        data-testid="line-comment"
        value={comment}
        maxLength={LINE_COMMENT_MAX_LENGTH}
        autoFocus={open && comment === ''}
        placeholder={t('comment.placeholder')}
        onChange={(event) => store.getState().setComment(lineKey, event.target.value)}
        onBlur={() => setOpen(false)}
        className="h-10 w-full rounded-xl border border-line bg-canvas px-3 text-sm text-ink placeholder:text-muted/70 focus:border-ink focus-visible:outline-offset-0"
      />
    </div>
  );
}

const NO_FEES = {
  serviceType: 'PICK_UP',
  serviceFee: { isServiceFeeEnabled: false, isServiceFeeFreeAboveThreshold: false, serviceFeeThresholdTiyin: 0, serviceFeeAmountTiyin: 0 },
  cashbackTiyin: 0,
} as const;

/** Answers of the check that mean a kept code no longer works at all (a price minimum is only a hint). */
const STALE_PROMO: ReadonlySet<string> = new Set(['PROMO_NOT_FOUND', 'PROMO_NOT_ACTIVE', 'PROMO_NOT_STARTED', 'PROMO_EXPIRED', 'PROMO_USAGE_LIMIT', 'PROMO_FIRST_ORDER_ONLY', 'PROMOS_DISABLED']);

function PromoField({ signedIn, totals, serviceType }: { signedIn: boolean; totals: OrderTotals; serviceType: string }) {
  const { t } = useTranslation('basket');
  const language = useLanguage();
  const store = useBasketStore();
  const promo = useBasket((state) => state.promo);
  const fetcher = useFetcher<PromoResult>();
  const recheck = useFetcher<PromoResult>();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  // Why a kept code left the draft on its recheck, until the customer tries another one.
  const [dropped, setDropped] = useState<PromoResult | null>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // Before the promo's own discount: what its minimum is compared with.
  const beforePromo = totals.totalProductPrice + totals.promoDiscount;

  useEffect(() => {
    if (!result) return;
    setDropped(null);
    if (result.ok) {
      store.getState().applyPromo({ code: result.code, terms: result.terms });
      setCode('');
    }
  }, [result, store]);

  // A code kept from an earlier visit is checked again once, so the basket never shows a discount
  // the order would refuse.
  const recheckedCode = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !promo || recheckedCode.current !== null) return;
    recheckedCode.current = promo.code;
    void recheck.submit({ intent: 'promo', code: promo.code, productPrice: tiyinToSom(beforePromo), serviceType }, { method: 'post' });
  }, [signedIn, promo, recheck, beforePromo, serviceType]);

  const recheckResult = recheck.state === 'idle' ? recheck.data : undefined;
  useEffect(() => {
    // The answer only counts while the draft still holds the code it is about: a code removed (or
    // replaced) while the check was on its way must not come back.
    if (!recheckResult || store.getState().promo?.code !== recheckedCode.current) return;
    if (recheckResult.ok) {
      store.getState().applyPromo({ code: recheckResult.code, terms: recheckResult.terms });
    } else if (STALE_PROMO.has(recheckResult.error)) {
      // It has since expired (or was switched off): it leaves the draft, and its message shows.
      store.getState().applyPromo(null);
      setDropped(recheckResult);
    }
  }, [recheckResult, store]);

  if (!signedIn) {
    return (
      <p className="rounded-2xl bg-surface p-4 text-sm text-muted ring-1 ring-line">
        <Link to="/login?next=%2Fbasket" className="font-semibold text-ink underline underline-offset-2">
          {t('promo.signIn')}
        </Link>
      </p>
    );
  }

  const failed = result && !result.ok ? result : dropped;
  const error = failed && !failed.ok ? promoError(t, failed, language) : null;

  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-line" aria-labelledby={inputId}>
      {promo ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <p role="status" data-testid="promo-applied" className="text-sm font-semibold text-success">
              {t('promo.applied', { code: promo.code })}
            </p>
            <button type="button" className="grid size-8 place-items-center rounded-full text-muted hover:bg-ink/5 hover:text-ink" aria-label={t('promo.remove')} onClick={() => store.getState().applyPromo(null)}>
              <CloseIcon className="size-4" />
            </button>
          </div>
          {!totals.promoApplied && (
            <p className="text-sm text-amber-900">{t('promo.belowMinimum', { code: promo.code, min: formatTiyin(promo.terms.minPriceTiyin, language) })}</p>
          )}
        </div>
      ) : (
        <fetcher.Form method="post" className="flex flex-col gap-2" noValidate>
          <label htmlFor={inputId} id={`${inputId}-label`} className="text-sm font-semibold text-ink">
            {t('promo.label')}
          </label>
          <input type="hidden" name="intent" value="promo" />
          <input type="hidden" name="productPrice" value={tiyinToSom(beforePromo)} />
          <input type="hidden" name="serviceType" value={serviceType} />
          <div className="flex gap-2">
            <input
              id={inputId}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t('promo.placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              className="min-h-11 min-w-0 flex-1 rounded-xl bg-canvas px-3 text-[15px] text-ink uppercase ring-1 ring-line outline-none placeholder:normal-case focus:ring-2 focus:ring-ink"
            />
            <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle' || code.trim() === ''}>
              {fetcher.state !== 'idle' ? t('promo.applying') : t('promo.apply')}
            </Button>
          </div>
          {error && (
            <p id={messageId} role="alert" data-testid="promo-error" className="text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}

function CashbackToggle({ balance }: { balance: number }) {
  const { t } = useTranslation('basket');
  const store = useBasketStore();
  const useCashback = useBasket((state) => state.useCashback);
  const language = useLanguage();
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
      <span className="flex flex-1 flex-col">
        <span className="text-sm font-semibold text-ink">{t('cashback.use')}</span>
        <span className="text-sm text-muted">{t('cashback.balance', { amount: formatSom(balance, language) })}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={useCashback}
        onChange={(event) => store.getState().setUseCashback(event.target.checked)}
        className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-surface before:shadow before:transition-transform checked:bg-ink checked:before:translate-x-[22px] rtl:before:-translate-x-0.5 rtl:checked:before:-translate-x-[22px]"
      />
    </label>
  );
}

interface TotalsCardProps {
  totals: OrderTotals;
  promoCode: string | null;
  /** Where the delivery price stands; null when the order is not delivered. */
  delivery: DeliveryPriceView | null;
  /** The address the order goes to, when one is chosen. */
  addressName: string | null;
}

function TotalsCard({ totals, promoCode, delivery, addressName }: TotalsCardProps) {
  const { t } = useTranslation('basket');
  const { t: tc } = useTranslation('checkout');
  const total = totalKind(delivery);
  const ownDiscounts = totals.productDiscount - totals.promoDiscount;
  const row = 'flex items-baseline justify-between gap-3 text-[15px]';
  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-line" aria-label={t('totals.title')}>
      <h2 className="mb-2 text-base font-bold text-ink">{t('totals.title')}</h2>
      <dl className="flex flex-col gap-1.5">
        <div className={row}>
          <dt className="text-muted">{t('totals.products', { count: totals.productCount })}</dt>
          <dd>
            <Money som={tiyinToSom(totals.productPrice)} className="text-ink" />
          </dd>
        </div>
        {ownDiscounts > 0 && (
          <div className={row}>
            <dt className="text-muted">{t('totals.discount')}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(ownDiscounts)} />
            </dd>
          </div>
        )}
        {totals.promoDiscount > 0 && promoCode && (
          <div className={row} data-testid="basket-promo-discount">
            <dt className="text-muted">{t('totals.promo', { code: promoCode })}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(totals.promoDiscount)} />
            </dd>
          </div>
        )}
        {totals.serviceFee > 0 && (
          <div className={row}>
            <dt className="text-muted">{t('totals.serviceFee')}</dt>
            <dd>
              <Money som={tiyinToSom(totals.serviceFee)} className="text-ink" />
            </dd>
          </div>
        )}
        {delivery && (
          <div className={row} data-testid="basket-delivery">
            <dt className="min-w-0 text-muted">
              {t('totals.delivery')}
              {addressName ? <span className="block truncate text-xs">{addressName}</span> : null}
            </dt>
            <dd className="shrink-0 text-end">
              <DeliveryPriceText view={delivery} priceTiyin={totals.deliveryPrice} priceClassName="text-[15px] text-ink" />
            </dd>
          </div>
        )}
        {totals.deliveryDiscount > 0 && (
          <div className={row}>
            <dt className="text-muted">{tc('summary.deliveryDiscount')}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(totals.deliveryDiscount)} />
            </dd>
          </div>
        )}
        {totals.cashbackUsed > 0 && (
          <div className={row}>
            <dt className="text-muted">{t('totals.cashback')}</dt>
            <dd className="text-danger">
              −<Money som={tiyinToSom(totals.cashbackUsed)} />
            </dd>
          </div>
        )}
        <div className={`${row} mt-1 border-t border-line pt-2.5`}>
          <dt className="font-bold text-ink">{total === 'withoutDelivery' ? tc('summary.totalWithoutDelivery') : t('totals.total')}</dt>
          <dd data-testid="basket-total" aria-busy={total === 'pending'}>
            {total === 'pending' ? <span className="text-xl font-extrabold text-muted">…</span> : <Money som={tiyinToSom(totals.totalPrice)} className="text-xl font-extrabold text-ink" />}
          </dd>
        </div>
      </dl>
    </section>
  );
}
