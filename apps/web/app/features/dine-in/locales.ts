// Texts of the QR table menu (seated banner, invalid table link) in every interface language.
// English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  seated: 'You are at table {{number}}',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: 'Order from the menu: it will be brought to your table.',
  leave: 'Leave the table',
  invalidTable: 'This table link is not valid any more. Please ask the staff for help.',
  dineInOff: 'Ordering at the table is not available right now. You can still order for delivery or pick-up.',
  dismiss: 'Close',
};

export type DineInMessages = { [K in keyof typeof eng]: string };

const ru: DineInMessages = {
  seated: 'Вы за столом {{number}}',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: 'Закажите из меню — заказ принесут к вашему столу.',
  leave: 'Покинуть стол',
  invalidTable: 'Эта ссылка на стол больше не действует. Обратитесь, пожалуйста, к персоналу.',
  dineInOff: 'Заказ к столу сейчас недоступен. Можно заказать доставку или самовывоз.',
  dismiss: 'Закрыть',
};

const uz: DineInMessages = {
  seated: 'Siz {{number}}-stoldasiz',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: 'Menyudan buyurtma bering: u stolingizga olib kelinadi.',
  leave: 'Stolni tark etish',
  invalidTable: 'Bu stol havolasi endi amal qilmaydi. Iltimos, xodimlarga murojaat qiling.',
  dineInOff: 'Hozir stolga buyurtma berib bo‘lmaydi. Yetkazib berish yoki olib ketishga buyurtma berishingiz mumkin.',
  dismiss: 'Yopish',
};

const kz: DineInMessages = {
  seated: 'Сіз {{number}}-үстелдесіз',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: 'Мәзірден тапсырыс беріңіз: ол үстеліңізге әкелінеді.',
  leave: 'Үстелден кету',
  invalidTable: 'Бұл үстел сілтемесі енді жарамсыз. Қызметкерлерге жүгініңіз.',
  dineInOff: 'Үстелге тапсырыс беру қазір қолжетімсіз. Жеткізуге немесе алып кетуге тапсырыс бере аласыз.',
  dismiss: 'Жабу',
};

const tr: DineInMessages = {
  seated: '{{number}} numaralı masadasınız',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: 'Menüden sipariş verin: masanıza getirilecek.',
  leave: 'Masadan ayrıl',
  invalidTable: 'Bu masa bağlantısı artık geçerli değil. Lütfen personelden yardım isteyin.',
  dineInOff: 'Masaya sipariş şu anda kullanılamıyor. Teslimat veya gel-al siparişi verebilirsiniz.',
  dismiss: 'Kapat',
};

const zh: DineInMessages = {
  seated: '您在 {{number}} 号桌',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: '从菜单点餐：餐点会送到您的餐桌。',
  leave: '离开餐桌',
  invalidTable: '此餐桌链接已失效。请向工作人员求助。',
  dineInOff: '目前无法桌边点餐。您仍可选择外送或自取。',
  dismiss: '关闭',
};

const ar: DineInMessages = {
  seated: 'أنت على الطاولة {{number}}',
  seatedWhere: '{{- hall}} · {{- branch}}',
  seatedHint: 'اطلب من القائمة: سيُحضَر طلبك إلى طاولتك.',
  leave: 'مغادرة الطاولة',
  invalidTable: 'رابط هذه الطاولة لم يعد صالحًا. يُرجى طلب المساعدة من الموظفين.',
  dineInOff: 'الطلب إلى الطاولة غير متاح الآن. يمكنك الطلب للتوصيل أو الاستلام.',
  dismiss: 'إغلاق',
};

export const dineInMessages: Record<Language, DineInMessages> = { uz, ru, eng, kz, tr, zh, ar };
