// Texts of the saved-addresses page (/profile/address), drawer and /choose-address in every interface language: the i18next
// namespace `addresses`. English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  page: { title: 'My addresses' },
  drawer: {
    title: 'Delivery addresses',
    add: 'Add new address',
    empty: 'No saved addresses yet. Add one on the map.',
    loading: 'Loading addresses…',
    chosen: 'chosen for this order',
  },
  list: {
    label: 'Saved addresses',
    add: 'Add address',
    emptyTitle: 'No saved addresses yet',
    emptyText: 'Add an address and it will be here for your next delivery order.',
    flat: 'Apt/office {{value}}',
    entrance: 'Entrance {{value}}',
    floor: 'Floor {{value}}',
    intercom: 'Intercom {{value}}',
    delete: 'Delete address {{name}}',
  },
  remove: {
    title: 'Delete this address?',
    confirm: 'Yes, delete',
    deleting: 'Deleting…',
    keep: 'No',
  },
  errors: {
    notFound: 'This address no longer exists.',
    forbidden: 'This address belongs to another account.',
    generic: 'Could not delete the address. Please try again.',
  },
};

export type AddressesMessages = typeof eng;

const ru: AddressesMessages = {
  page: { title: 'Мои адреса' },
  drawer: {
    title: 'Адреса доставки',
    add: 'Добавить новый адрес',
    empty: 'Сохранённых адресов пока нет. Добавьте адрес на карте.',
    loading: 'Загружаем адреса…',
    chosen: 'выбран для этого заказа',
  },
  list: {
    label: 'Сохранённые адреса',
    add: 'Добавить адрес',
    emptyTitle: 'Сохранённых адресов пока нет',
    emptyText: 'Добавьте адрес, и он будет здесь для следующего заказа с доставкой.',
    flat: 'Кв./офис {{value}}',
    entrance: 'Подъезд {{value}}',
    floor: 'Этаж {{value}}',
    intercom: 'Домофон {{value}}',
    delete: 'Удалить адрес {{name}}',
  },
  remove: {
    title: 'Удалить этот адрес?',
    confirm: 'Да, удалить',
    deleting: 'Удаляем…',
    keep: 'Нет',
  },
  errors: {
    notFound: 'Этого адреса больше нет.',
    forbidden: 'Этот адрес принадлежит другой учётной записи.',
    generic: 'Не удалось удалить адрес. Попробуйте ещё раз.',
  },
};

const uz: AddressesMessages = {
  page: { title: 'Mening manzillarim' },
  drawer: {
    title: 'Yetkazib berish manzillari',
    add: "Yangi manzil qo'shish",
    empty: "Hozircha saqlangan manzillar yo'q. Xaritada manzil qo'shing.",
    loading: 'Manzillar yuklanmoqda…',
    chosen: 'shu buyurtma uchun tanlangan',
  },
  list: {
    label: 'Saqlangan manzillar',
    add: "Manzil qo'shish",
    emptyTitle: "Hozircha saqlangan manzillar yo'q",
    emptyText: "Manzil qo'shing — keyingi yetkazib berish buyurtmasi uchun shu yerda bo'ladi.",
    flat: 'Xonadon/ofis {{value}}',
    entrance: "Yo'lak {{value}}",
    floor: 'Qavat {{value}}',
    intercom: 'Domofon {{value}}',
    delete: "{{name}} manzilini o'chirish",
  },
  remove: {
    title: "Bu manzil o'chirilsinmi?",
    confirm: "Ha, o'chirish",
    deleting: "O'chirilmoqda…",
    keep: "Yo'q",
  },
  errors: {
    notFound: 'Bu manzil endi mavjud emas.',
    forbidden: 'Bu manzil boshqa hisobga tegishli.',
    generic: "Manzilni o'chirib bo'lmadi. Qaytadan urinib ko'ring.",
  },
};

