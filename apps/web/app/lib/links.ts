// Links that come from merchant settings are data, not code: only web and Telegram URLs pass.

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'tg:']);

/** The URL when it is absolute http(s)/tg; `@handle` and bare domains become https links; else null. */
export function safeExternalUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A Telegram link from a URL, `t.me/x` or `@x`. */
export function telegramUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('@')) return safeExternalUrl(`https://t.me/${value.slice(1)}`);
  return safeExternalUrl(value);
}

/** An Instagram link from a URL or `@handle`. */
export function instagramUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('@')) return safeExternalUrl(`https://instagram.com/${value.slice(1)}`);
  return safeExternalUrl(value);
}
