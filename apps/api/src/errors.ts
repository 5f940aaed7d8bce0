// Typed application errors: services throw these, plugins/errors.ts turns them into the API error body.
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    readonly description: LocalizedText,
    readonly details?: Record<string, unknown>,
  ) {
    super(`${code}: ${description.eng}`);
    this.name = 'AppError';
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The texts customers and operators see for each code we raise, in every content language. */
export const ERROR_TEXTS = {
  VALIDATION_ERROR: {
    uz: "So'rovda noto'g'ri qiymatlar bor",
    ru: 'Запрос содержит неверные значения',
    eng: 'The request contains invalid values',
  },
  BAD_REQUEST: { uz: "Noto'g'ri so'rov", ru: 'Неверный запрос', eng: 'Bad request' },
  NOT_FOUND: { uz: 'Topilmadi', ru: 'Не найдено', eng: 'Not found' },
  METHOD_NOT_ALLOWED: { uz: "Bu usulga ruxsat yo'q", ru: 'Метод не поддерживается', eng: 'Method not allowed' },
  PAYLOAD_TOO_LARGE: { uz: "So'rov juda katta", ru: 'Слишком большой запрос', eng: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    uz: "So'rov formati qo'llab-quvvatlanmaydi",
    ru: 'Формат запроса не поддерживается',
    eng: 'The request body format is not supported',
  },
  INTERNAL_ERROR: {
    uz: "Xatolik yuz berdi, keyinroq urinib ko'ring",
    ru: 'Произошла ошибка, попробуйте позже',
    eng: 'Something went wrong, please try again later',
  },
  SERVICE_UNAVAILABLE: {
    uz: 'Xizmat vaqtincha ishlamayapti',
    ru: 'Сервис временно недоступен',
    eng: 'The service is temporarily unavailable',
  },
  MERCHANT_HEADER_REQUIRED: {
    uz: "So'rovda merchant sarlavhasi yo'q",
    ru: 'В запросе нет заголовка merchant',
    eng: 'The merchant header is missing',
  },
  MERCHANT_HEADER_INVALID: {
    uz: "merchant sarlavhasi noto'g'ri",
    ru: 'Неверный заголовок merchant',
    eng: 'The merchant header is not a valid id',
  },
  MERCHANT_NOT_FOUND: { uz: "Do'kon topilmadi", ru: 'Заведение не найдено', eng: 'Merchant not found' },
  MERCHANT_INACTIVE: {
    uz: "Tizim admin tomonidan o'chirilgan, menejerga murojaat qiling",
    ru: 'Система отключена администратором, свяжитесь с менеджером',
    eng: 'The system was disabled by the admin, contact your manager',
  },
  BRANCH_NOT_FOUND: { uz: 'Filial topilmadi', ru: 'Филиал не найден', eng: 'Branch not found' },
  POLICY_NOT_FOUND: { uz: 'Hujjat topilmadi', ru: 'Документ не найден', eng: 'Document not found' },
  VACANCY_NOT_FOUND: { uz: 'Vakansiya topilmadi', ru: 'Вакансия не найдена', eng: 'Vacancy not found' },
  IMAGE_NOT_FOUND: { uz: 'Rasm topilmadi', ru: 'Изображение не найдено', eng: 'Image not found' },
  IMAGE_UNREADABLE: {
    uz: "Rasmni o'qib bo'lmadi",
    ru: 'Не удалось прочитать изображение',
    eng: 'The image could not be read',
  },
  PRODUCT_NOT_FOUND: { uz: 'Mahsulot topilmadi', ru: 'Продукт не найден', eng: 'Product not found' },
} as const satisfies Record<string, LocalizedText>;

export type ErrorCode = keyof typeof ERROR_TEXTS;

function textOf(code: ErrorCode): LocalizedText {
  return { ...ERROR_TEXTS[code] };
}

export function appError(code: ErrorCode, httpStatus: number, details?: Record<string, unknown>): AppError {
  return new AppError(code, httpStatus, textOf(code), details);
}

export const badRequest = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 400, details);
export const forbidden = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 403, details);
export const notFound = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 404, details);
export const conflict = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 409, details);
export const unprocessable = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 422, details);
export const internalError = () => appError('INTERNAL_ERROR', 500);
