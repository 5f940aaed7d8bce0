// Error texts of the console's board area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_BOARD_ERROR_TEXTS = {
  ORDER_CANCEL_REASON_REQUIRED: {
    uz: 'Bekor qilish sababini yozing',
    ru: 'Укажите причину отмены',
    eng: 'Say why the order is canceled',
  },
  CONSOLE_NOT_A_COURIER: {
    uz: "Bu hisob kuryerga bog'lanmagan",
    ru: 'Эта учётная запись не привязана к курьеру',
    eng: 'This account is not linked to a courier',
  },
} as const satisfies Record<string, LocalizedText>;
