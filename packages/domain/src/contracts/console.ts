// Bodies of the console's sign-in, session, staff accounts and audit log (apps/api/src/modules/console).
import { z } from 'zod';
import { CONSOLE_PERMISSION_NAMES, STAFF_ROLES } from '../console-access.ts';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { rawText, text, textRule } from './text.ts';

export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const ConsolePermissionSchema = z.enum(CONSOLE_PERMISSION_NAMES as [string, ...string[]]);

const email = text(254).toLowerCase().pipe(z.email().max(254).check(textRule()));
// Taken exactly as typed (not trimmed: a space may be part of it).
const password = rawText().min(1).max(200);

export const ConsoleSignInRequestSchema = z
  .object({
    /** Email, or phone number in any common spelling (+998 90 123-45-67). */
    login: text(254).min(3),
    password,
    /** The 6-digit code of the authenticator app, when the account has one. */
    totp: text(6).regex(/^\d{6}$/).optional(),
  })
  .register(contractRegistry, { id: 'ConsoleSignInRequest' });
export type ConsoleSignInRequest = z.infer<typeof ConsoleSignInRequestSchema>;

export const StaffSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: StaffRoleSchema,
    totpEnabled: z.boolean(),
    courierId: z.uuid().nullable(),
    isActive: z.boolean(),
    lockedUntil: z.iso.datetime({ offset: true }).nullable(),
    lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'Staff' });
export type Staff = z.infer<typeof StaffSchema>;

export const ConsoleMeSchema = z
  .object({
    staff: StaffSchema,
    permissions: z.array(ConsolePermissionSchema),
    /** Send it back as X-CSRF-Token on every write of this session. */
    csrfToken: z.string(),
    merchant: z.object({ id: z.uuid(), sub: z.string(), name: LocalizedTextSchema, timezone: z.string() }),
  })
  .register(contractRegistry, { id: 'ConsoleMe' });
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

export const StaffCreateRequestSchema = z
  .object({
    name: text(120).min(1),
    email: email.optional(),
    phone: text(32).min(7).optional(),
    role: StaffRoleSchema,
    password: rawText().max(200),
    /** Required for role COURIER: the courier the account delivers as. */
    courierId: z.uuid().optional(),
  })
  .register(contractRegistry, { id: 'StaffCreateRequest' });
export type StaffCreateRequest = z.infer<typeof StaffCreateRequestSchema>;

export const StaffUpdateRequestSchema = z
  .object({
    name: text(120).min(1).optional(),
    email: email.nullable().optional(),
    phone: text(32).min(7).nullable().optional(),
    role: StaffRoleSchema.optional(),
    courierId: z.uuid().nullable().optional(),
    isActive: z.boolean().optional(),
    /** A new password set by the owner (ends the account's sessions). */
    password: rawText().max(200).optional(),
    /** Turns the account's second factor off (a lost phone); it can only be turned on by its holder. */
    resetTotp: z.literal(true).optional(),
    /** Lifts a lock-out after wrong passwords. */
    unlock: z.literal(true).optional(),
  })
  .register(contractRegistry, { id: 'StaffUpdateRequest' });
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequestSchema>;

export const PasswordChangeRequestSchema = z.object({ currentPassword: password, newPassword: rawText().max(200) });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

export const TotpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;
export const TotpCodeRequestSchema = z.object({ code: text(6).regex(/^\d{6}$/) });
export const TotpDisableRequestSchema = z.object({ password });

export const CourierSchema = z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable(), branchId: z.uuid().nullable() });
export type ConsoleCourier = z.infer<typeof CourierSchema>;
export const CourierCreateRequestSchema = z.object({
  name: text(120).min(1),
  phone: text(32).min(7).optional(),
  branchId: z.uuid().optional(),
});

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    staffId: z.uuid().nullable(),
    actorName: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(contractRegistry, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AuditQuerySchema = z.object({
  entity: text(64).optional(),
  entityId: text(64).optional(),
  staffId: z.uuid().optional(),
  cursor: rawText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
