// Texts of the customer's promo codes page (/profile/promos) in every interface language: the i18next
// namespace `promos`. English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  page: { title: 'Promo codes' },
  list: {
    label: 'Promo codes you can use',
    intro: 'Apply a code here, or type it in the basket. The discount shows in the basket before you order.',
    emptyTitle: 'No promo codes right now',
    emptyText: 'New codes of this place will show up here.',
    toMenu: 'Go to menu',
  },
  card: {
    onProducts: 'off the products',
    onDelivery: 'off delivery',
    freeDelivery: 'Free delivery',
    minPrice: 'On orders over {{amount}}',
    validUntil: 'Valid until {{date}}',
    validFrom: 'From {{date}}',
    noEnd: 'No end date',
    firstOrder: 'For your first order only',
    soon: 'Coming soon',
    copy: 'Copy',
    copied: 'Copied',
    copyLabel: 'Copy the code {{code}}',
    copiedStatus: 'The code {{code}} is copied',
    copyFailed: 'Could not copy. Select the code and copy it yourself.',
    apply: 'Apply',
    applyLabel: 'Apply the code {{code}} in the basket',
  },
};

export type PromosMessages = typeof eng;

const ru: PromosMessages = {
  page: { title: 'Промокоды' },
  list: {
    label: 'Промокоды, которыми можно воспользоваться',
    intro: 'Примените код здесь или введите его в корзине. Скидка будет видна в корзине до оформления заказа.',
    emptyTitle: 'Сейчас промокодов нет',
    emptyText: 'Новые промокоды заведения появятся здесь.',
    toMenu: 'Перейти в меню',
  },
  card: {
    onProducts: 'на товары',
    onDelivery: 'на доставку',
    freeDelivery: 'Бесплатная доставка',
    minPrice: 'При заказе от {{amount}}',
    validUntil: 'Действует до {{date}}',
    validFrom: 'С {{date}}',
    noEnd: 'Без срока окончания',
    firstOrder: 'Только на первый заказ',
    soon: 'Скоро',
    copy: 'Копировать',
    copied: 'Скопировано',
    copyLabel: 'Скопировать код {{code}}',
    copiedStatus: 'Код {{code}} скопирован',
    copyFailed: 'Не удалось скопировать. Выделите код и скопируйте его сами.',
    apply: 'Применить',
    applyLabel: 'Применить код {{code}} в корзине',
  },
};

const uz: PromosMessages = {
  page: { title: 'Promokodlar' },
  list: {
    label: 'Foydalanish mumkin bo‘lgan promokodlar',
    intro: 'Kodni shu yerda qo‘llang yoki savatda kiriting. Chegirma buyurtma berishdan oldin savatda ko‘rinadi.',
    emptyTitle: 'Hozircha promokodlar yo‘q',
    emptyText: 'Yangi promokodlar shu yerda paydo bo‘ladi.',
    toMenu: 'Menyuga o‘tish',
  },
  card: {
    onProducts: 'mahsulotlarga',
    onDelivery: 'yetkazib berishga',
    freeDelivery: 'Bepul yetkazib berish',
    minPrice: '{{amount}} dan ortiq buyurtmalarga',
    validUntil: '{{date}} gacha amal qiladi',
    validFrom: '{{date}} dan boshlab',
    noEnd: 'Muddatsiz',
    firstOrder: 'Faqat birinchi buyurtma uchun',
    soon: 'Tez orada',
    copy: 'Nusxa olish',
    copied: 'Nusxa olindi',
    copyLabel: '{{code}} kodidan nusxa olish',
    copiedStatus: '{{code}} kodidan nusxa olindi',
    copyFailed: 'Nusxa olib bo‘lmadi. Kodni belgilab, o‘zingiz nusxa oling.',
    apply: 'Qo‘llash',
    applyLabel: '{{code}} kodini savatda qo‘llash',
  },
};

