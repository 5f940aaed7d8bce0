// Every addresses text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { addressesMessages } from './locales.ts';

describeCatalogueCompleteness('addresses', addressesMessages, { maxCopiedFromEnglish: 2 });
