// The pick-up branches of the map page: only branches customers can collect from, each with today's
// pick-up hours on the merchant's clock, computed once on the server so HTML and hydration agree.
import type { Branch } from '@dastarkhan/domain/contracts/branch';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { hoursToday } from '@dastarkhan/domain/hours-format';
import { todayHours } from '@dastarkhan/domain/work-hours';

export interface MapBranch {
  id: string;
  cityId: string;
  name: LocalizedText;
  address: LocalizedText;
  phone: string | null;
  isMain: boolean;
  latitude: number;
  longitude: number;
  /** Today's intervals, the extra (second) interval and the rest of last night's included (hoursToday). */
  intervals: { open: string; close: string }[];
  closedToday: boolean;
  openNow: boolean;
}

type BranchInput = Pick<Branch, 'id' | 'cityId' | 'name' | 'address' | 'phone' | 'isMain' | 'latitude' | 'longitude' | 'workHours'> & {
  settings: Pick<Branch['settings'], 'pickupEnabled'>;
};

export function mapBranches(branches: readonly BranchInput[], timeZone: string, now: Date): MapBranch[] {
  return branches
    .filter((branch) => branch.settings.pickupEnabled)
    .map((branch) => {
      const hours = hoursToday(todayHours(branch, 'PICK_UP', timeZone, now));
      return {
        id: branch.id,
        cityId: branch.cityId,
        name: branch.name,
        address: branch.address,
        phone: branch.phone,
        isMain: branch.isMain,
        latitude: branch.latitude,
        longitude: branch.longitude,
        intervals: hours.intervals,
        closedToday: hours.closedToday,
        openNow: hours.openNow,
      };
    })
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || Number(a.closedToday) - Number(b.closedToday));
}
