// Delivery regions, priced zones and the delivery tariff request/answer (money in so'm at the edge).
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { text } from './text.ts';

const som = () => z.number().min(0).max(1_000_000_000).multipleOf(0.01);

const Position = z.array(z.number()).min(2);
const Ring = z.array(Position);

/** GeoJSON geometry: positions are [longitude, latitude]; the first ring is the outline, the others holes. */
export const PolygonGeometrySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(Ring) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(Ring)) }),
  ])
  .register(contractRegistry, { id: 'PolygonGeometry', description: 'GeoJSON Polygon or MultiPolygon; positions are [longitude, latitude]' });

export const DeliveryRegionSchema = z
  .object({
    id: z.uuid(),
    merchantId: z.uuid(),
    cityId: z.uuid().nullable(),
    name: z.string(),
    polygon: PolygonGeometrySchema,
  })
  .register(contractRegistry, { id: 'DeliveryRegion', description: 'An area the merchant delivers to at all' });
export type DeliveryRegion = z.infer<typeof DeliveryRegionSchema>;

export const DeliveryZoneSchema = z
  .object({
    id: z.uuid(),
    merchantId: z.uuid(),
    cityId: z.uuid(),
    branchId: z.uuid().nullable().describe('The branch that serves the zone; null = the nearest one'),
    name: z.string(),
    polygon: PolygonGeometrySchema,
    color: z.string().nullable(),
    price: z.number().describe("Delivery price inside the zone, so'm"),
    priority: z.number().int().describe('Where zones overlap, the lowest priority prices the address'),
  })
  .register(contractRegistry, { id: 'DeliveryZone' });
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const DeliveryAreasSchema = z
  .object({
    regions: z.array(DeliveryRegionSchema),
    zones: z.array(DeliveryZoneSchema).describe('By priority, lowest first'),
  })
  .register(contractRegistry, { id: 'DeliveryAreas' });
export type DeliveryAreas = z.infer<typeof DeliveryAreasSchema>;

/** A decimal degree from a query string; an empty value is missing, not 0 (what z.coerce would make of it). */
const degrees = (limit: number) =>
  text()
    .regex(/^[-+]?\d+(\.\d+)?$/, 'Expected a decimal number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

export const ClosestBranchQuerySchema = z.object({
  lat: degrees(90),
  lon: degrees(180),
  type: z.enum(['DELIVERY']).optional(),
});

export const DeliveryTariffRequestSchema = z
  .object({
    /** The basket's product total, so'm: decides free delivery. */
    productPrice: som(),
    /** Ignored: the server measures the distance from the branch itself. */
    distance: z.number().min(0).nullish(),
    /** The branch chosen in the basket; the closest delivering branch when absent. */
    branchId: z.uuid().nullish(),
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    address: text(500).nullish(),
    cityId: z.uuid().nullish(),
  })
  .register(contractRegistry, { id: 'DeliveryTariffRequest' });
export type DeliveryTariffRequest = z.infer<typeof DeliveryTariffRequestSchema>;

export const DeliveryTariffSchema = z
  .object({
    tariffId: z.uuid().nullable().describe("The branch's distance tariff (also set when a zone priced the address: its free threshold applies)"),
    zoneId: z.uuid().nullable(),
    branchId: z.uuid(),
    price: z.number().describe("Delivery price, so'm"),
    distance: z.number().int().describe('Estimated road distance from the branch, metres'),
    free: z.boolean().describe('The product total reached the free-delivery threshold'),
    source: z.enum(['ZONE', 'TARIFF', 'FLAT']).describe("What priced it: the zone, the branch's tariff, or the branch's flat price"),
    freeDeliveryThreshold: z.number().nullable().describe("Product total from which delivery is free, so'm; null = never"),
    minimalDeliveryPrice: z.number().describe("The merchant's floor for a paid delivery, so'm"),
  })
  .register(contractRegistry, { id: 'DeliveryTariff' });
export type DeliveryTariff = z.infer<typeof DeliveryTariffSchema>;
