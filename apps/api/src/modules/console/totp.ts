// The optional second factor: RFC 6238 TOTP (30 s, 6 digits, SHA-1: what every authenticator app reads).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

function totpOf(secretBase32: string, label = 'staff', issuer = 'Dastarkhan'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** One step either side is accepted: phones' clocks drift. */
export function totpCodeValid(secretBase32: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secretBase32).validate({ token: code, window: 1, timestamp: now }) !== null;
}

/** The current code (tests and the CLI). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code, to scan with the app. */
  qrSvg: string;
}

export async function totpEnrolment(secretBase32: string, label: string, issuer: string): Promise<TotpEnrolment> {
  const otpauthUrl = totpOf(secretBase32, label, issuer).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secretBase32, otpauthUrl, qrSvg };
}
