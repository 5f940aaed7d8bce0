// Checkout's rules: the default service, branch, time and payment, what blocks "Continue", the
// totals with the delivery price, and the order request (now vs at-time, pick-up, dine-in, cashback, receipt).
import { describe, expect, it } from 'vitest';
import type { WorkHours } from '@dastarkhan/domain/contracts/branch';
import type { PaymentMethod } from '@dastarkhan/domain/contracts/order';
import { WEEK_DAYS, type ServiceType } from '@dastarkhan/domain/enums';
import { zonedInstant } from '@dastarkhan/domain/zoned-time';
import { basketTotals, EMPTY_CHECKOUT, viewLines, type BasketLine, type BasketProduct, type CheckoutDraft, type DineInTable } from '../basket/basket-model.ts';
import {
  buildOrderRequest,
  checkoutBlockers,
  checkoutTotals,
  chooseDeliveryBranch,
  choosePickupBranch,
  chooseServiceType,
  offeredPayments,
  offeredServiceTypes,
  orderPath,
  paymentOptionName,
  paysOnline,
  ORDER_AT_TIME_PATH,
  ORDER_NOW_PATH,
  resolveCheckout,
  type CheckoutBranch,
  type CheckoutEnvironment,
  type CheckoutOrderSettings,
  type PaymentOption,
} from './checkout-model.ts';

const TZ = 'Asia/Tashkent';
// Tuesday 2026-03-10, 12:10 in Tashkent.
const NOON = zonedInstant('2026-03-10', '12:10', TZ);
// The same Tuesday, 07:00: before the 09:00 branches open.
const EARLY = zonedInstant('2026-03-10', '07:00', TZ);

const text = (eng: string) => ({ uz: eng, ru: eng, eng });

function week(types: ServiceType[], open: string, close: string, daysOff: string[] = []): WorkHours[] {
  return types.map((type) => ({
    type,
    days: WEEK_DAYS.map((weekName) => ({ weekName, open, close, extraOpen: null, extraClose: null, isDayOff: daysOff.includes(weekName) })),
  }));
}

function branch(id: string, overrides: Partial<CheckoutBranch> = {}): CheckoutBranch {
  return {
    id,
    name: text(`Branch ${id}`),
    address: text(`Street ${id}`),
    isMain: false,
    cityId: 'tashkent',
    phone: null,
    latitude: 41.31,
    longitude: 69.28,
    deliveryPrice: 15_000,
    workHours: week(['DELIVERY', 'PICK_UP', 'DINE_IN'], '09:00', '23:00'),
    settings: { pickupEnabled: true, deliveryEnabled: true, dineinEnabled: true },
    ...overrides,
  };
}

const MAIN = branch('main', { isMain: true });
const CLOSED_TUESDAY = branch('tuesday-off', { workHours: week(['DELIVERY', 'PICK_UP'], '10:00', '22:00', ['TUESDAY']) });
const DELIVERY_ONLY = branch('kitchen', { settings: { pickupEnabled: false, deliveryEnabled: true, dineinEnabled: false } });
const ROUND_THE_CLOCK = branch('city', { workHours: week(['DELIVERY', 'PICK_UP', 'DINE_IN'], '00:00', '00:00') });
const BRANCHES = [CLOSED_TUESDAY, DELIVERY_ONLY, MAIN, ROUND_THE_CLOCK];

const CASH: PaymentOption = { type: 'CASH', title: text('Cash'), icon: null, online: false };
const TERMINAL: PaymentOption = { type: 'TERMINAL', title: text('Terminal'), icon: null, online: false };
const PAYME: PaymentOption = { type: 'PAYME', title: text('Payme'), icon: null, online: true };

const SETTINGS: CheckoutOrderSettings = {
  isServiceFeeEnabled: true,
  isServiceFeeFreeAboveThreshold: true,
  serviceFeeThreshold: 150_000,
  serviceFeeAmount: 3_000,
  minimalDeliveryPrice: 20_000,
  minimalOrderPrice: 0,
  minimalOrderQuantity: 0,
};

