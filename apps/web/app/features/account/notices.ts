// One-time notices about the customer's session, carried to the next page by a short-lived cookie
// (the server sets it, the root loader reads it once and expires it).

export const NOTICES = ['session-expired', 'signed-out', 'account-deleted'] as const;
export type Notice = (typeof NOTICES)[number];

export function isNotice(value: unknown): value is Notice {
  return typeof value === 'string' && (NOTICES as readonly string[]).includes(value);
}

/** Notices after which the device forgets the brand's stored state (spec §4 Logout, §8: a 401 logs out). */
export function endsSession(notice: Notice): boolean {
  return notice === 'session-expired' || notice === 'signed-out' || notice === 'account-deleted';
}
