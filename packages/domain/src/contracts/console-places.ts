// Bodies of the console's brand places (apps/api/src/modules/console/brand-places-*): cities, branches and their
// weekly hours, halls and tables, delivery regions, priced zones and branch tariffs. Money in so'm at the edge.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { SERVICE_TYPES, WEEK_DAYS } from '../enums.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { WorkHoursSchema } from './branch.ts';
import { PolygonGeometrySchema } from './delivery.ts';
import { rawText, text } from './text.ts';

const som = () => z.number().min(0).max(1_000_000_000).multipleOf(0.01);
const latitude = () => z.number().min(-90).max(90);
const longitude = () => z.number().min(-180).max(180);
const clock = () => rawText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');
const hexColor = () => rawText().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #2A9D8F');

/** Text in uz, ru and eng as the console sends it; at least one language must be filled in. */
export const LocalizedInputSchema = z
  .object({ uz: text(300).default(''), ru: text(300).default(''), eng: text(300).default('') })
  .refine((value) => Boolean(value.uz || value.ru || value.eng), { message: 'Fill in at least one language' });

// ---------------------------------------------------------------------------------------------
// Polygons

export interface PolygonProblem {
  /** Path inside the geometry, e.g. ['coordinates', 0, 3]. */
  path: (string | number)[];
  message: string;
}

const samePosition = (a: readonly number[] | undefined, b: readonly number[] | undefined) => a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** Orientation of the triangle p, q, r: 0 collinear, 1 clockwise, 2 counter-clockwise. */
function orientation(p: readonly number[], q: readonly number[], r: readonly number[]): number {
  const value = ((q[1] ?? 0) - (p[1] ?? 0)) * ((r[0] ?? 0) - (q[0] ?? 0)) - ((q[0] ?? 0) - (p[0] ?? 0)) * ((r[1] ?? 0) - (q[1] ?? 0));
  if (Math.abs(value) < 1e-15) return 0;
  return value > 0 ? 1 : 2;
}

function onSegment(p: readonly number[], q: readonly number[], r: readonly number[]): boolean {
  return (
    (q[0] ?? 0) <= Math.max(p[0] ?? 0, r[0] ?? 0) &&
    (q[0] ?? 0) >= Math.min(p[0] ?? 0, r[0] ?? 0) &&
    (q[1] ?? 0) <= Math.max(p[1] ?? 0, r[1] ?? 0) &&
    (q[1] ?? 0) >= Math.min(p[1] ?? 0, r[1] ?? 0)
  );
}

function segmentsIntersect(p1: readonly number[], q1: readonly number[], p2: readonly number[], q2: readonly number[]): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(p1, p2, q1)) || (o2 === 0 && onSegment(p1, q2, q1)) || (o3 === 0 && onSegment(p2, p1, q2)) || (o4 === 0 && onSegment(p2, q1, q2));
}