const TABLE: DineInTable = { id: '00000000-0000-4000-8000-00000000000a', number: 5, name: '5', hallId: '00000000-0000-4000-8000-00000000000b', hallName: 'Main hall', branchId: 'city', branchName: text('City') };

function env(overrides: Partial<CheckoutEnvironment> = {}): CheckoutEnvironment {
  return {
    switches: { deliveryActive: true, pickupActive: true, dineInActive: true },
    defaultServiceType: 'DELIVERY',
    branches: BRANCHES,
    payments: { regular: [CASH, TERMINAL], dineIn: [CASH] },
    timeZone: TZ,
    now: NOON,
    ...overrides,
  };
}

const draft = (patch: Partial<CheckoutDraft> = {}): CheckoutDraft => ({ ...EMPTY_CHECKOUT, ...patch });

const PLOV: BasketProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Plov',
  image: null,
  price: 40_000,
  discount: 0,
  maxQuantity: null,
  isAvailable: true,
  modificationGroups: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: text('Portion'),
      minSelect: 0,
      maxSelect: 1,
      priority: 0,
      options: [{ id: '00000000-0000-4000-8000-0000000000c1', name: text('Large'), price: 10_000, image: null, maxCount: 1, isDefault: false, priority: 0 }],
    },
  ],
};
const GONE: BasketProduct = { ...PLOV, id: '00000000-0000-4000-8000-000000000002', name: 'Gone', isAvailable: false, modificationGroups: [] };
const LINES: BasketLine[] = [
  { key: 'plov', productId: PLOV.id, options: { '00000000-0000-4000-8000-0000000000c1': 1 }, quantity: 2 },
  { key: 'gone', productId: GONE.id, options: {}, quantity: 1 },
];
const VIEWS = viewLines(LINES, new Map([PLOV, GONE].map((product) => [product.id, product])));

/** `deliveryPrice`: the tariff's price of the address (so'm), null while it has not answered. */
const totalsFor = (serviceType: ServiceType, deliveryPrice: number | null = null, cashback = 0, settings = SETTINGS) =>
  checkoutTotals({ views: VIEWS, serviceType, orderSettings: settings, promo: null, cashback, deliveryPrice });

describe('service type', () => {
  it('offers what the merchant switched on, and dine-in only at a table', () => {
    const switches = { deliveryActive: true, pickupActive: false, dineInActive: true };
    expect(offeredServiceTypes(switches, false)).toEqual(['DELIVERY']);
    // Seated at a table the order is served there: no delivery or pick-up tab.
    expect(offeredServiceTypes(switches, true)).toEqual(['DINE_IN']);
    expect(offeredServiceTypes({ deliveryActive: true, pickupActive: true, dineInActive: true }, true)).toEqual(['DINE_IN']);
    // A merchant that switched dine-in off since the customer sat down: the ordinary services again.
    expect(offeredServiceTypes({ deliveryActive: true, pickupActive: true, dineInActive: false }, true)).toEqual(['DELIVERY', 'PICK_UP']);
  });

  it("takes the draft's choice, else the merchant's default if offered, else the first offered", () => {
    expect(chooseServiceType('PICK_UP', ['DELIVERY', 'PICK_UP'], 'DELIVERY')).toBe('PICK_UP');
    expect(chooseServiceType(null, ['DELIVERY', 'PICK_UP'], 'PICK_UP')).toBe('PICK_UP');
    expect(chooseServiceType('DINE_IN', ['DELIVERY', 'PICK_UP'], 'PICK_UP')).toBe('PICK_UP');
    expect(chooseServiceType(null, ['PICK_UP'], 'DELIVERY')).toBe('PICK_UP');
    expect(chooseServiceType(null, [], 'DELIVERY')).toBeNull();
  });
});

