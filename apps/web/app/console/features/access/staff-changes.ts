// The staff edit dialog sends only what was changed (a role change alone must not also reset a password).
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { Staff, StaffUpdateRequest } from '@dastarkhan/domain/contracts/console';

export interface StaffDraft {
  name: string;
  role: StaffRole;
  isActive: boolean;
  /** '' = none. */
  courierId: string;
  /** '' = keep the password. */
  password: string;
  resetTotp: boolean;
  unlock: boolean;
}

export function staffChanges(staff: Staff, draft: StaffDraft): StaffUpdateRequest {
  const changes: StaffUpdateRequest = {};
  const name = draft.name.trim();
  if (name !== staff.name) changes.name = name;
  if (draft.role !== staff.role) changes.role = draft.role;
  if (draft.isActive !== staff.isActive) changes.isActive = draft.isActive;
  const courierId = draft.role === 'COURIER' ? draft.courierId || null : null;
  if (courierId !== staff.courierId) changes.courierId = courierId;
  if (draft.password !== '') changes.password = draft.password;
  if (draft.resetTotp && staff.totpEnabled) changes.resetTotp = true;
  if (draft.unlock) changes.unlock = true;
  return changes;
}
