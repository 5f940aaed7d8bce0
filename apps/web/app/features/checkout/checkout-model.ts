// The checkout's rules without React: which service, branch, time and payment the draft comes to at
// this moment, what still stands in the way of "Continue", the totals with the real delivery price, and
// the OrderRequest sent to the API (storefront-core §3, §4, §9; account-session-settings §5).
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import { isGeneratedAddressId } from '@dastarkhan/domain/contracts/address';
import type { CustomerOrderDevice, OrderCartItem, OrderRequest, PaymentMethod } from '@dastarkhan/domain/contracts/order';
import type { OrderSettings, WebSettings } from '@dastarkhan/domain/contracts/settings';
import { parseCustomerPhone } from '@dastarkhan/domain/customer-phone';
import { isOnlineProvider, type DeliveryProviderType, type PaymentType, type ServiceType } from '@dastarkhan/domain/enums';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import { somToTiyin, tiyinToSom } from '@dastarkhan/domain/money';
import { orderTimeSlots, type SlotDay } from '@dastarkhan/domain/order-slots';
import { DELIVERING_SERVICE_TYPES, priceOrder, type OrderTotals, type PricingLine } from '@dastarkhan/domain/pricing';
import { todayHours, type HoursInterval } from '@dastarkhan/domain/work-hours';
import type { DeliveryQuoteState } from '../delivery-quote/delivery-quote.ts';
import { pricingLine, type AppliedPromo, type BasketLineView, type CheckoutDraft, type OrderTiming } from '../basket/basket-model.ts';

/** Paid to the courier or at the counter. */
export const OFFLINE_PAYMENT_TYPES: readonly PaymentType[] = ['CASH', 'TERMINAL'];


/** The providers' names, the same in every language (what a method without a title is called). */
export const PAYMENT_BRANDS: Partial<Record<PaymentType, string>> = { PAYME: 'Payme', CLICK: 'Click', UZUM: 'Uzum' };

/** The provider of a delivery order until delivery tariffs and providers land (issue 5): the merchant's own couriers. */
export const DEFAULT_DELIVERY_PROVIDER: DeliveryProviderType = 'CUSTOM';

/** Spec §9: cash is the payment to start from. */
const DEFAULT_PAYMENT_TYPE: PaymentType = 'CASH';

/** The services a customer chooses between at checkout, in the order of the tabs. */
export const CHECKOUT_SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const satisfies readonly ServiceType[];
export type CheckoutServiceType = (typeof CHECKOUT_SERVICE_TYPES)[number];

/** The form intent of /checkout/confirm's action that asks for the order's SMS confirmation code. */
export const CONFIRMATION_CODE_INTENT = 'confirmation-code';
export const CONFIRMATION_CODE_PATH = '/api/orders/v1/orders/confirmation-code';

export const ORDER_NOW_PATH = '/api/orders/v1/orders';
export const ORDER_AT_TIME_PATH = '/api/orders/v1/orders/at-time';

/** What checkout needs of a branch (the page gets only this, not the whole branch). */
export interface CheckoutBranch {
  id: string;
  name: LocalizedText;
  address: LocalizedText;
  isMain: boolean;
  /** Where it is, for the branch picker's city, map and detail sheet. */
  cityId: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  /** so'm: the flat delivery price the server charges until delivery tariffs (issue 5). */
  deliveryPrice: number;
  workHours: Branch['workHours'];
  settings: Pick<Branch['settings'], 'pickupEnabled' | 'deliveryEnabled' | 'dineinEnabled'>;
}

export function toCheckoutBranch(branch: Branch): CheckoutBranch {
  const { pickupEnabled, deliveryEnabled, dineinEnabled } = branch.settings;
  return {
    id: branch.id,
    name: branch.name,
    address: branch.address,
    isMain: branch.isMain,
    cityId: branch.cityId,
    phone: branch.phone,
    latitude: branch.latitude,
    longitude: branch.longitude,
    deliveryPrice: branch.deliveryPrice,
    workHours: branch.workHours,
    settings: { pickupEnabled, deliveryEnabled, dineinEnabled },
  };
}