describe('branch', () => {
  it("picks up at the draft's branch, else the main one, else the first — never one closed today", () => {
    expect(choosePickupBranch(BRANCHES, ROUND_THE_CLOCK.id, TZ, NOON)?.id).toBe('city');
    expect(choosePickupBranch(BRANCHES, null, TZ, NOON)?.id).toBe('main');
    // Closed on Tuesdays: not chosen even when the draft names it.
    expect(choosePickupBranch(BRANCHES, CLOSED_TUESDAY.id, TZ, NOON)?.id).toBe('main');
    // A delivery-only kitchen is no pick-up branch.
    expect(choosePickupBranch(BRANCHES, DELIVERY_ONLY.id, TZ, NOON)?.id).toBe('main');
    expect(choosePickupBranch([CLOSED_TUESDAY, ROUND_THE_CLOCK], null, TZ, NOON)?.id).toBe('city');
    expect(choosePickupBranch([CLOSED_TUESDAY], null, TZ, NOON)).toBeNull();
  });

  it("delivers from the draft's branch if it delivers, else the main delivering one", () => {
    expect(chooseDeliveryBranch(BRANCHES, DELIVERY_ONLY.id)?.id).toBe('kitchen');
    expect(chooseDeliveryBranch(BRANCHES, null)?.id).toBe('main');
    const noDeliveryMain = { ...MAIN, settings: { ...MAIN.settings, deliveryEnabled: false } };
    expect(chooseDeliveryBranch([noDeliveryMain, ROUND_THE_CLOCK], noDeliveryMain.id)?.id).toBe('city');
  });
});

describe('resolveCheckout', () => {
  it('keeps "as soon as possible" while the branch is open', () => {
    const resolved = resolveCheckout(draft({ serviceType: 'PICK_UP' }), env());
    expect(resolved.branch?.id).toBe('main');
    expect(resolved.asapAvailable).toBe(true);
    expect(resolved.timing).toEqual({ mode: 'now' });
    expect(resolved.paymentType).toBe('CASH');
  });

  it('preselects the first slot when the branch is closed now', () => {
    const resolved = resolveCheckout(draft({ serviceType: 'PICK_UP' }), env({ now: EARLY }));
    expect(resolved.asapAvailable).toBe(false);
    expect(resolved.hours?.opensAt).toBe('09:00');
    expect(resolved.timing).toEqual({ mode: 'later', day: '2026-03-10', time: '09:00' });
  });

  it('keeps a valid "later" choice and replaces one that has passed', () => {
    const kept = resolveCheckout(draft({ serviceType: 'PICK_UP', timing: { mode: 'later', day: '2026-03-11', time: '18:30' } }), env());
    expect(kept.timing).toEqual({ mode: 'later', day: '2026-03-11', time: '18:30' });
    expect(kept.adjusted).toBe(false);
    const passed = resolveCheckout(draft({ serviceType: 'PICK_UP', timing: { mode: 'later', day: '2026-03-10', time: '10:00' } }), env());
    expect(passed.timing).toEqual({ mode: 'later', day: '2026-03-10', time: '13:00' });
    expect(passed.adjusted).toBe(true);
  });

  it("seats a dine-in order at the table's branch, now, with the QR channel's payments", () => {
    const resolved = resolveCheckout(draft({ serviceType: 'DINE_IN', table: TABLE, paymentType: 'TERMINAL' }), env());
    expect(resolved.serviceTypes).toContain('DINE_IN');
    expect(resolved.branch?.id).toBe('city');
    expect(resolved.timing).toEqual({ mode: 'now' });
    expect(resolved.payments).toEqual([CASH]);
    expect(resolved.paymentType).toBe('CASH');
  });
});

