// Texts of the Telegram Mini App sign-in (the quiet notices of the bridge) in every interface language.
// English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  signingIn: 'Signing in with Telegram…',
  signInFailed: 'We could not sign you in with Telegram. You can keep browsing or sign in with your phone number.',
  signInExpired: 'This Telegram session is out of date. Please close the app and open it again from the bot.',
  signIn: 'Sign in',
  contactDeclined: 'To finish signing in, share your phone number: the restaurant uses it to confirm your orders.',
  contactUnreadable: 'Telegram did not pass your contact on. Please try again.',
  contactFailed: 'We could not confirm your phone number. Please try again.',
  shareContact: 'Share phone number',
  dismiss: 'Close',
};

export type TelegramMessages = { [K in keyof typeof eng]: string };

const ru: TelegramMessages = {
  signingIn: 'Входим через Telegram…',
  signInFailed: 'Не удалось войти через Telegram. Можно продолжить просмотр или войти по номеру телефона.',
  signInExpired: 'Сессия Telegram устарела. Закройте приложение и откройте его снова из бота.',
  signIn: 'Войти',
  contactDeclined: 'Чтобы завершить вход, поделитесь номером телефона: по нему ресторан подтверждает заказы.',
  contactUnreadable: 'Telegram не передал ваш контакт. Попробуйте ещё раз.',
  contactFailed: 'Не удалось подтвердить номер телефона. Попробуйте ещё раз.',
  shareContact: 'Поделиться номером',
  dismiss: 'Закрыть',
};

const uz: TelegramMessages = {
  signingIn: 'Telegram orqali kirilmoqda…',
  signInFailed: "Telegram orqali kirib bo'lmadi. Menyuni ko'rishda davom etishingiz yoki telefon raqamingiz bilan kirishingiz mumkin.",
  signInExpired: 'Telegram seansi eskirgan. Ilovani yoping va uni botdan qaytadan oching.',
  signIn: 'Kirish',
  contactDeclined: 'Kirishni yakunlash uchun telefon raqamingizni ulashing: restoran buyurtmalaringizni u orqali tasdiqlaydi.',
  contactUnreadable: "Telegram kontaktingizni uzatmadi. Qaytadan urinib ko'ring.",
  contactFailed: "Telefon raqamingizni tasdiqlab bo'lmadi. Qaytadan urinib ko'ring.",
  shareContact: 'Raqamni ulashish',
  dismiss: 'Yopish',
};

const kz: TelegramMessages = {
  signingIn: 'Telegram арқылы кіру…',
  signInFailed: 'Telegram арқылы кіру мүмкін болмады. Қарауды жалғастыруға немесе телефон нөмірімен кіруге болады.',
  signInExpired: 'Telegram сессиясы ескірген. Қолданбаны жауып, оны боттан қайта ашыңыз.',
  signIn: 'Кіру',
  contactDeclined: 'Кіруді аяқтау үшін телефон нөміріңізбен бөлісіңіз: мейрамхана тапсырыстарыңызды сол арқылы растайды.',
  contactUnreadable: 'Telegram контактіңізді жібермеді. Қайталап көріңіз.',
  contactFailed: 'Телефон нөміріңізді растау мүмкін болмады. Қайталап көріңіз.',
  shareContact: 'Нөмірмен бөлісу',
  dismiss: 'Жабу',
};

const tr: TelegramMessages = {
  signingIn: 'Telegram ile giriş yapılıyor…',
  signInFailed: 'Telegram ile giriş yapılamadı. Gezinmeye devam edebilir veya telefon numaranızla giriş yapabilirsiniz.',
  signInExpired: 'Bu Telegram oturumunun süresi doldu. Uygulamayı kapatıp bottan yeniden açın.',
  signIn: 'Giriş yap',
  contactDeclined: 'Girişi tamamlamak için telefon numaranızı paylaşın: restoran siparişlerinizi bu numarayla onaylar.',
  contactUnreadable: 'Telegram kişi bilginizi iletmedi. Lütfen tekrar deneyin.',
  contactFailed: 'Telefon numaranız doğrulanamadı. Lütfen tekrar deneyin.',
  shareContact: 'Numarayı paylaş',
  dismiss: 'Kapat',
};

const zh: TelegramMessages = {
  signingIn: '正在通过 Telegram 登录…',
  signInFailed: '无法通过 Telegram 登录。您可以继续浏览，或使用手机号登录。',
  signInExpired: '此 Telegram 会话已过期。请关闭应用，然后从机器人重新打开。',
  signIn: '登录',
  contactDeclined: '要完成登录，请分享您的手机号：餐厅会用它确认您的订单。',
  contactUnreadable: 'Telegram 未能传递您的联系方式。请重试。',
  contactFailed: '无法验证您的手机号。请重试。',
  shareContact: '分享手机号',
  dismiss: '关闭',
};

const ar: TelegramMessages = {
  signingIn: 'جارٍ تسجيل الدخول عبر تيليجرام…',
  signInFailed: 'تعذّر تسجيل دخولك عبر تيليجرام. يمكنك متابعة التصفح أو تسجيل الدخول برقم هاتفك.',
  signInExpired: 'انتهت صلاحية جلسة تيليجرام هذه. أغلق التطبيق وافتحه مجددًا من البوت.',
  signIn: 'تسجيل الدخول',
  contactDeclined: 'لإكمال تسجيل الدخول، شارك رقم هاتفك: يستخدمه المطعم لتأكيد طلباتك.',
  contactUnreadable: 'لم ينقل تيليجرام جهة اتصالك. يُرجى المحاولة مرة أخرى.',
  contactFailed: 'تعذّر تأكيد رقم هاتفك. يُرجى المحاولة مرة أخرى.',
  shareContact: 'مشاركة رقم الهاتف',
  dismiss: 'إغلاق',
};

export const telegramMessages: Record<Language, TelegramMessages> = { uz, ru, eng, kz, tr, zh, ar };
