// Error texts of the console's menu area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_MENU_ERROR_TEXTS = {} as const satisfies Record<string, LocalizedText>;
