// Phone numbers as customers see them ("+998 90 123 45 67", spec: displayed with spaces) and as
// `tel:` links. Uzbek numbers get the national grouping; others are grouped loosely.

/** Digits with an optional leading `+`; null when there are fewer than 5 digits. */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 5) return null;
  return trimmed.startsWith('+') || (digits.startsWith('998') && digits.length === 12) ? `+${digits}` : digits;
}

/** `+998901234567` → `+998 90 123 45 67`; `901234567` → `90 123 45 67`; other numbers in groups. */
export function formatPhone(raw: string | null | undefined): string {
  const phone = normalizePhone(raw);
  if (!phone) return raw?.trim() ?? '';
  const digits = phone.replace(/\D/g, '');
  const uz = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (uz) return `+998 ${uz.slice(1).join(' ')}`;
  const local = /^(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (local && !phone.startsWith('+')) return local.slice(1).join(' ');
  // Short numbers (call centres like 1234) and foreign numbers: threes from the left.
  const groups = digits.match(/.{1,3}/g) ?? [digits];
  return `${phone.startsWith('+') ? '+' : ''}${groups.join(' ')}`;
}

/** A `tel:` href, or null when the text is not a phone number. */
export function phoneHref(raw: string | null | undefined): string | null {
  const phone = normalizePhone(raw);
  return phone ? `tel:${phone}` : null;
}
