// Every promo codes page text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { promosMessages } from './locales.ts';

describeCatalogueCompleteness('promos', promosMessages, { maxCopiedFromEnglish: 0 });
