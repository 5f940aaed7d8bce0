// Pure helpers of the menu pages: names in the console language, field errors of an API answer, the
// product editor's draft ↔ the API's save body, and the client-side checks of an image before upload.
import { MENU_IMAGE_MAX_BYTES, MENU_IMAGE_TYPES, type MenuProduct, type MenuProductSave, type MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import { pickLocalized, type LocalizedText } from '@dastarkhan/domain/i18n';
import type { SourceChannel, Unit } from '@dastarkhan/domain/enums';
import { invalidFieldsOf } from '../../lib/console-client.ts';
import type { ConsoleLanguage } from '../../lib/console-i18n.ts';

export const EMPTY_TEXT: LocalizedText = { uz: '', ru: '', eng: '' };

export function nameOf(text: Partial<LocalizedText> | null | undefined, language: ConsoleLanguage): string {
  return pickLocalized(text, language) || '—';
}

/** The failing fields of an API error by path ('optionGroups.0.minSelect' → its message); a `details.field` counts too. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const details = (error as { details?: Record<string, unknown> }).details;
  const errors: Record<string, string> = {};
  for (const entry of invalidFieldsOf(details)) if (entry.field) errors[entry.field] = entry.message || ' ';
  if (typeof details?.field === 'string') errors[details.field] = ' ';
  return errors;
}

/** The error of a field, or of any field inside it ('name' shows 'name.ru' too). */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const inner = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return inner ? errors[inner] : undefined;
}

// ---------------------------------------------------------------------------------------------
// The product editor's draft: the save body plus stable keys for the lists React renders.

export interface OptionDraft {
  key: string;
  id?: string;
  name: LocalizedText;
  price: number | null;
  maxCount: number | null;
  isDefault: boolean;
  isActive: boolean;
}

export interface OptionGroupDraft {
  key: string;
  id?: string;
  name: LocalizedText;
  minSelect: number | null;
  maxSelect: number | null;
  options: OptionDraft[];
}

export interface LabelDraft {
  key: string;
  name: LocalizedText;
  color: string;
}

export interface ProductDraft {
  categoryId: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string | null;
  price: number | null;
  discount: number | null;
  labels: LabelDraft[];
  calorie: number | null;
  measure: number | null;
  unit: Unit;
  maxQuantity: number | null;
  channels: SourceChannel[];
  isActive: boolean;
  /** IKPU (MXIK) code and barcode as typed; '' = none. */
  mxikCode: string;
  barcode: string;
  optionGroups: OptionGroupDraft[];
  /** Branch id → sold there (present) and its state; absent = not sold there. */
  branches: Record<string, { isActive: boolean }>;
}

let keys = 0;
/** A key for a new row of a list (never sent to the API). */
export function newKey(): string {
  keys += 1;
  return `new-${keys}`;
}

export function draftOf(product: MenuProduct): ProductDraft {
  return {
    categoryId: product.categoryId,
    name: { ...product.name },
    description: { ...product.description },
    image: product.image,
    price: product.price,
    discount: product.discount,
    labels: product.labels.map((label) => ({ key: label.key, name: { ...EMPTY_TEXT, ...label.name }, color: label.color })),
    calorie: product.calorie,
    measure: product.measure,
    unit: product.unit,
    maxQuantity: product.maxQuantity,
    channels: [...product.channels],
    isActive: product.isActive,
    mxikCode: product.mxikCode ?? '',
    barcode: product.barcode ?? '',
    optionGroups: product.optionGroups.map((group) => ({
      key: group.id,
      id: group.id,
      name: { ...group.name },
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      options: group.options.map((option) => ({
        key: option.id,
        id: option.id,
        name: { ...option.name },
        price: option.price,
        maxCount: option.maxCount,
        isDefault: option.isDefault,
        isActive: option.isActive,
      })),
    })),
    branches: Object.fromEntries(product.branches.map((entry) => [entry.branchId, { isActive: entry.isActive }])),
  };
}

/** A new product of the category, sold in every active branch. */
export function newDraft(categoryId: string, tree: MenuTree): ProductDraft {
  return {
    categoryId,
    name: { ...EMPTY_TEXT },
    description: { ...EMPTY_TEXT },
    image: null,
    price: null,
    discount: 0,
    labels: [],
    calorie: null,
    measure: null,
    unit: 'COUNT',
    maxQuantity: null,
    channels: [],
    isActive: true,
    mxikCode: '',
    barcode: '',
    optionGroups: [],
    branches: Object.fromEntries(tree.branches.filter((branch) => branch.isActive).map((branch) => [branch.id, { isActive: true }])),
  };
}

/**
 * The save body. Empty number inputs go as the API's defaults where it has one; a required one left
 * empty (price) goes as null so the API names the field.
 */
export function saveBodyOf(draft: ProductDraft): MenuProductSave {
  return {
    categoryId: draft.categoryId,
    name: draft.name,
    description: draft.description,
    image: draft.image,
    price: draft.price as number,
    discount: draft.discount ?? 0,
    labels: draft.labels.map((label) => ({ key: label.key, name: label.name, color: label.color })),
    calorie: draft.calorie,
    measure: draft.measure,
    unit: draft.unit,
    maxQuantity: draft.maxQuantity,
    channels: draft.channels,
    isActive: draft.isActive,
    // Codes are often copied with spaces between digit groups; an empty field clears the code.
    mxikCode: draft.mxikCode.replace(/\s+/g, '') || null,
    barcode: draft.barcode.replace(/\s+/g, '') || null,
    optionGroups: draft.optionGroups.map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      name: group.name,
      minSelect: group.minSelect ?? 0,
      maxSelect: group.maxSelect ?? 1,
      options: group.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.name,
        price: option.price ?? 0,
        maxCount: option.maxCount ?? 1,
        isDefault: option.isDefault,
        isActive: option.isActive,
      })),
    })),
    branches: Object.entries(draft.branches).map(([branchId, entry]) => ({ branchId, isActive: entry.isActive })),
  };
}

/** Moves the item at `from` to `to` (a copy). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

export type ImageProblem = 'type' | 'size' | null;

/** The same checks the API makes, before the bytes travel (the API still decodes them to be sure). */
export function imageProblem(file: { type: string; size: number }): ImageProblem {
  if (!(MENU_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MENU_IMAGE_MAX_BYTES) return 'size';
  return null;
}
