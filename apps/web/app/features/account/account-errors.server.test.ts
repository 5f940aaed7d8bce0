import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.server.ts';
import { accountErrorMessage, failureStatus, fieldErrorsOf } from './account-errors.server.ts';
import { accountMessages } from './locales.ts';

const described = { uz: 'uz matn', ru: 'русский текст', eng: 'english text' };
const apiError = (status: number, code: string, details?: Record<string, unknown>) => new ApiRequestError(status, code, described, details);

describe('account error messages', () => {
  it('gives the wrong-code message in every page language, not only the API\'s three', () => {
    expect(accountErrorMessage(apiError(400, 'OTP_INVALID'), 'kz')).toBe(accountMessages.kz.errors.otpInvalid);
    expect(accountErrorMessage(apiError(400, 'OTP_INVALID'), 'eng')).toBe('Wrong code entered or SMS code is expired');
    expect(accountErrorMessage(apiError(409, 'PHONE_TAKEN'), 'ar')).toBe(accountMessages.ar.errors.phoneTaken);
  });

  it('says how long to wait after too many attempts', () => {
    expect(accountErrorMessage(apiError(429, 'OTP_TOO_MANY_REQUESTS', { retryAfter: 40 }), 'eng')).toBe('Too many attempts. Please try again in 40 s');
    expect(accountErrorMessage(apiError(429, 'OTP_TOO_MANY_REQUESTS', { retryAfter: 1800 }), 'ru')).toBe(
      'Слишком много попыток. Попробуйте снова через 30 мин',
    );
    expect(accountErrorMessage(apiError(429, 'OTP_TOO_MANY_REQUESTS'), 'eng')).toBe(accountMessages.eng.errors.tooMany);
  });

  it('falls back to the API\'s description where it has the language, else a generic line', () => {
    expect(accountErrorMessage(apiError(403, 'USER_FORBIDDEN'), 'ru')).toBe('русский текст');
    expect(accountErrorMessage(apiError(403, 'USER_FORBIDDEN'), 'zh')).toBe(accountMessages.zh.errors.generic);
    expect(accountErrorMessage(apiError(503, 'API_UNREACHABLE'), 'eng')).toBe(accountMessages.eng.errors.generic);
  });

  it('lets thrown responses and bugs through', () => {
    const redirect = new Response(null, { status: 302 });
    expect(() => accountErrorMessage(redirect, 'uz')).toThrow();
    expect(() => accountErrorMessage(new TypeError('bug'), 'uz')).toThrow(TypeError);
  });

  it('answers with the status that matches', () => {
    expect(failureStatus(apiError(429, 'OTP_TOO_MANY_REQUESTS'))).toBe(429);
    expect(failureStatus(apiError(502, 'SMS_SEND_FAILED'))).toBe(503);
    expect(failureStatus(apiError(409, 'PHONE_TAKEN'))).toBe(400);
  });

  it('maps the API\'s validation messages per field into the page language', () => {
    const error = apiError(400, 'VALIDATION_ERROR', {
      in: 'body',
      fields: [
        { field: 'firstName', message: 'is required' },
        { field: 'birthday', message: 'must be a date in the past' },
        { field: 'lastName', message: 'may contain only letters, spaces, apostrophes and dashes' },
      ],
    });
    expect(fieldErrorsOf(error, 'ru')).toEqual({
      firstName: 'Пожалуйста, заполните это поле!',
      birthday: accountMessages.ru.errors.birthdayFuture,
      lastName: accountMessages.ru.errors.nameChars,
    });
    expect(fieldErrorsOf(apiError(409, 'PHONE_TAKEN'), 'ru')).toEqual({});
  });
});
