// What the booking form knows of a branch, and the labels of its days: pure, shared by the server and the page.
import type { WorkHours } from '@dastarkhan/domain/contracts/branch';
import type { Reservation } from '@dastarkhan/domain/contracts/reservation';
import { formatWeekdayDate } from '@dastarkhan/domain/date-format';
import type { Language, LocalizedText } from '@dastarkhan/domain/i18n';
import { addDays, localDate } from '@dastarkhan/domain/zoned-time';

export interface BookableBranch {
  id: string;
  name: LocalizedText;
  address: LocalizedText;
  /** The number that takes bookings (the booking line, else the branch's phone). */
  phone: string | null;
  workHours: WorkHours[];
}

/** "Today", "Tomorrow", else "Monday, December 1" in the interface language (no Intl: Chromium has no Uzbek). */
export function dayLabel(day: string, now: Date, timeZone: string, language: Language, words: { today: string; tomorrow: string }): string {
  const today = localDate(now, timeZone);
  if (day === today) return words.today;
  if (day === addDays(today, 1)) return words.tomorrow;
  return formatWeekdayDate(day, language, { capitalize: true });
}

/** The chip of a reservation: its status, or "past" for one that still holds a table whose time has gone. */
export function statusKey(reservation: Pick<Reservation, 'status' | 'upcoming'>): Reservation['status'] | 'PAST' {
  if (!reservation.upcoming && (reservation.status === 'NEW' || reservation.status === 'CONFIRMED')) return 'PAST';
  return reservation.status;
}
