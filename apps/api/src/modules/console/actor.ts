// The staff member behind a console request, as every console service receives it.
import type { StaffRole } from '@dastarkhan/domain/console-access';

export interface StaffActor {
  staffId: string;
  merchantId: string;
  role: StaffRole;
  name: string;
  sessionId: string;
  /** The courier the account delivers as (role COURIER), else null. */
  courierId: string | null;
}
