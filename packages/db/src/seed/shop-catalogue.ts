// The demo goods store "Yashil Bozor" (a Tashkent grocery with household goods) and its catalogue.
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import type { SeedCategory, SeedMerchant, SeedOptionGroup, SeedProduct } from './content-types.ts';
import { t, week } from './content-types.ts';
import { privacyPolicy, termsOfUse } from './policies.ts';

type Tri = readonly [uz: string, ru: string, eng: string];
const tri = ([uz, ru, eng]: Tri): LocalizedText => t(uz, ru, eng);

function item(key: string, price: number, names: Tri, descriptions: Tri, extra: Omit<SeedProduct, 'key' | 'name' | 'description' | 'price'>): SeedProduct {
  return { key, price, name: tri(names), description: tri(descriptions), ...extra };
}

const NAME = t('Yashil Bozor', 'Яшил Бозор', 'Yashil Bozor Market');
const SUPPORT_PHONE = '+998 71 205 50 50';

const RICE_PACK: SeedOptionGroup = {
  key: 'pack',
  name: t('Qadoq', 'Упаковка', 'Pack size'),
  min: 1,
  max: 1,
  options: [
    { key: '1kg', name: t('1 kg', '1 кг', '1 kg'), price: 0, isDefault: true },
    { key: '5kg', name: t('5 kg', '5 кг', '5 kg'), price: 118_000 },
  ],
};

const TOWEL_COLOUR: SeedOptionGroup = {
  key: 'colour',
  name: t('Rangi', 'Цвет', 'Colour'),
  min: 1,
  max: 1,
  options: [
    { key: 'lilac', name: t('Binafsha', 'Сиреневый', 'Lilac'), price: 0, isDefault: true },
    { key: 'mint', name: t('Yalpiz rang', 'Мятный', 'Mint'), price: 0 },
    { key: 'sand', name: t('Qum rang', 'Песочный', 'Sand'), price: 0 },
  ],
};

const fruit: SeedCategory = {
  key: 'fruit',
  name: t('Mevalar', 'Фрукты', 'Fruit'),
  tint: '#FDE2E2',
  art: { kind: 'fruit' },
  products: [
    item('olma', 18_000, ['Olma, 1 kg', 'Яблоки, 1 кг', 'Apples, 1 kg'],
      ["Namangan olmasi, shirin va qarsildoq.", 'Наманганские яблоки, сладкие и хрустящие.', 'Sweet, crunchy apples from Namangan.'],
      { art: { kind: 'fruit', color: '#e63946' }, measure: 1, unit: 'KG', calorie: 52 }),
    item('anor', 28_000, ['Anor, 1 kg', 'Гранат, 1 кг', 'Pomegranates, 1 kg'],
      ["Qo'qon anori, yirik va suvli.", 'Кокандский гранат, крупный и сочный.', 'Large, juicy pomegranates from Kokand.'],
      { art: { kind: 'fruit', color: '#b5161b' }, measure: 1, unit: 'KG', calorie: 83, labels: ['HIT'] }),
    item('banan', 24_000, ['Banan, 1 kg', 'Бананы, 1 кг', 'Bananas, 1 kg'],
      ['Ekvador bananlari.', 'Бананы из Эквадора.', 'Bananas from Ecuador.'],
      { art: { kind: 'banana' }, measure: 1, unit: 'KG', calorie: 89 }),
    item('uzum', 22_000, ['Husayni uzum, 1 kg', 'Виноград «Хусайне», 1 кг', 'Husayni grapes, 1 kg'],
      ["Uzunchoq, shirin husayni uzumi.", 'Длинный сладкий виноград «Хусайне».', 'Long, sweet Husayni grapes.'],
      { art: { kind: 'grapes', color: '#9bbf3a' }, measure: 1, unit: 'KG', calorie: 69, discount: 15 }),
    item('limon', 30_000, ['Limon, 1 kg', 'Лимоны, 1 кг', 'Lemons, 1 kg'],
      ["Toshkent limonlari, yupqa po'stli.", 'Ташкентские лимоны с тонкой кожурой.', 'Thin-skinned Tashkent lemons.'],
      { art: { kind: 'fruit', color: '#f7d13d' }, measure: 1, unit: 'KG', calorie: 29 }),
    item('apelsin', 26_000, ['Apelsin, 1 kg', 'Апельсины, 1 кг', 'Oranges, 1 kg'],
      ['Shirin apelsinlar, sharbat uchun ham.', 'Сладкие апельсины, подходят для сока.', 'Sweet oranges, good for juicing too.'],
      { art: { kind: 'fruit', color: '#f4892b' }, measure: 1, unit: 'KG', calorie: 47 }),
    item('qora-uzum', 26_000, ['Qora kishmish, 1 kg', 'Чёрный кишмиш, 1 кг', 'Black seedless grapes, 1 kg'],
      ["Danaksiz qora uzum.", 'Чёрный виноград без косточек.', 'Seedless black grapes.'],
      { art: { kind: 'grapes', color: '#5b2a6e' }, measure: 1, unit: 'KG', calorie: 70, labels: ['NEW'] }),
  ],
};

