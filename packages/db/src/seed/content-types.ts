// Shapes of the seed content files (demo-menu.ts, shop-catalogue.ts, ...): readable records in
// so'm and plain keys, which seed-demo.ts turns into rows (tiyin, UUIDs, images).
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import type { ProductLabel } from '@dastarkhan/domain/contracts/catalogue';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type {
  MerchantKind,
  NAVIGATION_TYPES,
  PaymentType,
  PolicyType,
  SCROLL_TYPES,
  ServiceType,
  SourceChannel,
  Unit,
  VIEW_TYPES,
  WeekDay,
} from '@dastarkhan/domain/enums';
import { WEEK_DAYS } from '@dastarkhan/domain/enums';
import type { Art, LogoMotif } from './images.ts';

export const t = (uz: string, ru: string, eng: string): LocalizedText => ({ uz, ru, eng });

export type LabelKey = 'NEW' | 'HIT' | 'SPICY' | 'VEGETARIAN';

export const LABELS: Record<LabelKey, ProductLabel> = {
  NEW: { key: 'NEW', name: t('Yangi', 'Новинка', 'New'), color: '#2A9D8F' },
  HIT: { key: 'HIT', name: t('Xit', 'Хит', 'Bestseller'), color: '#E63946' },
  SPICY: { key: 'SPICY', name: t('Achchiq', 'Острое', 'Spicy'), color: '#F3722C' },
  VEGETARIAN: { key: 'VEGETARIAN', name: t('Vegetarian', 'Вегетарианское', 'Vegetarian'), color: '#43AA8B' },
};

export interface SeedOption {
  key: string;
  name: LocalizedText;
  /** so'm */
  price: number;
  maxCount?: number;
  isDefault?: boolean;
  /** A picture of the option, shown beside it when the merchant's modificationViewType is FULL_IMAGE. */
  art?: Art;
}

export interface SeedOptionGroup {
  key: string;
  name: LocalizedText;
  min: number;
  max: number;
  options: readonly SeedOption[];
}

export interface SeedProduct {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  /** so'm, before the discount */
  price: number;
  art: Art;
  discount?: number;
  calorie?: number;
  measure?: number;
  unit?: Unit;
  labels?: readonly LabelKey[];
  options?: readonly SeedOptionGroup[];
  maxQuantity?: number;
  /** Sold only on these channels; absent = every channel. */
  channels?: readonly SourceChannel[];
  /** Branch keys where the product is listed but switched off. */
  inactiveIn?: readonly string[];
  cooking?: readonly [number, number];
  tags?: readonly string[];
  cartRecommendation?: boolean;
  deliveryEnabled?: boolean;
  barcode?: string;
}

export interface SeedCategory {
  key: string;
  name: LocalizedText;
  tint: string;
  art: Art;
  viewType?: (typeof VIEW_TYPES)[number];
  scrollType?: (typeof SCROLL_TYPES)[number];
  navigationType?: (typeof NAVIGATION_TYPES)[number];
  products: readonly SeedProduct[];
}

export interface SeedGroup {
  key: string;
  name: LocalizedText;
  bgColor: string;
  iconBgColor: string;
  art: Art;
  categories: readonly SeedCategory[];
}

export interface SeedWorkDay {
  weekDay: WeekDay;
  open: string | null;
  close: string | null;
  extraOpen: string | null;
  extraClose: string | null;
  isDayOff: boolean;
}

/** Opening hours for every day of the week, with days off and an optional second (evening) shift. */
export function week(open: string, close: string, options: { daysOff?: readonly WeekDay[]; extra?: readonly [string, string] } = {}): SeedWorkDay[] {
  return WEEK_DAYS.map((weekDay) =>
    options.daysOff?.includes(weekDay)
      ? { weekDay, open: null, close: null, extraOpen: null, extraClose: null, isDayOff: true }
      : { weekDay, open, close, extraOpen: options.extra?.[0] ?? null, extraClose: options.extra?.[1] ?? null, isDayOff: false },
  );
}

export interface SeedCity {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  latitude: number;
  longitude: number;
  isMain: boolean;
}

export interface SeedTariff {
  name: string;
  /** so'm for the first baseDistanceM metres */
  basePrice: number;
  baseDistanceM: number;
  /** so'm per started km past the base distance */
  pricePerKm: number;
  /** so'm of products from which delivery is free */
  freeFrom: number | null;
}

