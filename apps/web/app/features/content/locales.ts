// Texts of the merchant's content on the menu (the banner carousel, the brand switcher) in every interface language.
// English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  banners: {
    title: 'Offers and news',
    previous: 'Previous offers',
    next: 'Next offers',
    opensInNewTab: '(opens in a new tab)',
  },
  brands: {
    title: 'Our brands',
    current: 'you are here',
  },
};

export type ContentMessages = {
  banners: { [K in keyof typeof eng.banners]: string };
  brands: { [K in keyof typeof eng.brands]: string };
};

const ru: ContentMessages = {
  banners: {
    title: 'Акции и новости',
    previous: 'Предыдущие акции',
    next: 'Следующие акции',
    opensInNewTab: '(откроется в новой вкладке)',
  },
  brands: {
    title: 'Наши бренды',
    current: 'вы здесь',
  },
};

const uz: ContentMessages = {
  banners: {
    title: 'Aksiyalar va yangiliklar',
    previous: 'Oldingi aksiyalar',
    next: 'Keyingi aksiyalar',
    opensInNewTab: '(yangi oynada ochiladi)',
  },
  brands: {
    title: 'Bizning brendlarimiz',
    current: 'siz shu yerdasiz',
  },
};

const kz: ContentMessages = {
  banners: {
    title: 'Акциялар мен жаңалықтар',
    previous: 'Алдыңғы акциялар',
    next: 'Келесі акциялар',
    opensInNewTab: '(жаңа қойындыда ашылады)',
  },
  brands: {
    title: 'Біздің брендтер',
    current: 'сіз осындасыз',
  },
};

const tr: ContentMessages = {
  banners: {
    title: 'Kampanyalar ve haberler',
    previous: 'Önceki kampanyalar',
    next: 'Sonraki kampanyalar',
    opensInNewTab: '(yeni sekmede açılır)',
  },
  brands: {
    title: 'Markalarımız',
    current: 'buradasınız',
  },
};

const zh: ContentMessages = {
  banners: {
    title: '优惠与新闻',
    previous: '上一组优惠',
    next: '下一组优惠',
    opensInNewTab: '（在新标签页中打开）',
  },
  brands: {
    title: '我们的品牌',
    current: '当前所在',
  },
};

const ar: ContentMessages = {
  banners: {
    title: 'العروض والأخبار',
    previous: 'العروض السابقة',
    next: 'العروض التالية',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  },
  brands: {
    title: 'علاماتنا التجارية',
    current: 'أنت هنا',
  },
};

export const contentMessages: Record<Language, ContentMessages> = { uz, ru, eng, kz, tr, zh, ar };
