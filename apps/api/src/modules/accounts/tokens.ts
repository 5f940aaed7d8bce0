// Bearer tokens: 256 random bits shown to the client once; only their sha256 is stored.
import { createHash, randomBytes } from 'node:crypto';

/** A new token (base64url of 32 random bytes, 43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: enough to recognise it, useless to someone who reads it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A bearer token is base64url; anything else cannot be one of ours and needs no lookup. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,200}$/.test(value);
}
