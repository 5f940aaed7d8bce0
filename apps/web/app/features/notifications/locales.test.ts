// Every notifications text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { notificationsMessages } from './locales.ts';

describeCatalogueCompleteness('notifications', notificationsMessages, { maxCopiedFromEnglish: 0 });
