// Texts of the address picker (/address/delivery, /profile/address/create): the map, the search drawer,
// the add-address drawer and the picker's notices; i18next namespace `addressPicker`. English defines
// the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  page: {
    deliveryTitle: 'Delivery address',
    createTitle: 'New address',
  },
  map: {
    loading: 'Loading the map…',
    label: 'Map. Move it so the pin points at your address',
  },
  top: {
    city: 'City',
    search: 'Search for an address',
  },
  card: {
    lookingUp: 'Looking up the address…',
    noStreet: 'No street here. Move the map so the pin points at your building.',
    outOfZone: 'Out of Service zone',
    outOfZoneHint: 'Delivery is unavailable to the chosen address, please choose another one.',
    confirm: 'Confirm address',
    locate: 'Show my location',
  },
  search: {
    title: 'Search for an address',
    label: 'Street, house or place',
    placeholder: 'For example, Amir Temur 15',
    results: 'Places found',
    searching: 'Searching…',
    nothingFound: 'Nothing found',
    failed: 'Search is not working right now. Please try again later.',
  },
  details: {
    title: 'Add address',
    name: 'Name (Home, Work…)',
    office: 'Flat / office',
    domophone: 'Intercom',
    entrance: 'Entrance',
    floor: 'Floor',
    save: 'Save address',
    saving: 'Saving…',
    failed: 'Could not save the address. Please try again.',
  },
  notice: {
    nominatimTitle: 'Error in nominatim',
    nominatimText: 'The address could not be found. Please report it to the developers or try again later.',
    locationTitle: 'Location unavailable',
    locationText: 'Please allow access to your location in the browser settings and try again.',
    close: 'Close the notification',
  },
};

export type AddressPickerMessages = typeof eng;

const ru: AddressPickerMessages = {
  page: {
    deliveryTitle: 'Адрес доставки',
    createTitle: 'Новый адрес',
  },
  map: {
    loading: 'Загружаем карту…',
    label: 'Карта. Подвиньте её, чтобы метка указывала на ваш адрес',
  },
  top: {
    city: 'Город',
    search: 'Найти адрес',
  },
  card: {
    lookingUp: 'Определяем адрес…',
    noStreet: 'Здесь нет улицы. Подвиньте карту, чтобы метка указывала на ваш дом.',
    outOfZone: 'Вне зоны обслуживания',
    outOfZoneHint: 'Доставка по выбранному адресу недоступна, выберите другой адрес.',
    confirm: 'Подтвердить адрес',
    locate: 'Моё местоположение',
  },
  search: {
    title: 'Поиск адреса',
    label: 'Улица, дом или место',
    placeholder: 'Например, Амир Темур 15',
    results: 'Найденные места',
    searching: 'Ищем…',
    nothingFound: 'Ничего не найдено',
    failed: 'Поиск сейчас не работает. Попробуйте позже.',
  },
  details: {
    title: 'Добавить адрес',
    name: 'Название (Дом, Работа…)',
    office: 'Квартира / офис',
    domophone: 'Домофон',
    entrance: 'Подъезд',
    floor: 'Этаж',
    save: 'Сохранить адрес',
    saving: 'Сохраняем…',
    failed: 'Не удалось сохранить адрес. Попробуйте ещё раз.',
  },
  notice: {
    nominatimTitle: 'Ошибка в nominatim',
    nominatimText: 'Не удалось определить адрес. Сообщите об этом разработчикам или попробуйте позже.',
    locationTitle: 'Местоположение недоступно',
    locationText: 'Разрешите доступ к местоположению в настройках браузера и попробуйте снова.',
    close: 'Закрыть уведомление',
  },
};