export type CheckoutOrderSettings = Pick<
  OrderSettings,
  | 'isServiceFeeEnabled'
  | 'isServiceFeeFreeAboveThreshold'
  | 'serviceFeeThreshold'
  | 'serviceFeeAmount'
  | 'minimalDeliveryPrice'
  | 'minimalOrderPrice'
  | 'minimalOrderQuantity'
>;

export type ServiceSwitches = Pick<WebSettings, 'deliveryActive' | 'pickupActive' | 'dineInActive'>;

/** A payment method as checkout shows it. */
export interface PaymentOption {
  type: PaymentType;
  title: LocalizedText;
  icon: string | null;
  /** Paid on the provider's page right after the order is placed (ONLINE_PROVIDERS). */
  online: boolean;
}

/**
 * The methods of a payment-methods answer that checkout may offer, one per type, in the merchant's
 * order: the offline ones and the online providers the storefront can send a customer to pay with.
 * The API lists an online method only when the merchant switched it on and has an account there.
 */
export function offeredPayments(methods: readonly PaymentMethod[]): PaymentOption[] {
  const options: PaymentOption[] = [];
  for (const method of methods) {
    // Paid on the provider's page right after the order is placed. Other online types (Paynet, Rahmat,
    // ...) have no checkout to send anyone to: never offered, even if an API listed them.
    const online = isOnlineProvider(method.type);
    if (!method.isActive || (!online && !OFFLINE_PAYMENT_TYPES.includes(method.type)) || options.some((option) => option.type === method.type)) continue;
    options.push({ type: method.type, title: method.title, icon: method.icon, online });
  }
  return options;
}

/** What the option is called on the page: the merchant's title, else the provider's brand, else its type. */
export function paymentOptionName(option: Pick<PaymentOption, 'type' | 'title'>, language: Language): string {
  return pickLocalized(option.title, language).trim() || PAYMENT_BRANDS[option.type] || option.type;
}

/** Whether the order is to be paid online, so placing it leads on to the provider's page. */
export function paysOnline(paymentType: PaymentType | null): boolean {
  return paymentType !== null && isOnlineProvider(paymentType);
}

/**
 * The tabs: what the merchant switched on. A customer seated at a table (QR code) orders to that table
 * only, so dine-in is the one tab while seated (leaving the table brings the others back); dine-in is
 * never offered to anyone else.
 */
export function offeredServiceTypes(switches: ServiceSwitches, seated: boolean): CheckoutServiceType[] {
  if (seated && switches.dineInActive) return ['DINE_IN'];
  return CHECKOUT_SERVICE_TYPES.filter((type) => {
    if (type === 'DELIVERY') return switches.deliveryActive;
    if (type === 'PICK_UP') return switches.pickupActive;
    return false;
  });
}

/** The draft's service if offered, else the merchant's default for this channel if offered, else the first offered. */
export function chooseServiceType(
  draft: ServiceType | null,
  offered: readonly CheckoutServiceType[],
  merchantDefault: ServiceType,
): CheckoutServiceType | null {
  const isOffered = (type: ServiceType | null): type is CheckoutServiceType => type !== null && (offered as readonly ServiceType[]).includes(type);
  if (isOffered(draft)) return draft;
  if (isOffered(merchantDefault)) return merchantDefault;
  return offered[0] ?? null;
}

/** A branch's hours today for one service, on the merchant's clock. */
export interface BranchHours {
  /** Day off, or no hours for this service today (account-session-settings §5): cannot be chosen. */
  closedToday: boolean;
  openNow: boolean;
  intervals: HoursInterval[];
  /** When closed now but opening later today: the next opening time (HH:MM), else null. */
  opensAt: string | null;
}

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

export function branchHours(branch: Pick<CheckoutBranch, 'workHours'>, serviceType: ServiceType, timeZone: string, now: Date): BranchHours {
  const hours = todayHours(branch, serviceType, timeZone, now);
  const later = hours.openNow ? [] : hours.intervals.map((interval) => interval.open).filter((open) => minutesOf(open) > hours.now.minutes);
  const opensAt = later.sort((a, b) => minutesOf(a) - minutesOf(b))[0] ?? null;
  return { closedToday: hours.closed, openNow: hours.openNow, intervals: hours.intervals, opensAt };
}

