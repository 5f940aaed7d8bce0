// HTTP routes of the console's brand places (owner): cities, branches and hours, halls and tables with QR codes,
// delivery regions, zones and tariffs, and "price a point" with the storefront's own tariff.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BranchCreateSchema,
  BranchDetailSchema,
  BranchesPageSchema,
  BranchHoursUpdateSchema,
  BranchUpdateSchema,
  CityUpdateSchema,
  CityWriteSchema,
  HallUpdateSchema,
  HallWriteSchema,
  PlacesBranchSchema,
  PlacesCitySchema,
  PlacesDeliverySchema,
  PlacesHallSchema,
  PlacesRegionSchema,
  PlacesTableSchema,
  PlacesTariffSchema,
  PlacesZoneSchema,
  PriceQuoteQuerySchema,
  RegionUpdateSchema,
  RegionWriteSchema,
  TableUpdateSchema,
  TableWriteSchema,
  TariffUpdateSchema,
  TariffWriteSchema,
  ZoneUpdateSchema,
  ZoneWriteSchema,
} from '@dastarkhan/domain/contracts/console-places';
import { DeliveryTariffSchema } from '@dastarkhan/domain/contracts/delivery';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { createBrandPlacesService } from './brand-places-service.ts';
import type { ConsoleDeps } from './deps.ts';

const tags = ['console'];
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const Id = z.object({ id: z.uuid() });
const Done = z.object({ ok: z.literal(true) });
const BASE = '/api/console/v1';

