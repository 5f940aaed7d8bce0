// Every table-reservation text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { reservationsMessages } from './locales.ts';

describeCatalogueCompleteness('reservations', reservationsMessages, { maxCopiedFromEnglish: 0 });
