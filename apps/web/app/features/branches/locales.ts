// Texts of the branches map (/branches/map) in every interface language: the i18next namespace
// `branches`. English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  map: {
    title: 'Branches on the map',
    showMap: 'Map',
    showList: 'List',
    view: 'View',
    city: 'City',
    loading: 'Loading the map…',
    empty: 'No pick-up branches yet',
    pickupToday: 'Pick-up today',
    closedToday: 'Closed today',
    phone: 'Phone',
    address: 'Address',
    marker: '{{name}}, show details',
    onMap: 'On the map',
  },
};

export type BranchesMessages = typeof eng;

const ru: BranchesMessages = {
  map: {
    title: 'Филиалы на карте',
    showMap: 'Карта',
    showList: 'Список',
    view: 'Вид',
    city: 'Город',
    loading: 'Загружаем карту…',
    empty: 'Пока нет филиалов с самовывозом',
    pickupToday: 'Самовывоз сегодня',
    closedToday: 'Сегодня закрыто',
    phone: 'Телефон',
    address: 'Адрес',
    marker: '{{name}}, подробнее',
    onMap: 'На карте',
  },
};

const uz: BranchesMessages = {
  map: {
    title: 'Filiallar xaritada',
    showMap: 'Xarita',
    showList: 'Roʻyxat',
    view: 'Koʻrinish',
    city: 'Shahar',
    loading: 'Xarita yuklanmoqda…',
    empty: 'Olib ketish filiallari hozircha yoʻq',
    pickupToday: 'Bugun olib ketish',
    closedToday: 'Bugun yopiq',
    phone: 'Telefon',
    address: 'Manzil',
    marker: '{{name}}, batafsil',
    onMap: 'Xaritada',
  },
};

const kz: BranchesMessages = {
  map: {
    title: 'Филиалдар картада',
    showMap: 'Карта',
    showList: 'Тізім',
    view: 'Көрініс',
    city: 'Қала',
    loading: 'Карта жүктелуде…',
    empty: 'Өзі алып кететін филиалдар әзірге жоқ',
    pickupToday: 'Бүгін алып кету',
    closedToday: 'Бүгін жабық',
    phone: 'Телефон',
    address: 'Мекенжай',
    marker: '{{name}}, толығырақ',
    onMap: 'Картада',
  },
};

const tr: BranchesMessages = {
  map: {
    title: 'Haritada şubeler',
    showMap: 'Harita',
    showList: 'Liste',
    view: 'Görünüm',
    city: 'Şehir',
    loading: 'Harita yükleniyor…',
    empty: 'Henüz gel-al şubesi yok',
    pickupToday: 'Bugün gel-al',
    closedToday: 'Bugün kapalı',
    phone: 'Telefon',
    address: 'Adres',
    marker: '{{name}}, ayrıntılar',
    onMap: 'Haritada',
  },
};

const zh: BranchesMessages = {
  map: {
    title: '地图上的门店',
    showMap: '地图',
    showList: '列表',
    view: '视图',
    city: '城市',
    loading: '正在加载地图…',
    empty: '暂无可自取的门店',
    pickupToday: '今日自取',
    closedToday: '今日休息',
    phone: '电话',
    address: '地址',
    marker: '{{name}}，查看详情',
    onMap: '在地图上查看',
  },
};

const ar: BranchesMessages = {
  map: {
    title: 'الفروع على الخريطة',
    showMap: 'الخريطة',
    showList: 'القائمة',
    view: 'طريقة العرض',
    city: 'المدينة',
    loading: 'جارٍ تحميل الخريطة…',
    empty: 'لا توجد فروع للاستلام بعد',
    pickupToday: 'الاستلام اليوم',
    closedToday: 'مغلق اليوم',
    phone: 'الهاتف',
    address: 'العنوان',
    marker: '{{name}}، عرض التفاصيل',
    onMap: 'على الخريطة',
  },
};

export const branchesMessages: Record<Language, BranchesMessages> = { uz, ru, eng, kz, tr, zh, ar };
