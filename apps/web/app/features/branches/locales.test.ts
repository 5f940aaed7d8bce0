// Every branches text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { branchesMessages } from './locales.ts';

describeCatalogueCompleteness('branches', branchesMessages, { maxCopiedFromEnglish: 2 });
