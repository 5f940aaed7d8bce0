// The demo food brand "Dastarkhan Kitchen": a Tashkent fast-casual chain with a Samarkand branch.
import type { SeedMerchant, SeedPaymentMethod, SeedPromo, SeedTariff } from './content-types.ts';
import { t, week } from './content-types.ts';
import { DEMO_MENU } from './demo-menu.ts';
import { privacyPolicy, termsOfUse } from './policies.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

const NAME = t('Dastarxon Kitchen', 'Дастархан Кичен', 'Dastarkhan Kitchen');
const SUPPORT_PHONE = '+998 71 200 10 00';

const TASHKENT_TARIFF: SeedTariff = { name: 'Toshkent', basePrice: 12_000, baseDistanceM: 3_000, pricePerKm: 2_500, freeFrom: 250_000 };

/** Ring of the delivery region over central Tashkent, [lng, lat]. */
const TASHKENT_RING = [
  [69.17, 41.27],
  [69.24, 41.245],
  [69.33, 41.26],
  [69.37, 41.31],
  [69.35, 41.38],
  [69.27, 41.39],
  [69.19, 41.36],
  [69.15, 41.31],
] as const;

const SAMARKAND_RING = [
  [66.9, 39.62],
  [66.99, 39.61],
  [67.03, 39.65],
  [67.01, 39.7],
  [66.93, 39.7],
  [66.89, 39.66],
] as const;

export const DEMO_PAYMENT_METHODS: readonly SeedPaymentMethod[] = [
  { type: 'CASH', name: 'Cash', title: t('Naqd pul', 'Наличные', 'Cash'), web: true, bot: true, operator: true, app: true, qr: true },
  { type: 'TERMINAL', name: 'Terminal', title: t('Karta orqali (terminal)', 'Картой курьеру (терминал)', 'Card on delivery (terminal)'), web: true, bot: true, operator: true, app: true, qr: true },
  // Demo accounts only: they pay on the local sandbox page (paymentSandbox), never at the real providers.
  {
    type: 'PAYME',
    name: 'Payme',
    title: t('Payme', 'Payme', 'Payme'),
    web: true,
    bot: true,
    operator: false,
    app: true,
    qr: false,
    credentials: { merchantId: '5e730e8e0b852a417aa49ceb', key: 'demo-payme-key' },
  },
  {
    type: 'CLICK',
    name: 'Click',
    title: t('Click', 'Click', 'Click'),
    web: true,
    bot: true,
    operator: false,
    app: true,
    qr: true,
    credentials: { serviceId: '12345', merchantId: '54321', secretKey: 'demo-click-secret', merchantUserId: '11111' },
  },
  {
    type: 'UZUM',
    name: 'Uzum',
    title: t('Uzum Bank', 'Uzum Bank', 'Uzum Bank'),
    web: true,
    bot: false,
    operator: false,
    app: true,
    qr: false,
    credentials: { serviceId: '67890', login: 'demo-uzum', password: 'demo-uzum-password' },
  },
];

const DEMO_PROMOS: readonly SeedPromo[] = [
  {
    code: 'WELCOME10',
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    minPrice: 50_000,
    isActive: true,
    // A welcome code: for the customer's first order, shown on the customers' promo codes page.
    firstOrderOnly: true,
    isPublic: true,
    window: (now) => ({ start: daysFrom(now, -30), end: null }),
  },
  { code: 'MINUS15K', discountType: 'AMOUNT', productDiscount: 15_000, minPrice: 100_000, isActive: true, isPublic: true, window: (now) => ({ start: daysFrom(now, -7), end: daysFrom(now, 90) }) },
  {
    code: 'FREEDELIVERY',
    discountType: 'PERCENTAGE',
    productDiscount: 0,
    deliveryDiscountType: 'PERCENTAGE',
    deliveryDiscount: 100,
    minPrice: 0,
    isActive: true,
    window: (now) => ({ start: daysFrom(now, -1), end: daysFrom(now, 60) }),
  },
  { code: 'EXPIRED', discountType: 'PERCENTAGE', productDiscount: 20, minPrice: 0, isActive: true, window: (now) => ({ start: daysFrom(now, -90), end: daysFrom(now, -30) }) },
  {
    code: 'FUTURE',
    discountType: 'PERCENTAGE',
    productDiscount: 25,
    minPrice: 0,
    isActive: true,
    // Starts on 1 January of next year, Tashkent time.
    window: (now) => ({ start: new Date(`${now.getUTCFullYear() + 1}-01-01T00:00:00+05:00`), end: new Date(`${now.getUTCFullYear() + 1}-12-31T23:59:59+05:00`) }),
  },
  { code: 'PAUSED', discountType: 'PERCENTAGE', productDiscount: 15, minPrice: 0, isActive: false, window: (now) => ({ start: daysFrom(now, -10), end: daysFrom(now, 180) }) },
];

