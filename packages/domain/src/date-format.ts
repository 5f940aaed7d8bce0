// Dates and times as the storefront prints them, in every interface language, from the project's own
// month and weekday names (worded as CLDR 48 words them) instead of the runtime's locale data: Chromium
// ships no Uzbek ("M11 27, Fri"), and ICU data differs between the server and browsers, which would
// break hydration. The merchant's clock decides the day; times are 24-hour with Latin digits, as
// everywhere else in the storefront.
import { WEEK_DAYS, type WeekDay } from './enums.ts';
import type { Language } from './i18n.ts';
import { localMoment } from './work-hours.ts';
import { localDate } from './zoned-time.ts';

type Twelve<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];
type Seven<T> = readonly [T, T, T, T, T, T, T];

interface DateParts {
  day: number;
  /** 1–12. */
  month: number;
  year: number;
  /** The month's name as it stands next to a day number ("27 ноября": genitive where the language declines). */
  monthName: string;
  weekdayName: string;
}

interface CalendarWording {
  /** January first. */
  months: Twelve<string>;
  /** Monday first, as WEEK_DAYS. */
  weekdays: Seven<string>;
  dayMonth(parts: DateParts): string;
  weekdayDayMonth(parts: DateParts): string;
  dayMonthYear(parts: DateParts): string;
  /** Joins a date and a time. */
  dateTime(date: string, time: string): string;
}

const WORDING: Record<Language, CalendarWording> = {
  uz: {
    months: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'],
    weekdays: ['dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba', 'yakshanba'],
    dayMonth: (p) => `${p.day}-${p.monthName}`,
    weekdayDayMonth: (p) => `${p.weekdayName}, ${p.day}-${p.monthName}`,
    dayMonthYear: (p) => `${p.day}-${p.monthName}, ${p.year}`,
    dateTime: (date, time) => `${date}, ${time}`,
  },
  ru: {
    months: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
    weekdays: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
    dayMonth: (p) => `${p.day} ${p.monthName}`,
    weekdayDayMonth: (p) => `${p.weekdayName}, ${p.day} ${p.monthName}`,
    dayMonthYear: (p) => `${p.day} ${p.monthName} ${p.year} г.`,
    dateTime: (date, time) => `${date}, ${time}`,
  },
  eng: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    dayMonth: (p) => `${p.monthName} ${p.day}`,
    weekdayDayMonth: (p) => `${p.weekdayName}, ${p.monthName} ${p.day}`,
    dayMonthYear: (p) => `${p.monthName} ${p.day}, ${p.year}`,
    dateTime: (date, time) => `${date}, ${time}`,
  },
  kz: {
    months: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
    weekdays: ['дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі', 'жексенбі'],
    dayMonth: (p) => `${p.day} ${p.monthName}`,
    weekdayDayMonth: (p) => `${p.day} ${p.monthName}, ${p.weekdayName}`,
    dayMonthYear: (p) => `${p.year} ж. ${p.day} ${p.monthName}`,
    dateTime: (date, time) => `${date}, ${time}`,
  },
  tr: {
    months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
    weekdays: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
    dayMonth: (p) => `${p.day} ${p.monthName}`,
    weekdayDayMonth: (p) => `${p.day} ${p.monthName} ${p.weekdayName}`,
    dayMonthYear: (p) => `${p.day} ${p.monthName} ${p.year}`,
    dateTime: (date, time) => `${date} ${time}`,
  },
  zh: {
    // Chinese writes the month as a number ("11月"); the names serve monthName() only.
    months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
    weekdays: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
    dayMonth: (p) => `${p.month}月${p.day}日`,
    weekdayDayMonth: (p) => `${p.month}月${p.day}日${p.weekdayName}`,
    dayMonthYear: (p) => `${p.year}年${p.month}月${p.day}日`,
    dateTime: (date, time) => `${date} ${time}`,
  },
  ar: {
    months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
    weekdays: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
    dayMonth: (p) => `${p.day} ${p.monthName}`,
    weekdayDayMonth: (p) => `${p.weekdayName}، ${p.day} ${p.monthName}`,
    dayMonthYear: (p) => `${p.day} ${p.monthName} ${p.year}`,
    dateTime: (date, time) => `${date}، ${time}`,
  },
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})/;

function partsOf(day: string, language: Language): DateParts | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The calendar's weekday of the date itself: no time zone, no locale data.
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  const wording = WORDING[language];
  return {
    day: date,
    month,
    year,
    monthName: wording.months[month - 1] ?? '',
    weekdayName: wording.weekdays[(utc.getUTCDay() + 6) % 7] ?? '',
  };
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The weekday's name ("juma", "пятница", "Friday"), as it stands inside a sentence. */
export function weekdayName(day: WeekDay, language: Language): string {
  return WORDING[language].weekdays[WEEK_DAYS.indexOf(day)] ?? '';
}

/** The name of month 1–12 as it stands next to a day number ("noyabr", "ноября", "November"). */
export function monthName(month: number, language: Language): string {
  return WORDING[language].months[month - 1] ?? '';
}

/** "14:07": a wall-clock time (HH:MM) on the 24-hour clock of every language. */
export function formatClock(time: string, _language: Language): string {
  const match = CLOCK.exec(time);
  if (!match) return time;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** "27-noyabr", "27 ноября", "November 27", "11月27日" of a calendar date (YYYY-MM-DD). */
export function formatDayMonth(day: string, language: Language): string {
  const parts = partsOf(day, language);
  return parts ? WORDING[language].dayMonth(parts) : '';
}

export interface WeekdayDateOptions {
  /** Upper-case the first letter, for a label that stands on its own ("Juma, 27-noyabr"). */
  capitalize?: boolean;
}

/** "juma, 27-noyabr", "пятница, 27 ноября", "Friday, November 27", "27 Kasım Cuma" of a calendar date (YYYY-MM-DD). */
export function formatWeekdayDate(day: string, language: Language, options: WeekdayDateOptions = {}): string {
  const parts = partsOf(day, language);
  if (!parts) return '';
  const text = WORDING[language].weekdayDayMonth(parts);
  return options.capitalize ? upperFirst(text) : text;
}

/** "27-noyabr, 2026", "27 ноября 2026 г.", "November 27, 2026" of a calendar date (YYYY-MM-DD). */
export function formatDate(day: string, language: Language): string {
  const parts = partsOf(day, language);
  return parts ? WORDING[language].dayMonthYear(parts) : '';
}

function instant(at: Date | string): Date | null {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "14:07": the time of an instant on the clock of `timeZone` (the merchant's); '' for an invalid instant. */
export function formatTimeAt(at: Date | string, timeZone: string, language: Language): string {
  const date = instant(at);
  return date ? formatClock(localMoment(date, timeZone).time, language) : '';
}

/** "27-noyabr, 2026, 14:07", "27 ноября 2026 г., 14:07": an instant on the clock of `timeZone`; '' for an invalid instant. */
export function formatDateTime(at: Date | string, timeZone: string, language: Language): string {
  const date = instant(at);
  if (!date) return '';
  return WORDING[language].dateTime(formatDate(localDate(date, timeZone), language), formatTimeAt(date, timeZone, language));
}
