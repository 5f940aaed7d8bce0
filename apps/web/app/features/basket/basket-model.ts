// The basket's rules without React: lines keyed by product + options, merging, the per-product
// quantity limit, and pricing the lines against the CURRENT catalogue with the shared priceOrder.
import { isSoldInBranch, soldInBranchIds } from '@dastarkhan/domain/branch-availability';
import type { ModificationGroup, Product } from '@dastarkhan/domain/contracts/catalogue';
import { PAYMENT_TYPES, SERVICE_TYPES, type PaymentType, type ServiceType } from '@dastarkhan/domain/enums';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { somToTiyin } from '@dastarkhan/domain/money';
import { priceOrder, type OrderTotals, type PricingLine, type PromoTerms } from '@dastarkhan/domain/pricing';
import { validateSelection, type OptionSelection, type PricedOption } from '@dastarkhan/domain/product-options';

/** Products without a maxQuantity still stop somewhere sensible (the product page's stepper agrees). */
export const QUANTITY_CAP = 99;

/** One line of the basket as the device keeps it: no prices, those come from the catalogue of the day. */
export interface BasketLine {
  /** productId + options, see lineKey(); equal keys merge. */
  key: string;
  productId: string;
  /** How many of each option per product unit, by option id (only counts > 0). */
  options: Record<string, number>;
  quantity: number;
  /**
   * The customer's note on the line ("no onions"), when the merchant takes them (productComment). One per
   * line: adding the same product with the same options again adds to this line and keeps its note.
   */
  comment?: string;
}

/** The longest note on a basket line (the API's limit too). */
export const LINE_COMMENT_MAX_LENGTH = 200;

/** A promo code the API accepted, with the terms the basket prices it by (tiyin / percent). */
export interface AppliedPromo {
  code: string;
  terms: PromoTerms;
}

/** When the order is for (spec §4 "Order timing choices"): as soon as possible, or a day and HH:MM on the merchant's clock. */
export type OrderTiming = { mode: 'now' } | { mode: 'later'; day: string; time: string };

/** The dine-in table a QR code (`/?table=<id>`) or a Telegram start_param put the customer at. */
export interface DineInTable {
  id: string;
  number: number;
  name: string;
  hallId: string;
  hallName: string;
  branchId: string;
  branchName: LocalizedText;
}

/** Where a delivery goes: the street address, its coordinates and the apartment extras (floor, office, ...). */
export interface DeliveryAddressDraft {
  /**
   * The saved address it came from (a server id), a device-generated one (ends with
   * GENERATED_ADDRESS_SUFFIX, see features/addresses/address-model.ts), or null when typed by hand.
   */
  id: string | null;
  /** The customer's name for it ("Home", "Office"); '' when none. */
  name: string;
  /** The address as one line, as the map showed it (reverse geocoding). */
  description: string;
  cityId: string | null;
  streetName: string;
  houseNumber: string;
  latitude: number | null;
  longitude: number | null;
  office: string;
  entrance: string;
  floor: string;
  domophone: string;
  comment: string;
}

/** The checkout half of the draft: every choice of /checkout, kept while the customer goes back and forth. */
export interface CheckoutDraft {
  /** null = the merchant's default for the web (or the first service it offers). */
  serviceType: ServiceType | null;
  /** The pick-up branch (for delivery the server's nearest/main branch until delivery zones). */
  branchId: string | null;
  table: DineInTable | null;
  timing: OrderTiming;
  paymentType: PaymentType | null;
  comment: string;
  courierComment: string;
  sendCheque: boolean;
  /** Where the receipt SMS goes; '' = the customer's own phone. */
  sendChequePhone: string;
  address: DeliveryAddressDraft | null;
  /** "Someone else will receive the order" (the merchant's receiverActive): their name and phone as typed. */
  receiver: ReceiverDraft;
}

export interface ReceiverDraft {
  active: boolean;
  name: string;
  phone: string;
}