const vegetables: SeedCategory = {
  key: 'vegetables',
  name: t('Sabzavotlar', 'Овощи', 'Vegetables'),
  tint: '#E3F2DC',
  art: { kind: 'vegetable' },
  products: [
    item('pomidor', 15_000, ['Pomidor, 1 kg', 'Помидоры, 1 кг', 'Tomatoes, 1 kg'],
      ["Issiqxona pomidorlari, qizil va go'shtdor.", 'Тепличные помидоры, красные и мясистые.', 'Red, fleshy greenhouse tomatoes.'],
      { art: { kind: 'vegetable', color: '#e63946' }, measure: 1, unit: 'KG', calorie: 18 }),
    item('bodring', 12_000, ['Bodring, 1 kg', 'Огурцы, 1 кг', 'Cucumbers, 1 kg'],
      ["Qarsildoq bodringlar.", 'Хрустящие огурцы.', 'Crunchy cucumbers.'],
      { art: { kind: 'cucumber' }, measure: 1, unit: 'KG', calorie: 15 }),
    item('sariq-sabzi', 8_000, ['Sariq sabzi, 1 kg', 'Жёлтая морковь, 1 кг', 'Yellow carrots, 1 kg'],
      ["Osh uchun eng yaxshi sabzi.", 'Лучшая морковь для плова.', 'The best carrots for plov.'],
      { art: { kind: 'carrot', color: '#f5b82e' }, measure: 1, unit: 'KG', calorie: 41, labels: ['HIT'] }),
    item('kartoshka', 6_000, ['Kartoshka, 1 kg', 'Картофель, 1 кг', 'Potatoes, 1 kg'],
      ["Yangi hosil kartoshkasi.", 'Картофель нового урожая.', 'New-crop potatoes.'],
      { art: { kind: 'vegetable', color: '#c8a165' }, measure: 1, unit: 'KG', calorie: 77 }),
    item('piyoz', 5_000, ['Piyoz, 1 kg', 'Лук репчатый, 1 кг', 'Onions, 1 kg'],
      ['Oq piyoz.', 'Белый репчатый лук.', 'White onions.'],
      { art: { kind: 'vegetable', color: '#f1e3c6' }, measure: 1, unit: 'KG', calorie: 40, discount: 10 }),
    item('bolgar-qalampiri', 18_000, ["Bulg'or qalampiri, 1 kg", 'Болгарский перец, 1 кг', 'Bell peppers, 1 kg'],
      ["Qizil va sariq bulg'or qalampiri.", 'Красный и жёлтый болгарский перец.', 'Red and yellow bell peppers.'],
      { art: { kind: 'vegetable', color: '#f3722c' }, measure: 1, unit: 'KG', calorie: 31 }),
  ],
};