/** Branches a customer may collect from (spec §5: settings.pickupEnabled), the main one first. */
export function pickupBranches<T extends Pick<CheckoutBranch, 'isMain' | 'settings'>>(branches: readonly T[]): T[] {
  return branches.filter((branch) => branch.settings.pickupEnabled).sort((a, b) => Number(b.isMain) - Number(a.isMain));
}

/** The pick-up branch: the draft's, else the main one, else the first — never one closed today. */
export function choosePickupBranch(branches: readonly CheckoutBranch[], draftBranchId: string | null, timeZone: string, now: Date): CheckoutBranch | null {
  const open = pickupBranches(branches).filter((branch) => !branchHours(branch, 'PICK_UP', timeZone, now).closedToday);
  return open.find((branch) => branch.id === draftBranchId) ?? open.find((branch) => branch.isMain) ?? open[0] ?? null;
}

/** The branch a delivery comes from: the draft's if it delivers, else the main one that delivers, else the first that does. */
export function chooseDeliveryBranch(branches: readonly CheckoutBranch[], draftBranchId: string | null): CheckoutBranch | null {
  const delivering = branches.filter((branch) => branch.settings.deliveryEnabled);
  return delivering.find((branch) => branch.id === draftBranchId) ?? delivering.find((branch) => branch.isMain) ?? delivering[0] ?? null;
}

/** The payment: the draft's if offered, else cash if offered, else the first offered. */
export function choosePayment(draft: PaymentType | null, offered: readonly PaymentOption[]): PaymentType | null {
  const types = offered.map((option) => option.type);
  if (draft !== null && types.includes(draft)) return draft;
  if (types.includes(DEFAULT_PAYMENT_TYPE)) return DEFAULT_PAYMENT_TYPE;
  return types[0] ?? null;
}

export interface TimingChoice {
  hours: BranchHours | null;
  /** The "later" days and times this branch takes this service at (empty for dine-in: the guest is there now). */
  slots: SlotDay[];
  /** "As soon as possible" is possible: the branch is open now. */
  asapAvailable: boolean;
  /** What the order is for. A "later" with day '' has no slot to offer. */
  timing: OrderTiming;
  /** The draft's choice could not be kept (the branch closed, or the slot passed) and `timing` replaced it. */
  adjusted: boolean;
}

/**
 * The timing for the branch and service: "now" while the branch is open; otherwise (or when the
 * customer chose "later") a slot of orderTimeSlots — the draft's when it is still offered, else the
 * first one of the chosen day, else the first one at all.
 */
export function resolveTiming(draft: OrderTiming, branch: CheckoutBranch | null, serviceType: CheckoutServiceType | null, timeZone: string, now: Date): TimingChoice {
  if (!branch || !serviceType) return { hours: null, slots: [], asapAvailable: false, timing: draft, adjusted: false };
  const hours = branchHours(branch, serviceType, timeZone, now);
  if (serviceType === 'DINE_IN') return { hours, slots: [], asapAvailable: hours.openNow, timing: { mode: 'now' }, adjusted: draft.mode !== 'now' };
  const slots = orderTimeSlots(branch, serviceType, timeZone, now);
  if (draft.mode === 'now' && hours.openNow) return { hours, slots, asapAvailable: true, timing: draft, adjusted: false };
  const wanted = draft.mode === 'later' ? draft : null;
  const day = slots.find((slot) => slot.day === wanted?.day) ?? slots[0];
  if (!day) return { hours, slots, asapAvailable: hours.openNow, timing: { mode: 'later', day: '', time: '' }, adjusted: true };
  const time = wanted && day.times.includes(wanted.time) && day.day === wanted.day ? wanted.time : day.times[0]!;
  const adjusted = !wanted || wanted.day !== day.day || wanted.time !== time;
  return { hours, slots, asapAvailable: hours.openNow, timing: { mode: 'later', day: day.day, time }, adjusted };
}

export interface CheckoutEnvironment {
  switches: ServiceSwitches;
  /** The merchant's default service for this channel (web site or Telegram). */
  defaultServiceType: ServiceType;
  branches: readonly CheckoutBranch[];
  /** The methods of the customer's channel (web or Telegram) and of the QR table menu. */
  payments: { regular: readonly PaymentOption[]; dineIn: readonly PaymentOption[] };
  timeZone: string;
  now: Date;
}

