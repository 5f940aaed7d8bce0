// Every QR table menu text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { dineInMessages } from './locales.ts';

// `seatedWhere` is only placeholders and a dot in every language.
describeCatalogueCompleteness('dine-in', dineInMessages, { maxCopiedFromEnglish: 1 });
