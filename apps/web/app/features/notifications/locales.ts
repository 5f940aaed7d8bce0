// Texts of the notifications page, the header bell and the profile link in every interface language:
// the i18next namespace `notifications`. English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  page: { title: 'Notifications' },
  list: {
    label: 'Your notifications',
    unread: 'New',
    emptyTitle: 'No notifications yet',
    emptyText: 'News, offers and messages about your orders will appear here.',
    newer: 'Newer',
    older: 'Older',
    pageOf: 'Page {{page}} of {{total}}',
  },
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, unread: {{unread}}',
  },
  profile: { link: 'Notifications' },
};

export type NotificationsMessages = typeof eng;

const ru: NotificationsMessages = {
  page: { title: 'Уведомления' },
  list: {
    label: 'Ваши уведомления',
    unread: 'Новое',
    emptyTitle: 'Уведомлений пока нет',
    emptyText: 'Здесь появятся новости, акции и сообщения о ваших заказах.',
    newer: 'Новее',
    older: 'Старше',
    pageOf: 'Страница {{page}} из {{total}}',
  },
  bell: {
    label: 'Уведомления',
    labelUnread: 'Уведомления, непрочитанных: {{unread}}',
  },
  profile: { link: 'Уведомления' },
};

const uz: NotificationsMessages = {
  page: { title: 'Bildirishnomalar' },
  list: {
    label: 'Sizning bildirishnomalaringiz',
    unread: 'Yangi',
    emptyTitle: 'Hozircha bildirishnomalar yo‘q',
    emptyText: 'Bu yerda yangiliklar, aksiyalar va buyurtmalaringiz haqidagi xabarlar paydo bo‘ladi.',
    newer: 'Yangiroq',
    older: 'Eskiroq',
    pageOf: '{{total}} sahifadan {{page}}-sahifa',
  },
  bell: {
    label: 'Bildirishnomalar',
    labelUnread: 'Bildirishnomalar, o‘qilmagan: {{unread}}',
  },
  profile: { link: 'Bildirishnomalar' },
};

const kz: NotificationsMessages = {
  page: { title: 'Хабарландырулар' },
  list: {
    label: 'Сіздің хабарландыруларыңыз',
    unread: 'Жаңа',
    emptyTitle: 'Әзірге хабарландырулар жоқ',
    emptyText: 'Мұнда жаңалықтар, акциялар және тапсырыстарыңыз туралы хабарлар пайда болады.',
    newer: 'Жаңарақ',
    older: 'Ескірек',
    pageOf: '{{total}} беттің {{page}}-беті',
  },
  bell: {
    label: 'Хабарландырулар',
    labelUnread: 'Хабарландырулар, оқылмаған: {{unread}}',
  },
  profile: { link: 'Хабарландырулар' },
};

const tr: NotificationsMessages = {
  page: { title: 'Bildirimler' },
  list: {
    label: 'Bildirimleriniz',
    unread: 'Yeni',
    emptyTitle: 'Henüz bildirim yok',
    emptyText: 'Haberler, kampanyalar ve siparişlerinizle ilgili mesajlar burada görünecek.',
    newer: 'Daha yeni',
    older: 'Daha eski',
    pageOf: 'Sayfa {{page}} / {{total}}',
  },
  bell: {
    label: 'Bildirimler',
    labelUnread: 'Bildirimler, okunmamış: {{unread}}',
  },
  profile: { link: 'Bildirimler' },
};

const zh: NotificationsMessages = {
  page: { title: '通知' },
  list: {
    label: '您的通知',
    unread: '新',
    emptyTitle: '暂无通知',
    emptyText: '新闻、优惠和订单消息会显示在这里。',
    newer: '较新',
    older: '较早',
    pageOf: '第 {{page}} 页，共 {{total}} 页',
  },
  bell: {
    label: '通知',
    labelUnread: '通知，未读：{{unread}}',
  },
  profile: { link: '通知' },
};

const ar: NotificationsMessages = {
  page: { title: 'الإشعارات' },
  list: {
    label: 'إشعاراتك',
    unread: 'جديد',
    emptyTitle: 'لا توجد إشعارات بعد',
    emptyText: 'ستظهر هنا الأخبار والعروض والرسائل الخاصة بطلباتك.',
    newer: 'الأحدث',
    older: 'الأقدم',
    pageOf: 'الصفحة {{page}} من {{total}}',
  },
  bell: {
    label: 'الإشعارات',
    labelUnread: 'الإشعارات، غير المقروءة: {{unread}}',
  },
  profile: { link: 'الإشعارات' },
};

export const notificationsMessages: Record<Language, NotificationsMessages> = { uz, ru, eng, kz, tr, zh, ar };
