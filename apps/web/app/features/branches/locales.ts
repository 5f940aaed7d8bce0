// Texts of the branches map (/branches/map) and the branch picker in every interface language: the i18next namespace
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
  picker: {
    title: 'Choose a branch',
    select: 'Choose this branch',
    confirm: 'Pick up from {{name}}',
    nothingSelected: 'Choose a branch on the map or in the list',
    closedTodayHint: 'Closed today: please choose another branch',
    change: 'Change branch',
    chooseBranch: 'Choose a branch',
    selected: 'Selected',
    pickupFrom: 'Pick-up branch',
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
  picker: {
    title: 'Выберите филиал',
    select: 'Выбрать этот филиал',
    confirm: 'Забрать в филиале {{name}}',
    nothingSelected: 'Выберите филиал на карте или в списке',
    closedTodayHint: 'Сегодня закрыто: выберите другой филиал',
    change: 'Сменить филиал',
    chooseBranch: 'Выбрать филиал',
    selected: 'Выбран',
    pickupFrom: 'Филиал самовывоза',
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
  picker: {
    title: 'Filialni tanlang',
    select: 'Shu filialni tanlash',
    confirm: '{{name}} filialidan olib ketish',
    nothingSelected: 'Xaritada yoki roʻyxatda filialni tanlang',
    closedTodayHint: 'Bugun yopiq: boshqa filialni tanlang',
    change: 'Filialni almashtirish',
    chooseBranch: 'Filialni tanlash',
    selected: 'Tanlangan',
    pickupFrom: 'Olib ketish filiali',
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
  picker: {
    title: 'Филиалды таңдаңыз',
    select: 'Осы филиалды таңдау',
    confirm: '{{name}} филиалынан алып кету',
    nothingSelected: 'Картадан немесе тізімнен филиалды таңдаңыз',
    closedTodayHint: 'Бүгін жабық: басқа филиалды таңдаңыз',
    change: 'Филиалды ауыстыру',
    chooseBranch: 'Филиалды таңдау',
    selected: 'Таңдалған',
    pickupFrom: 'Алып кету филиалы',
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
  picker: {
    title: 'Şube seçin',
    select: 'Bu şubeyi seç',
    confirm: '{{name}} şubesinden teslim al',
    nothingSelected: 'Haritadan veya listeden bir şube seçin',
    closedTodayHint: 'Bugün kapalı: lütfen başka bir şube seçin',
    change: 'Şubeyi değiştir',
    chooseBranch: 'Şube seç',
    selected: 'Seçili',
    pickupFrom: 'Gel-al şubesi',
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
  picker: {
    title: '选择门店',
    select: '选择此门店',
    confirm: '在{{name}}自取',
    nothingSelected: '请在地图或列表中选择门店',
    closedTodayHint: '今日休息：请选择其他门店',
    change: '更换门店',
    chooseBranch: '选择门店',
    selected: '已选',
    pickupFrom: '自取门店',
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
  picker: {
    title: 'اختر فرعًا',
    select: 'اختيار هذا الفرع',
    confirm: 'الاستلام من {{name}}',
    nothingSelected: 'اختر فرعًا على الخريطة أو من القائمة',
    closedTodayHint: 'مغلق اليوم: يُرجى اختيار فرع آخر',
    change: 'تغيير الفرع',
    chooseBranch: 'اختيار فرع',
    selected: 'المحدد',
    pickupFrom: 'فرع الاستلام',
  },
};

export const branchesMessages: Record<Language, BranchesMessages> = { uz, ru, eng, kz, tr, zh, ar };
