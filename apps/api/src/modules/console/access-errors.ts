// Error texts of console sign-in, sessions, roles and staff accounts (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_ACCESS_ERROR_TEXTS = {
  CONSOLE_SIGN_IN_REQUIRED: {
    uz: 'Boshqaruv paneliga kiring',
    ru: 'Войдите в панель управления',
    eng: 'Sign in to the console',
  },
  CONSOLE_CREDENTIALS_INVALID: {
    uz: "Login yoki parol noto'g'ri",
    ru: 'Неверный логин или пароль',
    eng: 'Wrong login or password',
  },
  CONSOLE_TOTP_REQUIRED: {
    uz: 'Ilovadagi 6 xonali kodni kiriting',
    ru: 'Введите 6-значный код из приложения',
    eng: 'Enter the 6-digit code from your authenticator app',
  },
  CONSOLE_TOTP_INVALID: {
    uz: "Kod noto'g'ri yoki eskirgan",
    ru: 'Код неверный или устарел',
    eng: 'The code is wrong or has expired',
  },
  CONSOLE_ACCOUNT_LOCKED: {
    uz: "Juda ko'p noto'g'ri urinish. Birozdan keyin qayta urinib ko'ring",
    ru: 'Слишком много неверных попыток. Попробуйте позже',
    eng: 'Too many wrong attempts. Try again later',
  },
  CONSOLE_TOO_MANY_ATTEMPTS: {
    uz: "Bu manzildan juda ko'p urinish. Birozdan keyin qayta urinib ko'ring",
    ru: 'Слишком много попыток с этого адреса. Попробуйте позже',
    eng: 'Too many sign-in attempts from this address. Try again later',
  },
  CONSOLE_TOTP_ALREADY_ON: {
    uz: 'Ikki bosqichli kirish allaqachon yoqilgan',
    ru: 'Двухфакторный вход уже включён',
    eng: 'Two-factor sign-in is already on',
  },
  CONSOLE_CSRF_INVALID: {
    uz: "Sahifani yangilang va qayta urinib ko'ring",
    ru: 'Обновите страницу и попробуйте снова',
    eng: 'Reload the page and try again (the form token is missing or stale)',
  },
  CONSOLE_FORBIDDEN: {
    uz: "Sizning rolingiz bunga ruxsat bermaydi",
    ru: 'Ваша роль не позволяет это сделать',
    eng: 'Your role does not allow this',
  },
  CONSOLE_WRONG_MERCHANT: {
    uz: 'Bu hisob boshqa brendga tegishli',
    ru: 'Эта учётная запись относится к другому бренду',
    eng: 'This account belongs to another brand',
  },
  STAFF_NOT_FOUND: { uz: 'Xodim topilmadi', ru: 'Сотрудник не найден', eng: 'Staff account not found' },
  STAFF_LOGIN_TAKEN: {
    uz: 'Bu email yoki telefon bilan xodim allaqachon bor',
    ru: 'Сотрудник с таким email или телефоном уже есть',
    eng: 'A staff account with this email or phone already exists',
  },
  STAFF_LOGIN_REQUIRED: {
    uz: 'Email yoki telefon raqamini kiriting',
    ru: 'Укажите email или телефон',
    eng: 'Give an email or a phone number',
  },
  STAFF_PASSWORD_WEAK: {
    uz: "Parol kamida 10 belgidan iborat bo'lsin",
    ru: 'Пароль должен быть не короче 10 символов',
    eng: 'The password must be at least 10 characters long',
  },
  STAFF_LAST_OWNER: {
    uz: "Oxirgi egasini o'chirib yoki rolini o'zgartirib bo'lmaydi",
    ru: 'Нельзя отключить или понизить последнего владельца',
    eng: 'The last owner cannot be deactivated or given another role',
  },
  STAFF_COURIER_REQUIRED: {
    uz: 'Kuryer hisobi uchun kuryerni tanlang',
    ru: 'Для курьера выберите курьера',
    eng: 'A courier account needs the courier it delivers as',
  },
} as const satisfies Record<string, LocalizedText>;
