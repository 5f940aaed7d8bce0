// Every checkout text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { checkoutMessages } from './locales.ts';

describeCatalogueCompleteness('checkout', checkoutMessages, { maxCopiedFromEnglish: 2 });
