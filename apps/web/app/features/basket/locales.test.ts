// Every basket text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { basketMessages } from './locales.ts';

describeCatalogueCompleteness('basket', basketMessages, { maxCopiedFromEnglish: 2 });