const kz: AddressesMessages = {
  page: { title: 'Менің мекенжайларым' },
  drawer: {
    title: 'Жеткізу мекенжайлары',
    add: 'Жаңа мекенжай қосу',
    empty: 'Әзірге сақталған мекенжай жоқ. Картадан мекенжай қосыңыз.',
    loading: 'Мекенжайлар жүктелуде…',
    chosen: 'осы тапсырыс үшін таңдалған',
  },
  list: {
    label: 'Сақталған мекенжайлар',
    add: 'Мекенжай қосу',
    emptyTitle: 'Әзірге сақталған мекенжай жоқ',
    emptyText: 'Мекенжай қосыңыз, ол келесі жеткізу тапсырысы үшін осында болады.',
    flat: 'Пәтер/кеңсе {{value}}',
    entrance: 'Кіреберіс {{value}}',
    floor: 'Қабат {{value}}',
    intercom: 'Домофон {{value}}',
    delete: '{{name}} мекенжайын жою',
  },
  remove: {
    title: 'Бұл мекенжай жойылсын ба?',
    confirm: 'Иә, жою',
    deleting: 'Жойылуда…',
    keep: 'Жоқ',
  },
  errors: {
    notFound: 'Бұл мекенжай енді жоқ.',
    forbidden: 'Бұл мекенжай басқа тіркелгіге тиесілі.',
    generic: 'Мекенжайды жою мүмкін болмады. Қайталап көріңіз.',
  },
};

const tr: AddressesMessages = {
  page: { title: 'Adreslerim' },
  drawer: {
    title: 'Teslimat adresleri',
    add: 'Yeni adres ekle',
    empty: 'Henüz kayıtlı adres yok. Haritadan bir adres ekleyin.',
    loading: 'Adresler yükleniyor…',
    chosen: 'bu sipariş için seçildi',
  },
  list: {
    label: 'Kayıtlı adresler',
    add: 'Adres ekle',
    emptyTitle: 'Henüz kayıtlı adres yok',
    emptyText: 'Bir adres ekleyin; bir sonraki teslimat siparişiniz için burada olacak.',
    flat: 'Daire/ofis {{value}}',
    entrance: 'Giriş {{value}}',
    floor: 'Kat {{value}}',
    intercom: 'Diyafon {{value}}',
    delete: '{{name}} adresini sil',
  },
  remove: {
    title: 'Bu adres silinsin mi?',
    confirm: 'Evet, sil',
    deleting: 'Siliniyor…',
    keep: 'Hayır',
  },
  errors: {
    notFound: 'Bu adres artık mevcut değil.',
    forbidden: 'Bu adres başka bir hesaba ait.',
    generic: 'Adres silinemedi. Lütfen tekrar deneyin.',
  },
};

const zh: AddressesMessages = {
  page: { title: '我的地址' },
  drawer: {
    title: '收货地址',
    add: '添加新地址',
    empty: '还没有保存的地址。请在地图上添加。',
    loading: '正在加载地址…',
    chosen: '已为此订单选择',
  },
  list: {
    label: '已保存的地址',
    add: '添加地址',
    emptyTitle: '还没有保存的地址',
    emptyText: '添加一个地址，下次外送订单时它就在这里。',
    flat: '公寓/办公室 {{value}}',
    entrance: '单元入口 {{value}}',
    floor: '楼层 {{value}}',
    intercom: '门禁 {{value}}',
    delete: '删除地址 {{name}}',
  },
  remove: {
    title: '删除此地址？',
    confirm: '是，删除',
    deleting: '正在删除…',
    keep: '否',
  },
  errors: {
    notFound: '此地址已不存在。',
    forbidden: '此地址属于另一个账户。',
    generic: '无法删除地址，请重试。',
  },
};

const ar: AddressesMessages = {
  page: { title: 'عناويني' },
  drawer: {
    title: 'عناوين التوصيل',
    add: 'إضافة عنوان جديد',
    empty: 'لا توجد عناوين محفوظة بعد. أضف عنوانًا على الخريطة.',
    loading: 'جارٍ تحميل العناوين…',
    chosen: 'مختار لهذا الطلب',
  },
  list: {
    label: 'العناوين المحفوظة',
    add: 'إضافة عنوان',
    emptyTitle: 'لا توجد عناوين محفوظة بعد',
    emptyText: 'أضف عنوانًا وسيكون هنا لطلب التوصيل القادم.',
    flat: 'شقة/مكتب {{value}}',
    entrance: 'المدخل {{value}}',
    floor: 'الطابق {{value}}',
    intercom: 'الاتصال الداخلي {{value}}',
    delete: 'حذف العنوان {{name}}',
  },
  remove: {
    title: 'هل تريد حذف هذا العنوان؟',
    confirm: 'نعم، احذف',
    deleting: 'جارٍ الحذف…',
    keep: 'لا',
  },
  errors: {
    notFound: 'هذا العنوان لم يعد موجودًا.',
    forbidden: 'هذا العنوان يخص حسابًا آخر.',
    generic: 'تعذّر حذف العنوان. حاول مرة أخرى.',
  },
};

export const addressesMessages: Record<Language, AddressesMessages> = { uz, ru, eng, kz, tr, zh, ar };
