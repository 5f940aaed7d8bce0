// Malformed input never breaks the API or its data. Every write route of the route table (collected as
// the app is built, so a new route is covered without touching this file) gets generated malformed
// requests: wrong types, control characters inside strings, huge numbers, nested garbage, raw non-JSON,
// broken path parameters, and valid bodies with one field replaced. None may answer 5xx or change a row
// of any table, and a control character in any string is a 400 VALIDATION_ERROR naming that field.
// Beside it: every string of every request schema of every route carries the text rule.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '@dastarkhan/db/client';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { cleansText, hasTextRule } from '@dastarkhan/domain/contracts/text';
import { freshPhone } from './modules/accounts/test-support.ts';
import { placesExamples } from './modules/console/brand-places-examples.ts';
import { staffSession } from './modules/console/test-support.ts';
import { brandSettingsExamples } from './modules/console/brand-settings-examples.ts';
import { insertTestOrder } from './modules/operator/test-orders.ts';
import { productFacts, requiredSelection } from './modules/orders/test-support.ts';
import { authHeaders, createTestApp, execSql, signIn } from './testing/test-app.ts';

/** Generated requests per write route (besides one NUL per example string): ~10 s per database for ~25 routes. */
const RUNS_PER_ROUTE = Number(process.env.MALFORMED_INPUT_RUNS ?? 60);

const demo = DEMO.merchantIds.demo;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
type RequestPart = (typeof REQUEST_PARTS)[number];
type RequestSchemas = Partial<Record<RequestPart, unknown>>;

interface TableRoute {
  method: string;
  url: string;
  schema: RequestSchemas;
}

/**
 * Write routes left out, each with why. Only routes that read no input at all belong here: there is
 * nothing to malform, and any request to them ends the session (or the customer) the test runs with.
 */
const LEFT_OUT: Record<string, string> = {
  'POST /api/users/v1/users/logout': 'reads no body, path or query; any request ends the session the test runs with',
  'DELETE /api/users/v1/users': 'reads no body, path or query; any request deletes the customer the test runs as',
  'POST /api/console/v1/auth/logout': 'reads no body, path or query; any request ends the console session the test runs with',
  'POST /api/console/v1/auth/totp/setup': 'reads no body, path or query; any request starts a second-factor enrolment (a new secret)',
  'POST /api/notifications/v1/notifications/read-all': 'reads no body, path or query; any request marks every notification of the customer read',
};

// The route table as the app built it: the hook keeps each route's options, whose schemas the
// auth, merchant and operator hooks complete after it (they are read once the app is ready).
const collected: RouteOptions[] = [];
const t = await createTestApp({ onRoute: (route) => void collected.push(route) });
afterAll(() => t.close());

const table: TableRoute[] = collected.flatMap((route) =>
  [route.method].flat().map((method) => ({ method, url: route.url, schema: (route.schema ?? {}) as RequestSchemas })),
);
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const writeRoutes = table.filter((route) => WRITE_METHODS.has(route.method));
const fuzzedRoutes = writeRoutes.filter((route) => !(keyOf(route) in LEFT_OUT));

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;
const paramNamesOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

// ---------------------------------------------------------------------------------------------
// Valid examples: the base a one-field mutation starts from. Hand-written where a made-up value would
// not pass (phones, codes, patterns); derived from the body's JSON Schema for any other route.

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  date: '2030-01-31',
  'date-time': '2030-01-31T12:30:00+05:00',
  time: '12:30:00',
  uri: 'https://example.com/a',
  email: 'customer@example.com',
};

function exampleOf(schema: JsonSchema, root: JsonSchema): unknown {
  if (schema.$ref) return exampleOf(root.$defs?.[schema.$ref.split('/').pop() ?? ''] ?? {}, root);
  if (schema.const !== undefined) return schema.const;
  // A schema that documents an example (`.meta({ examples })`, e.g. a pattern no derived value matches).
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return exampleOf(variants.find((variant) => variant.type !== 'null') ?? variants[0] ?? {}, root);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, root)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => exampleOf(schema.items ?? {}, root));
    case 'string':
      return FORMAT_EXAMPLES[schema.format ?? ''] ?? 'x'.repeat(Math.max(1, schema.minLength ?? 0));
    case 'number':
    case 'integer': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(low, schema.maximum ?? low);
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function derivedExample(body: z.ZodType): unknown {
  const root = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return exampleOf(root, root);
}

