// Every stories text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { storiesMessages } from './locales.ts';

describeCatalogueCompleteness('stories', storiesMessages, { maxCopiedFromEnglish: 0 });