const dairy: SeedCategory = {
  key: 'dairy',
  name: t('Sut mahsulotlari va tuxum', 'Молочные продукты и яйца', 'Dairy & eggs'),
  tint: '#E3EEFB',
  art: { kind: 'milk' },
  products: [
    item('sut', 13_000, ['Sut 3,2%, 1 l', 'Молоко 3,2%, 1 л', 'Milk 3.2%, 1 l'],
      ["Pasterizatsiyalangan sigir suti.", 'Пастеризованное коровье молоко.', 'Pasteurised cow\'s milk.'],
      { art: { kind: 'milk', color: '#2b6cb0' }, measure: 1, unit: 'LITER', calorie: 60, barcode: '4780000000011' }),
    item('qatiq', 9_000, ["Qatiq, 0,5 l", 'Катык, 0,5 л', 'Qatiq yoghurt, 0.5 l'],
      ["An'anaviy qatiq.", 'Традиционный катык.', 'Traditional drinking yoghurt.'],
      { art: { kind: 'yogurt', color: '#2a9d8f' }, measure: 0.5, unit: 'LITER', calorie: 60 }),
    item('suzma', 22_000, ['Suzma, 0,5 kg', 'Сюзьма, 0,5 кг', 'Suzma, 0.5 kg'],
      ["Quyuq suzilgan qatiq.", 'Густой отцеженный катык.', 'Thick strained yoghurt.'],
      { art: { kind: 'yogurt', color: '#e76f51' }, measure: 0.5, unit: 'KG', calorie: 120 }),
    item('pishloq', 95_000, ["Golland pishlog'i, 1 kg", 'Сыр голландский, 1 кг', 'Dutch-style cheese, 1 kg'],
      ["Yarim qattiq pishloq, bo'laklab.", 'Полутвёрдый сыр, на развес.', 'Semi-hard cheese, sold by weight.'],
      { art: { kind: 'cheese' }, measure: 1, unit: 'KG', calorie: 350 }),
    item('tuxum', 16_000, ['Tuxum, 10 dona', 'Яйца, 10 шт.', 'Eggs, 10 pcs'],
      ['C1 toifali tovuq tuxumi.', 'Куриные яйца категории С1.', 'Grade C1 chicken eggs.'],
      { art: { kind: 'eggs' }, measure: 10, unit: 'COUNT', calorie: 155, maxQuantity: 10 }),
    item('sariyog', 24_000, ["Sariyog' 82%, 200 g", 'Масло сливочное 82%, 200 г', 'Butter 82%, 200 g'],
      ["Qaymoqdan tayyorlangan sariyog'.", 'Сливочное масло из сливок.', 'Butter churned from cream.'],
      { art: { kind: 'cheese', color: '#fbe38e' }, measure: 1, unit: 'COUNT', calorie: 748 }),
  ],
};

const pantry: SeedCategory = {
  key: 'pantry',
  name: t('Non va bakaleya', 'Хлеб и бакалея', 'Bread & pantry'),
  tint: '#F8EAD8',
  art: { kind: 'loaf' },
  products: [
    item('tandir-non', 4_000, ['Tandir non', 'Лепёшка тандырная', 'Tandoor bread'],
      ["Har kuni ertalab keltiriladi.", 'Привозим каждое утро.', 'Delivered fresh every morning.'],
      { art: { kind: 'bread' }, measure: 1, unit: 'COUNT', calorie: 430, maxQuantity: 20 }),
    item('baton', 6_000, ['Baton', 'Батон', 'White loaf'],
      ["Oq bug'doy unidan baton.", 'Батон из пшеничной муки высшего сорта.', 'A white wheat loaf.'],
      { art: { kind: 'loaf' }, measure: 1, unit: 'COUNT', calorie: 260 }),
    item('devzira', 32_000, ['Devzira guruchi', 'Рис девзира', 'Devzira rice'],
      ["Osh uchun qizg'ish devzira guruchi. Narx 1 kg uchun.", 'Рыжеватый рис девзира для плова. Цена за 1 кг.', 'Reddish devzira rice for plov. Price per kg.'],
      { art: { kind: 'sack' }, measure: 1, unit: 'KG', calorie: 350, labels: ['HIT'], options: [RICE_PACK] }),
    item('kungaboqar-yogi', 22_000, ["Kungaboqar yog'i, 1 l", 'Масло подсолнечное, 1 л', 'Sunflower oil, 1 l'],
      ["Tozalangan, hidsiz.", 'Рафинированное, без запаха.', 'Refined and odourless.'],
      { art: { kind: 'bottle', color: '#f4c430' }, measure: 1, unit: 'LITER', calorie: 899 }),
  ],
};

