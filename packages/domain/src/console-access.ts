// Who may do what in the merchant console: the staff roles and the permission each console route asks
// for. The API enforces it on every route; the console's navigation uses it to show only what a role may open.

export const STAFF_ROLES = ['OWNER', 'MANAGER', 'OPERATOR', 'COURIER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const OWNER_ONLY = ['OWNER'] as const satisfies readonly StaffRole[];
const MANAGER_AND_UP = ['OWNER', 'MANAGER'] as const satisfies readonly StaffRole[];
const OPERATOR_AND_UP = ['OWNER', 'MANAGER', 'OPERATOR'] as const satisfies readonly StaffRole[];

/** Each permission with the roles that hold it. A route names exactly one permission. */
export const CONSOLE_PERMISSIONS = {
  /** The orders board: read today's orders, their details and live changes. */
  'orders.read': OPERATOR_AND_UP,
  /** Move orders through the status machine, assign couriers, mark paid. */
  'orders.write': OPERATOR_AND_UP,
  /** A courier's own deliveries (orders assigned to the courier linked to the account). */
  'deliveries.read': ['COURIER'],
  'deliveries.write': ['COURIER'],
  /** The stop-list: see and toggle what each branch can serve right now, during service. */
  'stoplist.read': OPERATOR_AND_UP,
  'stoplist.write': OPERATOR_AND_UP,
  /** Table bookings of the branches: see the day's reservations, confirm, mark visited, cancel. */
  'reservations.read': OPERATOR_AND_UP,
  'reservations.write': OPERATOR_AND_UP,
  /** The menu editor: groups, categories, products, options, prices, images, availability, order. */
  'menu.read': MANAGER_AND_UP,
  'menu.write': MANAGER_AND_UP,
  'reports.read': MANAGER_AND_UP,
  /** What customers said about their closed orders and the products in them. */
  'reviews.read': MANAGER_AND_UP,
  /** The brand: branches, halls and tables, cities, zones and tariffs, promos, settings, theme, content, credentials. */
  'brand.read': OWNER_ONLY,
  'brand.write': OWNER_ONLY,
  'staff.read': OWNER_ONLY,
  'staff.write': OWNER_ONLY,
  'audit.read': OWNER_ONLY,
} as const satisfies Record<string, readonly StaffRole[]>;

export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;
export const CONSOLE_PERMISSION_NAMES = Object.keys(CONSOLE_PERMISSIONS) as ConsolePermission[];

export function roleCan(role: StaffRole, permission: ConsolePermission): boolean {
  return (CONSOLE_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission of a role (sent to the console so it can hide what the role may not open). */
export function permissionsOf(role: StaffRole): ConsolePermission[] {
  return CONSOLE_PERMISSION_NAMES.filter((permission) => roleCan(role, permission));
}

/** Where a role lands after signing in. */
export function consoleHomeOf(role: StaffRole): string {
  return role === 'COURIER' ? '/console/deliveries' : '/console/orders';
}
