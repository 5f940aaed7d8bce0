// Error texts of the console's menu area (merged into ERROR_TEXTS in errors.ts).
import type { LocalizedText } from '@dastarkhan/domain/i18n';

export const CONSOLE_MENU_ERROR_TEXTS = {
  MENU_GROUP_NOT_FOUND: { uz: 'Menyu guruhi topilmadi', ru: 'Группа меню не найдена', eng: 'Menu group not found' },
  MENU_CATEGORY_NOT_FOUND: { uz: 'Kategoriya topilmadi', ru: 'Категория не найдена', eng: 'Category not found' },
  MENU_OPTION_GROUP_NOT_FOUND: { uz: "Qo'shimchalar guruhi topilmadi", ru: 'Группа модификаторов не найдена', eng: 'Option group not found' },
  MENU_OPTION_NOT_FOUND: { uz: 'Variant topilmadi', ru: 'Модификатор не найден', eng: 'Option not found' },
  MENU_GROUP_NOT_EMPTY: {
    uz: "Guruhda kategoriyalar bor: avval ularni ko'chiring yoki o'chiring",
    ru: 'В группе есть категории: сначала перенесите или удалите их',
    eng: 'The group still has categories: move or delete them first',
  },
  MENU_CATEGORY_NOT_EMPTY: {
    uz: "Kategoriyada mahsulotlar bor: avval ularni ko'chiring yoki o'chiring",
    ru: 'В категории есть продукты: сначала перенесите или удалите их',
    eng: 'The category still has products: move or delete them first',
  },
  MENU_REORDER_WRONG_PARENT: {
    uz: "Ro'yxatdagi elementlar bitta guruhga tegishli emas",
    ru: 'Не все элементы списка принадлежат одному родителю',
    eng: 'Not every item of the list belongs to the given parent',
  },
  MENU_IMAGE_TOO_LARGE: {
    uz: 'Rasm juda katta: 5 MB gacha fayl yuklang',
    ru: 'Изображение слишком большое: загрузите файл до 5 МБ',
    eng: 'The image is too large: upload a file of up to 5 MB',
  },
  MENU_IMAGE_TYPE_UNSUPPORTED: {
    uz: 'Faqat JPEG, PNG yoki WebP rasm yuklang',
    ru: 'Загрузите изображение JPEG, PNG или WebP',
    eng: 'Upload a JPEG, PNG or WebP image',
  },
  MENU_OPTION_GROUP_UNSATISFIABLE: {
    uz: "Guruhda tanlash uchun variantlar yetarli bo'lmaydi: avval minimal tanlovni kamaytiring",
    ru: 'В группе не останется достаточно вариантов: сначала уменьшите минимальный выбор',
    eng: 'The group would not have enough options left: lower its minimum first',
  },
  MENU_PRODUCT_NOT_IN_BRANCH: {
    uz: 'Bu mahsulot ushbu filialda sotilmaydi',
    ru: 'Этот продукт не продаётся в этом филиале',
    eng: 'This product is not sold in this branch',
  },
} as const satisfies Record<string, LocalizedText>;
