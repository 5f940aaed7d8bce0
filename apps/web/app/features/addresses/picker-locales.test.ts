// Every address picker text exists in every interface language, translated, with the same placeholders.
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { addressPickerMessages } from './picker-locales.ts';

describeCatalogueCompleteness('addressPicker', addressPickerMessages, { maxCopiedFromEnglish: 0 });