const uz: AddressPickerMessages = {
  page: {
    deliveryTitle: 'Yetkazib berish manzili',
    createTitle: 'Yangi manzil',
  },
  map: {
    loading: 'Xarita yuklanmoqda…',
    label: "Xarita. Belgi manzilingizni ko'rsatishi uchun uni suring",
  },
  top: {
    city: 'Shahar',
    search: 'Manzilni qidirish',
  },
  card: {
    lookingUp: 'Manzil aniqlanmoqda…',
    noStreet: "Bu yerda ko'cha yo'q. Belgi uyingizni ko'rsatishi uchun xaritani suring.",
    outOfZone: 'Xizmat hududidan tashqarida',
    outOfZoneHint: 'Tanlangan manzilga yetkazib berish mavjud emas, boshqa manzilni tanlang.',
    confirm: 'Manzilni tasdiqlash',
    locate: 'Mening joylashuvim',
  },
  search: {
    title: 'Manzilni qidirish',
    label: "Ko'cha, uy yoki joy",
    placeholder: 'Masalan, Amir Temur 15',
    results: 'Topilgan joylar',
    searching: 'Qidirilmoqda…',
    nothingFound: 'Hech narsa topilmadi',
    failed: "Qidiruv hozir ishlamayapti. Keyinroq urinib ko'ring.",
  },
  details: {
    title: "Manzil qo'shish",
    name: 'Nomi (Uy, Ish…)',
    office: 'Xonadon / ofis',
    domophone: 'Domofon',
    entrance: "Yo'lak",
    floor: 'Qavat',
    save: 'Manzilni saqlash',
    saving: 'Saqlanmoqda…',
    failed: "Manzilni saqlab bo'lmadi. Qayta urinib ko'ring.",
  },
  notice: {
    nominatimTitle: 'Nominatim xatosi',
    nominatimText: "Manzilni aniqlab bo'lmadi. Bu haqda dasturchilarga xabar bering yoki keyinroq qayta urinib ko'ring.",
    locationTitle: 'Joylashuv aniqlanmadi',
    locationText: "Brauzer sozlamalarida joylashuvingizga ruxsat bering va qayta urinib ko'ring.",
    close: 'Xabarnomani yopish',
  },
};

const kz: AddressPickerMessages = {
  page: {
    deliveryTitle: 'Жеткізу мекенжайы',
    createTitle: 'Жаңа мекенжай',
  },
  map: {
    loading: 'Карта жүктелуде…',
    label: 'Карта. Белгі мекенжайыңызды көрсетуі үшін оны жылжытыңыз',
  },
  top: {
    city: 'Қала',
    search: 'Мекенжайды іздеу',
  },
  card: {
    lookingUp: 'Мекенжай анықталуда…',
    noStreet: 'Мұнда көше жоқ. Белгі үйіңізді көрсетуі үшін картаны жылжытыңыз.',
    outOfZone: 'Қызмет көрсету аймағынан тыс',
    outOfZoneHint: 'Таңдалған мекенжайға жеткізу мүмкін емес, басқа мекенжай таңдаңыз.',
    confirm: 'Мекенжайды растау',
    locate: 'Менің орналасқан жерім',
  },
  search: {
    title: 'Мекенжайды іздеу',
    label: 'Көше, үй немесе орын',
    placeholder: 'Мысалы, Әмір Темір 15',
    results: 'Табылған орындар',
    searching: 'Іздеуде…',
    nothingFound: 'Ештеңе табылмады',
    failed: 'Іздеу қазір жұмыс істемейді. Кейінірек көріңіз.',
  },
  details: {
    title: 'Мекенжай қосу',
    name: 'Атауы (Үй, Жұмыс…)',
    office: 'Пәтер / кеңсе',
    domophone: 'Домофон',
    entrance: 'Кіреберіс',
    floor: 'Қабат',
    save: 'Мекенжайды сақтау',
    saving: 'Сақталуда…',
    failed: 'Мекенжайды сақтау мүмкін болмады. Қайталап көріңіз.',
  },
  notice: {
    nominatimTitle: 'Nominatim қатесі',
    nominatimText: 'Мекенжай анықталмады. Бұл туралы әзірлеушілерге хабарлаңыз немесе кейінірек қайталап көріңіз.',
    locationTitle: 'Орналасқан жер қолжетімсіз',
    locationText: 'Браузер баптауларында орналасқан жеріңізге рұқсат беріп, қайталап көріңіз.',
    close: 'Хабарламаны жабу',
  },
};

const tr: AddressPickerMessages = {
  page: {
    deliveryTitle: 'Teslimat adresi',
    createTitle: 'Yeni adres',
  },
  map: {
    loading: 'Harita yükleniyor…',
    label: 'Harita. İşaret adresinizi gösterecek şekilde kaydırın',
  },
  top: {
    city: 'Şehir',
    search: 'Adres ara',
  },
  card: {
    lookingUp: 'Adres bulunuyor…',
    noStreet: 'Burada sokak yok. İşaret binanızı gösterecek şekilde haritayı kaydırın.',
    outOfZone: 'Hizmet bölgesi dışında',
    outOfZoneHint: 'Seçilen adrese teslimat yapılamıyor, lütfen başka bir adres seçin.',
    confirm: 'Adresi onayla',
    locate: 'Konumumu göster',
  },
  search: {
    title: 'Adres ara',
    label: 'Sokak, bina veya yer',
    placeholder: 'Örneğin, Amir Temur 15',
    results: 'Bulunan yerler',
    searching: 'Aranıyor…',
    nothingFound: 'Hiçbir şey bulunamadı',
    failed: 'Arama şu anda çalışmıyor. Lütfen daha sonra tekrar deneyin.',
  },
  details: {
    title: 'Adres ekle',
    name: 'Ad (Ev, İş…)',
    office: 'Daire / ofis',
    domophone: 'Diafon',
    entrance: 'Giriş',
    floor: 'Kat',
    save: 'Adresi kaydet',
    saving: 'Kaydediliyor…',
    failed: 'Adres kaydedilemedi. Lütfen tekrar deneyin.',
  },
  notice: {
    nominatimTitle: 'Nominatim hatası',
    nominatimText: 'Adres bulunamadı. Lütfen geliştiricilere bildirin veya daha sonra tekrar deneyin.',
    locationTitle: 'Konum kullanılamıyor',
    locationText: 'Lütfen tarayıcı ayarlarından konumunuza erişime izin verin ve tekrar deneyin.',
    close: 'Bildirimi kapat',
  },
};

