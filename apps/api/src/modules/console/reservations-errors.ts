// Error texts of the console's reservations area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_RESERVATIONS_ERROR_TEXTS = {
  RESERVATION_STATUS_NOT_ALLOWED: {
    uz: "Bron bu holatga o'tkazib bo'lmaydi",
    ru: 'Бронь нельзя перевести в этот статус',
    eng: 'The reservation cannot move to this status',
  },
} as const satisfies Record<string, LocalizedText>;