describe('offeredPayments', () => {
  const method = (type: PaymentMethod['type'], overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
    id: '00000000-0000-4000-8000-000000000099',
    type,
    name: type,
    icon: null,
    title: text(type),
    iikoId: null,
    webEnabled: true,
    botEnabled: true,
    operatorEnabled: true,
    appEnabled: true,
    qrEnabled: true,
    isActive: true,
    ...overrides,
  });

  it('offers cash, terminal and the online providers the API lists, once each, in the merchant order', () => {
    const offered = offeredPayments([method('PAYME'), method('CASH'), method('UZUM'), method('CLICK'), method('TERMINAL', { isActive: false }), method('CASH'), method('PAYME')]);
    expect(offered.map((option) => [option.type, option.online])).toEqual([
      ['PAYME', true],
      ['CASH', false],
      ['UZUM', true],
      ['CLICK', true],
    ]);
  });

  it('never offers an online type the storefront cannot send anyone to pay with', () => {
    const offered = offeredPayments([method('PAYNET'), method('RAHMAT'), method('PAYZE'), method('CLICK_MINI_APP'), method('OTHER'), method('TERMINAL')]);
    expect(offered.map((option) => option.type)).toEqual(['TERMINAL']);
  });

  it("keeps the method's icon and title for the page", () => {
    const [option] = offeredPayments([method('CLICK', { icon: '/api/images/click-logo', title: { uz: 'Click orqali', ru: 'Через Click', eng: 'With Click' } })]);
    expect(option).toEqual({ type: 'CLICK', icon: '/api/images/click-logo', title: { uz: 'Click orqali', ru: 'Через Click', eng: 'With Click' }, online: true });
  });
});

describe('paymentOptionName and paysOnline', () => {
  it("names an option by the merchant's title, else by the provider's brand, else by its type", () => {
    expect(paymentOptionName({ type: 'CASH', title: { uz: 'Naqd pul', ru: 'Наличные', eng: 'Cash' } }, 'ru')).toBe('Наличные');
    expect(paymentOptionName({ type: 'UZUM', title: { uz: ' ', ru: '', eng: '' } }, 'zh')).toBe('Uzum');
    expect(paymentOptionName({ type: 'TERMINAL', title: { uz: '', ru: '', eng: '' } }, 'uz')).toBe('TERMINAL');
  });

  it('tells an order paid on the provider page from one paid in person', () => {
    expect(['PAYME', 'CLICK', 'UZUM'].every((type) => paysOnline(type as PaymentMethod['type']))).toBe(true);
    expect(paysOnline('CASH')).toBe(false);
    expect(paysOnline('TERMINAL')).toBe(false);
    expect(paysOnline(null)).toBe(false);
  });

  it('keeps an online choice of the draft when it is offered, and falls back to cash when it is not', () => {
    const withPayme = resolveCheckout(draft({ serviceType: 'PICK_UP', paymentType: 'PAYME' }), env({ payments: { regular: [CASH, TERMINAL, PAYME], dineIn: [CASH] } }));
    expect(withPayme.paymentType).toBe('PAYME');
    // The merchant switched Payme off since the draft was saved.
    const switchedOff = resolveCheckout(draft({ serviceType: 'PICK_UP', paymentType: 'PAYME' }), env({ payments: { regular: [TERMINAL, CASH], dineIn: [CASH] } }));
    expect(switchedOff.paymentType).toBe('CASH');
  });
});

describe('checkoutTotals', () => {
  it("leaves delivery out until the tariff has priced the address: never the branch's flat price or the merchant's floor", () => {
    // 2 × (40 000 + 10 000) = 100 000 so'm; the unavailable line is left out.
    const unknown = totalsFor('DELIVERY');
    expect(unknown.productCount).toBe(2);
    expect(unknown.deliveryPrice).toBe(0);
    expect(unknown.totalPrice).toBe(10_000_000 + 300_000);
    const priced = totalsFor('DELIVERY', 10_000);
    expect(priced.totalPrice).toBe(10_000_000 + 1_000_000 + 300_000);
    const pickUp = totalsFor('PICK_UP', 10_000);
    expect(pickUp.deliveryPrice).toBe(0);
    expect(pickUp.totalPrice).toBe(10_300_000);
  });

  it("takes the API tariff's price as it is: the floor is already in it, and a free delivery stays free", () => {
    const zone = checkoutTotals({ views: VIEWS, serviceType: 'DELIVERY', orderSettings: SETTINGS, promo: null, cashback: 0, deliveryPrice: 10_000 });
    expect(zone.deliveryPrice).toBe(1_000_000);
    const free = checkoutTotals({ views: VIEWS, serviceType: 'DELIVERY', orderSettings: SETTINGS, promo: null, cashback: 0, deliveryPrice: 0 });
    expect(free.deliveryPrice).toBe(0);
    expect(free.totalPrice).toBe(10_300_000);
  });
});