/** Whether two edges of the closed ring cross (neighbouring edges share their vertex and do not count). */
export function ringSelfIntersects(ring: readonly (readonly number[])[]): boolean {
  const edges = ring.length - 1;
  // Zones are drawn by hand: a few hundred vertices at most, so the quadratic check stays instant.
  for (let i = 0; i < edges; i += 1) {
    for (let j = i + 1; j < edges; j += 1) {
      if (j === i + 1 || (i === 0 && j === edges - 1)) continue;
      const [a, b, c, d] = [ring[i], ring[i + 1], ring[j], ring[j + 1]];
      if (a && b && c && d && segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/**
 * What is wrong with a GeoJSON polygon a person drew: every ring closed (first position = last), at least
 * 4 positions (a triangle and its closing point), longitudes within ±180 and latitudes within ±90 (GeoJSON
 * is [lng, lat]: a swapped pair shows up here), no edges crossing. Empty when it is fine.
 */
export function polygonProblems(geometry: z.infer<typeof PolygonGeometrySchema>): PolygonProblem[] {
  const problems: PolygonProblem[] = [];
  const polygons: { rings: number[][][]; at: number[] }[] =
    geometry.type === 'Polygon' ? [{ rings: geometry.coordinates, at: [] }] : geometry.coordinates.map((rings, index) => ({ rings, at: [index] }));
  if (polygons.length === 0) problems.push({ path: ['coordinates'], message: 'The polygon has no outline' });
  for (const { rings, at } of polygons) {
    if (rings.length === 0) problems.push({ path: ['coordinates', ...at], message: 'The polygon has no outline' });
    rings.forEach((ring, ringIndex) => {
      const path = ['coordinates', ...at, ringIndex];
      if (ring.length < 4) {
        problems.push({ path, message: 'A ring needs at least 4 positions (3 corners and the first one again)' });
        return;
      }
      const bad = ring.findIndex((position) => position.length < 2 || Math.abs(position[0] ?? NaN) > 180 || Math.abs(position[1] ?? NaN) > 90 || !position.every(Number.isFinite));
      if (bad >= 0) {
        problems.push({ path: [...path, bad], message: 'Expected [longitude (−180…180), latitude (−90…90)]' });
        return;
      }
      if (!samePosition(ring[0], ring[ring.length - 1])) {
        problems.push({ path, message: 'The ring is not closed: its last position must repeat the first' });
        return;
      }
      if (ringSelfIntersects(ring)) problems.push({ path, message: 'The outline crosses itself' });
    });
  }
  return problems;
}

/** A drawn polygon as written by the console: valid GeoJSON that is also a usable area. */
export const DrawnPolygonSchema = PolygonGeometrySchema.superRefine((geometry, ctx) => {
  for (const problem of polygonProblems(geometry)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message, input: geometry });
});

// ---------------------------------------------------------------------------------------------
// Cities

export const PlacesCitySchema = z
  .object({
    id: z.uuid(),
    name: LocalizedTextSchema,
    latitude: z.number(),
    longitude: z.number(),
    isMain: z.boolean(),
    isActive: z.boolean(),
    priority: z.number().int(),
  })
  .register(contractRegistry, { id: 'ConsoleCity' });
export type PlacesCity = z.infer<typeof PlacesCitySchema>;

export const CityWriteSchema = z.object({
  name: LocalizedInputSchema,
  latitude: latitude(),
  longitude: longitude(),
  /** One main city per merchant: making this one main makes the previous one a plain city. */
  isMain: z.boolean().default(false),
  isActive: z.boolean().default(true),
  priority: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type CityWrite = z.input<typeof CityWriteSchema>;
export const CityUpdateSchema = z
  .object({
    name: LocalizedInputSchema,
    latitude: latitude(),
    longitude: longitude(),
    isMain: z.boolean(),
    isActive: z.boolean(),
    priority: z.number().int().min(-1_000_000).max(1_000_000),
  })
  .partial();
export type CityUpdate = z.infer<typeof CityUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Branches and hours

export const PLACES_SERVICE_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const satisfies readonly (typeof SERVICE_TYPES)[number][];

export const PlacesBranchSchema = z
  .object({
    id: z.uuid(),
    cityId: z.uuid(),
    name: LocalizedTextSchema,
    address: LocalizedTextSchema,
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string().nullable(),
    isActive: z.boolean(),
    isMain: z.boolean(),
    deliveryEnabled: z.boolean(),
    pickupEnabled: z.boolean(),
    dineinEnabled: z.boolean(),
    /** Flat delivery price in so'm when neither a zone nor a tariff prices the address. */
    deliveryPrice: z.number(),
    /** How far the branch delivers, km; null = no limit. */
    distance: z.number().nullable(),
    workHours: z.array(WorkHoursSchema),
    /** Services open at the moment of the answer, on the merchant's clock. */
    openNow: z.array(z.enum(SERVICE_TYPES)),
    tableCount: z.number().int(),
  })
  .register(contractRegistry, { id: 'ConsoleBranch' });
export type PlacesBranch = z.infer<typeof PlacesBranchSchema>;

const branchFields = {
  cityId: z.uuid(),
  name: LocalizedInputSchema,
  address: LocalizedInputSchema,
  latitude: latitude(),
  longitude: longitude(),
  phone: text(32).nullable(),
  isActive: z.boolean(),
  isMain: z.boolean(),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  deliveryPrice: som(),
  distance: z.number().min(0).max(1000).nullable(),
};

export const BranchCreateSchema = z.object({
  ...branchFields,
  phone: branchFields.phone.default(null),
  isActive: branchFields.isActive.default(true),
  isMain: branchFields.isMain.default(false),
  deliveryEnabled: branchFields.deliveryEnabled.default(true),
  pickupEnabled: branchFields.pickupEnabled.default(true),
  dineinEnabled: branchFields.dineinEnabled.default(false),
  deliveryPrice: branchFields.deliveryPrice.default(0),
  distance: branchFields.distance.default(null),
});
export type BranchCreate = z.input<typeof BranchCreateSchema>;
export const BranchUpdateSchema = z.object(branchFields).partial();
export type BranchUpdate = z.infer<typeof BranchUpdateSchema>;

export const WorkDayInputSchema = z
  .object({
    weekName: z.enum(WEEK_DAYS),
    open: clock().nullable().default(null),
    close: clock().nullable().default(null),
    extraOpen: clock().nullable().default(null),
    extraClose: clock().nullable().default(null),
    isDayOff: z.boolean().default(false),
  })
  .superRefine((day, ctx) => {
    if (!day.isDayOff) {
      if (!day.open) ctx.addIssue({ code: 'custom', path: ['open'], message: 'Set the opening time or mark the day off', input: day.open });
      if (!day.close) ctx.addIssue({ code: 'custom', path: ['close'], message: 'Set the closing time or mark the day off', input: day.close });
    }
    // An extra interval is a second shift: half of one means nothing to the storefront.
    if (day.extraOpen && !day.extraClose) ctx.addIssue({ code: 'custom', path: ['extraClose'], message: 'The extra interval needs its end', input: day.extraClose });
    if (!day.extraOpen && day.extraClose) ctx.addIssue({ code: 'custom', path: ['extraOpen'], message: 'The extra interval needs its start', input: day.extraOpen });
  });
export type WorkDayInput = z.input<typeof WorkDayInputSchema>;

export const ServiceHoursInputSchema = z
  .object({
    type: z.enum(PLACES_SERVICE_TYPES),
    /** Shortcut: open 00:00–00:00 every day (the storefront reads it as "24/7"); `days` is then ignored. */
    roundTheClock: z.boolean().default(false),
    days: z.array(WorkDayInputSchema).max(7).default([]),
  })
  .superRefine((hours, ctx) => {
    if (hours.roundTheClock) return;
    const seen = new Set<string>();
    hours.days.forEach((day, index) => {
      if (seen.has(day.weekName)) ctx.addIssue({ code: 'custom', path: ['days', index, 'weekName'], message: 'The day is listed twice', input: day.weekName });
      seen.add(day.weekName);
    });
  });

/** Replaces the weekly hours of the listed service types (types left out keep theirs). */
export const BranchHoursUpdateSchema = z.object({ hours: z.array(ServiceHoursInputSchema).min(1).max(PLACES_SERVICE_TYPES.length) }).superRefine((body, ctx) => {
  const seen = new Set<string>();
  body.hours.forEach((entry, index) => {
    if (seen.has(entry.type)) ctx.addIssue({ code: 'custom', path: ['hours', index, 'type'], message: 'The service is listed twice', input: entry.type });
    seen.add(entry.type);
  });
});
export type BranchHoursUpdate = z.input<typeof BranchHoursUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Halls and tables

export const PlacesTableSchema = z
  .object({ id: z.uuid(), hallId: z.uuid(), branchId: z.uuid(), number: z.number().int(), name: z.string(), isActive: z.boolean() })
  .register(contractRegistry, { id: 'ConsoleTable' });
export type PlacesTable = z.infer<typeof PlacesTableSchema>;

export const PlacesHallSchema = z
  .object({ id: z.uuid(), branchId: z.uuid(), name: z.string(), isActive: z.boolean(), tables: z.array(PlacesTableSchema) })
  .register(contractRegistry, { id: 'ConsoleHall' });
export type PlacesHall = z.infer<typeof PlacesHallSchema>;

export const HallWriteSchema = z.object({ name: text(120).min(1), isActive: z.boolean().default(true) });
export type HallWrite = z.input<typeof HallWriteSchema>;
export const HallUpdateSchema = z.object({ name: text(120).min(1), isActive: z.boolean() }).partial();

const tableNumber = () => z.number().int().min(1).max(100_000);
export const TableWriteSchema = z.object({ number: tableNumber(), name: text(120).default(''), isActive: z.boolean().default(true) });
export type TableWrite = z.input<typeof TableWriteSchema>;
/** `hallId` moves the table to another hall of the same branch. */
export const TableUpdateSchema = z.object({ number: tableNumber(), name: text(120), isActive: z.boolean(), hallId: z.uuid() }).partial();

// ---------------------------------------------------------------------------------------------
// Delivery regions, zones and tariffs

export const PlacesRegionSchema = z
  .object({ id: z.uuid(), cityId: z.uuid().nullable(), name: z.string(), polygon: PolygonGeometrySchema, isActive: z.boolean() })
  .register(contractRegistry, { id: 'ConsoleDeliveryRegion' });
export type PlacesRegion = z.infer<typeof PlacesRegionSchema>;

export const RegionWriteSchema = z.object({
  cityId: z.uuid().nullable().default(null),
  name: text(120).default(''),
  polygon: DrawnPolygonSchema,
  isActive: z.boolean().default(true),
});
export type RegionWrite = z.input<typeof RegionWriteSchema>;
export const RegionUpdateSchema = z.object({ cityId: z.uuid().nullable(), name: text(120), polygon: DrawnPolygonSchema, isActive: z.boolean() }).partial();

export const PlacesZoneSchema = z
  .object({
    id: z.uuid(),
    cityId: z.uuid(),
    branchId: z.uuid().nullable(),
    name: z.string(),
    polygon: PolygonGeometrySchema,
    color: z.string().nullable(),
    price: z.number().describe("so'm"),
    priority: z.number().int().describe('Where zones overlap, the lowest priority prices the address'),
    isActive: z.boolean(),
  })
  .register(contractRegistry, { id: 'ConsoleDeliveryZone' });
export type PlacesZone = z.infer<typeof PlacesZoneSchema>;

const zoneFields = {
  cityId: z.uuid(),
  branchId: z.uuid().nullable(),
  name: text(120),
  polygon: DrawnPolygonSchema,
  color: hexColor().nullable(),
  price: som(),
  priority: z.number().int().min(-1_000_000).max(1_000_000),
  isActive: z.boolean(),
};
export const ZoneWriteSchema = z.object({
  ...zoneFields,
  branchId: zoneFields.branchId.default(null),
  name: zoneFields.name.default(''),
  color: zoneFields.color.default(null),
  priority: zoneFields.priority.default(0),
  isActive: zoneFields.isActive.default(true),
});
export type ZoneWrite = z.input<typeof ZoneWriteSchema>;
export const ZoneUpdateSchema = z.object(zoneFields).partial();
export type ZoneUpdate = z.infer<typeof ZoneUpdateSchema>;

export const PlacesTariffSchema = z
  .object({
    id: z.uuid(),
    branchId: z.uuid(),
    name: z.string(),
    basePrice: z.number().describe("so'm for the base distance"),
    baseDistanceM: z.number().int(),
    pricePerKm: z.number().describe("so'm per started km beyond the base distance"),
    freeDeliveryThreshold: z.number().nullable().describe("product total from which delivery is free, so'm; null = never"),
    isActive: z.boolean(),
  })
  .register(contractRegistry, { id: 'ConsoleDeliveryTariff' });
export type PlacesTariff = z.infer<typeof PlacesTariffSchema>;

const tariffFields = {
  branchId: z.uuid(),
  name: text(120),
  basePrice: som(),
  baseDistanceM: z.number().int().min(0).max(1_000_000),
  pricePerKm: som(),
  freeDeliveryThreshold: som().nullable(),
  isActive: z.boolean(),
};
export const TariffWriteSchema = z.object({
  ...tariffFields,
  name: tariffFields.name.default(''),
  baseDistanceM: tariffFields.baseDistanceM.default(0),
  pricePerKm: tariffFields.pricePerKm.default(0),
  freeDeliveryThreshold: tariffFields.freeDeliveryThreshold.default(null),
  isActive: tariffFields.isActive.default(true),
});
export type TariffWrite = z.input<typeof TariffWriteSchema>;
export const TariffUpdateSchema = z.object(tariffFields).omit({ branchId: true }).partial();

/** Everything the delivery map shows at once. */
export const PlacesDeliverySchema = z
  .object({
    zones: z.array(PlacesZoneSchema),
    regions: z.array(PlacesRegionSchema),
    tariffs: z.array(PlacesTariffSchema),
    cities: z.array(PlacesCitySchema),
    branches: z.array(z.object({ id: z.uuid(), name: LocalizedTextSchema, cityId: z.uuid(), latitude: z.number(), longitude: z.number(), deliveryEnabled: z.boolean(), isActive: z.boolean() })),
  })
  .register(contractRegistry, { id: 'ConsoleDeliveryAreas' });
export type PlacesDelivery = z.infer<typeof PlacesDeliverySchema>;

/** "Price a point": what the storefront's checkout would charge for a delivery there. */
export const PriceQuoteQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  productPrice: z.coerce.number().min(0).max(1_000_000_000).default(0),
  branchId: z.uuid().optional(),
});

export const BranchDetailSchema = z
  .object({ branch: PlacesBranchSchema, halls: z.array(PlacesHallSchema), tariffs: z.array(PlacesTariffSchema), cities: z.array(PlacesCitySchema) })
  .register(contractRegistry, { id: 'ConsoleBranchDetail' });
export type BranchDetail = z.infer<typeof BranchDetailSchema>;

export const BranchesPageSchema = z
  .object({ branches: z.array(PlacesBranchSchema), cities: z.array(PlacesCitySchema) })
  .register(contractRegistry, { id: 'ConsoleBranches' });
export type BranchesPage = z.infer<typeof BranchesPageSchema>;
