// Test helper: a fake Nominatim on 127.0.0.1 answering /reverse and /search in Nominatim's JSON shape; it records every
// request (arrival time, query, headers) and can be told to fail or to be slow (no test framework imports). Two small
// areas answer reverse lookups the hard way (in the ok and slow modes), so a test in another process (the browser
// suite), which cannot switch the mode, reaches them by moving the map there: an outage (502) and a new district
// (a place without a street).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNominatimRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Date.now() when the request arrived: the spacing the real server would see. */
  at: number;
}

export type FakeNominatimMode = { kind: 'ok' } | { kind: 'fail'; status: number } | { kind: 'slow'; delayMs: number } | { kind: 'garbage' };

export interface FakeNominatim {
  url: string;
  requests: FakeNominatimRequest[];
  /** How the next requests are answered (default: ok). */
  mode: FakeNominatimMode;
  close(): Promise<void>;
}

/** A box of points, in degrees. */
export interface FakeNominatimArea {
  south: number;
  west: number;
  north: number;
  east: number;
  /** Its middle, where a test puts the map. */
  centre: { latitude: number; longitude: number };
}

function area(latitude: number, longitude: number): FakeNominatimArea {
  const half = 0.001;
  return { south: latitude - half, west: longitude - half, north: latitude + half, east: longitude + half, centre: { latitude, longitude } };
}

const within = (box: FakeNominatimArea, lat: number, lon: number) => lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east;

/** Reverse lookups here answer 502 Bad Gateway, as Nominatim behind its proxy does during an outage (inside Tashkent's demo region). */
export const FAKE_NOMINATIM_OUTAGE = area(41.3333, 69.3333);
/** Reverse lookups here find a district but no street, as in a district newer than the map (inside Tashkent's demo region). */
export const FAKE_NOMINATIM_NO_STREET = area(41.2777, 69.2777);

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** A place shaped like Nominatim's format=json answer; the street name shows the language asked for. */
function place(lat: number, lon: number, language: string, name: string): Record<string, unknown> {
  const road = language === 'ru' ? `улица ${name}` : language === 'en' ? `${name} Street` : `${name} ko'chasi`;
  return {
    place_id: Math.abs(Math.round(lat * 1e5) * 7 + Math.round(lon * 1e5)),
    licence: LICENCE,
    osm_type: 'way',
    osm_id: 123456,
    lat: lat.toFixed(7),
    lon: lon.toFixed(7),
    class: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.00001,
    addresstype: 'building',
    name: '',
    display_name: `12, ${road}, Yunusobod tumani, Toshkent, 100084, Oʻzbekiston`,
    address: {
      house_number: '12',
      road,
      suburb: 'Yunusobod tumani',
      city: 'Toshkent',
      postcode: '100084',
      country: 'Oʻzbekiston',
      country_code: 'uz',
    },
    boundingbox: [(lat - 0.0001).toFixed(7), (lat + 0.0001).toFixed(7), (lon - 0.0001).toFixed(7), (lon + 0.0001).toFixed(7)],
    // Fields the proxy does not pass on.
    extratags: { internal: 'x' },
  };
}

/** Nominatim's answer for a point with no road nearby: the district and the city only. */
function streetless(lat: number, lon: number): Record<string, unknown> {
  return {
    place_id: 987654,
    licence: LICENCE,
    osm_type: 'relation',
    osm_id: 654321,
    lat: lat.toFixed(7),
    lon: lon.toFixed(7),
    class: 'boundary',
    type: 'administrative',
    place_rank: 20,
    importance: 0.00001,
    addresstype: 'suburb',
    name: 'Yangihayot tumani',
    display_name: 'Yangihayot tumani, Toshkent, Oʻzbekiston',
    address: { suburb: 'Yangihayot tumani', city: 'Toshkent', country: 'Oʻzbekiston', country_code: 'uz' },
    boundingbox: [(lat - 0.01).toFixed(7), (lat + 0.01).toFixed(7), (lon - 0.01).toFixed(7), (lon + 0.01).toFixed(7)],
  };
}

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const state: { mode: FakeNominatimMode } = { mode: { kind: 'ok' } };
  const requests: FakeNominatimRequest[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers, at: Date.now() });
    const mode = state.mode;
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    if (mode.kind === 'fail') return send(mode.status, { error: { code: mode.status, message: 'fake failure' } });
    if (mode.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    const answer = () => {
      const language = url.searchParams.get('accept-language') ?? '';
      if (url.pathname === '/reverse') {
        const lat = Number(url.searchParams.get('lat'));
        const lon = Number(url.searchParams.get('lon'));
        if (!Number.isFinite(lat) || !Number.isFinite(lon)) return send(400, { error: { code: 400, message: 'Parameter lat/lon missing' } });
        // Nominatim's "nothing here" is a 200 with an error field (e.g. in the middle of the sea).
        if (lat < 0) return send(200, { error: 'Unable to geocode' });
        if (within(FAKE_NOMINATIM_OUTAGE, lat, lon)) {
          response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
          return;
        }
        if (within(FAKE_NOMINATIM_NO_STREET, lat, lon)) return send(200, streetless(lat, lon));
        return send(200, place(lat, lon, language, 'Amir Temur'));
      }
      if (url.pathname === '/search') {
        const q = url.searchParams.get('q') ?? '';
        if (q.includes('nowhere')) return send(200, []);
        return send(200, [place(41.3111, 69.2797, language, q), place(41.35, 69.3, language, `${q} 2`)]);
      }
      return send(404, { error: { code: 404, message: 'unknown endpoint' } });
    };
    if (mode.kind === 'slow') setTimeout(answer, mode.delayMs).unref();
    else answer();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeNominatimMode) {
      state.mode = mode;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
