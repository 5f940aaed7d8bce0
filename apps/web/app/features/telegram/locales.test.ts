import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { telegramMessages } from './locales.ts';

describeCatalogueCompleteness('telegram', telegramMessages, { maxCopiedFromEnglish: 2 });