export const EMPTY_RECEIVER: ReceiverDraft = { active: false, name: '', phone: '' };

/** The brand's order draft (persisted per brand): what checkout starts from. */
export interface BasketDraft {
  lines: BasketLine[];
  promo: AppliedPromo | null;
  useCashback: boolean;
  checkout: CheckoutDraft;
  /** The order the last checkout created (spec §4 step 7 keeps the new order id). */
  lastOrderId: string | null;
}

export const EMPTY_CHECKOUT: CheckoutDraft = {
  serviceType: null,
  branchId: null,
  table: null,
  timing: { mode: 'now' },
  paymentType: null,
  comment: '',
  courierComment: '',
  sendCheque: false,
  sendChequePhone: '',
  address: null,
  receiver: EMPTY_RECEIVER,
};

export const EMPTY_ADDRESS: DeliveryAddressDraft = {
  id: null,
  name: '',
  description: '',
  cityId: null,
  streetName: '',
  houseNumber: '',
  latitude: null,
  longitude: null,
  office: '',
  entrance: '',
  floor: '',
  domophone: '',
  comment: '',
};

export const EMPTY_DRAFT: BasketDraft = { lines: [], promo: null, useCashback: false, checkout: EMPTY_CHECKOUT, lastOrderId: null };

/**
 * The draft after an order was placed (spec §4 step 7): the basket, comments, promo, cashback and the
 * address extras are reset; the service, branch, table, payment and the address itself stay for the next order.
 */
export function draftAfterOrder(draft: BasketDraft, orderId: string): BasketDraft {
  const { checkout } = draft;
  return {
    lines: [],
    promo: null,
    useCashback: false,
    lastOrderId: orderId,
    checkout: {
      ...checkout,
      timing: { mode: 'now' },
      comment: '',
      courierComment: '',
      sendCheque: false,
      // Ordering for someone else is a choice of that one order.
      receiver: EMPTY_RECEIVER,
      address: checkout.address ? { ...checkout.address, office: '', entrance: '', floor: '', domophone: '', comment: '' } : null,
    },
  };
}

function cleanOptions(options: OptionSelection): Record<string, number> {
  const clean: Record<string, number> = {};
  for (const id of Object.keys(options).sort()) {
    const count = options[id] ?? 0;
    if (count > 0) clean[id] = count;
  }
  return clean;
}

/** The same product with the same options (in any order, zero counts ignored) gives the same key. */
export function lineKey(productId: string, options: OptionSelection): string {
  const parts = Object.entries(cleanOptions(options)).map(([id, count]) => `${id}x${count}`);
  return [productId, ...parts].join('|');
}

/** The most units of a product one order may hold. */
export function quantityLimit(maxQuantity: number | null | undefined): number {
  return maxQuantity === null || maxQuantity === undefined ? QUANTITY_CAP : Math.max(0, Math.min(maxQuantity, QUANTITY_CAP));
}

/** Units of `productId` in the basket, all its lines (option variants) together, except `exceptKey`. */
export function unitsOf(lines: readonly BasketLine[], productId: string, exceptKey?: string): number {
  return lines.reduce((sum, line) => (line.productId === productId && line.key !== exceptKey ? sum + line.quantity : sum), 0);
}

export type BasketChange =
  | { ok: true; lines: BasketLine[] }
  /** More than the product's maximum was asked for: the lines hold the maximum instead. */
  | { ok: false; lines: BasketLine[]; max: number };

/**
 * Adds `quantity` units of the product with these options. The limit counts every line of the product
 * (stock is per product, whatever its options); asking for more fills up to it and says so.
 */
