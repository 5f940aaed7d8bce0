// Which pages need a signed-in customer (spec §1, §6: guests must log in to order and to track
// orders; the profile is the customer's own). The basket stays open to guests.

const SIGN_IN_SECTIONS = ['/checkout', '/profile'] as const;

export function requiresSignIn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SIGN_IN_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}
