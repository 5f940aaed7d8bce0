// The contracts of an interface language and of merchant-written text in uz, ru and eng. Apart from
// i18n.ts so that browser pages needing only the language list and pickLocalized do not load zod.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LANGUAGES, type LocalizedText } from '../i18n.ts';

export const LanguageSchema = z.enum(LANGUAGES);

export const LocalizedTextSchema = z
  .object({ uz: z.string().default(''), ru: z.string().default(''), eng: z.string().default('') })
  .register(contractRegistry, { id: 'LocalizedText', description: 'Text in uz, ru and eng' }) satisfies z.ZodType<LocalizedText>;