const kz: PromosMessages = {
  page: { title: 'Промокодтар' },
  list: {
    label: 'Пайдалануға болатын промокодтар',
    intro: 'Кодты осы жерде қолданыңыз немесе себетте енгізіңіз. Жеңілдік тапсырыс бермес бұрын себетте көрінеді.',
    emptyTitle: 'Қазір промокодтар жоқ',
    emptyText: 'Жаңа промокодтар осы жерде пайда болады.',
    toMenu: 'Мәзірге өту',
  },
  card: {
    onProducts: 'тауарларға',
    onDelivery: 'жеткізуге',
    freeDelivery: 'Тегін жеткізу',
    minPrice: '{{amount}} асатын тапсырыстарға',
    validUntil: '{{date}} дейін жарамды',
    validFrom: '{{date}} бастап',
    noEnd: 'Мерзімі шектелмеген',
    firstOrder: 'Тек алғашқы тапсырысқа',
    soon: 'Жақында',
    copy: 'Көшіру',
    copied: 'Көшірілді',
    copyLabel: '{{code}} кодын көшіру',
    copiedStatus: '{{code}} коды көшірілді',
    copyFailed: 'Көшіру мүмкін болмады. Кодты белгілеп, өзіңіз көшіріңіз.',
    apply: 'Қолдану',
    applyLabel: '{{code}} кодын себетте қолдану',
  },
};

const tr: PromosMessages = {
  page: { title: 'Promosyon kodları' },
  list: {
    label: 'Kullanabileceğiniz promosyon kodları',
    intro: 'Kodu burada uygulayın ya da sepette yazın. İndirim, sipariş vermeden önce sepette görünür.',
    emptyTitle: 'Şu anda promosyon kodu yok',
    emptyText: 'Yeni kodlar burada görünecek.',
    toMenu: 'Menüye git',
  },
  card: {
    onProducts: 'ürünlerde',
    onDelivery: 'teslimatta',
    freeDelivery: 'Ücretsiz teslimat',
    minPrice: '{{amount}} üzerindeki siparişlerde',
    validUntil: '{{date}} tarihine kadar geçerli',
    validFrom: '{{date}} tarihinden itibaren',
    noEnd: 'Süresiz',
    firstOrder: 'Yalnızca ilk siparişinizde',
    soon: 'Yakında',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    copyLabel: '{{code}} kodunu kopyala',
    copiedStatus: '{{code}} kodu kopyalandı',
    copyFailed: 'Kopyalanamadı. Kodu seçip kendiniz kopyalayın.',
    apply: 'Uygula',
    applyLabel: '{{code}} kodunu sepette uygula',
  },
};

const zh: PromosMessages = {
  page: { title: '优惠码' },
  list: {
    label: '可使用的优惠码',
    intro: '在此使用优惠码，或在购物车中输入。下单前即可在购物车中看到优惠。',
    emptyTitle: '暂无优惠码',
    emptyText: '新的优惠码会显示在这里。',
    toMenu: '前往菜单',
  },
  card: {
    onProducts: '商品优惠',
    onDelivery: '配送费优惠',
    freeDelivery: '免费配送',
    minPrice: '订单满 {{amount}} 以上可用',
    validUntil: '有效期至 {{date}}',
    validFrom: '自 {{date}} 起',
    noEnd: '长期有效',
    firstOrder: '仅限首单',
    soon: '即将开始',
    copy: '复制',
    copied: '已复制',
    copyLabel: '复制优惠码 {{code}}',
    copiedStatus: '已复制优惠码 {{code}}',
    copyFailed: '无法复制，请选中优惠码后自行复制。',
    apply: '使用',
    applyLabel: '在购物车中使用优惠码 {{code}}',
  },
};

const ar: PromosMessages = {
  page: { title: 'رموز الخصم' },
  list: {
    label: 'رموز الخصم التي يمكنك استخدامها',
    intro: 'طبّق الرمز هنا أو اكتبه في السلة. يظهر الخصم في السلة قبل أن تطلب.',
    emptyTitle: 'لا توجد رموز خصم حالياً',
    emptyText: 'ستظهر الرموز الجديدة هنا.',
    toMenu: 'الذهاب إلى القائمة',
  },
  card: {
    onProducts: 'على المنتجات',
    onDelivery: 'على التوصيل',
    freeDelivery: 'توصيل مجاني',
    minPrice: 'للطلبات التي تزيد على {{amount}}',
    validUntil: 'صالح حتى {{date}}',
    validFrom: 'ابتداءً من {{date}}',
    noEnd: 'بلا تاريخ انتهاء',
    firstOrder: 'لطلبك الأول فقط',
    soon: 'قريباً',
    copy: 'نسخ',
    copied: 'تم النسخ',
    copyLabel: 'نسخ الرمز {{code}}',
    copiedStatus: 'تم نسخ الرمز {{code}}',
    copyFailed: 'تعذّر النسخ. حدّد الرمز وانسخه بنفسك.',
    apply: 'تطبيق',
    applyLabel: 'تطبيق الرمز {{code}} في السلة',
  },
};

export const promosMessages: Record<Language, PromosMessages> = { uz, ru, eng, kz, tr, zh, ar };
