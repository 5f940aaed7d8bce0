// Typed application errors: services throw these, plugins/errors.ts turns them into the API error body.
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { CONSOLE_ACCESS_ERROR_TEXTS } from './modules/console/access-errors.ts';
import { CONSOLE_BOARD_ERROR_TEXTS } from './modules/console/board-errors.ts';
import { CONSOLE_BRAND_PLACES_ERROR_TEXTS } from './modules/console/brand-places-errors.ts';
import { CONSOLE_BRAND_SETTINGS_ERROR_TEXTS } from './modules/console/brand-settings-errors.ts';
import { CONSOLE_MENU_ERROR_TEXTS } from './modules/console/menu-errors.ts';
import { CONSOLE_REPORTS_ERROR_TEXTS } from './modules/console/reports-errors.ts';
import { CONSOLE_RESERVATIONS_ERROR_TEXTS } from './modules/console/reservations-errors.ts';
import { ORDER_REVIEW_ERROR_TEXTS } from './modules/orders/review-errors.ts';

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
  STORIES_DISABLED: { uz: "Hikoyalar o'chirilgan", ru: 'Истории отключены', eng: 'Stories are switched off' },
  NOTIFICATIONS_DISABLED: { uz: "Bildirishnomalar o'chirilgan", ru: 'Уведомления отключены', eng: 'Notifications are switched off' },
  NOTIFICATION_NOT_FOUND: { uz: 'Bildirishnoma topilmadi', ru: 'Уведомление не найдено', eng: 'Notification not found' },
  IMAGE_NOT_FOUND: { uz: 'Rasm topilmadi', ru: 'Изображение не найдено', eng: 'Image not found' },
  IMAGE_UNREADABLE: {
    uz: "Rasmni o'qib bo'lmadi",
    ru: 'Не удалось прочитать изображение',
    eng: 'The image could not be read',
  },
  PRODUCT_NOT_FOUND: { uz: 'Mahsulot topilmadi', ru: 'Продукт не найден', eng: 'Product not found' },
  // Accounts
  PHONE_INVALID: {
    uz: "Telefon raqami noto'g'ri. Masalan: +998 90 123 45 67",
    ru: 'Неверный номер телефона. Например: +998 90 123 45 67',
    eng: 'The phone number is not valid. Example: +998 90 123 45 67',
  },
  PHONE_COUNTRY_NOT_ALLOWED: {
    uz: "Bu mamlakat raqamlari bilan kirib bo'lmaydi",
    ru: 'Вход с номерами этой страны недоступен',
    eng: 'Phone numbers of this country cannot sign in here',
  },
  OTP_INVALID: {
    uz: "Noto'g'ri kod kiritildi yoki SMS kodning muddati tugagan",
    ru: 'Введен неверный код или срок действия SMS-кода истек',
    eng: 'Wrong code entered or SMS code is expired',
  },
  OTP_TOO_MANY_REQUESTS: {
    uz: "Juda ko'p urinish. Birozdan keyin qayta urinib ko'ring",
    ru: 'Слишком много попыток. Попробуйте чуть позже',
    eng: 'Too many attempts. Please try again a little later',
  },
  SMS_NOT_CONFIGURED: {
    uz: "SMS yuborish sozlanmagan, menejerga murojaat qiling",
    ru: 'Отправка SMS не настроена, свяжитесь с менеджером',
    eng: 'Sending SMS is not set up for this shop, contact your manager',
  },
  SMS_SEND_FAILED: {
    uz: "SMS yuborib bo'lmadi, keyinroq urinib ko'ring",
    ru: 'Не удалось отправить SMS, попробуйте позже',
    eng: 'The SMS could not be sent, please try again later',
  },
  AUTH_REQUIRED: { uz: 'Iltimos, tizimga kiring', ru: 'Пожалуйста, войдите в систему', eng: 'Please sign in' },
  SESSION_EXPIRED: {
    uz: "Ba'zi narsalar eskirgan! Iltimos, qaytadan kiring",
    ru: 'Некоторые данные устарели! Пожалуйста, войдите снова',
    eng: 'Some things are out of date! Please log in again',
  },
  USER_FORBIDDEN: {
    uz: "Bu amal boshqa foydalanuvchi uchun mumkin emas",
    ru: 'Это действие недоступно для другого пользователя',
    eng: 'This action is not allowed for another customer',
  },
  PHONE_SAME: {
    uz: 'Bu sizning hozirgi raqamingiz',
    ru: 'Это ваш текущий номер',
    eng: 'This is already your phone number',
  },
  PHONE_TAKEN: {
    uz: "Bu raqam boshqa hisobga bog'langan",
    ru: 'Этот номер уже привязан к другому аккаунту',
    eng: 'This phone number belongs to another account',
  },
  TELEGRAM_INIT_DATA_MISSING: {
    uz: "Telegram ma'lumotlari yo'q. Botni qayta ishga tushiring",
    ru: 'Нет данных Telegram. Перезапустите бота',
    eng: 'Telegram data is missing. Restart the bot',
  },
  TELEGRAM_INIT_DATA_INVALID: {
    uz: "Telegram ma'lumotlari tasdiqlanmadi. Botni qayta ishga tushiring",
    ru: 'Данные Telegram не прошли проверку. Перезапустите бота',
    eng: 'The Telegram data could not be verified. Restart the bot',
  },
  TELEGRAM_INIT_DATA_EXPIRED: {
    uz: "Telegram ma'lumotlari eskirgan. Mini ilovani qayta oching",
    ru: 'Данные Telegram устарели. Откройте мини-приложение заново',
    eng: 'The Telegram data is out of date. Open the Mini App again',
  },
  TELEGRAM_ID_NOT_FOUND: {
    uz: 'Telegram ID topilmadi, botni qayta ishga tushiring',
    ru: 'Telegram ID не найден, перезапустите бота',
    eng: 'Telegram ID not found, restart the bot',
  },
  TELEGRAM_NOT_CONFIGURED: {
    uz: 'Bu do\'kon uchun Telegram bot sozlanmagan',
    ru: 'Для этого заведения не настроен Telegram-бот',
    eng: 'This shop has no Telegram bot set up',
  },
  TELEGRAM_CONTACT_REQUIRED: {
    uz: 'Raqamni tasdiqlash uchun Telegram orqali kontaktingizni ulashing',
    ru: 'Чтобы подтвердить номер, поделитесь контактом через Telegram',
    eng: 'To confirm your number, share your contact through Telegram',
  },
  TELEGRAM_CONTACT_INVALID: {
    uz: "Kontakt tasdiqlanmadi. Raqamingizni qayta yuboring",
    ru: 'Контакт не прошел проверку. Отправьте номер еще раз',
    eng: 'The shared contact could not be verified. Share your number again',
  },
  // Operator API
  OPERATOR_KEY_INVALID: {
    uz: "Operator kaliti noto'g'ri yoki bekor qilingan",
    ru: 'Ключ оператора неверен или отозван',
    eng: 'The operator key is missing, wrong or revoked',
  },
  OPERATOR_KEY_TOO_MANY_FAILURES: {
    uz: "Noto'g'ri kalitlar juda ko'p, keyinroq urinib ko'ring",
    ru: 'Слишком много неверных ключей, попробуйте позже',
    eng: 'Too many wrong operator keys from this address, try again later',
  },
  LIVE_STREAMS_TOO_MANY: {
    uz: "Ochiq kuzatuv oynalari juda ko'p: ba'zilarini yoping",
    ru: 'Слишком много открытых окон отслеживания: закройте некоторые',
    eng: 'Too many order pages are following live updates: close some of them',
  },
  ORDER_STATUS_TRANSITION_NOT_ALLOWED: {
    uz: "Buyurtmani bu holatga o'tkazib bo'lmaydi",
    ru: 'Заказ нельзя перевести в этот статус',
    eng: 'The order cannot be moved to this status',
  },
  COURIER_NOT_FOUND: { uz: 'Kuryer topilmadi', ru: 'Курьер не найден', eng: 'Courier not found' },
  NO_COURIER: {
    uz: 'Buyurtmaga kuryer biriktirilmagan',
    ru: 'К заказу не назначен курьер',
    eng: 'No courier is assigned to the order',
  },
  COURIER_LOCATION_NOT_ALLOWED: {
    uz: "Kuryer joylashuvi faqat yakunlanmagan yetkazib berish buyurtmasi uchun qabul qilinadi",
    ru: 'Местоположение курьера принимается только для незавершённого заказа с доставкой',
    eng: 'A courier location is accepted only for a delivery order that is not finished',
  },
  // Promo codes and cashback (storefront-core §5)
  PROMO_NOT_FOUND: { uz: 'Promokod topilmadi', ru: 'Промокод не найден', eng: 'Promo code not found' },
  PROMO_NOT_ACTIVE: { uz: 'Promokod faol emas', ru: 'Промокод не активен', eng: 'Promo code is not active' },
  PROMO_NOT_STARTED: {
    uz: 'Promokodning amal qilish muddati hali boshlanmagan',
    ru: 'Срок действия промокода ещё не начался',
    eng: 'Promo code has not started yet',
  },
  PROMO_EXPIRED: { uz: 'Promokodning amal qilish muddati tugagan', ru: 'Срок действия промокода истёк', eng: 'Promo code has expired' },
  // Static text; details.minPrice (so'm) carries the minimum for the storefront to show.
  PROMO_MIN_PRICE: {
    uz: "Mahsulotlar narxi promokodning minimal summasidan yuqori bo'lishi kerak",
    ru: 'Стоимость товаров должна быть выше минимальной суммы промокода',
    eng: "The product price must be higher than the promo code's minimum price",
  },
  PROMO_USAGE_LIMIT: {
    uz: 'Promokoddan foydalanish soni tugagan',
    ru: 'Лимит использований промокода исчерпан',
    eng: 'Promo code has reached its usage limit',
  },
  PROMO_FIRST_ORDER_ONLY: {
    uz: 'Bu promokod faqat birinchi buyurtma uchun',
    ru: 'Этот промокод действует только на первый заказ',
    eng: 'This promo code is only for your first order',
  },
  CASHBACK_INSUFFICIENT: {
    uz: "Keshbek balansida mablag' yetarli emas",
    ru: 'Недостаточно кешбэка на балансе',
    eng: 'Not enough cashback on your balance',
  },
  // Orders
  EMPTY_CART: { uz: "Savatcha bo'sh", ru: 'Корзина пуста', eng: 'The basket is empty' },
  PRICE_CHANGED: {
    uz: "Narxlar o'zgardi. Yangi summani tekshirib, qaytadan tasdiqlang",
    ru: 'Цены изменились. Проверьте новую сумму и подтвердите заказ снова',
    eng: 'Prices have changed. Check the new total and confirm again',
  },
  PRODUCT_NOT_AVAILABLE: { uz: 'Mahsulot mavjud emas', ru: 'Продукт недоступен', eng: 'Product not available' },
  PRODUCT_NOT_ENOUGH: {
    uz: 'Mahsulot yetarli emas! Maksimal miqdor',
    ru: 'Недостаточно продуктов! Максимальное количество',
    eng: 'Not enough products! Maximum amount',
  },
  OPTIONS_INVALID: {
    uz: "Mahsulot qo'shimchalari noto'g'ri tanlangan",
    ru: 'Неверно выбраны опции продукта',
    eng: "The product's options are not chosen correctly",
  },
  PAYMENT_TYPE_NOT_ALLOWED: {
    uz: "Bu to'lov turi mavjud emas",
    ru: 'Этот способ оплаты недоступен',
    eng: 'This payment type is not available',
  },
  SERVICE_TYPE_NOT_ALLOWED: {
    uz: 'Bu xizmat turi mavjud emas',
    ru: 'Этот тип обслуживания недоступен',
    eng: 'This service type is not available',
  },
  BRANCH_PICKUP_DISABLED: {
    uz: "Bu filialdan olib ketib bo'lmaydi",
    ru: 'В этом филиале нет самовывоза',
    eng: 'This branch does not offer pick-up',
  },
  BRANCH_CLOSED: {
    uz: 'Filial bu vaqtda ishlamaydi',
    ru: 'Филиал в это время не работает',
    eng: 'The branch is closed at that time',
  },
  DELIVERY_TIME_INVALID: {
    uz: "Buyurtma vaqti noto'g'ri: kelajakdagi 7 kun ichidagi vaqtni tanlang",
    ru: 'Неверное время заказа: выберите время в ближайшие 7 дней',
    eng: 'The order time is not valid: choose a time within the next 7 days',
  },
  ADDRESS_REQUIRED: { uz: 'Yetkazib berish manzilini kiriting', ru: 'Укажите адрес доставки', eng: 'Enter the delivery address' },
  // Delivery
  NO_BRANCHES: { uz: "Filiallar yo'q", ru: 'Нет филиалов', eng: 'No branches' },
  OUT_OF_SERVICE_ZONE: {
    uz: "Xizmat hududidan tashqarida. Tanlangan manzilga yetkazib berish mavjud emas, boshqasini tanlang",
    ru: 'Вне зоны обслуживания. Доставка по выбранному адресу недоступна, выберите другой',
    eng: 'Out of Service zone. Delivery is unavailable to the chosen address, choose another',
  },
  // Saved addresses
  ADDRESS_NOT_FOUND: { uz: 'Manzil topilmadi', ru: 'Адрес не найден', eng: 'Address not found' },
  ADDRESS_LIMIT: {
    uz: "Saqlangan manzillar juda ko'p: keraksizlarini o'chiring",
    ru: 'Слишком много сохранённых адресов: удалите ненужные',
    eng: 'Too many saved addresses: delete the ones you no longer need',
  },
  ADDRESS_CITY_INVALID: {
    uz: "Bu shahar do'kon shaharlari orasida yo'q",
    ru: 'Этого города нет среди городов заведения',
    eng: "This city is not one of the shop's cities",
  },
  MINIMAL_ORDER: {
    uz: 'Yetkazib berish uchun buyurtma minimal miqdordan kam',
    ru: 'Сумма заказа меньше минимальной для доставки',
    eng: 'The order is below the minimum for delivery',
  },
  CHEQUE_PHONE_INVALID: {
    uz: "Chek yuboriladigan telefon raqami noto'g'ri",
    ru: 'Неверный номер телефона для чека',
    eng: 'The phone number for the receipt is not valid',
  },
  RECEIVER_DISABLED: {
    uz: "Bu do'konda buyurtmani boshqa odamga rasmiylashtirib bo'lmaydi",
    ru: 'В этом заведении нельзя оформить заказ на другого получателя',
    eng: 'Orders for someone else are not accepted at this shop',
  },
  RECEIVER_NAME_REQUIRED: { uz: 'Qabul qiluvchining ismini kiriting', ru: 'Укажите имя получателя', eng: "Enter the receiver's name" },
  RECEIVER_PHONE_INVALID: {
    uz: "Qabul qiluvchining telefon raqami noto'g'ri",
    ru: 'Неверный номер телефона получателя',
    eng: "The receiver's phone number is not valid",
  },
  PRODUCT_COMMENT_DISABLED: {
    uz: "Bu do'konda mahsulotlarga izoh qoldirib bo'lmaydi",
    ru: 'В этом заведении нельзя оставлять комментарии к товарам',
    eng: 'Comments on products are not accepted at this shop',
  },
  ORDER_CONFIRMATION_REQUIRED: {
    uz: 'Buyurtmani SMS kod bilan tasdiqlang',
    ru: 'Подтвердите заказ кодом из SMS',
    eng: 'Confirm the order with the code from the SMS',
  },
  ORDER_CONFIRMATION_INVALID: {
    uz: "Tasdiqlash kodi noto'g'ri yoki muddati tugagan",
    ru: 'Неверный или просроченный код подтверждения',
    eng: 'The confirmation code is wrong or has expired',
  },
  ORDER_CONFIRMATION_PHONE_REQUIRED: {
    uz: 'Buyurtmani tasdiqlash uchun profilingizga telefon raqamini qo\'shing',
    ru: 'Чтобы подтвердить заказ, добавьте номер телефона в профиль',
    eng: 'Add a phone number to your profile to confirm the order',
  },
  ORDER_CONFIRMATION_NOT_REQUIRED: {
    uz: "Bu do'konda buyurtmani SMS bilan tasdiqlash shart emas",
    ru: 'В этом заведении заказ не нужно подтверждать по SMS',
    eng: 'Orders at this shop need no SMS confirmation',
  },
  TABLE_NOT_FOUND: { uz: 'Stol topilmadi', ru: 'Стол не найден', eng: 'Table not found' },
  CASHBACK_DISABLED: {
    uz: "Bu do'konda keshbek bilan to'lab bo'lmaydi",
    ru: 'В этом заведении нельзя оплатить кешбэком',
    eng: 'Cashback cannot be spent at this shop',
  },
  STOREFRONT_ORDERING_DISABLED: {
    uz: "Bu do'kon saytida buyurtma berib bo'lmaydi: menyu faqat tanishish uchun",
    ru: 'На сайте этого заведения нельзя оформить заказ: меню только для ознакомления',
    eng: 'This shop does not take orders on its website: the menu is for browsing only',
  },
  PROMOS_DISABLED: {
    uz: "Bu do'konda promokodlar ishlamaydi",
    ru: 'В этом заведении промокоды не действуют',
    eng: 'Promo codes are not accepted at this shop',
  },
  ORDER_NOT_FOUND: { uz: 'Buyurtma topilmadi', ru: 'Заказ не найден', eng: 'Order not found' },
  ORDER_NOT_CANCELLABLE: {
    uz: "Buyurtmani endi bekor qilib bo'lmaydi",
    ru: 'Заказ уже нельзя отменить',
    eng: 'The order can no longer be cancelled',
  },
  ORDER_NOT_HIDEABLE: {
    uz: "Faol buyurtmani yashirib bo'lmaydi",
    ru: 'Активный заказ нельзя скрыть',
    eng: 'An active order cannot be hidden',
  },
  WAITER_CALL_NOT_ALLOWED: {
    uz: "Ofitsiantni faqat zaldagi faol buyurtmadan chaqirish mumkin",
    ru: 'Официанта можно вызвать только по активному заказу в зале',
    eng: 'A waiter can be called only for an active dine-in order',
  },
  IDEMPOTENCY_KEY_INVALID: {
    uz: "Idempotency-Key sarlavhasi noto'g'ri",
    ru: 'Неверный заголовок Idempotency-Key',
    eng: 'The Idempotency-Key header is not valid',
  },
  IDEMPOTENCY_KEY_REUSED: {
    uz: "Bu Idempotency-Key boshqa so'rov uchun ishlatilgan",
    ru: 'Этот Idempotency-Key уже использован для другого запроса',
    eng: 'This Idempotency-Key was already used for another request',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    uz: "Shu kalitli so'rov hali bajarilmoqda",
    ru: 'Запрос с этим ключом ещё выполняется',
    eng: 'A request with this key is still running',
  },
  // Geocoding (account-session-settings §8: the storefront titles it 'Error in nominatim')
  NOMINATIM_ERROR: {
    uz: "Manzilni aniqlab bo'lmadi. Dasturchilarga xabar bering yoki keyinroq qayta urinib ko'ring",
    ru: 'Не удалось определить адрес. Сообщите разработчикам или повторите попытку позже',
    eng: 'The address could not be looked up. Report it to the developers or try again later',
  },
  GEOCODING_TOO_MANY_REQUESTS: {
    uz: "Manzil qidiruvi juda ko'p. Birozdan keyin qayta urinib ko'ring",
    ru: 'Слишком много запросов адреса. Попробуйте чуть позже',
    eng: 'Too many address lookups. Please try again a little later',
  },
  // Payments
  ORDER_NOT_PAID_ONLINE: {
    uz: "Bu buyurtma onlayn to'lanmaydi",
    ru: 'Этот заказ оплачивается не онлайн',
    eng: 'This order is not paid online',
  },
  ORDER_ALREADY_PAID: { uz: "Buyurtma allaqachon to'langan", ru: 'Заказ уже оплачен', eng: 'The order is already paid' },
  ORDER_NOT_PAYABLE: {
    uz: "Bu buyurtmani endi to'lab bo'lmaydi",
    ru: 'Этот заказ больше нельзя оплатить',
    eng: 'This order can no longer be paid',
  },
  RETURN_URL_NOT_ALLOWED: {
    uz: "Qaytish manzili do'kon saytiga olib bormaydi",
    ru: 'Адрес возврата не ведёт на сайт заведения',
    eng: "The return address does not lead to the merchant's storefront",
  },
  PAYMENT_PROVIDER_NOT_CONFIGURED: {
    uz: "Bu to'lov tizimi hozir ulanmagan",
    ru: 'Эта платёжная система сейчас не подключена',
    eng: 'This payment provider is not connected',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    uz: "To'lov tizimi javob bermayapti, keyinroq urinib ko'ring",
    ru: 'Платёжная система не отвечает, попробуйте позже',
    eng: 'The payment provider is not answering, please try again later',
  },
  PAID_ONLINE_BY_PROVIDER: {
    uz: "Onlayn to'lovni faqat to'lov tizimi tasdiqlaydi",
    ru: 'Онлайн-оплату подтверждает только платёжная система',
    eng: 'Only the payment provider confirms an online payment',
  },
  FAVOURITES_DISABLED: {
    uz: "Bu do'konda sevimlilar o'chirilgan",
    ru: 'В этом заведении избранное отключено',
    eng: 'Favourites are switched off at this shop',
  },
  FAVOURITE_NOT_FOUND: { uz: 'Sevimli mahsulot topilmadi', ru: 'Товар в избранном не найден', eng: 'Favourite not found' },
  FAVOURITE_LIMIT: {
    uz: "Sevimlilar ro'yxati to'ldi: avval birortasini o'chiring",
    ru: 'Список избранного заполнен: сначала удалите что-нибудь',
    eng: 'Your favourites list is full: remove one first',
  },
  BOOKING_DISABLED: {
    uz: "Bu do'konda stol band qilish o'chirilgan",
    ru: 'В этом заведении бронирование столов отключено',
    eng: 'Table reservations are switched off at this place',
  },
  BRANCH_BOOKING_DISABLED: {
    uz: 'Bu filialda stol band qilib bo\'lmaydi',
    ru: 'В этом филиале нельзя забронировать стол',
    eng: 'This branch does not take table reservations',
  },
  RESERVATION_OUTSIDE_HOURS: {
    uz: 'Filial bu vaqtda yopiq: ish vaqti ichidagi vaqtni tanlang',
    ru: 'Филиал в это время закрыт: выберите время в часы работы',
    eng: 'The branch is closed at that time: choose a time within its hours',
  },
  RESERVATION_TIME_INVALID: {
    uz: "Band qilish vaqti kamida 30 daqiqadan keyin va 60 kundan kechiktirmay bo'lishi kerak",
    ru: 'Время брони — не раньше чем через 30 минут и не позже чем через 60 дней',
    eng: 'A reservation must be at least 30 minutes and at most 60 days ahead',
  },
  RESERVATION_LIMIT: {
    uz: "Sizda juda ko'p faol bron bor: avval birortasini bekor qiling",
    ru: 'У вас слишком много активных броней: сначала отмените одну',
    eng: 'You hold too many upcoming reservations: cancel one first',
  },
  RESERVATION_NOT_FOUND: { uz: 'Bron topilmadi', ru: 'Бронь не найдена', eng: 'Reservation not found' },
  RESERVATION_NOT_CANCELLABLE: {
    uz: "Bu bronni endi bekor qilib bo'lmaydi",
    ru: 'Эту бронь уже нельзя отменить',
    eng: 'This reservation can no longer be canceled',
  },
  CARDS_DISABLED: { uz: "Kartalarni saqlash o'chirilgan", ru: 'Сохранение карт отключено', eng: 'Saving cards is switched off' },
  CARD_DATA_REFUSED: {
    uz: "Karta raqami va CVV bizga yuborilmaydi: karta to'lov tizimida saqlanadi",
    ru: 'Номер карты и CVV нам не отправляются: карта хранится в платёжной системе',
    eng: 'Card numbers and CVV codes are never sent to us: the card is kept by the payment provider',
  },
  CARD_NOT_FOUND: { uz: 'Karta topilmadi', ru: 'Карта не найдена', eng: 'Card not found' },
  CARD_NOT_VERIFIED: {
    uz: "Karta SMS-kod bilan tasdiqlanmagan",
    ru: 'Карта не подтверждена SMS-кодом',
    eng: 'The card has not been confirmed with the SMS code',
  },
  PAYMENT_IN_PROGRESS: {
    uz: "Bu buyurtma uchun to'lov amalga oshirilmoqda, biroz kuting",
    ru: 'Оплата этого заказа уже идёт, подождите немного',
    eng: 'A payment of this order is already under way, please wait a moment',
  },
  CARD_PAYMENT_FAILED: {
    uz: "Kartadan to'lab bo'lmadi",
    ru: 'Не удалось оплатить картой',
    eng: 'The card payment did not go through',
  },
  // The merchant console, one file per area.
  ...CONSOLE_ACCESS_ERROR_TEXTS,
  ...CONSOLE_BOARD_ERROR_TEXTS,
  ...CONSOLE_MENU_ERROR_TEXTS,
  ...CONSOLE_BRAND_PLACES_ERROR_TEXTS,
  ...CONSOLE_BRAND_SETTINGS_ERROR_TEXTS,
  ...CONSOLE_REPORTS_ERROR_TEXTS,
  ...CONSOLE_RESERVATIONS_ERROR_TEXTS,
  ...ORDER_REVIEW_ERROR_TEXTS,
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
export const unauthorized = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 401, details);
export const tooManyRequests = (code: ErrorCode, retryAfterSeconds: number, details?: Record<string, unknown>) =>
  appError(code, 429, { ...details, retryAfter: retryAfterSeconds });
export const conflict = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 409, details);
export const unprocessable = (code: ErrorCode, details?: Record<string, unknown>) => appError(code, 422, details);
export const internalError = () => appError('INTERNAL_ERROR', 500);