// ---------------------------------------------------------------------------------------------
// Generators of malformed values

/** Never white space, so trimming cannot remove them; refused by every text field. */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff'];
const forbiddenCharacter = fc.constantFrom(...FORBIDDEN);
/** The value with one forbidden character put in at some place. */
const poisoned = (value: string) => fc.tuple(fc.nat({ max: value.length }), forbiddenCharacter).map(([at, bad]) => value.slice(0, at) + bad + value.slice(at));
const poisonedString = fc.tuple(fc.string({ unit: 'binary', maxLength: 12 }), forbiddenCharacter, fc.string({ unit: 'binary', maxLength: 12 })).map(([a, bad, b]) => a + bad + b);
/** Beyond any bound a field of ours has (money, coordinates, counts, Telegram ids, safe integers). */
const hugeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 64, -(2 ** 64), 1e21),
  fc.double({ min: 1e21, max: Number.MAX_VALUE, noNaN: true }),
  fc.double({ min: -Number.MAX_VALUE, max: -1e21, noNaN: true }),
);
const garbageLeaf = fc.oneof(poisonedString, hugeNumber, fc.boolean(), fc.constant(null));
const garbageKey = fc.oneof(fc.string({ maxLength: 8 }), poisonedString);
/** Nested arrays and objects of malformed leaves. */
const garbage: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 5 },
    garbageLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(garbageKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/** Garbage of another kind than `value` (and never null: nullish fields take null). */
const otherKindThan = (value: unknown) => garbage.filter((bad) => bad !== null && kindOf(bad) !== kindOf(value));

/** Raw bodies that are not a JSON document of any use: broken, empty, poisoned prototypes, very deep. */
const RAW_BODIES: Array<{ payload: string; contentType: string }> = [
  { payload: '{"phone":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '1e999', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' },
  { payload: `${'{"a":'.repeat(20_000)}{"__proto__":{}}${'}'.repeat(20_000)}`, contentType: 'application/json' },
  { payload: 'name=\u0000', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain \u0000 text', contentType: 'text/plain' },
];

type Path = Array<string | number>;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema of the value at `path` inside a body schema (through optional, default, ... and pipes). */
function schemaAt(schema: z.core.$ZodType, path: string[]): z.core.$ZodType | undefined {
  const unwrap = (inner: z.core.$ZodType): z.core.$ZodType => {
    const def = inner._zod.def as unknown as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
    return def.type === 'pipe' && def.in ? unwrap(def.in) : inner;
  };
  let current = unwrap(schema);
  for (const key of path) {
    const def = current._zod.def as unknown as { type: string; shape?: Record<string, z.core.$ZodType>; element?: z.core.$ZodType };
    const next = def.type === 'object' ? def.shape?.[key] : def.type === 'array' ? def.element : undefined;
    if (!next) return undefined;
    current = unwrap(next);
  }
  return current;
}

/** Every place in a JSON value (but the root) with what is there. */
function placesOf(value: unknown, path: Path = []): Array<[Path, unknown]> {
  const here: Array<[Path, unknown]> = path.length > 0 ? [[path, value]] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => placesOf(item, [...path, index]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]))];
  return here;
}

function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaced(item, rest, by) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replaced(record[head!], rest, by) };
}

type Kind = 'field-control' | 'field-type' | 'field-huge' | 'body-garbage' | 'body-raw' | 'param';

interface MalformedRequest {
  kind: Kind;
  /** The broken field or path parameter. */
  field?: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** A value of the field's kind made malformed, or garbage of another kind. */
function brokenValue(value: unknown): fc.Arbitrary<{ kind: Kind; value: unknown }> {
  const otherKind = otherKindThan(value).map((bad) => ({ kind: 'field-type' as Kind, value: bad }));
  if (typeof value === 'string') return fc.oneof(poisoned(value).map((bad) => ({ kind: 'field-control' as Kind, value: bad })), otherKind);
  if (typeof value === 'number') return fc.oneof(hugeNumber.map((bad) => ({ kind: 'field-huge' as Kind, value: bad })), otherKind);
  if (Array.isArray(value)) {
    const wrongItems = fc.array(fc.oneof(poisonedString, fc.boolean()), { minLength: 1, maxLength: 3 }).map((bad) => ({ kind: 'field-type' as Kind, value: bad }));
    return fc.oneof(wrongItems, otherKind);
  }
  return otherKind;
}

/** A path segment as a client would send it; a lone surrogate goes as its (invalid) UTF-8 bytes. */
function encodeSegment(value: string): string {
  return Array.from(value, (character) => (/\p{Cs}/u.test(character) ? '%ED%A0%80' : encodeURIComponent(character))).join('');
}

/** The route's URL with these (already encoded) path segments. */
function urlOf(route: TableRoute, segments: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => segments[name] ?? '');
}

