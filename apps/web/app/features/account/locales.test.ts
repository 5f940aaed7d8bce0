import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dastarkhan/domain/i18n';
import { translator } from '../../lib/i18n.ts';
import { describeCatalogueCompleteness } from '../../lib/locales/catalogue-checks.ts';
import { accountMessages } from './locales.ts';
import { NOTICES } from './notices.ts';

describeCatalogueCompleteness('account', accountMessages, { maxCopiedFromEnglish: 0 });

describe('account texts', () => {
  it('keeps the spec\'s messages word for word in English', () => {
    expect(accountMessages.eng.errors.required).toBe('Please fill in this field!');
    expect(accountMessages.eng.errors.otpInvalid).toBe('Wrong code entered or SMS code is expired');
    expect(accountMessages.eng.notices['session-expired']).toBe('Some things are out of date! Please log in again');
  });

  it('has the stale-session message and every notice in every language, through the account namespace', () => {
    for (const language of LANGUAGES) {
      const t = translator(language, 'account');
      for (const notice of NOTICES) expect(t(`notices.${notice}`)).toBe(accountMessages[language].notices[notice]);
    }
  });
});
