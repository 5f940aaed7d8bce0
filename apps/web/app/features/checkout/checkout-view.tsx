// The /checkout page: a form bound to the brand's draft (every change is saved at once, so going back
// and forth keeps it) — service, branch or address, time, payment, comments — with the summary and
// the reasons "Continue" is not possible yet.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone } from '@dastarkhan/domain/phone';
import { useLanguage } from '../../lib/use-language.ts';
import { imageUrl } from '../../ui/api-image.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BasketIcon, ClockIcon, PinIcon, StoreIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DeviceOnly } from '../../ui/device-only.tsx';
import type { MapTiles } from '../../ui/map/map-tiles.ts';
import type { CheckoutDraft } from '../basket/basket-model.ts';
import { BranchHours } from '../branches/branch-details.tsx';
import { BranchPickerDrawer } from '../branches/branch-picker.tsx';
import { mapBranches } from '../branches/map-branches.ts';
import { useBasketStore } from '../basket/use-basket.ts';
import { blockerText, dayLabel } from './checkout-format.ts';
import { paymentOptionName, pinnedChoices, type CheckoutServiceType } from './checkout-model.ts';
import type { CheckoutData } from './checkout.server.ts';
import { DeliveryAddressSection } from './delivery-address-section.tsx';
import { CHECKBOX_CLASSES, FIELD_CLASSES, LABEL_CLASSES, LEGEND_CLASSES, RADIO_CLASSES, SECTION_CLASSES, TEXTAREA_CLASSES } from './form-styles.ts';
import { OrderSummary } from './order-summary.tsx';
import { useCheckout, type CheckoutState } from './use-checkout.ts';

/** The resource route that forgets the customer's table (its seat cookie), as the QR banner uses it. */
const LEAVE_TABLE_PATH = '/dine-in';

export const CONFIRM_PATH = '/checkout/confirm';

export function CheckoutView({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-5xl pb-6">
      <PageHeader title={t('page.title')} backTo="/basket" />
      <DeviceOnly>
        <CheckoutForm data={data} />
      </DeviceOnly>
    </div>
  );
}

/** The basket is empty: nothing to check out, the way back is the menu. */
export function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <EmptyState
      icon={<BasketIcon />}
      title={t('page.emptyTitle')}
      description={t('page.emptyText')}
      action={
        <ButtonLink to="/" size="lg">
          {t('page.toMenu')}
        </ButtonLink>
      }
    />
  );
}

function CheckoutForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const navigate = useNavigate();
  const store = useBasketStore();
  const state = useCheckout(data);
  const blockersId = useId();
  const { resolved, checkout, totals, blockers } = state;
  const update = (patch: Partial<CheckoutDraft>) => store.getState().updateCheckout(patch);

  if (state.lines.length === 0) return <EmptyCheckout />;

  const proceed = () => {
    update(pinnedChoices(resolved));
    void navigate(CONFIRM_PATH);
  };

  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {checkout.table && <TableCard state={state} />}
        <ServiceSection state={state} onChange={(serviceType) => update({ serviceType })} />
        {resolved.serviceType === 'PICK_UP' && <PickupSection state={state} tiles={data.tiles} onChange={(branchId) => update({ branchId })} />}
        {resolved.serviceType === 'DELIVERY' && (
          <DeliveryAddressSection address={checkout.address}>
            <p className="mt-3 flex items-start gap-2 text-sm text-muted" data-testid="delivery-branch">
              <StoreIcon className="mt-0.5 size-4 shrink-0" />
              {resolved.branch ? t('branch.deliveryFrom', { branch: pickLocalized(resolved.branch.name, language) }) : t('branch.noDelivery')}
            </p>
          </DeliveryAddressSection>
        )}
        {resolved.serviceType && <TimingSection state={state} onChange={(timing) => update({ timing })} />}
        {resolved.serviceType && <PaymentSection state={state} sandbox={data.paymentSandbox} onChange={(paymentType) => update({ paymentType })} />}
        {resolved.serviceType && state.features.receiverActive && <ReceiverSection state={state} onChange={update} />}
        {resolved.serviceType && <CommentsSection state={state} onChange={update} />}
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-[calc(var(--app-header-height)+1rem)]">
        <OrderSummary totals={totals} serviceType={resolved.serviceType} promoCode={state.promo?.code ?? null} unavailableCount={state.unavailableCount} delivery={state.delivery} />
        {blockers.length > 0 && (
          <div id={blockersId} role="status" data-testid="checkout-blockers" className="rounded-2xl bg-amber-100 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">{t('blockers.title')}</p>
            <ul className="mt-1 list-disc ps-5">
              {blockers.map((blocker) => (
                <li key={blocker}>{blockerText(blocker, t, data.orderSettings, language)}</li>
              ))}
            </ul>
          </div>
        )}
        <Button size="lg" block className="font-bold" disabled={blockers.length > 0} aria-describedby={blockers.length > 0 ? blockersId : undefined} onClick={proceed}>
          {t('page.continue')}
        </Button>
      </aside>
    </div>
  );
}

