// What WebApp.requestContact answered, turned into the sign-in request or the reason there is none.

/** The callback payload of requestContact as telegram-web-apps.js builds it (unsafe parts unverified). */
export interface ContactEvent {
  status?: string;
  /** The signed query string (contact, auth_date, hash): the API verifies it with the bot token. */
  response?: string;
  responseUnsafe?: { contact?: { phone_number?: unknown; first_name?: unknown; last_name?: unknown; user_id?: unknown } };
}

export interface TelegramUserName {
  first_name?: string;
  last_name?: string;
}

export type ContactOutcome =
  | { kind: 'shared'; phone: string; firstName: string; lastName: string | null; contact: string }
  /** The customer refused to share the phone. */
  | { kind: 'declined' }
  /**
   * Shared, but the Telegram client did not pass the signed contact on (old client, time-out): the
   * API binds a phone only with that signature, so there is nothing to sign in with.
   */
  | { kind: 'unreadable' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Telegram writes phones as digits with the country code and no plus; the plus makes that unambiguous. */
export function contactPhone(raw: unknown): string | null {
  const phone = text(raw);
  if (!phone) return null;
  return /^\d{7,15}$/.test(phone) ? `+${phone}` : phone;
}

export function contactOutcome(sent: boolean, event: ContactEvent | undefined, user: TelegramUserName | undefined): ContactOutcome {
  if (!sent || event?.status !== 'sent') return { kind: 'declined' };
  const contact = event.responseUnsafe?.contact;
  const phone = contactPhone(contact?.phone_number);
  const signed = text(event.response);
  if (!phone || !signed) return { kind: 'unreadable' };
  return {
    kind: 'shared',
    phone,
    firstName: (text(contact?.first_name) ?? text(user?.first_name) ?? '').slice(0, 60),
    lastName: (text(contact?.last_name) ?? text(user?.last_name))?.slice(0, 60) ?? null,
    contact: signed,
  };
}