/** The origin the request reached (the merchant's storefront host), as the browser sees it behind the proxy. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerBrandPlacesRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const places = createBrandPlacesService(deps);
  const read = { console: 'brand.read' as const };
  const write = { console: 'brand.write' as const };

  // --- cities -------------------------------------------------------------------------------------
  r.get(`${BASE}/cities`, { config: read, schema: { tags, summary: "The merchant's cities, active or not", response: { 200: z.array(PlacesCitySchema) } } }, (request) =>
    places.listCities(request.staff),
  );
  r.post(
    `${BASE}/cities`,
    { config: write, schema: { tags, summary: 'Creates a city (one main per merchant)', body: CityWriteSchema, response: { 201: PlacesCitySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await places.createCity(request.staff, request.body)),
  );
  r.put(
    `${BASE}/cities/:id`,
    { config: write, schema: { tags, summary: 'Changes a city', params: Id, body: CityUpdateSchema, response: { 200: PlacesCitySchema, ...errors } } },
    (request) => places.updateCity(request.staff, request.params.id, request.body),
  );

  // --- branches -----------------------------------------------------------------------------------
  r.get(
    `${BASE}/branches`,
    { config: read, schema: { tags, summary: 'Branches (active or not) with their hours, open services and cities', response: { 200: BranchesPageSchema } } },
    (request) => places.listBranches(request.staff),
  );
  r.get(
    `${BASE}/branches/:id`,
    { config: read, schema: { tags, summary: 'A branch with its halls and tables, tariffs and the cities', params: Id, response: { 200: BranchDetailSchema, ...errors } } },
    (request) => places.branchDetail(request.staff, request.params.id),
  );
  r.post(
    `${BASE}/branches`,
    { config: write, schema: { tags, summary: 'Creates a branch', body: BranchCreateSchema, response: { 201: PlacesBranchSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await places.createBranch(request.staff, request.body)),
  );
  r.put(
    `${BASE}/branches/:id`,
    { config: write, schema: { tags, summary: 'Changes a branch', params: Id, body: BranchUpdateSchema, response: { 200: PlacesBranchSchema, ...errors } } },
    (request) => places.updateBranch(request.staff, request.params.id, request.body),
  );
  r.put(
    `${BASE}/branches/:id/hours`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Replaces the weekly hours of the listed services (extra interval, day off, round the clock); close before open runs past midnight',
        params: Id,
        body: BranchHoursUpdateSchema,
        response: { 200: PlacesBranchSchema, ...errors },
      },
    },
    (request) => places.setHours(request.staff, request.params.id, request.body),
  );

  // --- halls and tables ---------------------------------------------------------------------------
  r.get(
    `${BASE}/branches/:id/halls`,
    { config: read, schema: { tags, summary: "The branch's halls with their tables", params: Id, response: { 200: z.array(PlacesHallSchema), ...errors } } },
    (request) => places.listHalls(request.staff, request.params.id),
  );
  r.post(
    `${BASE}/branches/:id/halls`,
    { config: write, schema: { tags, summary: 'Creates a hall in the branch', params: Id, body: HallWriteSchema, response: { 201: PlacesHallSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await places.createHall(request.staff, request.params.id, request.body)),
  );
  r.put(
    `${BASE}/halls/:id`,
    { config: write, schema: { tags, summary: 'Changes a hall', params: Id, body: HallUpdateSchema, response: { 200: PlacesHallSchema, ...errors } } },
    (request) => places.updateHall(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/halls/:id`,
    { config: write, schema: { tags, summary: 'Deletes a hall and its tables (409 HALL_IN_USE when orders point at them)', params: Id, response: { 200: Done, ...errors } } },
    async (request) => {
      await places.deleteHall(request.staff, request.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    `${BASE}/halls/:id/tables`,
    {
      config: write,
      schema: { tags, summary: 'Creates a table in the hall; numbers are unique per branch (409 TABLE_NUMBER_TAKEN)', params: Id, body: TableWriteSchema, response: { 201: PlacesTableSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await places.createTable(request.staff, request.params.id, request.body)),
  );
  r.put(
    `${BASE}/tables/:id`,
    { config: write, schema: { tags, summary: 'Changes a table (number, name, active, hall of the same branch)', params: Id, body: TableUpdateSchema, response: { 200: PlacesTableSchema, ...errors } } },
    (request) => places.updateTable(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/tables/:id`,
    { config: write, schema: { tags, summary: 'Deletes a table (409 TABLE_IN_USE when orders point at it)', params: Id, response: { 200: Done, ...errors } } },
    async (request) => {
      await places.deleteTable(request.staff, request.params.id);
      return { ok: true as const };
    },
  );
  r.get(
    `${BASE}/tables/:id/qr.svg`,
    {
      config: read,
      schema: {
        tags,
        summary: "The table's QR code (SVG) of the storefront link `/?table=<id>` that seats a customer at it",
        params: Id,
        response: { 200: z.string(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { svg, link } = await places.tableQrSvg(request.staff, request.params.id, requestOrigin(request));
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, max-age=300').header('x-table-link', link).send(svg);
    },
  );

  // --- delivery -----------------------------------------------------------------------------------
  r.get(
    `${BASE}/delivery`,
    { config: read, schema: { tags, summary: 'Delivery zones (by priority), regions, tariffs, cities and branches', response: { 200: PlacesDeliverySchema } } },
    (request) => places.delivery(request.staff),
  );
  r.get(
    `${BASE}/delivery/quote`,
    {
      config: read,
      schema: {
        tags,
        summary: "What the storefront's checkout would charge for a delivery to the point (its own tariff calculation)",
        querystring: PriceQuoteQuerySchema,
        response: { 200: DeliveryTariffSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    (request) => places.quote(request.staff, request.query),
  );
  r.post(
    `${BASE}/delivery/zones`,
    { config: write, schema: { tags, summary: 'Creates a priced delivery zone (GeoJSON polygon, [lng, lat])', body: ZoneWriteSchema, response: { 201: PlacesZoneSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await places.createZone(request.staff, request.body)),
  );
  r.put(
    `${BASE}/delivery/zones/:id`,
    { config: write, schema: { tags, summary: 'Changes a delivery zone', params: Id, body: ZoneUpdateSchema, response: { 200: PlacesZoneSchema, ...errors } } },
    (request) => places.updateZone(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/delivery/zones/:id`,
    { config: write, schema: { tags, summary: 'Deletes a delivery zone', params: Id, response: { 200: Done, ...errors } } },
    async (request) => {
      await places.deleteZone(request.staff, request.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    `${BASE}/delivery/regions`,
    { config: write, schema: { tags, summary: 'Creates a delivery region (where the merchant delivers at all)', body: RegionWriteSchema, response: { 201: PlacesRegionSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await places.createRegion(request.staff, request.body)),
  );
  r.put(
    `${BASE}/delivery/regions/:id`,
    { config: write, schema: { tags, summary: 'Changes a delivery region', params: Id, body: RegionUpdateSchema, response: { 200: PlacesRegionSchema, ...errors } } },
    (request) => places.updateRegion(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/delivery/regions/:id`,
    { config: write, schema: { tags, summary: 'Deletes a delivery region', params: Id, response: { 200: Done, ...errors } } },
    async (request) => {
      await places.deleteRegion(request.staff, request.params.id);
      return { ok: true as const };
    },
  );
  r.get(
    `${BASE}/delivery/tariffs`,
    {
      config: read,
      schema: { tags, summary: 'Delivery tariffs, of one branch when asked', querystring: z.object({ branchId: z.uuid().optional() }), response: { 200: z.array(PlacesTariffSchema), ...errors } },
    },
    (request) => places.listTariffs(request.staff, request.query.branchId),
  );
  r.post(
    `${BASE}/delivery/tariffs`,
    { config: write, schema: { tags, summary: "Creates a branch's distance tariff", body: TariffWriteSchema, response: { 201: PlacesTariffSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await places.createTariff(request.staff, request.body)),
  );
  r.put(
    `${BASE}/delivery/tariffs/:id`,
    { config: write, schema: { tags, summary: 'Changes a delivery tariff', params: Id, body: TariffUpdateSchema, response: { 200: PlacesTariffSchema, ...errors } } },
    (request) => places.updateTariff(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${BASE}/delivery/tariffs/:id`,
    { config: write, schema: { tags, summary: 'Deletes a delivery tariff', params: Id, response: { 200: Done, ...errors } } },
    async (request) => {
      await places.deleteTariff(request.staff, request.params.id);
      return { ok: true as const };
    },
  );
}