export interface SeedBranch {
  key: string;
  cityKey: string;
  name: LocalizedText;
  address: LocalizedText;
  latitude: number;
  longitude: number;
  phone: string;
  bookingPhone?: string;
  isMain?: boolean;
  pickupEnabled?: boolean;
  deliveryEnabled?: boolean;
  dineinEnabled?: boolean;
  bookingEnabled?: boolean;
  /** so'm, when no tariff applies */
  deliveryPrice: number;
  /** delivery radius, km */
  distance: number;
  hours: Partial<Record<ServiceType, readonly SeedWorkDay[]>>;
  tariff?: SeedTariff;
  /** Dine-in halls and the numbers of their tables (each table has a QR code: `/?table=<id>`). */
  halls?: readonly SeedHall[];
  /** Couriers based at the branch (the operator API assigns them to delivery orders). */
  couriers?: readonly SeedCourier[];
}

export interface SeedCourier {
  key: string;
  name: string;
  phone: string;
}

export interface SeedHall {
  key: string;
  name: string;
  tables: readonly number[];
}

export interface SeedPaymentMethod {
  type: PaymentType;
  name: string;
  title: LocalizedText;
  web: boolean;
  bot: boolean;
  operator: boolean;
  app: boolean;
  qr: boolean;
  /** The provider account (PAYME: merchantId, key; CLICK: serviceId, merchantId, secretKey, merchantUserId; UZUM: serviceId, login, password). */
  credentials?: Readonly<Record<string, string>>;
}

export interface SeedPromo {
  code: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  /** so'm when AMOUNT, percent when PERCENTAGE */
  productDiscount: number;
  deliveryDiscountType?: 'AMOUNT' | 'PERCENTAGE';
  deliveryDiscount?: number;
  /** so'm */
  minPrice: number;
  isActive: boolean;
  /** Only for a customer's first order of the merchant (default false). */
  firstOrderOnly?: boolean;
  /** Listed to signed-in customers on /profile/promos (default false: a code is private unless told). */
  isPublic?: boolean;
  /** Dates relative to the seeding moment, so an "active" promo is active whenever the demo is started. */
  window: (now: Date) => { start: Date | null; end: Date | null };
}

export interface SeedVacancy {
  key: string;
  title: LocalizedText;
  description: LocalizedText;
  salary: string;
  cityKey?: string;
  branchKey?: string;
}

export interface SeedBanner {
  key: string;
  title: LocalizedText;
  arts: readonly Art[];
  link?: string;
  /** Product key the banner opens. */
  productKey?: string;
}

/** A slide of a story, showing the picture of a product or a banner the seed already draws. */
export interface SeedStorySlide {
  productKey?: string;
  bannerKey?: string;
  title?: LocalizedText;
  /** Where the slide's button leads; a productKey slide leads to its product unless set. */
  link?: string;
  durationMs?: number;
}

export interface SeedStory {
  key: string;
  title: LocalizedText;
  slides: readonly SeedStorySlide[];
}

/** A notification sent to every customer (user_id null), dated relative to the seeding moment. */
export interface SeedNotification {
  key: string;
  title: LocalizedText;
  body: LocalizedText;
  /** Its picture: a product's. */
  productKey?: string;
  hoursAgo: number;
}

/** A polygon as [longitude, latitude] pairs (GeoJSON order); the ring is closed by the seeder. */
export type Ring = ReadonlyArray<readonly [number, number]>;

export interface SeedRegion {
  key: string;
  cityKey: string;
  name: string;
  ring: Ring;
}

export interface SeedZone extends SeedRegion {
  color: string;
  /** so'm */
  price: number;
  priority: number;
}

export interface SeedMerchant {
  key: string;
  sub: string;
  name: LocalizedText;
  kind: MerchantKind;
  color: string;
  logo: LogoMotif;
  isActive: boolean;
  timezone: string;
  latitude: number;
  longitude: number;
  telegramBotToken?: string;
  cities: readonly SeedCity[];
  branches: readonly SeedBranch[];
  groups: readonly SeedGroup[];
  /** Stored web-settings overrides; logo and favicon are filled in by the seeder. */
  web: Partial<WebSettings>;
  order: {
    isServiceFeeEnabled: boolean;
    isServiceFeeFreeAboveThreshold: boolean;
    /** so'm */
    serviceFeeThreshold: number;
    /** so'm */
    serviceFeeAmount: number;
    /** so'm */
    minimalDeliveryPrice: number;
    shouldValidateDeliveryArea: boolean;
    cashbackPercent: number;
    /** Online payments lead to the local sandbox page outside production (demo data only). */
    paymentSandbox?: boolean;
    unpaidOrderTimeoutMinutes?: number;
  };
  paymentMethods: readonly SeedPaymentMethod[];
  promos: readonly SeedPromo[];
  policies: Partial<Record<PolicyType, LocalizedText>>;
  vacancies: readonly SeedVacancy[];
  banners: readonly SeedBanner[];
  stories?: readonly SeedStory[];
  notifications?: readonly SeedNotification[];
  regions: readonly SeedRegion[];
  zones: readonly SeedZone[];
  /** Plain operator keys; only their hashes are stored. */
  operatorKeys: readonly string[];
}
