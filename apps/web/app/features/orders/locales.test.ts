// Every orders text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { ordersMessages } from './locales.ts';

describeCatalogueCompleteness('orders', ordersMessages, { maxCopiedFromEnglish: 2 });