describe('basket and checkout agree', () => {
  it('give the same totals for the same lines, promo, cashback, service fee and tariff price, or the same without a price', () => {
    const terms = { discountType: 'PERCENTAGE' as const, productDiscount: 10, deliveryDiscountType: 'PERCENTAGE' as const, deliveryDiscount: 50, minPriceTiyin: 0 };
    const serviceFee = { isServiceFeeEnabled: true, isServiceFeeFreeAboveThreshold: true, serviceFeeThresholdTiyin: 15_000_000, serviceFeeAmountTiyin: 300_000 };
    for (const deliveryPrice of [null, 0, 10_000]) {
      for (const cashback of [0, 7_000]) {
        const checkout = checkoutTotals({ views: VIEWS, serviceType: 'DELIVERY', orderSettings: SETTINGS, promo: { code: 'HALF', terms }, cashback, deliveryPrice });
        const basket = basketTotals(VIEWS, terms, {
          serviceType: 'DELIVERY',
          serviceFee,
          cashbackTiyin: cashback * 100,
          ...(deliveryPrice === null ? {} : { deliveryPriceTiyin: deliveryPrice * 100 }),
        });
        expect(basket, `delivery ${deliveryPrice}, cashback ${cashback}`).toEqual(checkout);
      }
    }
  });
});

describe('checkoutBlockers', () => {
  const resolvedFor = (checkout: CheckoutDraft, overrides: Partial<CheckoutEnvironment> = {}) => resolveCheckout(checkout, env(overrides));

  it('asks for the coordinates of a delivery', () => {
    const checkout = draft({ serviceType: 'DELIVERY' });
    expect(checkoutBlockers(checkout, resolvedFor(checkout), totalsFor('DELIVERY'), SETTINGS, '998901234567')).toEqual(['address']);
    const located = draft({ serviceType: 'DELIVERY', address: { id: null, name: '', description: '', cityId: null, streetName: '', houseNumber: '', latitude: 41.31, longitude: 69.28, office: '', entrance: '', floor: '', domophone: '', comment: '' } });
    expect(checkoutBlockers(located, resolvedFor(located), totalsFor('DELIVERY'), SETTINGS, '998901234567')).toEqual([]);
    // The address's price is being asked for, or the address is outside every region: not yet / not at all.
    expect(checkoutBlockers(located, resolvedFor(located), totalsFor('DELIVERY'), SETTINGS, '998901234567', { status: 'loading' })).toEqual(['deliveryQuote']);
    expect(checkoutBlockers(located, resolvedFor(located), totalsFor('DELIVERY'), SETTINGS, '998901234567', { status: 'outOfZone' })).toEqual(['outOfZone']);
    expect(checkoutBlockers(located, resolvedFor(located), totalsFor('DELIVERY'), SETTINGS, '998901234567', { status: 'ok', price: 10_000, free: false })).toEqual([]);
    // A failed quote does not block: the server prices the order and answers PRICE_CHANGED if it differs.
    expect(checkoutBlockers(located, resolvedFor(located), totalsFor('DELIVERY'), SETTINGS, '998901234567', { status: 'failed' })).toEqual([]);
  });

  it('holds a delivery below the minimum order, not a pick-up', () => {
    const rules = { minimalOrderPrice: 150_000, minimalOrderQuantity: 3 };
    const delivery = draft({ serviceType: 'DELIVERY', address: { ...EMPTY_ADDRESS_AT, latitude: 41.31, longitude: 69.28 } });
    expect(checkoutBlockers(delivery, resolvedFor(delivery), totalsFor('DELIVERY'), rules, null)).toEqual(['minimumPrice', 'minimumQuantity']);
    const pickUp = draft({ serviceType: 'PICK_UP' });
    expect(checkoutBlockers(pickUp, resolvedFor(pickUp), totalsFor('PICK_UP'), rules, null)).toEqual([]);
  });

  it('needs a payment method, a slot, and a valid receipt phone', () => {
    const checkout = draft({ serviceType: 'PICK_UP', sendCheque: true, sendChequePhone: '+998 90 12' });
    const resolved = resolvedFor(checkout, { payments: { regular: [], dineIn: [] }, branches: [MAIN], now: zonedInstant('2026-03-10', '23:30', TZ) });
    // 23:30: closed now; tomorrow's slots still come.
    expect(resolved.timing.mode).toBe('later');
    expect(checkoutBlockers(checkout, resolved, totalsFor('PICK_UP'), SETTINGS, '998901234567')).toEqual(['payment', 'chequePhone']);
    const noHours = { ...MAIN, workHours: week(['PICK_UP'], '09:00', '23:00', ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'MONDAY']) };
    const nothing = resolvedFor(draft({ serviceType: 'PICK_UP', branchId: noHours.id }), { branches: [noHours] });
    expect(checkoutBlockers(draft({ serviceType: 'PICK_UP' }), nothing, totalsFor('PICK_UP'), SETTINGS, null)).toEqual(['branch']);
  });
});

