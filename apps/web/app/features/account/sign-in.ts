// Addresses of the two sign-in steps, shared by their loaders, actions and links.

/** Seconds since the epoch (the confirm page's `resend` parameter). */
export function epochSeconds(now = Date.now()): number {
  return Math.floor(now / 1000);
}

/** `/login`, keeping where the customer was going and, to edit it, the number typed. */
export function loginHref(next: string, phone?: string | null): string {
  const params = new URLSearchParams();
  if (next !== '/') params.set('next', next);
  if (phone) params.set('phone', phone);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

export interface ConfirmTarget {
  /** Digits with the calling code, as the API answered. */
  phone: string;
  next: string;
  /** Epoch seconds from when another code may be asked for. */
  resendAt: number;
  /** A new code was just sent from the confirm page. */
  resent?: boolean;
}

export function confirmHref({ phone, next, resendAt, resent }: ConfirmTarget): string {
  const params = new URLSearchParams({ phone });
  if (next !== '/') params.set('next', next);
  params.set('resend', String(resendAt));
  if (resent) params.set('resent', '1');
  return `/login/confirm?${params.toString()}`;
}

/** The phone of the confirm page's address: digits only, of a plausible length; else null. */
export function confirmPhone(raw: string | null): string | null {
  return raw && /^\d{7,15}$/.test(raw) ? raw : null;
}

/** True when a phone field holds nothing but (at most) the calling code the mask starts with. */
export function isEmptyPhone(raw: string, callingCode = '998'): boolean {
  const digits = raw.replace(/\D/g, '');
  return digits === '' || digits === callingCode;
}
