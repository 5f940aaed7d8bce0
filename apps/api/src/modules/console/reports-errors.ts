// Error texts of the console's reports area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_REPORTS_ERROR_TEXTS = {} as const satisfies Record<string, LocalizedText>;