const shopDrinks: SeedCategory = {
  key: 'drinks',
  name: t('Ichimliklar', 'Напитки', 'Drinks'),
  tint: '#DCF0FB',
  art: { kind: 'bottle' },
  products: [
    item('suv', 4_500, ['Ichimlik suvi, 1,5 l', 'Питьевая вода, 1,5 л', 'Drinking water, 1.5 l'],
      ['Gazsiz tog\' suvi.', 'Горная вода без газа.', 'Still mountain water.'],
      { art: { kind: 'bottle', color: '#58b4e8' }, measure: 1.5, unit: 'LITER', calorie: 0 }),
    item('sharbat', 18_000, ['Olma sharbati, 1 l', 'Яблочный сок, 1 л', 'Apple juice, 1 l'],
      ["100% tabiiy olma sharbati.", '100% натуральный яблочный сок.', '100% natural apple juice.'],
      { art: { kind: 'bottle', color: '#f2b134' }, measure: 1, unit: 'LITER', calorie: 46, discount: 20 }),
    item('kok-choy', 15_000, ["Ko'k choy №95, 100 g", 'Зелёный чай №95, 100 г', 'Green tea No. 95, 100 g'],
      ["Eng mashhur o'zbek ko'k choyi.", 'Самый популярный узбекский зелёный чай.', 'The most popular Uzbek green tea.'],
      { art: { kind: 'package', color: '#6a994e' }, measure: 1, unit: 'COUNT', calorie: 1 }),
  ],
};

const cleaning: SeedCategory = {
  key: 'cleaning',
  name: t('Tozalash vositalari', 'Бытовая химия', 'Cleaning'),
  tint: '#DCF3F0',
  art: { kind: 'detergent' },
  products: [
    item('idish-yuvish', 18_000, ['Idish yuvish vositasi, 0,5 l', 'Средство для мытья посуды, 0,5 л', 'Dishwashing liquid, 0.5 l'],
      ["Limon hidli, yog'ni yaxshi ketkazadi.", 'С ароматом лимона, хорошо смывает жир.', 'Lemon-scented, cuts through grease.'],
      { art: { kind: 'detergent', color: '#f7c948' }, measure: 0.5, unit: 'LITER' }),
    item('kir-yuvish-geli', 65_000, ['Kir yuvish geli, 1,5 l', 'Гель для стирки, 1,5 л', 'Laundry gel, 1.5 l'],
      ["Rangli va oq kiyimlar uchun, 30 marta yuvishga.", 'Для цветного и белого белья, на 30 стирок.', 'For colours and whites, 30 washes.'],
      { art: { kind: 'detergent', color: '#2b6cb0' }, measure: 1.5, unit: 'LITER', labels: ['HIT'] }),
    item('pol-yuvish', 28_000, ['Pol yuvish vositasi, 1 l', 'Средство для мытья полов, 1 л', 'Floor cleaner, 1 l'],
      ["Barcha turdagi pollar uchun.", 'Для всех типов полов.', 'For every kind of floor.'],
      { art: { kind: 'detergent', color: '#2a9d8f' }, measure: 1, unit: 'LITER' }),
    item('gubkalar', 12_000, ['Idish gubkalari, 5 dona', 'Губки для посуды, 5 шт.', 'Kitchen sponges, 5 pcs'],
      ["Ikki tomonlama gubkalar.", 'Двусторонние губки.', 'Two-sided sponges.'],
      { art: { kind: 'package', color: '#f3722c' }, measure: 5, unit: 'COUNT' }),
  ],
};

