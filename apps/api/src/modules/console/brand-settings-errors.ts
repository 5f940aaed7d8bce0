// Error texts of the console's brand-settings area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_BRAND_SETTINGS_ERROR_TEXTS = {} as const satisfies Record<string, LocalizedText>;