// ---------------------------------------------------------------------------------------------

describe(`malformed input on every write route (${describeDatabase()})`, () => {
  let headers: Record<string, string>;
  /** Console routes: an owner's session (every permission but a courier's), and a courier's for deliveries. */
  let consoleHeaders: { owner: Record<string, string>; courier: Record<string, string> };
  const headersFor = (url: string): Record<string, string> =>
    url.startsWith('/api/console/v1/deliveries') ? { ...headers, ...consoleHeaders.courier } : url.startsWith('/api/console/') ? { ...headers, ...consoleHeaders.owner } : headers;
  let goodParams: (url: string) => Record<string, string>;
  let examples: Record<string, unknown>;
  let tableNames: string[];

  beforeAll(async () => {
    const customer = await signIn(t.app, demo, freshPhone().digits);
    const userId = customer.user.id;
    // Operator routes read X-Operator-Key first; the others read the bearer token.
    headers = { ...authHeaders(demo, customer.token), 'x-operator-key': DEMO.operatorKey };
    consoleHeaders = { owner: (await staffSession(t, { role: 'OWNER' })).headers, courier: (await staffSession(t, { role: 'COURIER' })).headers };
    const orderId = await insertTestOrder(t.database, { userId });
    const phone = '+998 90 123 45 67';
    const point = { latitude: 41.311081, longitude: 69.240562 };
    const address = {
      type: 'APARTMENT',
      name: 'Home',
      streetName: 'Amir Temur',
      houseNumber: '5A',
      details: { floor: '3', office: '12', entrance: '2', domophone: '12K' },
      description: 'Amir Temur 5A, Tashkent',
      comment: 'Ring twice\nthe bell is broken',
      ...point,
      cityId: DEMO.cityIds.tashkent,
    };
    const saved = await t.app.inject({ method: 'POST', url: `/api/users/v1/addresses/user/${userId}`, headers, payload: address });
    expect(saved.statusCode, saved.body).toBe(201);
    const addressId = (saved.json() as { id: string }).id;

    goodParams = (url) => {
      // Enumerated path parameters: a value the route knows (a policy, a payment type).
      const type = url.includes('/policies/') ? 'TERMS' : url.includes('/payments/') ? 'PAYME' : undefined;
      const known: Record<string, string> = { userId, merchantId: demo, orderId, ...(type ? { type } : {}) };
      const id = url.startsWith('/api/users/v1/addresses/') ? addressId : url.startsWith('/api/users/v1/users/') ? userId : /\/orders\/:id/.test(url) ? orderId : undefined;
      // A made-up id names nothing: the route answers 404 at worst, which the properties allow.
      return Object.fromEntries(paramNamesOf(url).map((name) => [name, (name === 'id' ? id : known[name]) ?? randomUUID()]));
    };

    const plov = await productFacts(t.database, DEMO.products.plov.id);
    const initData = 'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Aziz%22%7D&auth_date=1700000000&hash=0a1b2c3d';
    const order = {
      serviceType: 'DELIVERY',
      branchId: DEMO.roundTheClockBranchId,
      deliveryType: 'LAMENU',
      address: { addressId, type: 'APARTMENT', name: 'Home', streetName: 'Amir Temur', houseNumber: '5A', description: 'Amir Temur 5A', comment: 'Ring twice', floor: '3', office: '12', entrance: '2', domophone: '12K', ...point, cityId: DEMO.cityIds.tashkent },
      ...point,
      paymentType: 'CASH',
      promoCode: 'WELCOME10',
      cashback: 0,
      cartItems: [{ productId: plov.id, quantity: 2, modifications: requiredSelection(plov), comment: 'No onion,\nplease' }],
      comment: 'Call me when you arrive',
      courierComment: 'Gate 3',
      note: 'Extra napkins',
      sendCheque: true,
      sendChequePhone: phone,
      telegramId: 279058397,
      orderDevice: 'CLIENT_WEB',
      totalPrice: 100_000,
    };
    examples = {
      'POST /api/users/v1/auth/login': { phone },
      'POST /api/console/v1/auth/totp/enable': { code: '123456' },
      'POST /api/console/v1/staff': { name: 'Aziz', email: 'new-courier@demo.localhost', phone, role: 'COURIER', password: 'long-enough-password', courierId: DEMO.courierIds.aziz },
      'PUT /api/console/v1/staff/:id': { name: 'Aziz', email: 'renamed@demo.localhost', phone, role: 'OPERATOR', isActive: true, password: 'long-enough-password', unlock: true },
      // A login nobody has: a well-formed request is refused (401) and writes nothing either.
      'POST /api/console/v1/auth/login': { login: 'nobody@demo.localhost', password: 'not-the-password', totp: '123456' },
      'POST /api/users/v1/auth/confirm': { phone, code: '123456' },
      'PUT /api/users/v1/users/phone': { phone, type: 'web' },
      'PUT /api/users/v1/users/phone/verify': { phone, code: '123456' },
      'PUT /api/users/v1/users/:id': { firstName: 'Aziza', lastName: "Qo'chqorova", birthday: '1990-05-17', gender: 'FEMALE', image: 'https://cdn.example.com/a.png', language: 'ru' },
      'POST /api/webbot/v1/users/token': { initData },
      'POST /api/webbot/v1/users/auth': { initData },
      'POST /api/webbot/v1/users/login': { initData, phone, firstName: 'Aziz', lastName: 'Karimov', contact: 'contact=%7B%7D&auth_date=1700000000&hash=0a1b2c3d' },
      'POST /api/webbot/v1/users/logout': { initData },
      'PUT /api/webbot/v1/users/logout': { initData, language: 'uz' },
      'PUT /api/operator/v1/orders/:id/status': { status: 'ACCEPTED', reason: 'Confirmed by phone\nwith the customer' },
      'PUT /api/operator/v1/orders/:id/courier-status': { courierStatus: 'PERFORMER_FOUND', courierId: DEMO.courierIds.aziz },
      'PUT /api/operator/v1/orders/:id/courier-location': { ...point, heading: 90, accuracy: 12 },
      'POST /api/orders/v1/orders': order,
      'POST /api/orders/v1/orders/at-time': { ...order, later: true, day: '2030-01-31', time: '12:30' },
      'POST /api/deliveries/v1/delivery/tariff/client/calculate': { productPrice: 60_000, distance: 1500, branchId: DEMO.roundTheClockBranchId, ...point, address: 'Amir Temur 5A', cityId: DEMO.cityIds.tashkent },
      'POST /api/orders/v1/promos/check': { code: 'WELCOME10', serviceType: 'DELIVERY', productPrice: 60_000, deliveryPrice: 10_000 },
      'POST /api/users/v1/addresses/user/:userId': address,
      'PUT /api/users/v1/addresses/:id': address,
      // Console brand places: a drawn polygon must be a closed ring, a colour a #rrggbb (derived values are not).
      ...placesExamples(),
      // Console brand settings: a colour, image paths and a Telegram token shape (derived values are not).
      ...brandSettingsExamples(),
    };

    // A console session's last-seen time is bookkeeping of the sign-in, not a write of the request.
    tableNames = (await queryRows<{ name: string }>(t.database.db, sql`select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by 1`))
      .map((row) => row.name)
      .filter((name) => name !== 'staff_sessions');
  });

  const exampleFor = (route: TableRoute): unknown => (keyOf(route) in examples ? examples[keyOf(route)] : isZod(route.schema.body) ? derivedExample(route.schema.body) : {});

  /**
   * Rows and the newest row version (xmin) of every table: an insert or an update makes a newer row
   * version, a delete lowers the count. (A hash of the contents costs five times as much: images.)
   */
  async function snapshot(): Promise<Record<string, string>> {
    const perTable = tableNames.map((name) => `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state from "${name}"`);
    const rows = await queryRows<{ name: string; state: string }>(t.database.db, sql.raw(perTable.join(' union all ')));
    return Object.fromEntries(rows.map((row) => [row.name, String(row.state)]));
  }

  it('notices a write: an updated row changes the snapshot the properties compare', async () => {
    const before = await snapshot();
    await execSql(t.database, 'update merchants set name = name where id = $1', [demo]);
    const after = await snapshot();
    expect(after.merchants).not.toBe(before.merchants);
    expect({ ...after, merchants: '' }).toEqual({ ...before, merchants: '' });
  });

  it('finds the write routes in the route table and leaves out only those that read no input', () => {
    expect(tableNames.length).toBeGreaterThan(10);
    expect(writeRoutes.map(keyOf)).toEqual(expect.arrayContaining(['POST /api/orders/v1/orders', 'POST /api/users/v1/addresses/user/:userId', 'PUT /api/operator/v1/orders/:id/status']));
    for (const [key, reason] of Object.entries(LEFT_OUT)) {
      const route = writeRoutes.find((candidate) => keyOf(candidate) === key);
      expect(route, `${key} is left out (${reason}) but is not in the route table any more`).toBeDefined();
      const inputs = (['body', 'querystring', 'params'] as const).filter((part) => route?.schema[part] !== undefined);
      expect(inputs, `${key} is left out for reading no input, but now reads its ${inputs.join(', ')}: fuzz it`).toEqual([]);
    }
  });

  it('starts every one-field mutation from a body that passes the route schema', () => {
    const invalid: string[] = [];
    for (const route of fuzzedRoutes) {
      if (!isZod(route.schema.body)) continue;
      const parsed = route.schema.body.safeParse(exampleFor(route));
      if (parsed.error) invalid.push(`${keyOf(route)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }
    expect(invalid, 'example bodies that are not valid: add or fix them in this file\'s examples').toEqual([]);
  });

  for (const route of fuzzedRoutes) {
    it(`${keyOf(route)}: never 5xx, writes nothing, names a field with a control character`, async () => {
      const params = goodParams(route.url);
      const url = urlOf(route, params);
      const hasBody = isZod(route.schema.body);
      const base = exampleFor(route);
      const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });

      const places = placesOf(base);
      const fieldCases =
        places.length > 0
          ? fc
              .constantFrom(...places)
              .chain(([path, value]) => brokenValue(value).map(({ kind, value: bad }): MalformedRequest => ({ kind, field: path.join('.'), url, ...json(replaced(base, path, bad)) })))
          : null;
      // Whole-body garbage; objects keep at least one real field (with a malformed value) so they cannot pass as an empty body.
      const knownKeys = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
      const garbageObject =
        knownKeys.length > 0
          ? fc
              .tuple(fc.subarray(knownKeys, { minLength: 1 }), fc.dictionary(garbageKey, garbage, { maxKeys: 3 }))
              .chain(([keys, extra]) => fc.tuple(...keys.map((key) => otherKindThan((base as Record<string, unknown>)[key]))).map((values) => ({ ...extra, ...Object.fromEntries(keys.map((key, index) => [key, values[index]])) })))
          : fc.dictionary(garbageKey, garbage, { maxKeys: 4 });
      const bodyCases = fc.oneof(garbageObject, garbage.filter((value) => kindOf(value) !== 'object')).map((body): MalformedRequest => ({ kind: 'body-garbage', url, ...json(body) }));
      const rawCases = fc.constantFrom(...RAW_BODIES).map((raw): MalformedRequest => ({ kind: 'body-raw', url, ...raw }));
      const names = paramNamesOf(route.url);
      // A broken path parameter with an otherwise valid request (without a body where the route takes none).
      const paramCases =
        names.length > 0
          ? fc
              .constantFrom(...names)
              .chain((name) =>
                fc
                  .oneof(fc.oneof(poisoned(params[name]!), poisonedString).map(encodeSegment), fc.constantFrom('%', '%zz', '%C0%80', '..', '%20', 'x'.repeat(300)))
                  .map((segment) => ({ name, segment })),
              )
              .map(({ name, segment }): MalformedRequest => ({ kind: 'param', field: name, url: urlOf(route, { ...params, [name]: segment }), ...(hasBody ? json(base) : {}) }))
          : null;

      const cases: fc.Arbitrary<MalformedRequest>[] = hasBody
        ? [...(fieldCases ? [fieldCases, fieldCases, fieldCases] : []), bodyCases, rawCases, ...(paramCases ? [paramCases] : [])]
        : // No body schema: a body with a valid path would do what the route does, so only the path is broken.
          paramCases
          ? [paramCases]
          : [bodyCases, rawCases];

      // Besides the generated ones, every string of the example gets a NUL once, so no field is left to chance.
      const everyStringWithNul = places
        .filter(([, value]) => typeof value === 'string')
        .map(([path, value]): [MalformedRequest] => [{ kind: 'field-control', field: path.join('.'), url, ...json(replaced(base, path, `${String(value).slice(0, 1)}\u0000${String(value).slice(1)}`)) }]);

      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(fc.oneof(...cases), async (request) => {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: request.url,
            headers: { ...headersFor(route.url), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const after = await snapshot();
          const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
          before = after;
          const answer = `${response.statusCode} ${response.body.slice(0, 500)}`;
          expect(response.statusCode, answer).toBeLessThan(500);
          expect(changed, `rows changed in ${changed.join(', ')}; answer ${answer}`).toEqual([]);
          if (request.kind !== 'field-huge') expect(response.statusCode, answer).toBeGreaterThanOrEqual(400);
          // A field declared cleanedText turns control characters into spaces instead of refusing them.
          const fieldSchema = request.field && isZod(route.schema.body) ? schemaAt(route.schema.body, request.field.split('.')) : undefined;
          const refused = request.kind === 'field-type' || (request.kind === 'field-control' && !(fieldSchema && cleansText(fieldSchema)));
          if (refused) {
            const error = response.json().error as { code: string; details: { in: string; fields: Array<{ field: string }> } };
            expect(response.statusCode, answer).toBe(400);
            expect(error.code, answer).toBe('VALIDATION_ERROR');
            expect(error.details.in, answer).toBe('body');
            // The field itself, or the part of it that failed (an item of a broken list), or its container.
            const related = (field: string) => field === request.field || field.startsWith(`${request.field}.`) || request.field!.startsWith(`${field}.`) || field === '';
            expect(error.details.fields.some((entry) => related(entry.field)), answer).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, examples: hasBody ? everyStringWithNul : [] },
      );
    });
  }
});

// ---------------------------------------------------------------------------------------------

/** String formats whose syntax leaves no room for a control character. */
const STRICT_FORMATS = new Set(['uuid', 'guid', 'date', 'datetime', 'time', 'duration', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'cuid', 'cuid2', 'ulid', 'nanoid', 'xid', 'ksuid', 'base64', 'base64url']);
/** Types that hold no string. */
const NO_STRINGS = new Set(['number', 'int', 'bigint', 'boolean', 'enum', 'literal', 'null', 'undefined', 'void', 'never', 'nan', 'date', 'transform', 'symbol']);

/** Places in a request schema where a string arrives without the text rule. */
function stringsWithoutTextRule(schema: z.core.$ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at = path) => stringsWithoutTextRule(inner as z.core.$ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return (typeof def.format === 'string' && STRICT_FORMATS.has(def.format)) || hasTextRule(schema) ? [] : [path];
    case 'object':
      return [...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => walk(value, `${path}.${key}`)), ...(def.catchall ? walk(def.catchall, `${path}.*`) : [])];
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return walk(def.innerType);
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
    case 'map':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'tuple':
      return [...(def.items as unknown[]).flatMap((item, index) => walk(item, `${path}.${index}`)), ...(def.rest ? walk(def.rest, `${path}...`) : [])];
    case 'set':
      return walk(def.valueType, `${path}{}`);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      // any, unknown, custom, template literals: a string could arrive unchecked.
      return NO_STRINGS.has(def.type) ? [] : [`${path} (${def.type}: not checked)`];
  }
}

describe('the text rule on every request schema', () => {
  it('is carried by every string of every body, query string, path parameter and header of the route table', () => {
    const missing: string[] = [];
    for (const route of table) {
      for (const part of REQUEST_PARTS) {
        const schema = route.schema[part];
        if (schema === undefined) continue;
        if (!isZod(schema)) missing.push(`${keyOf(route)} ${part} (not a zod schema)`);
        else missing.push(...stringsWithoutTextRule(schema, `${keyOf(route)} ${part}`));
      }
    }
    expect(table.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
