// Terms of use and privacy policy of the demo brands, in uz/ru/eng, paragraphs separated by blank lines.
import type { LocalizedText } from '@dastarkhan/domain/i18n';

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** Terms of use of an online store run on Dastarkhan; `brand` is the brand's name per language. */
export function termsOfUse(brand: LocalizedText, supportPhone: string): LocalizedText {
  return {
    uz: paragraphs(
      `Ushbu shartlar ${brand.uz} veb-sayti, Telegram-boti va ilovasi orqali buyurtma berishga tegishli. Buyurtma berish orqali siz ushbu shartlarga rozilik bildirasiz.`,
      "Buyurtma telefon raqamingiz SMS-kod bilan tasdiqlangandan keyin qabul qilinadi. Narxlar so'mda ko'rsatilgan va QQSni o'z ichiga oladi. Yetkazib berish narxi manzil va buyurtma summasiga qarab hisoblanadi va to'lovdan oldin ko'rsatiladi.",
      "Onlayn to'lov (Payme, Click, Uzum) muvaffaqiyatli o'tgandan so'ng buyurtma oshxonaga yuboriladi. Naqd pul yoki terminal orqali to'lov kuryerga yoki filial kassasida amalga oshiriladi.",
      "Buyurtmani tayyorlash boshlanmaguncha bekor qilishingiz mumkin. Onlayn to'langan buyurtma bekor qilinsa, pul 3 ish kuni ichida kartangizga qaytariladi. Mahsulot sifati bo'yicha e'tirozlarni qabul qilingan kuni qo'llab-quvvatlash xizmatiga bildiring.",
      `Savollar bo'yicha: ${supportPhone} (har kuni 09:00–23:00).`,
    ),
    ru: paragraphs(
      `Настоящие условия действуют при заказе через сайт, Telegram-бот и приложение ${brand.ru}. Оформляя заказ, вы соглашаетесь с ними.`,
      'Заказ принимается после подтверждения номера телефона кодом из SMS. Цены указаны в сумах с учётом НДС. Стоимость доставки рассчитывается по адресу и сумме заказа и показывается до оплаты.',
      'При онлайн-оплате (Payme, Click, Uzum) заказ передаётся на кухню после успешного платежа. Оплата наличными или картой через терминал производится курьеру или на кассе филиала.',
      'Заказ можно отменить, пока его не начали готовить. Если отменён заказ, оплаченный онлайн, деньги вернутся на карту в течение 3 рабочих дней. Претензии к качеству сообщите в службу поддержки в день получения заказа.',
      `Вопросы: ${supportPhone} (ежедневно 09:00–23:00).`,
    ),
    eng: paragraphs(
      `These terms apply to orders placed through the ${brand.eng} website, Telegram bot and app. By placing an order you accept them.`,
      'An order is accepted once your phone number is confirmed with a code sent by SMS. Prices are in so\'m and include VAT. The delivery fee depends on the address and the order total and is shown before you pay.',
      'With online payment (Payme, Click, Uzum) the order goes to the kitchen after the payment succeeds. Cash and card-terminal payments are made to the courier or at the branch till.',
      'You can cancel an order until it is being prepared. If an order paid online is cancelled, the money returns to your card within 3 working days. Please report any quality issue to support on the day you receive the order.',
      `Questions: ${supportPhone} (daily 09:00–23:00).`,
    ),
  };
}

export function privacyPolicy(brand: LocalizedText): LocalizedText {
  return {
    uz: paragraphs(
      `${brand.uz} buyurtmani bajarish uchun zarur bo'lgan minimal ma'lumotlarni to'playdi: telefon raqami, ism, yetkazib berish manzillari va buyurtmalar tarixi.`,
      "Telefon raqami tizimga kirish va buyurtma holati haqida xabar berish uchun ishlatiladi. Manzil va joylashuv faqat yetkazib berish narxini hisoblash va kuryerga yo'l ko'rsatish uchun kerak. Karta ma'lumotlarini biz saqlamaymiz — to'lovni to'lov tizimi amalga oshiradi.",
      "Ma'lumotlar uchinchi shaxslarga sotilmaydi. Ular faqat buyurtmani yetkazib beruvchi hamkorlar (kuryerlik xizmati, to'lov tizimi) bilan va faqat zarur hajmda ulashiladi.",
      "Profil sahifasida hisobingizni istalgan vaqtda o'chirishingiz mumkin: shaxsiy ma'lumotlar o'chiriladi, buyurtmalar esa buxgalteriya hisobi uchun anonim holda saqlanadi.",
    ),
    ru: paragraphs(
      `${brand.ru} собирает минимум данных, необходимых для выполнения заказа: номер телефона, имя, адреса доставки и историю заказов.`,
      'Номер телефона нужен для входа и уведомлений о статусе заказа. Адрес и геопозиция используются только для расчёта доставки и маршрута курьера. Данные карт мы не храним — платёж проводит платёжная система.',
      'Мы не продаём данные третьим лицам. Они передаются только партнёрам, которые выполняют заказ (служба доставки, платёжная система), и только в необходимом объёме.',
      'Удалить аккаунт можно в любой момент в профиле: персональные данные удаляются, а заказы сохраняются в обезличенном виде для бухгалтерского учёта.',
    ),
    eng: paragraphs(
      `${brand.eng} collects only what it needs to fulfil your order: phone number, name, delivery addresses and order history.`,
      'Your phone number is used to sign you in and to tell you about your order. Your address and location are used only to price the delivery and guide the courier. We never store card details: payments are processed by the payment provider.',
      'We do not sell your data. It is shared only with the partners who fulfil the order (delivery service, payment provider) and only as far as they need it.',
      'You can delete your account at any time from your profile: personal data is erased and orders are kept anonymised for accounting.',
    ),
  };
}
