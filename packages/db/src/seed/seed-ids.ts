// Deterministic UUIDs for seeded rows, so ids (and links to demo products) are the same on every machine.
import { createHash } from 'node:crypto';

// A fixed namespace: the ids are RFC 4122 version 5 (name-based, SHA-1) UUIDs of "dastarkhan-seed:<parts>".
const NAMESPACE = Buffer.from('6f1c2a4e8b7d4c3e9a105d2f7e6b4a91', 'hex');

/** The same parts always give the same valid UUID; different parts practically never collide. */
export function seedUuid(...parts: readonly string[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`dastarkhan-seed:${parts.join('/')}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