const EMPTY_ADDRESS_AT = { id: null, name: '', description: '', cityId: null, streetName: 'Amir Temur', houseNumber: '15', latitude: null, longitude: null, office: '', entrance: '', floor: '', domophone: '', comment: '' };

describe('buildOrderRequest', () => {
  const device = { orderDevice: 'CLIENT_WEB' as const, telegramId: null };

  it('orders "now" on the immediate call and "later" with day and time on the scheduled one', () => {
    const checkout = draft({ serviceType: 'PICK_UP', branchId: 'city' });
    const now = buildOrderRequest({ views: VIEWS, checkout, resolved: resolveCheckout(checkout, env()), totals: totalsFor('PICK_UP'), promoCode: null, userPhone: null, device });
    expect(now.later).toBe(false);
    expect(now.day).toBeUndefined();
    expect(orderPath(now)).toBe(ORDER_NOW_PATH);

    const laterDraft = draft({ serviceType: 'PICK_UP', branchId: 'city', timing: { mode: 'later', day: '2026-03-11', time: '10:30' } });
    const later = buildOrderRequest({ views: VIEWS, checkout: laterDraft, resolved: resolveCheckout(laterDraft, env()), totals: totalsFor('PICK_UP'), promoCode: null, userPhone: null, device });
    expect(later).toMatchObject({ later: true, day: '2026-03-11', time: '10:30' });
    expect(orderPath(later)).toBe(ORDER_AT_TIME_PATH);
  });

  it('sends the available lines with their options, and the total it showed', () => {
    const checkout = draft({ serviceType: 'PICK_UP' });
    const request = buildOrderRequest({ views: VIEWS, checkout, resolved: resolveCheckout(checkout, env()), totals: totalsFor('PICK_UP'), promoCode: null, userPhone: null, device });
    expect(request.cartItems).toEqual([{ productId: PLOV.id, quantity: 2, modifications: [{ optionId: '00000000-0000-4000-8000-0000000000c1', count: 1 }] }]);
    expect(request.totalPrice).toBe(103_000);
    expect(request.orderDevice).toBe('CLIENT_WEB');
  });

  it('clears the delivery provider, address and courier comment of a pick-up', () => {
    const address = { ...EMPTY_ADDRESS_AT, latitude: 41.31, longitude: 69.28, floor: '3' };
    const pickUpDraft = draft({ serviceType: 'PICK_UP', address, courierComment: 'Call me' });
    const pickUp = buildOrderRequest({ views: VIEWS, checkout: pickUpDraft, resolved: resolveCheckout(pickUpDraft, env()), totals: totalsFor('PICK_UP'), promoCode: null, userPhone: null, device });
    expect(pickUp.deliveryType).toBeUndefined();
    expect(pickUp.address).toBeUndefined();
    expect(pickUp.courierComment).toBeUndefined();
    expect(pickUp.branchId).toBe('main');

    const deliveryDraft = { ...pickUpDraft, serviceType: 'DELIVERY' as const };
    const delivery = buildOrderRequest({ views: VIEWS, checkout: deliveryDraft, resolved: resolveCheckout(deliveryDraft, env()), totals: totalsFor('DELIVERY'), promoCode: null, userPhone: null, device });
    expect(delivery).toMatchObject({ deliveryType: 'CUSTOM', courierComment: 'Call me', latitude: 41.31, longitude: 69.28 });
    expect(delivery.address).toMatchObject({ type: 'APARTMENT', streetName: 'Amir Temur', houseNumber: '15', floor: '3', latitude: 41.31, longitude: 69.28 });
  });

  it("puts a dine-in order at the table and hall of the customer's seat", () => {
    const checkout = draft({ serviceType: 'DINE_IN', table: TABLE });
    const request = buildOrderRequest({ views: VIEWS, checkout, resolved: resolveCheckout(checkout, env()), totals: totalsFor('DINE_IN'), promoCode: null, userPhone: null, device });
    expect(request).toMatchObject({ serviceType: 'DINE_IN', branchId: 'city', tableId: TABLE.id, hallId: TABLE.hallId, later: false });
    expect(request.deliveryType).toBeUndefined();
  });

  it('spends the cashback the totals used, not the whole balance', () => {
    const checkout = draft({ serviceType: 'PICK_UP' });
    const small = buildOrderRequest({ views: VIEWS, checkout, resolved: resolveCheckout(checkout, env()), totals: totalsFor('PICK_UP', null, 5_000), promoCode: null, userPhone: null, device });
    expect(small.cashback).toBe(5_000);
    expect(small.totalPrice).toBe(98_000);
    const large = buildOrderRequest({ views: VIEWS, checkout, resolved: resolveCheckout(checkout, env()), totals: totalsFor('PICK_UP', null, 1_000_000), promoCode: null, userPhone: null, device });
    expect(large.cashback).toBe(103_000);
    expect(large.totalPrice).toBe(0);
  });

  it("sends the receipt to the typed phone, else the customer's own, and only when asked", () => {
    const base = draft({ serviceType: 'PICK_UP' });
    const input = (checkout: CheckoutDraft) => ({ views: VIEWS, checkout, resolved: resolveCheckout(checkout, env()), totals: totalsFor('PICK_UP'), promoCode: null, userPhone: '998901234567', device });
    expect(buildOrderRequest(input(base)).sendChequePhone).toBeUndefined();
    expect(buildOrderRequest(input({ ...base, sendCheque: true })).sendChequePhone).toBe('998901234567');
    expect(buildOrderRequest(input({ ...base, sendCheque: true, sendChequePhone: '+998 93 765 43 21' }))).toMatchObject({ sendCheque: true, sendChequePhone: '998937654321' });
  });

  it('sends a promo code only while it applies, and the Telegram device when inside the Mini App', () => {
    const checkout = draft({ serviceType: 'PICK_UP' });
    const resolved = resolveCheckout(checkout, env());
    const terms = { discountType: 'PERCENTAGE' as const, productDiscount: 10, deliveryDiscountType: 'AMOUNT' as const, deliveryDiscount: 0, minPriceTiyin: 0 };
    const applied = checkoutTotals({ views: VIEWS, serviceType: 'PICK_UP', orderSettings: SETTINGS, promo: { code: 'WELCOME10', terms }, cashback: 0 });
    const telegram = { orderDevice: 'TELEGRAM_BOT' as const, telegramId: 42 };
    expect(buildOrderRequest({ views: VIEWS, checkout, resolved, totals: applied, promoCode: 'WELCOME10', userPhone: null, device: telegram })).toMatchObject({
      promoCode: 'WELCOME10',
      totalPrice: 93_000,
      orderDevice: 'TELEGRAM_BOT',
      telegramId: 42,
    });
    const tooSmall = checkoutTotals({ views: VIEWS, serviceType: 'PICK_UP', orderSettings: SETTINGS, promo: { code: 'BIG', terms: { ...terms, minPriceTiyin: 50_000_000 } }, cashback: 0 });
    expect(buildOrderRequest({ views: VIEWS, checkout, resolved, totals: tooSmall, promoCode: 'BIG', userPhone: null, device }).promoCode).toBeUndefined();
  });
});

