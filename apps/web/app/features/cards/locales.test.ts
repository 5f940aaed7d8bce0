// Every saved-cards text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { cardsMessages } from './locales.ts';

// "Payme: {{reason}}" reads the same in every Latin-script language.
describeCatalogueCompleteness('cards', cardsMessages, { maxCopiedFromEnglish: 1 });