export interface ResolvedCheckout extends TimingChoice {
  serviceTypes: CheckoutServiceType[];
  serviceType: CheckoutServiceType | null;
  branch: CheckoutBranch | null;
  payments: readonly PaymentOption[];
  paymentType: PaymentType | null;
}

/** Every choice of the checkout as the draft and today's hours make it. */
export function resolveCheckout(checkout: CheckoutDraft, env: CheckoutEnvironment): ResolvedCheckout {
  const serviceTypes = offeredServiceTypes(env.switches, checkout.table !== null);
  const serviceType = chooseServiceType(checkout.serviceType, serviceTypes, env.defaultServiceType);
  let branch: CheckoutBranch | null = null;
  if (serviceType === 'PICK_UP') branch = choosePickupBranch(env.branches, checkout.branchId, env.timeZone, env.now);
  else if (serviceType === 'DELIVERY') branch = chooseDeliveryBranch(env.branches, checkout.branchId);
  else if (serviceType === 'DINE_IN') branch = env.branches.find((candidate) => candidate.id === checkout.table?.branchId && candidate.settings.dineinEnabled) ?? null;
  const timing = resolveTiming(checkout.timing, branch, serviceType, env.timeZone, env.now);
  const payments = serviceType === 'DINE_IN' ? env.payments.dineIn : env.payments.regular;
  return { ...timing, serviceTypes, serviceType, branch, payments, paymentType: choosePayment(checkout.paymentType, payments) };
}

/** The choices "Continue" writes into the draft, so the confirmation shows exactly what the form showed. */
export function pinnedChoices(resolved: ResolvedCheckout): Partial<CheckoutDraft> {
  const pinned: Partial<CheckoutDraft> = { timing: resolved.timing };
  if (resolved.serviceType) pinned.serviceType = resolved.serviceType;
  if (resolved.paymentType) pinned.paymentType = resolved.paymentType;
  // The delivery branch follows the address (issue 5); only a branch the customer picks is kept.
  if (resolved.serviceType === 'PICK_UP' && resolved.branch) pinned.branchId = resolved.branch.id;
  return pinned;
}

export interface TotalsInput {
  views: readonly BasketLineView[];
  serviceType: ServiceType | null;
  orderSettings: CheckoutOrderSettings;
  /** The draft's promo when the merchant has promo codes on, else null. */
  promo: AppliedPromo | null;
  /** Cashback the customer chose to spend, so'm (0 when not). */
  cashback: number;
  /**
   * The delivery price of the address from the API's tariff (zone or branch tariff, so'm), once it has
   * answered: it already has the merchant's floor applied and is 0 when delivery is free. Null or absent:
   * not known yet, and the totals leave delivery out (never a guessed price such as the branch's flat one).
   */
  deliveryPrice?: number | null;
}

/**
 * The totals as the server prices the order (apps/api orders service): the tariff's delivery price, the
 * service fee, the promo, the cashback. Unavailable lines are left out, as they are left out of the order.
 */
export function checkoutTotals(input: TotalsInput): OrderTotals {
  const serviceType = input.serviceType ?? 'PICK_UP';
  const { orderSettings } = input;
  return priceOrder({
    lines: input.views.map(pricingLine).filter((line): line is PricingLine => line !== null),
    serviceType,
    // The tariff applied the floor already, and a free delivery must stay free (as the API prices it).
    deliveryPriceTiyin: input.deliveryPrice != null ? somToTiyin(input.deliveryPrice) : 0,
    minimalDeliveryPriceTiyin: 0,
    promo: input.promo?.terms ?? null,
    cashbackTiyin: somToTiyin(input.cashback),
    serviceFee: {
      isServiceFeeEnabled: orderSettings.isServiceFeeEnabled,
      isServiceFeeFreeAboveThreshold: orderSettings.isServiceFeeFreeAboveThreshold,
      serviceFeeThresholdTiyin: somToTiyin(orderSettings.serviceFeeThreshold),
      serviceFeeAmountTiyin: somToTiyin(orderSettings.serviceFeeAmount),
    },
  });
}