describe('the ordering switches in the request (receiverActive, productComment, SMS confirmation)', () => {
  const device = { orderDevice: 'CLIENT_WEB' as const, telegramId: null };
  const commented = VIEWS.map((view) => ({ ...view, line: { ...view.line, comment: '  No onions ' } }));
  const receiver = { active: true, name: ' Aziza ', phone: '+998 90 765 43 21' };
  const build = (checkout: CheckoutDraft, features: { receiverActive: boolean; productComment: boolean }, confirmationCode?: string) =>
    buildOrderRequest({
      views: commented,
      checkout,
      resolved: resolveCheckout(checkout, env()),
      totals: totalsFor('PICK_UP'),
      promoCode: null,
      userPhone: null,
      device,
      features,
      ...(confirmationCode ? { confirmationCode } : {}),
    });

  it('sends line comments and the receiver (phone normalised) only while the merchant takes them', () => {
    const checkout = draft({ serviceType: 'PICK_UP', receiver });
    const on = build(checkout, { receiverActive: true, productComment: true }, '123456');
    expect(on.cartItems[0]?.comment).toBe('No onions');
    expect(on).toMatchObject({ receiverName: 'Aziza', receiverPhone: '998907654321', confirmationCode: '123456' });
    const off = build(checkout, { receiverActive: false, productComment: false });
    expect(off.cartItems[0]).not.toHaveProperty('comment');
    expect(off.receiverName).toBeUndefined();
    expect(off.receiverPhone).toBeUndefined();
    expect(off.confirmationCode).toBeUndefined();
    // The toggle off: no receiver, whatever was typed.
    expect(build(draft({ serviceType: 'PICK_UP', receiver: { ...receiver, active: false } }), { receiverActive: true, productComment: true }).receiverName).toBeUndefined();
  });

  it('holds "Continue" back while the receiver has no name or no valid phone', () => {
    const features = { receiverActive: true, productComment: false };
    const blockersOf = (patch: Partial<CheckoutDraft['receiver']>) => {
      const checkout = draft({ serviceType: 'PICK_UP', receiver: { ...receiver, ...patch } });
      return checkoutBlockers(checkout, resolveCheckout(checkout, env()), totalsFor('PICK_UP'), SETTINGS, null, { status: 'none' }, features);
    };
    expect(blockersOf({})).not.toContain('receiver');
    expect(blockersOf({ name: '  ' })).toContain('receiver');
    expect(blockersOf({ phone: '90 765' })).toContain('receiver');
    const off = draft({ serviceType: 'PICK_UP', receiver: { ...receiver, name: '' } });
    expect(checkoutBlockers(off, resolveCheckout(off, env()), totalsFor('PICK_UP'), SETTINGS, null, { status: 'none' }, { receiverActive: false, productComment: false })).not.toContain('receiver');
  });
});
