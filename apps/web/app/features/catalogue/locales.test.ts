import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { catalogueMessages } from './locales.ts';

describeCatalogueCompleteness('catalogue', catalogueMessages, { maxCopiedFromEnglish: 2 });
