// Bodies kept ready to send in every content coding, with strong ETags: compressed once when they are
// cached (the catalogue, pages), so that no request compresses anything, and chosen per Accept-Encoding.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The codings a cached body is kept in, in the order the server prefers them (smallest first). */
export const CONTENT_CODINGS = ['br', 'gzip', 'identity'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** One representation of a cached body: its bytes as sent on the wire and their strong ETag. */
export interface Representation {
  coding: ContentCoding;
  bytes: Buffer;
  etag: string;
}

/** One version of a response: the JSON bytes, and the same bytes compressed once when the entry was built. */
export interface CachedBody {
  identity: Representation;
  /** Absent when compressing did not make the body smaller (tiny bodies): identity is sent instead. */
  gzip?: Representation;
  br?: Representation;
  /** The ETags of every representation: a client holding any of them holds this version. */
  etags: ReadonlySet<string>;
  /** Bytes held by all representations together (what the cache's memory budget counts). */
  byteLength: number;
}

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * The ETag of a coded representation. Derived from the JSON's tag rather than hashed from the compressed
 * bytes: a tag then names the version and the coding, whichever instance compressed it.
 */
function codedEtag(identityEtag: string, coding: Exclude<ContentCoding, 'identity'>): string {
  return `${identityEtag.slice(0, -1)}-${coding === 'gzip' ? 'gz' : 'br'}"`;
}

/** A body as its representations; a compressed form is kept only when it is smaller than the JSON. */
export function cachedBodyOf(bytes: Buffer, compressed: { gzip?: Buffer; br?: Buffer } = {}): CachedBody {
  const etag = strongEtag(bytes);
  const body: CachedBody = { identity: { coding: 'identity', bytes, etag }, etags: new Set(), byteLength: bytes.byteLength };
  for (const coding of ['gzip', 'br'] as const) {
    const coded = compressed[coding];
    if (!coded || coded.byteLength >= bytes.byteLength) continue;
    body[coding] = { coding, bytes: coded, etag: codedEtag(etag, coding) };
    body.byteLength += coded.byteLength;
  }
  body.etags = new Set(CONTENT_CODINGS.flatMap((coding) => body[coding]?.etag ?? []));
  return body;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How hard to compress: the body's share of the work and how long it is kept decide. */
export interface CompressionEffort {
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * Paid once per catalogue version (in libuv's thread pool, off the event loop), so close to the smallest
 * output. On the ~260 KB demo menu, brotli quality 10 takes ~0.2 s for 34 KB; quality 11 takes four
 * times as long for the same size. gzip level 9: ~0.1 s for 43 KB.
 */
export const SMALLEST: CompressionEffort = { brotliQuality: 10, gzipLevel: 9 };

/** The bytes in all the codings a cache keeps. */
export async function encodeBody(bytes: Buffer, effort: CompressionEffort = SMALLEST): Promise<CachedBody> {
  const [br, gz] = await Promise.all([
    brotliCompress(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzip(bytes, { level: effort.gzipLevel }),
  ]);
  return cachedBodyOf(bytes, { br, gzip: gz });
}

/** Below every q-value a client can send (0.001): identity when the client did not name it. */
const IMPLICIT_IDENTITY_Q = Number.MIN_VALUE;

/**
 * The codings an Accept-Encoding header accepts, best first (RFC 9110 §12.5.3): highest q-value first,
 * ties going to the server's order (br, gzip, identity); a coding with q=0 is left out, `*` stands for
 * the codings the header does not name, and identity is acceptable unless refused.
 */
export function acceptedCodings(acceptEncoding: string): readonly ContentCoding[] {
  const named = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [rawName = '', ...parameters] = entry.split(';');
    let name = rawName.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'x-gzip') name = 'gzip';
    let q = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      q = /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(value) ? Number(value) : Number.NaN;
    }
    // A malformed q-value says nothing usable: the entry is ignored.
    if (!Number.isNaN(q)) named.set(name, Math.max(q, named.get(name) ?? 0));
  }
  const wildcard = named.get('*');
  const qOf = (coding: ContentCoding) => named.get(coding) ?? wildcard ?? (coding === 'identity' ? IMPLICIT_IDENTITY_Q : 0);
  // Array.prototype.sort is stable: equal q-values keep the server's order.
  return CONTENT_CODINGS.filter((coding) => qOf(coding) > 0).sort((a, b) => qOf(b) - qOf(a));
}

/**
 * Parsed Accept-Encoding values: browsers send a handful of distinct ones, so each request looks its
 * header up instead of parsing it. Emptied when full, so odd headers cannot make it grow.
 */
const acceptedCodingsByHeader = new Map<string, readonly ContentCoding[]>();
const MAX_REMEMBERED_HEADERS = 256;

/**
 * The representation to send for an Accept-Encoding header: the best accepted coding the body is kept in.
 * With no header, identity: the RFC would allow any coding, but clients that send none (scripts, curl)
 * rarely decode one. When the client refuses every coding kept, identity too, rather than a 406.
 */
export function selectRepresentation(body: CachedBody, acceptEncoding: string | undefined): Representation {
  if (!acceptEncoding) return body.identity;
  let accepted = acceptedCodingsByHeader.get(acceptEncoding);
  if (accepted === undefined) {
    if (acceptedCodingsByHeader.size >= MAX_REMEMBERED_HEADERS) acceptedCodingsByHeader.clear();
    accepted = acceptedCodings(acceptEncoding);
    acceptedCodingsByHeader.set(acceptEncoding, accepted);
  }
  for (const coding of accepted) {
    const representation = body[coding];
    if (representation) return representation;
  }
  return body.identity;
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 §13.1.2 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return etagListMatches(ifNoneMatch, (candidate) => candidate === etag.replace(/^W\//, ''));
}

/**
 * True when an If-None-Match header names any representation of this version: a client that cached the
 * gzip answer and now asks for br still has the current content, so it gets a 304 too.
 */
export function matchesVersion(ifNoneMatch: string | undefined, body: CachedBody): boolean {
  return etagListMatches(ifNoneMatch, (candidate) => body.etags.has(candidate));
}

function etagListMatches(ifNoneMatch: string | undefined, matches: (opaqueTag: string) => boolean): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => matches(candidate.trim().replace(/^W\//, '')));
}