export const DEMO_MERCHANT: SeedMerchant = {
  key: 'demo',
  sub: 'demo',
  name: NAME,
  kind: 'FOOD',
  color: '#D6342C',
  logo: 'bowl',
  isActive: true,
  timezone: 'Asia/Tashkent',
  latitude: 41.2995,
  longitude: 69.2401,
  telegramBotToken: '123456789:DEMO_BOT_TOKEN_FOR_LOCAL_USE_ONLY',
  cities: [
    {
      key: 'tashkent',
      name: t('Toshkent', 'Ташкент', 'Tashkent'),
      description: t("Poytaxtda 4 ta filial, 60 daqiqagacha yetkazib berish", '4 филиала в столице, доставка до 60 минут', 'Four branches in the capital, delivery within 60 minutes'),
      latitude: 41.2995,
      longitude: 69.2401,
      isMain: true,
    },
    {
      key: 'samarqand',
      name: t('Samarqand', 'Самарканд', 'Samarkand'),
      description: t('Registon yonidagi filial', 'Филиал у Регистана', 'Our branch by the Registan'),
      latitude: 39.6542,
      longitude: 66.9597,
      isMain: false,
    },
  ],
  branches: [
    {
      key: 'amir-temur',
      cityKey: 'tashkent',
      name: t('Amir Temur', 'Амир Темур', 'Amir Temur'),
      address: t("Toshkent, Amir Temur ko'chasi, 15", 'Ташкент, улица Амира Темура, 15', '15 Amir Temur Street, Tashkent'),
      latitude: 41.3145,
      longitude: 69.2825,
      phone: '+998712001001',
      bookingPhone: '+998712001011',
      isMain: true,
      dineinEnabled: true,
      bookingEnabled: true,
      deliveryPrice: 15_000,
      distance: 8,
      hours: { DELIVERY: week('09:00', '23:00'), PICK_UP: week('09:00', '23:00'), DINE_IN: week('09:00', '23:00') },
      tariff: TASHKENT_TARIFF,
    },
    {
      key: 'chilonzor',
      cityKey: 'tashkent',
      name: t('Chilonzor', 'Чиланзар', 'Chilanzar'),
      address: t("Toshkent, Bunyodkor shoh ko'chasi, 27", 'Ташкент, проспект Бунёдкор, 27', '27 Bunyodkor Avenue, Tashkent'),
      latitude: 41.2858,
      longitude: 69.2035,
      phone: '+998712001002',
      deliveryPrice: 15_000,
      distance: 7,
      // Closed on Sundays.
      hours: { DELIVERY: week('10:00', '22:00', { daysOff: ['SUNDAY'] }), PICK_UP: week('10:00', '22:00', { daysOff: ['SUNDAY'] }) },
      tariff: TASHKENT_TARIFF,
    },
    {
      key: 'yunusobod',
      cityKey: 'tashkent',
      name: t('Yunusobod', 'Юнусабад', 'Yunusabad'),
      address: t("Toshkent, Yunusobod 4-mavze, Bog'ishamol ko'chasi, 12", 'Ташкент, Юнусабад-4, улица Богишамол, 12', '12 Bogishamol Street, Yunusabad-4, Tashkent'),
      latitude: 41.3632,
      longitude: 69.2866,
      phone: '+998712001003',
      deliveryPrice: 18_000,
      distance: 7,
      // A lunch shift and an evening shift with a break between them.
      hours: { DELIVERY: week('10:00', '15:00', { extra: ['17:00', '23:30'] }), PICK_UP: week('10:00', '15:00', { extra: ['17:00', '23:30'] }) },
      tariff: TASHKENT_TARIFF,
    },
    {
      key: 'ulugbek',
      cityKey: 'tashkent',
      name: t("Mirzo Ulug'bek (faqat yetkazib berish)", 'Мирзо-Улугбек (только доставка)', 'Mirzo Ulugbek (delivery only)'),
      address: t("Toshkent, Buyuk Ipak Yo'li ko'chasi, 154", 'Ташкент, улица Буюк Ипак Йули, 154', '154 Buyuk Ipak Yuli Street, Tashkent'),
      latitude: 41.3265,
      longitude: 69.3355,
      phone: '+998712001004',
      // A delivery-only kitchen: customers cannot collect here.
      pickupEnabled: false,
      deliveryPrice: 15_000,
      distance: 9,
      hours: { DELIVERY: week('11:00', '02:00') },
      tariff: { ...TASHKENT_TARIFF, name: "Mirzo Ulug'bek" },
    },
    {
      key: 'tashkent-city',
      cityKey: 'tashkent',
      name: t('Tashkent City (24/7)', 'Ташкент Сити (24/7)', 'Tashkent City (24/7)'),
      address: t("Toshkent, Islom Karimov ko'chasi, 49", 'Ташкент, улица Ислама Каримова, 49', '49 Islam Karimov Street, Tashkent'),
      latitude: 41.3163,
      longitude: 69.2486,
      phone: '+998712001006',
      // Open around the clock (00:00–00:00), for all three services: the branch to try ordering at any hour.
      // Takes table reservations at any hour too: the browser tests book here whatever the time of day.
      bookingPhone: '+998712001016',
      bookingEnabled: true,
      dineinEnabled: true,
      deliveryPrice: 15_000,
      distance: 8,
      hours: { DELIVERY: week('00:00', '00:00'), PICK_UP: week('00:00', '00:00'), DINE_IN: week('00:00', '00:00') },
      tariff: TASHKENT_TARIFF,
      halls: [
        { key: 'main', name: 'Asosiy zal', tables: [1, 2, 3, 4, 5, 6, 7, 8] },
        { key: 'terrace', name: 'Terrasa', tables: [9, 10, 11, 12] },
      ],
      couriers: [
        { key: 'aziz', name: 'Aziz Karimov', phone: '998901234501' },
        { key: 'dilshod', name: 'Dilshod Rahimov', phone: '998901234502' },
      ],
    },
    {
      key: 'samarqand',
      cityKey: 'samarqand',
      name: t('Registon', 'Регистан', 'Registan'),
      address: t("Samarqand, Registon ko'chasi, 6", 'Самарканд, улица Регистан, 6', '6 Registan Street, Samarkand'),
      latitude: 39.6545,
      longitude: 66.975,
      phone: '+998662001005',
      bookingPhone: '+998662001015',
      bookingEnabled: true,
      dineinEnabled: true,
      deliveryPrice: 12_000,
      distance: 6,
      hours: { DELIVERY: week('09:00', '22:00'), PICK_UP: week('09:00', '22:00'), DINE_IN: week('09:00', '22:00') },
      tariff: { name: 'Samarqand', basePrice: 10_000, baseDistanceM: 3_000, pricePerKm: 2_000, freeFrom: 200_000 },
      halls: [{ key: 'main', name: 'Asosiy zal', tables: [1, 2, 3, 4, 5, 6] }],
    },
  ],
  groups: DEMO_MENU,
  web: {
    brand: NAME.eng,
    title: 'Dastarkhan Kitchen — plov, lagman, burgers and pizza delivered in Tashkent and Samarkand',
    mainColor: '#D6342C',
    mainColorType: 'dark',
    mainLanguage: 'uz',
    // Every interface language the storefront has, so the demo shows (and the browser tests check) all of them.
    kzActive: true,
    trActive: true,
    zhActive: true,
    arActive: true,
    leftCopyWrite: t('© Dastarxon Kitchen', '© Дастархан Кичен', '© Dastarkhan Kitchen'),
    rightCopyWrite: t('Dastarkhan platformasida', 'Работает на Dastarkhan', 'Powered by Dastarkhan'),
    deliveryActive: true,
    pickupActive: true,
    dineInActive: true,
    // Table reservations (/reservations) at the branches with bookingEnabled.
    bookingActive: true,
    branchesActive: true,
    bannersActive: true,
    storiesActive: true,
    notificationsActive: true,
    vacanciesActive: true,
    privacyActive: true,
    aboutMerchantActive: true,
    termsOfUseActive: true,
    promoActive: true,
    favouriteActive: true,
    cashbackActive: true,
    // The balance on the profile (its header chip, cashbeckHeaderActive, stays off: the phone's header is narrow).
    balanceActive: true,
    cancelOrderActive: true,
    cardActive: true,
    cashActive: true,
    terminalActive: true,
    paymeActive: true,
    clickActive: true,
    uzumActive: true,
    telegramBotLink: 'https://t.me/dastarkhan_demo_bot',
    phone: { url: 'tel:+998712001000', active: true },
    telegram: { url: 'https://t.me/dastarkhan_demo', active: true },
    instagram: { url: 'https://instagram.com/dastarkhan.demo', active: true },
    facebook: { url: '', active: false },
    contacts: [
      { label: t('Call-markaz', 'Колл-центр', 'Call centre'), value: SUPPORT_PHONE },
      { label: t('Elektron pochta', 'Эл. почта', 'Email'), value: 'hello@dastarkhan.example' },
    ],
    mapType: 'LEAFLET',
    shouldValidateDeliveryArea: true,
  },
  order: {
    isServiceFeeEnabled: true,
    isServiceFeeFreeAboveThreshold: true,
    serviceFeeThreshold: 150_000,
    serviceFeeAmount: 3_000,
    minimalDeliveryPrice: 8_000,
    shouldValidateDeliveryArea: true,
    cashbackPercent: 3,
    paymentSandbox: true,
  },
  paymentMethods: DEMO_PAYMENT_METHODS,
  promos: DEMO_PROMOS,
  policies: {
    ABOUT_COMPANY: {
      uz: [
        "Dastarxon Kitchen — 2016-yilda Toshkentdagi kichik choyxonadan boshlangan oilaviy restoranlar tarmog'i. Bugun Toshkentda to'rtta va Samarqandda bitta filialimiz bor.",
        "Oshni har kuni ertalab o'choqda, devzira guruch va Farg'onaning sariq sabzisidan damlaymiz. Lag'mon xamirini qo'lda cho'zamiz, somsani tandirda yopamiz. Menyumizda milliy taomlar bilan birga burger, pitsa va lavash ham bor — butun oila uchun.",
        "Buyurtmani saytda, Telegram-botda yoki telefon orqali bering: shahar bo'ylab 60 daqiqada yetkazamiz yoki filialda olib ketishingiz mumkin.",
      ].join('\n\n'),
      ru: [
        'Dastarkhan Kitchen — семейная сеть ресторанов, которая началась в 2016 году с маленькой чайханы в Ташкенте. Сегодня у нас четыре филиала в Ташкенте и один в Самарканде.',
        'Плов мы готовим каждое утро на открытом огне из риса девзира и жёлтой ферганской моркови. Лапшу для лагмана тянем вручную, самсу печём в тандыре. А рядом с национальной кухней в меню есть бургеры, пицца и лаваш — для всей семьи.',
        'Заказывайте на сайте, в Telegram-боте или по телефону: доставим по городу за 60 минут, или заберите заказ в филиале.',
      ].join('\n\n'),
      eng: [
        'Dastarkhan Kitchen is a family restaurant chain that started in 2016 as a small teahouse in Tashkent. Today we run four branches in Tashkent and one in Samarkand.',
        'We cook our plov every morning over an open fire with devzira rice and yellow Fergana carrots. We pull our lagman noodles by hand and bake our somsa in a tandoor. Next to the national dishes you will find burgers, pizza and lavash: something for the whole family.',
        'Order on the website, in our Telegram bot or by phone: we deliver across the city within 60 minutes, or pick your order up at a branch.',
      ].join('\n\n'),
    },
    TERMS: termsOfUse(NAME, SUPPORT_PHONE),
    PRIVACY_POLICY: privacyPolicy(NAME),
    // The /extra page (its first line is the title the footer links); /extra2, /extr3, /extra4 stay empty.
    EXTRA: {
      uz: [
        '# Katering',
        "To'y, tug'ilgan kun yoki ofisdagi tadbir uchun osh, somsa va salatlarni 20 kishidan 500 kishigacha tayyorlaymiz.",
        "Qozon, idish-tovoq va xizmat ko'rsatuvchi xodimlarni o'zimiz olib kelamiz. Buyurtmani kamida uch kun oldin bering.",
        `Narx va menyuni kelishish uchun qo'ng'iroq qiling: ${SUPPORT_PHONE}.`,
      ].join('\n\n'),
      ru: [
        '# Кейтеринг',
        'Готовим плов, самсу и салаты для свадьбы, дня рождения или события в офисе — от 20 до 500 гостей.',
        'Казаны, посуду и официантов привозим сами. Оформите заказ минимум за три дня.',
        `Чтобы обсудить меню и цену, позвоните нам: ${SUPPORT_PHONE}.`,
      ].join('\n\n'),
      eng: [
        '# Catering',
        'We cook plov, somsa and salads for weddings, birthdays or office events, for 20 to 500 guests.',
        'We bring the cauldrons, the tableware and the waiters. Please order at least three days ahead.',
        `Call us to agree on the menu and the price: ${SUPPORT_PHONE}.`,
      ].join('\n\n'),
    },
  },
  vacancies: [
    {
      key: 'oshpaz',
      title: t('Oshpaz (milliy taomlar)', 'Повар национальной кухни', 'Cook, national cuisine'),
      description: t(
        "Osh, lag'mon va manti tayyorlash tajribasi kamida 2 yil. 6/1 grafik, bepul ovqat va forma. Amir Temur filiali.",
        'Опыт приготовления плова, лагмана и мантов от 2 лет. График 6/1, бесплатное питание и форма. Филиал «Амир Темур».',
        'At least two years of experience cooking plov, lagman and manti. Six days on, one off; free meals and uniform. Amir Temur branch.',
      ),
      salary: "7 000 000 – 10 000 000 so'm",
      cityKey: 'tashkent',
      branchKey: 'amir-temur',
    },
    {
      key: 'kuryer',
      title: t('Kuryer (shaxsiy avtomobil bilan)', 'Курьер на личном автомобиле', 'Courier with own car'),
      description: t(
        "Toshkent bo'ylab buyurtmalarni yetkazish. Erkin grafik, har kuni hisob-kitob, yoqilg'i kompensatsiyasi.",
        'Доставка заказов по Ташкенту. Свободный график, ежедневные выплаты, компенсация топлива.',
        'Delivering orders across Tashkent. Flexible hours, daily payouts, fuel compensation.',
      ),
      salary: "Buyurtma boshiga 25 000 so'mdan",
      cityKey: 'tashkent',
    },
    {
      key: 'kassir',
      title: t('Kassir-operator', 'Кассир-оператор', 'Cashier and order operator'),
      description: t(
        "Mehmonlarni kutib olish, buyurtmalarni qabul qilish va kassa bilan ishlash. O'zbek va rus tillarini bilish shart.",
        'Встреча гостей, приём заказов и работа с кассой. Обязательно знание узбекского и русского языков.',
        'Welcoming guests, taking orders and running the till. Uzbek and Russian required.',
      ),
      salary: "5 000 000 – 6 500 000 so'm",
      cityKey: 'samarqand',
      branchKey: 'samarqand',
    },
  ],
  banners: [
    {
      key: 'welcome',
      title: t("Birinchi buyurtmaga −10%: WELCOME10", 'Скидка 10% на первый заказ: WELCOME10', '10% off your first order: WELCOME10'),
      arts: [{ kind: 'plov' }, { kind: 'burger' }, { kind: 'cold-drink', color: '#7ac943' }],
    },
    {
      key: 'plov',
      title: t("To'y oshi — endi har kuni", 'Свадебный плов — теперь каждый день', 'Wedding plov, now every day'),
      arts: [{ kind: 'salad' }, { kind: 'plov' }, { kind: 'tea', color: '#c9b458' }],
      productKey: 'toy-oshi',
    },
    {
      key: 'free-delivery',
      title: t("FREEDELIVERY bilan bepul yetkazib berish", 'Бесплатная доставка с FREEDELIVERY', 'Free delivery with FREEDELIVERY'),
      arts: [{ kind: 'pizza' }, { kind: 'combo' }, { kind: 'lavash' }],
      link: '/category',
    },
  ],
  // Stories of the home page: pictures the seed already draws for these products and banners.
  stories: [
    {
      key: 'plov-day',
      title: t('Osh kuni', 'День плова', 'Plov day'),
      slides: [
        { productKey: 'toshkent-oshi', title: t('Har tongda qozonda', 'Каждое утро в казане', 'Cooked in a kazan every morning') },
        { productKey: 'toy-oshi', title: t("To'y oshi — har kuni", 'Свадебный плов — каждый день', 'Wedding plov, every day') },
        { bannerKey: 'plov', link: '/category', title: t("Menyuni ko'ring", 'Смотрите меню', 'See the menu') },
      ],
    },
    {
      key: 'burgers',
      title: t('Burgerlar', 'Бургеры', 'Burgers'),
      slides: [
        { productKey: 'chizburger', title: t('Ikki barobar pishloq', 'Двойной сыр', 'Double cheese') },
        { productKey: 'bbq-burger', title: t('BBQ sousi bilan', 'С соусом BBQ', 'With BBQ sauce'), durationMs: 6000 },
      ],
    },
    {
      key: 'welcome',
      title: t('−10% sizga', '−10% для вас', '10% off for you'),
      slides: [
        { bannerKey: 'welcome', title: t('WELCOME10 promokodi', 'Промокод WELCOME10', 'Promo code WELCOME10') },
        { bannerKey: 'free-delivery', title: t('FREEDELIVERY bilan bepul yetkazish', 'Бесплатная доставка с FREEDELIVERY', 'Free delivery with FREEDELIVERY') },
      ],
    },
    {
      key: 'sweets',
      title: t('Shirinliklar', 'Десерты', 'Desserts'),
      slides: [
        { productKey: 'medovik', title: t('Uy medovigi', 'Домашний медовик', 'Home-made honey cake') },
        { productKey: 'chak-chak' },
        { productKey: 'pahlava', title: t('Asal va yong\'oq', 'Мёд и орехи', 'Honey and nuts') },
      ],
    },
  ],
  // Sent to every customer, dated hours before the seeding: customers who sign up within the
  // notifications module's lookback (30 days) still find them.
  notifications: [
    {
      key: 'welcome',
      title: t('Xush kelibsiz!', 'Добро пожаловать!', 'Welcome!'),
      body: t(
        "Birinchi buyurtmangizga WELCOME10 promokodi bilan 10% chegirma.",
        'Скидка 10% на первый заказ с промокодом WELCOME10.',
        '10% off your first order with the promo code WELCOME10.',
      ),
      productKey: 'toshkent-oshi',
      hoursAgo: 72,
    },
    {
      key: 'samarkand',
      title: t('Samarqandda ham yetkazamiz', 'Доставляем и в Самарканде', 'Now delivering in Samarkand'),
      body: t(
        "Samarqand filialimiz ochildi: buyurtmalar 60 daqiqada yetkaziladi.",
        'Открылся наш филиал в Самарканде: доставляем за 60 минут.',
        'Our Samarkand branch is open: orders delivered within 60 minutes.',
      ),
      hoursAgo: 30,
    },
    {
      key: 'weekend',
      title: t('Yetkazib berish bepul', 'Доставка бесплатно', 'Delivery is on us'),
      body: t(
        "FREEDELIVERY promokodi bilan buyurtmangizni bepul yetkazib beramiz.",
        'С промокодом FREEDELIVERY доставим ваш заказ бесплатно.',
        'Use the promo code FREEDELIVERY and we deliver your order for free.',
      ),
      productKey: 'burger-kombo',
      hoursAgo: 2,
    },
  ],
  regions: [
    { key: 'tashkent', cityKey: 'tashkent', name: 'Toshkent', ring: TASHKENT_RING },
    { key: 'samarqand', cityKey: 'samarqand', name: 'Samarqand', ring: SAMARKAND_RING },
  ],
  zones: [
    {
      key: 'markaz',
      cityKey: 'tashkent',
      name: 'Markaz',
      color: '#2A9D8F',
      price: 10_000,
      priority: 1,
      ring: [
        [69.22, 41.29],
        [69.3, 41.28],
        [69.32, 41.32],
        [69.29, 41.35],
        [69.23, 41.34],
        [69.21, 41.315],
      ],
    },
    { key: 'shahar', cityKey: 'tashkent', name: 'Shahar', color: '#E9C46A', price: 18_000, priority: 2, ring: TASHKENT_RING },
    { key: 'samarqand', cityKey: 'samarqand', name: 'Samarqand', color: '#F4A261', price: 12_000, priority: 1, ring: SAMARKAND_RING },
  ],
  operatorKeys: ['demo-operator-key'],
};