const zh: AddressPickerMessages = {
  page: {
    deliveryTitle: '配送地址',
    createTitle: '新地址',
  },
  map: {
    loading: '正在加载地图…',
    label: '地图。移动地图，让标记指向您的地址',
  },
  top: {
    city: '城市',
    search: '搜索地址',
  },
  card: {
    lookingUp: '正在查找地址…',
    noStreet: '这里没有街道。请移动地图，让标记指向您的楼房。',
    outOfZone: '超出服务区域',
    outOfZoneHint: '所选地址无法配送，请选择其他地址。',
    confirm: '确认地址',
    locate: '显示我的位置',
  },
  search: {
    title: '搜索地址',
    label: '街道、门牌号或地点',
    placeholder: '例如：Amir Temur 15',
    results: '找到的地点',
    searching: '正在搜索…',
    nothingFound: '未找到任何结果',
    failed: '搜索暂时无法使用，请稍后再试。',
  },
  details: {
    title: '添加地址',
    name: '名称（家、公司…）',
    office: '房间 / 办公室',
    domophone: '门禁对讲',
    entrance: '单元入口',
    floor: '楼层',
    save: '保存地址',
    saving: '正在保存…',
    failed: '无法保存地址，请重试。',
  },
  notice: {
    nominatimTitle: 'Nominatim 出错',
    nominatimText: '无法确定地址。请向开发人员报告，或稍后再试。',
    locationTitle: '无法获取位置',
    locationText: '请在浏览器设置中允许访问您的位置，然后重试。',
    close: '关闭通知',
  },
};

const ar: AddressPickerMessages = {
  page: {
    deliveryTitle: 'عنوان التوصيل',
    createTitle: 'عنوان جديد',
  },
  map: {
    loading: 'جارٍ تحميل الخريطة…',
    label: 'الخريطة. حرّكها لتشير العلامة إلى عنوانك',
  },
  top: {
    city: 'المدينة',
    search: 'البحث عن عنوان',
  },
  card: {
    lookingUp: 'جارٍ تحديد العنوان…',
    noStreet: 'لا يوجد شارع هنا. حرّك الخريطة لتشير العلامة إلى مبناك.',
    outOfZone: 'خارج منطقة الخدمة',
    outOfZoneHint: 'التوصيل إلى العنوان المحدد غير متاح، يرجى اختيار عنوان آخر.',
    confirm: 'تأكيد العنوان',
    locate: 'إظهار موقعي',
  },
  search: {
    title: 'البحث عن عنوان',
    label: 'الشارع أو المبنى أو المكان',
    placeholder: 'مثلًا، أمير تيمور 15',
    results: 'الأماكن التي تم العثور عليها',
    searching: 'جارٍ البحث…',
    nothingFound: 'لم يتم العثور على شيء',
    failed: 'البحث لا يعمل الآن. يرجى المحاولة لاحقًا.',
  },
  details: {
    title: 'إضافة عنوان',
    name: 'الاسم (المنزل، العمل…)',
    office: 'الشقة / المكتب',
    domophone: 'الاتصال الداخلي',
    entrance: 'المدخل',
    floor: 'الطابق',
    save: 'حفظ العنوان',
    saving: 'جارٍ الحفظ…',
    failed: 'تعذّر حفظ العنوان. حاول مرة أخرى.',
  },
  notice: {
    nominatimTitle: 'خطأ في nominatim',
    nominatimText: 'تعذّر تحديد العنوان. يرجى إبلاغ المطورين أو المحاولة لاحقًا.',
    locationTitle: 'الموقع غير متاح',
    locationText: 'يرجى السماح بالوصول إلى موقعك في إعدادات المتصفح والمحاولة مرة أخرى.',
    close: 'إغلاق الإشعار',
  },
};

export const addressPickerMessages: Record<Language, AddressPickerMessages> = { uz, ru, eng, kz, tr, zh, ar };