export function addLine(
  lines: readonly BasketLine[],
  item: { productId: string; options: OptionSelection; quantity: number; maxQuantity: number | null },
): BasketChange {
  const key = lineKey(item.productId, item.options);
  const max = quantityLimit(item.maxQuantity);
  const room = max - unitsOf(lines, item.productId);
  const wanted = Math.max(1, Math.floor(item.quantity));
  const added = Math.min(wanted, Math.max(0, room));
  let next: BasketLine[] = [...lines];
  if (added > 0) {
    const index = next.findIndex((line) => line.key === key);
    if (index >= 0) next[index] = { ...next[index]!, quantity: next[index]!.quantity + added };
    else next = [...next, { key, productId: item.productId, options: cleanOptions(item.options), quantity: added }];
  }
  return added < wanted ? { ok: false, lines: next, max } : { ok: true, lines: next };
}

/** Sets one line's quantity (at least 1: removing is its own action), bounded by the product's maximum. */
export function setLineQuantity(lines: readonly BasketLine[], key: string, quantity: number, maxQuantity: number | null): BasketChange {
  const line = lines.find((candidate) => candidate.key === key);
  if (!line) return { ok: true, lines: [...lines] };
  const max = quantityLimit(maxQuantity);
  const room = Math.max(1, max - unitsOf(lines, line.productId, key));
  const wanted = Math.max(1, Math.floor(quantity));
  const next = lines.map((candidate) => (candidate.key === key ? { ...candidate, quantity: Math.min(wanted, room) } : candidate));
  return wanted > room ? { ok: false, lines: next, max } : { ok: true, lines: next };
}

/** Sets one line's note (trimmed to the limit; an empty note removes it). */
export function setLineComment(lines: readonly BasketLine[], key: string, comment: string): BasketLine[] {
  const text = comment.slice(0, LINE_COMMENT_MAX_LENGTH);
  return lines.map((line) => {
    if (line.key !== key) return line;
    const next: BasketLine = { ...line, comment: text };
    if (text.trim() === '') delete next.comment;
    return next;
  });
}

export function removeLine(lines: readonly BasketLine[], key: string): BasketLine[] {
  return lines.filter((line) => line.key !== key);
}

