// Every content text (the banner carousel) exists in every interface language, translated.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { contentMessages } from './locales.ts';

describeCatalogueCompleteness('content', contentMessages, { maxCopiedFromEnglish: 0 });