const textiles: SeedCategory = {
  key: 'paper-textiles',
  name: t("Qog'oz va sochiqlar", 'Бумага и полотенца', 'Paper & towels'),
  tint: '#ECE8F7',
  art: { kind: 'towels' },
  products: [
    item('qogoz-sochiq', 16_000, ["Qog'oz sochiq, 2 rulon", 'Бумажные полотенца, 2 рулона', 'Paper towels, 2 rolls'],
      ["Ikki qatlamli, yaxshi shimadi.", 'Двухслойные, хорошо впитывают.', 'Two-ply and absorbent.'],
      { art: { kind: 'package', color: '#a8dadc' }, measure: 2, unit: 'COUNT' }),
    item('tualet-qogozi', 35_000, ["Tualet qog'ozi, 8 rulon", 'Туалетная бумага, 8 рулонов', 'Toilet paper, 8 rolls'],
      ["Uch qatlamli, yumshoq.", 'Трёхслойная, мягкая.', 'Three-ply and soft.'],
      { art: { kind: 'package', color: '#e9c46a' }, measure: 8, unit: 'COUNT', discount: 10 }),
    item('oshxona-sochiqlari', 45_000, ['Oshxona sochiqlari, 3 dona', 'Кухонные полотенца, 3 шт.', 'Kitchen towels, set of 3'],
      ["Paxta, 40×60 sm.", 'Хлопок, 40×60 см.', 'Cotton, 40×60 cm.'],
      { art: { kind: 'towels', color: '#e76f51' }, measure: 3, unit: 'COUNT', options: [TOWEL_COLOUR] }),
    item('hammom-sochigi', 89_000, ['Hammom sochig\'i 70×140', 'Банное полотенце 70×140', 'Bath towel 70×140'],
      ["100% paxta, Buxoro to'qimachiligi.", '100% хлопок, бухарский текстиль.', '100% cotton woven in Bukhara.'],
      { art: { kind: 'towels' }, measure: 1, unit: 'COUNT', labels: ['NEW'], options: [TOWEL_COLOUR] }),
  ],
};

const SHOP_RING = [
  [69.16, 41.2],
  [69.33, 41.2],
  [69.38, 41.3],
  [69.33, 41.39],
  [69.18, 41.38],
  [69.13, 41.3],
] as const;

