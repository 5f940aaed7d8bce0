// Every reviews text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { reviewsMessages } from './locales.ts';

describeCatalogueCompleteness('reviews', reviewsMessages, { maxCopiedFromEnglish: 0 });