/** Why "Continue" (or "Place order") cannot go on yet; the page names each. */
export type CheckoutBlocker =
  | 'empty'
  | 'service'
  | 'branch'
  | 'address'
  | 'closed'
  | 'time'
  | 'payment'
  | 'chequePhone'
  /** "Someone else will receive the order" is on without a name or a valid phone. */
  | 'receiver'
  | 'minimumPrice'
  | 'minimumQuantity'
  /** The delivery price of the address is still being asked for. */
  | 'deliveryQuote'
  /** The address is outside every delivery region of the merchant. */
  | 'outOfZone';

/** The number the receipt SMS goes to: the one typed, else the customer's own; null when it is not a phone number. */
export function chequePhone(checkout: Pick<CheckoutDraft, 'sendChequePhone'>, userPhone: string | null): string | null {
  const typed = checkout.sendChequePhone.trim();
  if (typed === '') return userPhone && userPhone.trim() !== '' ? userPhone : null;
  const parsed = parseCustomerPhone(typed);
  return parsed.ok ? parsed.phone : null;
}

/** The merchant's switches of what the order request may carry (each off: the API refuses the field). */
export type OrderFeatures = Pick<WebSettings, 'receiverActive' | 'productComment'>;

/** The receiver the order is for: null when the customer receives it (or the merchant does not offer it), 'invalid' when incomplete. */
export function orderReceiver(checkout: Pick<CheckoutDraft, 'receiver'>, features: Pick<OrderFeatures, 'receiverActive'>): { name: string; phone: string } | 'invalid' | null {
  const { receiver } = checkout;
  if (!features.receiverActive || !receiver.active) return null;
  const name = receiver.name.trim();
  const phone = parseCustomerPhone(receiver.phone);
  return name === '' || !phone.ok ? 'invalid' : { name, phone: phone.phone };
}

export function checkoutBlockers(
  checkout: CheckoutDraft,
  resolved: ResolvedCheckout,
  totals: OrderTotals,
  orderSettings: Pick<CheckoutOrderSettings, 'minimalOrderPrice' | 'minimalOrderQuantity'>,
  userPhone: string | null,
  quote: DeliveryQuoteState = { status: 'none' },
  features: OrderFeatures = { receiverActive: false, productComment: false },
): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  if (totals.productCount === 0) blockers.push('empty');
  if (!resolved.serviceType) blockers.push('service');
  else if (!resolved.branch) blockers.push('branch');
  const delivers = resolved.serviceType !== null && DELIVERING_SERVICE_TYPES.has(resolved.serviceType);
  if (resolved.serviceType === 'DELIVERY' && (checkout.address?.latitude == null || checkout.address.longitude == null)) blockers.push('address');
  else if (resolved.serviceType === 'DELIVERY' && quote.status === 'loading') blockers.push('deliveryQuote');
  else if (resolved.serviceType === 'DELIVERY' && quote.status === 'outOfZone') blockers.push('outOfZone');
  if (resolved.branch) {
    if (resolved.timing.mode === 'now' && !resolved.asapAvailable) blockers.push('closed');
    if (resolved.timing.mode === 'later' && resolved.timing.day === '') blockers.push('time');
  }
  if (!resolved.paymentType) blockers.push('payment');
  if (checkout.sendCheque && chequePhone(checkout, userPhone) === null) blockers.push('chequePhone');
  if (orderReceiver(checkout, features) === 'invalid') blockers.push('receiver');
  if (delivers && totals.productCount > 0) {
    // The minimum is of the products before the promo (as the server checks it).
    const minimum = somToTiyin(orderSettings.minimalOrderPrice);
    if (minimum > 0 && totals.totalProductPrice + totals.promoDiscount < minimum) blockers.push('minimumPrice');
    if (totals.productCount < orderSettings.minimalOrderQuantity) blockers.push('minimumQuantity');
  }
  return blockers;
}

export interface OrderDeviceInfo {
  orderDevice: CustomerOrderDevice;
  telegramId: number | null;
}

export interface OrderRequestInput {
  views: readonly BasketLineView[];
  checkout: CheckoutDraft;
  resolved: Pick<ResolvedCheckout, 'serviceType' | 'branch' | 'timing' | 'paymentType'>;
  totals: OrderTotals;
  /** The draft's promo code; sent only when it applies to these products (else the server refuses the order). */
  promoCode: string | null;
  userPhone: string | null;
  device: OrderDeviceInfo;
  /** so'm: the total the customer agreed to after a PRICE_CHANGED answer (else the totals'). */
  agreedTotal?: number;
  /** What the merchant takes: line comments and a receiver are sent only when switched on. */
  features?: OrderFeatures;
  /** The SMS code the customer confirmed the order with (isSmsConfirmationRequiredPerOrder). */
  confirmationCode?: string;
}