export const SHOP_MERCHANT: SeedMerchant = {
  key: 'shop',
  sub: 'shop',
  name: NAME,
  kind: 'GOODS',
  color: '#1E8E3E',
  logo: 'bag',
  isActive: true,
  timezone: 'Asia/Tashkent',
  latitude: 41.2905,
  longitude: 69.273,
  cities: [
    {
      key: 'tashkent',
      name: t('Toshkent', 'Ташкент', 'Tashkent'),
      description: t('Shahar bo\'ylab 2 soat ichida yetkazib berish', 'Доставка по городу за 2 часа', 'Delivery across the city within two hours'),
      latitude: 41.2995,
      longitude: 69.2401,
      isMain: true,
    },
  ],
  branches: [
    {
      key: 'mirobod',
      cityKey: 'tashkent',
      name: t("Mirobod do'koni", 'Магазин на Мирабаде', 'Mirabad store'),
      address: t("Toshkent, Mirobod ko'chasi, 22", 'Ташкент, улица Мирабад, 22', '22 Mirabad Street, Tashkent'),
      latitude: 41.2905,
      longitude: 69.273,
      phone: '+998712055051',
      isMain: true,
      deliveryPrice: 12_000,
      distance: 12,
      hours: { DELIVERY: week('08:00', '22:00'), PICK_UP: week('08:00', '22:00') },
      tariff: { name: 'Yashil Bozor', basePrice: 10_000, baseDistanceM: 5_000, pricePerKm: 1_500, freeFrom: 300_000 },
    },
    {
      key: 'sergeli',
      cityKey: 'tashkent',
      name: t('Sergeli ombori', 'Склад в Сергели', 'Sergeli warehouse'),
      address: t("Toshkent, Sergeli 7-mavze, Yangi Sergeli ko'chasi, 3", 'Ташкент, Сергели-7, улица Янги Сергели, 3', '3 Yangi Sergeli Street, Sergeli-7, Tashkent'),
      latitude: 41.2235,
      longitude: 69.22,
      phone: '+998712055052',
      deliveryPrice: 15_000,
      distance: 15,
      hours: { DELIVERY: week('09:00', '21:00'), PICK_UP: week('09:00', '20:00', { daysOff: ['SUNDAY'] }) },
      tariff: { name: 'Sergeli', basePrice: 12_000, baseDistanceM: 5_000, pricePerKm: 1_500, freeFrom: 300_000 },
    },
  ],
  groups: [
    {
      key: 'groceries',
      name: t('Oziq-ovqat', 'Продукты', 'Groceries'),
      bgColor: '#E3F2DC',
      iconBgColor: '#8FD35F',
      art: { kind: 'fruit' },
      categories: [fruit, vegetables, dairy, pantry, shopDrinks],
    },
    {
      key: 'household',
      name: t("Uy-ro'zg'or", 'Товары для дома', 'Household'),
      bgColor: '#ECE8F7',
      iconBgColor: '#8E7DBE',
      art: { kind: 'detergent' },
      categories: [cleaning, textiles],
    },
  ],
  web: {
    brand: NAME.eng,
    title: 'Yashil Bozor — fresh groceries and household goods delivered in Tashkent',
    mainColor: '#1E8E3E',
    mainColorType: 'dark',
    // This store's customers mostly read Russian: a per-merchant setting, not a hard-coded brand list.
    mainLanguage: 'ru',
    deliveryActive: true,
    pickupActive: true,
    // Off while its banner below stays seeded: the demo shows both sides of the flag (the menu of
    // 'demo' has banners, this one has none), and the browser tests check both.
    bannersActive: false,
    vacanciesActive: false,
    cashActive: true,
    clickActive: true,
    paymeActive: true,
    phone: { url: 'tel:+998712055050', active: true },
    telegram: { url: 'https://t.me/yashil_bozor_demo', active: true },
    contacts: [{ label: t('Call-markaz', 'Колл-центр', 'Call centre'), value: SUPPORT_PHONE }],
    mapType: 'LEAFLET',
  },
  order: {
    isServiceFeeEnabled: false,
    isServiceFeeFreeAboveThreshold: false,
    serviceFeeThreshold: 0,
    serviceFeeAmount: 0,
    minimalDeliveryPrice: 10_000,
    shouldValidateDeliveryArea: false,
    cashbackPercent: 0,
  },
  paymentMethods: [
    { type: 'CASH', name: 'Cash', title: t('Naqd pul', 'Наличные', 'Cash'), web: true, bot: true, operator: true, app: true, qr: false },
    { type: 'CLICK', name: 'Click', title: t('Click', 'Click', 'Click'), web: true, bot: true, operator: false, app: true, qr: false },
    { type: 'PAYME', name: 'Payme', title: t('Payme', 'Payme', 'Payme'), web: true, bot: true, operator: false, app: true, qr: false },
  ],
  promos: [
    { code: 'BOZOR5', discountType: 'PERCENTAGE', productDiscount: 5, minPrice: 100_000, isActive: true, window: (now) => ({ start: new Date(now.getTime() - 86_400_000), end: null }) },
  ],
  policies: {
    ABOUT_COMPANY: {
      uz: "Yashil Bozor — Toshkentdagi oilaviy oziq-ovqat do'koni. Meva va sabzavotlarni har kuni ertalab dehqonlardan olamiz, uy-ro'zg'or buyumlarini esa ishonchli yetkazib beruvchilardan.\n\nBuyurtmani 2 soat ichida yetkazamiz yoki Mirobod do'konidan olib ketishingiz mumkin.",
      ru: 'Яшил Бозор — семейный продуктовый магазин в Ташкенте. Фрукты и овощи мы каждое утро берём у фермеров, а товары для дома — у проверенных поставщиков.\n\nДоставим заказ за 2 часа, или заберите его в магазине на Мирабаде.',
      eng: 'Yashil Bozor is a family grocery in Tashkent. We buy fruit and vegetables from farmers every morning and household goods from suppliers we trust.\n\nWe deliver within two hours, or collect your order at our Mirabad store.',
    },
    TERMS: termsOfUse(NAME, SUPPORT_PHONE),
    PRIVACY_POLICY: privacyPolicy(NAME),
  },
  vacancies: [],
  banners: [
    {
      key: 'fresh',
      title: t('Har kuni yangi meva va sabzavotlar', 'Свежие фрукты и овощи каждый день', 'Fresh fruit and vegetables every day'),
      arts: [{ kind: 'fruit' }, { kind: 'vegetable' }, { kind: 'carrot', color: '#f5b82e' }],
      link: '/category',
    },
  ],
  regions: [{ key: 'tashkent', cityKey: 'tashkent', name: 'Toshkent', ring: SHOP_RING }],
  zones: [{ key: 'shahar', cityKey: 'tashkent', name: 'Toshkent', color: '#1E8E3E', price: 12_000, priority: 1, ring: SHOP_RING }],
  operatorKeys: [],
};
