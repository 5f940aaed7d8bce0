// The console's navigation: each entry with the permission its page needs, so a role sees only what it may open.
import { roleCan, type ConsolePermission, type StaffRole } from '@dastarkhan/domain/console-access';

export type NavGroup = 'service' | 'menu' | 'brand' | 'team';

export interface ConsoleNavItem {
  to: string;
  /** Key of its label in the `console` namespace (nav.*). */
  label: string;
  group: NavGroup;
  /** Null: every signed-in account (My account). */
  permission: ConsolePermission | null;
}

export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { to: '/console/orders', label: 'nav.orders', group: 'service', permission: 'orders.read' },
  { to: '/console/deliveries', label: 'nav.deliveries', group: 'service', permission: 'deliveries.read' },
  { to: '/console/stop-list', label: 'nav.stopList', group: 'service', permission: 'stoplist.read' },
  { to: '/console/reservations', label: 'nav.reservations', group: 'service', permission: 'reservations.read' },
  { to: '/console/menu', label: 'nav.menu', group: 'menu', permission: 'menu.read' },
  { to: '/console/reports', label: 'nav.reports', group: 'menu', permission: 'reports.read' },
  { to: '/console/reviews', label: 'nav.reviews', group: 'menu', permission: 'reviews.read' },
  { to: '/console/branches', label: 'nav.branches', group: 'brand', permission: 'brand.read' },
  { to: '/console/delivery', label: 'nav.delivery', group: 'brand', permission: 'brand.read' },
  { to: '/console/promos', label: 'nav.promos', group: 'brand', permission: 'brand.read' },
  { to: '/console/settings', label: 'nav.settings', group: 'brand', permission: 'brand.read' },
  { to: '/console/theme', label: 'nav.theme', group: 'brand', permission: 'brand.read' },
  { to: '/console/content', label: 'nav.content', group: 'brand', permission: 'brand.read' },
  { to: '/console/integrations', label: 'nav.integrations', group: 'brand', permission: 'brand.read' },
  { to: '/console/staff', label: 'nav.staff', group: 'team', permission: 'staff.read' },
  { to: '/console/audit', label: 'nav.audit', group: 'team', permission: 'audit.read' },
  { to: '/console/account', label: 'nav.account', group: 'team', permission: null },
];

/** The entries a role may open, in order. */
export function navItemsFor(role: StaffRole): ConsoleNavItem[] {
  return CONSOLE_NAV.filter((item) => item.permission === null || roleCan(role, item.permission));
}

/** The entries grouped for the sidebar (groups without entries left out). */
export function navGroupsFor(role: StaffRole): { group: NavGroup; items: ConsoleNavItem[] }[] {
  const groups: NavGroup[] = ['service', 'menu', 'brand', 'team'];
  const items = navItemsFor(role);
  return groups.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter((entry) => entry.items.length > 0);
}

/** The permission the console page at `pathname` needs (its nav entry's), or null when any account may open it. */
export function permissionOfPath(pathname: string): ConsolePermission | null {
  const path = pathname.replace(/\/+$/, '');
  const item = CONSOLE_NAV.find((entry) => path === entry.to || path.startsWith(`${entry.to}/`));
  return item?.permission ?? null;
}