export function basketCount(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** What the basket page needs of a product: names already in the page's language. */
export interface BasketProduct {
  id: string;
  name: string;
  image: string | null;
  /** so'm, before the discount. */
  price: number;
  discount: number;
  maxQuantity: number | null;
  isAvailable: boolean;
  modificationGroups: ModificationGroup[];
  /** Ids of the branches that sell it (see soldInBranchIds); absent = not limited to branches. */
  soldIn?: readonly string[];
}

export interface BasketLineView {
  line: BasketLine;
  product: BasketProduct | null;
  /** False when the product left the menu, is unavailable, is not sold at the order's branch, or its options no longer fit its rules. */
  available: boolean;
  /** Unavailable only because the order's branch does not sell it (another branch may). */
  notInBranch: boolean;
  /** Chosen options with their names, in the product's order. */
  options: { id: string; name: LocalizedText; count: number }[];
}

/** Whether the branch sells the product (no branch chosen yet: yes). */
export function soldAtBranch(product: BasketProduct, branchId: string | null | undefined): boolean {
  return product.soldIn === undefined || isSoldInBranch({ soldIn: product.soldIn }, branchId);
}

/**
 * The lines against the current menu. `branchId` is the branch the order is for (chosenBranchId of the
 * draft, or the branch checkout resolved); a product it does not sell is unavailable there, like one that
 * left the menu: left out of the totals and of the order (the API would refuse the whole order).
 */
export function viewLines(lines: readonly BasketLine[], products: ReadonlyMap<string, BasketProduct>, branchId: string | null = null): BasketLineView[] {
  return lines.map((line) => {
    const product = products.get(line.productId) ?? null;
    if (!product) return { line, product, available: false, notInBranch: false, options: [] };
    const options = product.modificationGroups.flatMap((group) =>
      group.options.filter((option) => (line.options[option.id] ?? 0) > 0).map((option) => ({ id: option.id, name: option.name, count: line.options[option.id]! })),
    );
    const fits = validateSelection(product.modificationGroups, line.options).length === 0;
    const sold = soldAtBranch(product, branchId);
    return { line, product, available: product.isAvailable && fits && sold, notInBranch: product.isAvailable && fits && !sold, options };
  });
}

/** The branch the order is for as the draft has it: a seated customer's table's branch, else the chosen one. */
export function chosenBranchId(checkout: Pick<CheckoutDraft, 'branchId' | 'table'>): string | null {
  return checkout.table?.branchId ?? checkout.branchId;
}

function pricedOptions(product: BasketProduct, options: OptionSelection): PricedOption[] {
  return product.modificationGroups.flatMap((group) =>
    group.options.filter((option) => (options[option.id] ?? 0) > 0).map((option) => ({ priceTiyin: somToTiyin(option.price), count: options[option.id]! })),
  );
}

/** The pricing line of an available basket line (unavailable ones are left out of the totals). */
export function pricingLine(view: BasketLineView): PricingLine | null {
  if (!view.available || !view.product) return null;
  return {
    key: view.line.key,
    unitPriceTiyin: somToTiyin(view.product.price),
    discountPercent: view.product.discount,
    options: pricedOptions(view.product, view.line.options),
    quantity: view.line.quantity,
  };
}

export interface BasketPricingRules {
  serviceType: ServiceType;
  serviceFee: { isServiceFeeEnabled: boolean; isServiceFeeFreeAboveThreshold: boolean; serviceFeeThresholdTiyin: number; serviceFeeAmountTiyin: number };
  /** Balance the customer chose to spend, tiyin (0 when not). */
  cashbackTiyin: number;
  /** The delivery price of the draft's address from the API's tariff (its floor applied), when known; else 0. */
  deliveryPriceTiyin?: number;
}

/** Totals of the available lines; delivery counts only once the tariff priced the address (else at checkout). */
export function basketTotals(views: readonly BasketLineView[], promo: PromoTerms | null, rules: BasketPricingRules): OrderTotals {
  return priceOrder({
    lines: views.map(pricingLine).filter((line): line is PricingLine => line !== null),
    serviceType: rules.serviceType,
    deliveryPriceTiyin: rules.deliveryPriceTiyin ?? 0,
    minimalDeliveryPriceTiyin: 0,
    promo,
    cashbackTiyin: rules.cashbackTiyin,
    serviceFee: rules.serviceFee,
  });
}

/** Reads a stored draft defensively: anything malformed is dropped rather than breaking the page. */
export function sanitizeDraft(value: unknown): BasketDraft {
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
  const raw = value as Partial<Record<keyof BasketDraft, unknown>>;
  const lines: BasketLine[] = [];
  if (Array.isArray(raw.lines)) {
    for (const candidate of raw.lines as unknown[]) {
      if (typeof candidate !== 'object' || candidate === null) continue;
      const line = candidate as Partial<BasketLine>;
      if (typeof line.productId !== 'string' || typeof line.quantity !== 'number' || !Number.isInteger(line.quantity) || line.quantity < 1) continue;
      const options: Record<string, number> = {};
      if (typeof line.options === 'object' && line.options !== null) {
        for (const [id, count] of Object.entries(line.options)) if (Number.isInteger(count) && count > 0) options[id] = count;
      }
      const key = lineKey(line.productId, options);
      const existing = lines.find((other) => other.key === key);
      if (existing) existing.quantity += line.quantity;
      else lines.push({ key, productId: line.productId, options, quantity: line.quantity, ...(typeof line.comment === 'string' && line.comment.trim() !== '' ? { comment: line.comment.slice(0, LINE_COMMENT_MAX_LENGTH) } : {}) });
    }
  }
  const promo = raw.promo as AppliedPromo | null | undefined;
  const promoOk = !!promo && typeof promo.code === 'string' && typeof promo.terms === 'object' && promo.terms !== null;
  return {
    lines,
    promo: promoOk ? promo : null,
    useCashback: raw.useCashback === true,
    checkout: sanitizeCheckout(raw.checkout),
    lastOrderId: typeof raw.lastOrderId === 'string' ? raw.lastOrderId : null,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const str = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '');
const coordinate = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function sanitizeTable(value: unknown): DineInTable | null {
  if (typeof value !== 'object' || value === null) return null;
  const table = value as Partial<DineInTable>;
  if (typeof table.id !== 'string' || typeof table.branchId !== 'string' || typeof table.hallId !== 'string' || typeof table.number !== 'number') return null;
  const branchName = table.branchName && typeof table.branchName === 'object' ? table.branchName : { uz: '', ru: '', eng: '' };
  return { id: table.id, number: table.number, name: str(table.name), hallId: table.hallId, hallName: str(table.hallName), branchId: table.branchId, branchName };
}

function sanitizeAddress(value: unknown): DeliveryAddressDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const address = value as Partial<Record<keyof DeliveryAddressDraft, unknown>>;
  return {
    id: typeof address.id === 'string' && address.id.length <= 64 ? address.id : null,
    name: str(address.name, 200),
    description: str(address.description, 500),
    cityId: typeof address.cityId === 'string' ? address.cityId : null,
    streetName: str(address.streetName, 300),
    houseNumber: str(address.houseNumber, 50),
    latitude: coordinate(address.latitude),
    longitude: coordinate(address.longitude),
    office: str(address.office, 20),
    entrance: str(address.entrance, 20),
    floor: str(address.floor, 20),
    domophone: str(address.domophone, 20),
    comment: str(address.comment),
  };
}

/** The checkout choices of a stored draft; anything unknown falls back to its default. */
export function sanitizeCheckout(value: unknown): CheckoutDraft {
  if (typeof value !== 'object' || value === null) return EMPTY_CHECKOUT;
  const raw = value as Partial<Record<keyof CheckoutDraft, unknown>>;
  const timing = raw.timing as Partial<{ mode: string; day: unknown; time: unknown }> | undefined;
  const later = timing?.mode === 'later' && typeof timing.day === 'string' && DAY.test(timing.day) && typeof timing.time === 'string' && CLOCK.test(timing.time);
  return {
    serviceType: (SERVICE_TYPES as readonly unknown[]).includes(raw.serviceType) ? (raw.serviceType as ServiceType) : null,
    branchId: typeof raw.branchId === 'string' ? raw.branchId : null,
    table: sanitizeTable(raw.table),
    timing: later ? { mode: 'later', day: timing.day as string, time: timing.time as string } : { mode: 'now' },
    paymentType: (PAYMENT_TYPES as readonly unknown[]).includes(raw.paymentType) ? (raw.paymentType as PaymentType) : null,
    comment: str(raw.comment),
    courierComment: str(raw.courierComment),
    sendCheque: raw.sendCheque === true,
    sendChequePhone: str(raw.sendChequePhone, 40),
    address: sanitizeAddress(raw.address),
    receiver: sanitizeReceiver(raw.receiver),
  };
}

function sanitizeReceiver(value: unknown): ReceiverDraft {
  if (typeof value !== 'object' || value === null) return EMPTY_RECEIVER;
  const receiver = value as Partial<Record<keyof ReceiverDraft, unknown>>;
  return { active: receiver.active === true, name: str(receiver.name, 100), phone: str(receiver.phone, 40) };
}

/** The product as the basket page needs it, names in `pickName`'s language. */
export function toBasketProduct(product: Product, pickName: (text: LocalizedText) => string): BasketProduct {
  return {
    id: product.id,
    name: pickName(product.name),
    image: product.image ?? product.gallery[0] ?? null,
    price: product.price,
    discount: product.discount,
    maxQuantity: product.maxQuantity,
    isAvailable: product.isAvailable,
    modificationGroups: product.modificationGroups,
    soldIn: soldInBranchIds(product),
  };
}