function cartItems(views: readonly BasketLineView[], withComments: boolean): OrderCartItem[] {
  return views
    .filter((view) => view.available && view.product)
    .map((view) => ({
      productId: view.line.productId,
      quantity: view.line.quantity,
      modifications: Object.entries(view.line.options).map(([optionId, count]) => ({ optionId, count })),
      // A note kept from when the merchant took them is not sent once it stopped (the API would refuse the order).
      ...(withComments && view.line.comment?.trim() ? { comment: view.line.comment.trim() } : {}),
    }));
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The order request of spec §3 from the draft and its resolved choices (spec §4 steps 1–5). */
export function buildOrderRequest(input: OrderRequestInput): OrderRequest {
  const { checkout, resolved, totals } = input;
  const features = input.features ?? { receiverActive: false, productComment: false };
  const serviceType = resolved.serviceType ?? 'DELIVERY';
  const delivers = DELIVERING_SERVICE_TYPES.has(serviceType);
  const request: OrderRequest = {
    serviceType,
    branchId: resolved.branch?.id ?? '',
    paymentType: resolved.paymentType ?? DEFAULT_PAYMENT_TYPE,
    cartItems: cartItems(input.views, features.productComment),
    cashback: tiyinToSom(totals.cashbackUsed),
    comment: orNull(checkout.comment),
    sendCheque: checkout.sendCheque,
    later: false,
    orderDevice: input.device.orderDevice,
    totalPrice: input.agreedTotal ?? tiyinToSom(totals.totalPrice),
  };
  if (input.device.telegramId !== null) request.telegramId = input.device.telegramId;
  if (input.promoCode && totals.promoApplied) request.promoCode = input.promoCode;
  if (checkout.sendCheque) request.sendChequePhone = chequePhone(checkout, input.userPhone);
  const receiver = orderReceiver(checkout, features);
  if (receiver && receiver !== 'invalid') {
    request.receiverName = receiver.name;
    request.receiverPhone = receiver.phone;
  }
  if (input.confirmationCode) request.confirmationCode = input.confirmationCode;
  // Spec §4 step 3: a pick-up (or a dine-in) has no delivery provider, address or courier.
  if (delivers) {
    request.deliveryType = DEFAULT_DELIVERY_PROVIDER;
    request.courierComment = orNull(checkout.courierComment);
    const address = checkout.address;
    if (address) {
      const street = [address.streetName.trim(), address.houseNumber.trim()].filter(Boolean).join(', ');
      request.address = {
        // Spec §4 step 5: a device-generated id means nothing to the server and is left out.
        addressId: address.id !== null && !isGeneratedAddressId(address.id) ? address.id : null,
        type: address.office.trim() || address.floor.trim() ? 'APARTMENT' : 'HOUSE',
        name: orNull(address.name),
        cityId: address.cityId,
        streetName: orNull(address.streetName),
        houseNumber: orNull(address.houseNumber),
        description: orNull(address.description) ?? (street === '' ? null : street),
        comment: orNull(address.comment),
        office: orNull(address.office),
        entrance: orNull(address.entrance),
        floor: orNull(address.floor),
        domophone: orNull(address.domophone),
        latitude: address.latitude,
        longitude: address.longitude,
      };
      request.latitude = address.latitude;
      request.longitude = address.longitude;
    }
  }
  if (serviceType === 'DINE_IN' && checkout.table) {
    request.tableId = checkout.table.id;
    request.hallId = checkout.table.hallId;
  }
  // Spec §4 step 4: "later" with a day and an HH:MM time; the server builds deliveryAt on the merchant's clock.
  if (resolved.timing.mode === 'later') {
    request.later = true;
    request.day = resolved.timing.day;
    request.time = resolved.timing.time;
  }
  return request;
}

/** Spec §4 step 6: the scheduled-order call when "later" is set, else the immediate one. */
export function orderPath(request: Pick<OrderRequest, 'later'>): string {
  return request.later ? ORDER_AT_TIME_PATH : ORDER_NOW_PATH;
}