function Section({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className={SECTION_CLASSES} data-testid={testId}>
      {/* Floated, a legend lays out like any child: inside the card's padding, not on its edge. */}
      <legend className={`${LEGEND_CLASSES} float-start w-full`}>{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function TableCard({ state }: { state: CheckoutState }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const store = useBasketStore();
  const fetcher = useFetcher();
  const table = state.checkout.table;
  if (!table) return null;
  const leave = () => {
    store.getState().setTable(null);
    void fetcher.submit({ intent: 'leave' }, { method: 'post', action: LEAVE_TABLE_PATH });
  };
  return (
    <section className="flex items-center gap-3 rounded-2xl bg-brand/10 px-4 py-3" data-testid="checkout-table">
      <StoreIcon aria-hidden="true" className="size-6 shrink-0 text-brand" />
      <p className="min-w-0 flex-1 font-semibold text-ink">{t('table.where', { number: table.number, hall: table.hallName, branch: pickLocalized(table.branchName, language) })}</p>
      <Button variant="secondary" size="sm" onClick={leave}>
        {t('table.leave')}
      </Button>
    </section>
  );
}

function ServiceSection({ state, onChange }: { state: CheckoutState; onChange: (type: CheckoutServiceType) => void }) {
  const { t } = useTranslation('checkout');
  const { serviceTypes, serviceType } = state.resolved;
  if (serviceTypes.length === 0) {
    return (
      <p role="alert" className="rounded-2xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-900">
        {t('service.none')}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-[15px] font-semibold text-ink">{t('service.legend')}</legend>
      <div className="flex gap-1 rounded-2xl bg-line/60 p-1">
        {serviceTypes.map((type) => (
          <label key={type} className="relative flex min-h-11 flex-1 items-center justify-center">
            {/* The radio is the whole tab, so a tap anywhere on it chooses it. */}
            <input
              type="radio"
              name="serviceType"
              value={type}
              checked={serviceType === type}
              onChange={() => onChange(type)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl transition-colors checked:bg-surface checked:shadow-sm focus-visible:outline-offset-0"
            />
            <span className="pointer-events-none relative px-2 text-center text-[15px] font-semibold text-ink">{t(`service.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PickupSection({ state, tiles, onChange }: { state: CheckoutState; tiles: MapTiles; onChange: (branchId: string) => void }) {
  const { t } = useTranslation('checkout');
  const { t: tb } = useTranslation('branches');
  const language = useLanguage();
  const [pickerOpen, setPickerOpen] = useState(false);
  // Only pick-up branches, with today's hours on the merchant's clock (closed today: greyed, not choosable).
  const branches = useMemo(() => mapBranches(state.branches, state.timeZone, state.now), [state.branches, state.timeZone, state.now]);
  const chosen = branches.find((branch) => branch.id === state.resolved.branch?.id) ?? null;
  return (
    <Section legend={t('branch.legend')} testId="pickup-branches">
      {chosen ? (
        <div className="mb-3 flex flex-col gap-1 rounded-xl p-3 ring-1 ring-line" data-testid="pickup-branch">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{pickLocalized(chosen.name, language)}</span>
            {chosen.isMain && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-brand-contrast">{t('branch.main')}</span>}
          </span>
          <span className="flex items-start gap-1.5 text-sm text-muted">
            <PinIcon className="mt-0.5 size-4 shrink-0" />
            {pickLocalized(chosen.address, language)}
          </span>
          <span className="flex items-start gap-1.5 text-sm">
            <ClockIcon className="mt-0.5 size-4 shrink-0 text-muted" />
            <BranchHours branch={chosen} />
          </span>
        </div>
      ) : (
        <p className="mb-3 text-sm font-medium text-danger">{t('branch.none')}</p>
      )}
      <Button variant="secondary" block disabled={branches.length === 0} onClick={() => setPickerOpen(true)}>
        {chosen ? tb('picker.change') : tb('picker.chooseBranch')}
      </Button>
      <BranchPickerDrawer open={pickerOpen} onOpenChange={setPickerOpen} branches={branches} tiles={tiles} currentBranchId={chosen?.id ?? null} onSelect={onChange} />
    </Section>
  );
}

function TimingSection({ state, onChange }: { state: CheckoutState; onChange: (timing: CheckoutDraft['timing']) => void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const id = useId();
  const { resolved } = state;
  const { hours, slots, timing, asapAvailable } = resolved;
  if (!resolved.branch) return null;

  const closedNote = !hours || hours.openNow ? null : hours.closedToday ? t('timing.closedToday') : hours.opensAt ? t('timing.opensAt', { time: formatClock(hours.opensAt, language) }) : t('timing.closedForToday');

  if (resolved.serviceType === 'DINE_IN') {
    return (
      <Section legend={t('timing.legend')}>
        <p className={`text-sm ${closedNote ? 'font-medium text-danger' : 'text-muted'}`}>{closedNote ?? t('timing.dineIn')}</p>
      </Section>
    );
  }

  const chosenDay = timing.mode === 'later' ? slots.find((slot) => slot.day === timing.day) : undefined;
  return (
    <Section legend={t('timing.legend')} testId="checkout-timing">
      <div className="flex flex-col gap-2">
        <label className={`flex min-h-11 items-center gap-3 ${asapAvailable ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
          <input
            type="radio"
            name="timing"
            value="now"
            checked={timing.mode === 'now'}
            disabled={!asapAvailable}
            aria-describedby={closedNote ? `${id}-closed` : undefined}
            onChange={() => onChange({ mode: 'now' })}
            className={RADIO_CLASSES}
          />
          <span className={`text-[15px] ${asapAvailable ? 'text-ink' : 'text-muted'}`}>{t('timing.asap')}</span>
        </label>
        {closedNote && (
          <p id={`${id}-closed`} className="-mt-1 ms-8 text-sm font-medium text-amber-900" data-testid="timing-closed">
            {closedNote}
          </p>
        )}
        <label className={`flex min-h-11 items-center gap-3 ${slots.length > 0 ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
          <input
            type="radio"
            name="timing"
            value="later"
            checked={timing.mode === 'later'}
            disabled={slots.length === 0}
            onChange={() => {
              const first = slots[0];
              if (first) onChange({ mode: 'later', day: first.day, time: first.times[0]! });
            }}
            className={RADIO_CLASSES}
          />
          <span className={`text-[15px] ${slots.length > 0 ? 'text-ink' : 'text-muted'}`}>{t('timing.later')}</span>
        </label>
        {slots.length === 0 && <p className="ms-8 text-sm text-muted">{t('timing.noSlots')}</p>}
        {timing.mode === 'later' && chosenDay && (
          <div className="ms-8 grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${id}-day`} className={LABEL_CLASSES}>
                {t('timing.day')}
              </label>
              <select
                id={`${id}-day`}
                value={chosenDay.day}
                onChange={(event) => {
                  const day = slots.find((slot) => slot.day === event.target.value);
                  // Keep the time when the new day offers it too.
                  if (day) onChange({ mode: 'later', day: day.day, time: day.times.includes(timing.time) ? timing.time : day.times[0]! });
                }}
                className={FIELD_CLASSES}
              >
                {slots.map((slot) => (
                  <option key={slot.day} value={slot.day}>
                    {dayLabel(slot.day, state.now, state.timeZone, language, t)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-time`} className={LABEL_CLASSES}>
                {t('timing.time')}
              </label>
              <select id={`${id}-time`} value={timing.time} onChange={(event) => onChange({ mode: 'later', day: chosenDay.day, time: event.target.value })} className={`${FIELD_CLASSES} tabular-nums`}>
                {chosenDay.times.map((time) => (
                  <option key={time} value={time}>
                    {formatClock(time, language)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}

function PaymentSection({ state, sandbox, onChange }: { state: CheckoutState; sandbox: boolean; onChange: (type: NonNullable<CheckoutDraft['paymentType']>) => void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { payments, paymentType } = state.resolved;
  const chosen = payments.find((payment) => payment.type === paymentType);
  return (
    <Section legend={t('payment.legend')} testId="checkout-payment">
      {payments.length === 0 ? (
        <p className="text-sm font-medium text-danger">{t('payment.none')}</p>
      ) : (
        <div className="flex flex-col gap-1">
          {payments.map((payment) => (
            <label key={payment.type} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input type="radio" name="paymentType" value={payment.type} checked={paymentType === payment.type} onChange={() => onChange(payment.type)} className={RADIO_CLASSES} />
              <PaymentIcon icon={payment.icon} />
              <span className="text-[15px] text-ink">{paymentOptionName(payment, language)}</span>
            </label>
          ))}
        </div>
      )}
      {chosen?.online && (
        <div className="mt-2 flex flex-col gap-1 text-sm text-muted" data-testid="online-payment-note">
          <p>{t('payment.onlineNext', { provider: paymentOptionName(chosen, language) })}</p>
          {sandbox && <p className="font-semibold text-amber-800">{t('payment.sandbox')}</p>}
        </div>
      )}
    </Section>
  );
}

/** The method's own picture (the merchant's or the provider's logo) when it has one; nothing otherwise. */
function PaymentIcon({ icon }: { icon: string | null }) {
  if (!icon) return null;
  return <img src={imageUrl(icon, 28, 28)} alt="" width={28} height={28} loading="lazy" className="size-7 shrink-0 rounded-md object-contain" />;
}

/** "Someone else will receive the order" (receiverActive): their name and phone go on the order and the receipt. */
function ReceiverSection({ state, onChange }: { state: CheckoutState; onChange: (patch: Partial<CheckoutDraft>) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const { receiver } = state.checkout;
  const invalid = state.blockers.includes('receiver');
  const set = (patch: Partial<CheckoutDraft['receiver']>) => onChange({ receiver: { ...receiver, ...patch } });
  const nameMissing = invalid && receiver.name.trim() === '';
  const phoneInvalid = invalid && !nameMissing;
  return (
    <section className={`${SECTION_CLASSES} flex flex-col gap-3`} data-testid="checkout-receiver">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" checked={receiver.active} onChange={(event) => set({ active: event.target.checked })} className={CHECKBOX_CLASSES} />
        <span className="text-[15px] text-ink">{t('receiver.toggle')}</span>
      </label>
      {receiver.active && (
        <>
          <div>
            <label htmlFor={`${id}-name`} className={LABEL_CLASSES}>
              {t('receiver.name')}
            </label>
            <input
              id={`${id}-name`}
              type="text"
              autoComplete="off"
              maxLength={100}
              value={receiver.name}
              aria-invalid={nameMissing ? true : undefined}
              onChange={(event) => set({ name: event.target.value })}
              className={FIELD_CLASSES}
            />
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className={LABEL_CLASSES}>
              {t('receiver.phone')}
            </label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              maxLength={40}
              placeholder="+998 90 123 45 67"
              value={receiver.phone}
              aria-invalid={phoneInvalid && receiver.phone.trim() !== '' ? true : undefined}
              onChange={(event) => set({ phone: event.target.value })}
              className={`${FIELD_CLASSES} text-start tabular-nums rtl:text-end`}
            />
          </div>
        </>
      )}
    </section>
  );
}

function CommentsSection({ state, onChange }: { state: CheckoutState; onChange: (patch: Partial<CheckoutDraft>) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const { checkout } = state;
  const chequeInvalid = state.blockers.includes('chequePhone');
  return (
    <section className={`${SECTION_CLASSES} flex flex-col gap-3`}>
      <div>
        <label htmlFor={`${id}-comment`} className={LABEL_CLASSES}>
          {t('comments.kitchen')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={checkout.comment}
          maxLength={500}
          placeholder={t('comments.kitchenPlaceholder')}
          onChange={(event) => onChange({ comment: event.target.value })}
          className={TEXTAREA_CLASSES}
        />
      </div>
      {state.resolved.serviceType === 'DELIVERY' && (
        <div>
          <label htmlFor={`${id}-courier`} className={LABEL_CLASSES}>
            {t('comments.courier')}
          </label>
          <textarea
            id={`${id}-courier`}
            value={checkout.courierComment}
            maxLength={500}
            placeholder={t('comments.courierPlaceholder')}
            onChange={(event) => onChange({ courierComment: event.target.value })}
            className={TEXTAREA_CLASSES}
          />
        </div>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={checkout.sendCheque}
          // Turned on, the receipt goes to the customer's own phone until they type another.
          onChange={(event) => onChange(event.target.checked ? { sendCheque: true, sendChequePhone: checkout.sendChequePhone || formatPhone(state.userPhone) } : { sendCheque: false })}
          className={CHECKBOX_CLASSES}
        />
        <span className="text-[15px] text-ink">{t('comments.sendCheque')}</span>
      </label>
      {checkout.sendCheque && (
        <div>
          <label htmlFor={`${id}-phone`} className={LABEL_CLASSES}>
            {t('comments.chequePhone')}
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={40}
            placeholder="+998 90 123 45 67"
            value={checkout.sendChequePhone}
            aria-invalid={chequeInvalid ? true : undefined}
            onChange={(event) => onChange({ sendChequePhone: event.target.value })}
            className={`${FIELD_CLASSES} text-start tabular-nums rtl:text-end`}
          />
        </div>
      )}
    </section>
  );
}
