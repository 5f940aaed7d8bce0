// Bodies of the console's menu editor and stop-list (apps/api/src/modules/console/menu-*.ts), shared with the web.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { NAVIGATION_TYPES, SCROLL_TYPES, SOURCE_CHANNELS, UNITS, VIEW_TYPES } from '../enums.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { multilineText, text } from './text.ts';

/** Largest image a manager may upload (the storefront shows resized copies, so a phone photo is plenty). */
export const MENU_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the upload takes; the bytes must really be one of them (checked by decoding). */
export const MENU_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Highest price of a product or an option, in so'm: far above any menu, far below float trouble. */
export const MENU_MAX_PRICE = 100_000_000;

/** so'm at the API edge: at most 2 decimals (whole tiyin), never negative. */
export const menuSom = () =>
  z
    .number()
    .min(0)
    .max(MENU_MAX_PRICE)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most 2 decimals');

function localizedInput(max: number, options: { multiline?: boolean } = {}) {
  const part = () => (options.multiline ? multilineText(max) : text(max)).default('');
  return z.object({ uz: part(), ru: part(), eng: part() });
}

/** A name in uz/ru/eng: every language optional, but at least one must be filled in. */
export const MenuNameInputSchema = localizedInput(200).refine((name) => [name.uz, name.ru, name.eng].some((value) => value !== ''), {
  message: 'must have a name in at least one language',
});
export const MenuDescriptionInputSchema = localizedInput(4000, { multiline: true });

/** Where images live: the path the image endpoint serves (answered by the upload). */
export const MenuImagePathSchema = text(200)
  .regex(/^\/api\/images\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must be an image path (/api/images/<id>)')
  .meta({ examples: ['/api/images/plov.webp'] });

/**
 * IKPU (MXIK): the product's 17-digit code in the state classifier of goods and services. Uzbek law wants it
 * on every fiscal receipt line (Payme's receipt reads `products.mxik_code`); the service fee has one too.
 */
export const IKPU_PATTERN = /^\d{17}$/;
export const ikpuCode = () =>
  text(40)
    .regex(IKPU_PATTERN, 'must be 17 digits (the IKPU/MXIK code from tasnif.soliq.uz)')
    .meta({ examples: ['10202001001000000'] });
/** A product's barcode (EAN-8, UPC-A, EAN-13, GTIN-14): 8 to 14 digits. */
export const BARCODE_PATTERN = /^\d{8,14}$/;
export const barcodeCode = () =>
  text(40)
    .regex(BARCODE_PATTERN, 'must be 8 to 14 digits')
    .meta({ examples: ['4780000000011'] });

/** A category's text colour on the storefront: `#rrggbb` only, the one form every client (and `<input type="color">`) reads. */
export const MenuCategoryTextColorSchema = text(7)
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1d3557')
  .meta({ examples: ['#1d3557'] });

export const MenuLabelInputSchema = z.object({
  key: text(40).min(1),
  name: localizedInput(60),
  color: text(32)
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a colour like #e63946')
    .meta({ examples: ['#e63946'] }),
});

// ---------------------------------------------------------------------------------------------
// What the editor reads

export const MenuOptionSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  price: z.number(),
  maxCount: z.number().int(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  priority: z.number().int(),
});
export type MenuOption = z.infer<typeof MenuOptionSchema>;

export const MenuOptionGroupSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  priority: z.number().int(),
  options: z.array(MenuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof MenuOptionGroupSchema>;

/** A product's row in one branch: present = sold there; `isActive` false = on the stop-list there. */
export const MenuProductBranchSchema = z.object({ branchId: z.uuid(), isActive: z.boolean() });
export type MenuProductBranch = z.infer<typeof MenuProductBranchSchema>;

export const MenuProductSchema = z
  .object({
    id: z.uuid(),
    categoryId: z.uuid(),
    name: LocalizedTextSchema,
    description: LocalizedTextSchema,
    image: z.string().nullable(),
    /** so'm before the discount. */
    price: z.number(),
    discount: z.number().int(),
    labels: z.array(z.object({ key: z.string(), name: LocalizedTextSchema, color: z.string() })),
    calorie: z.number().int().nullable(),
    measure: z.number().nullable(),
    unit: z.enum(UNITS),
    maxQuantity: z.number().int().nullable(),
    /** Empty = every channel. */
    channels: z.array(z.enum(SOURCE_CHANNELS)),
    isActive: z.boolean(),
    priority: z.number().int(),
    /** IKPU (MXIK) code for fiscal receipts; null = not set (the receipt line then goes without a code). */
    mxikCode: z.string().nullable(),
    barcode: z.string().nullable(),
    optionGroups: z.array(MenuOptionGroupSchema),
    branches: z.array(MenuProductBranchSchema),
  })
  .register(contractRegistry, { id: 'ConsoleMenuProduct' });
export type MenuProduct = z.infer<typeof MenuProductSchema>;

export const MenuCategorySchema = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  name: LocalizedTextSchema,
  image: z.string().nullable(),
  isActive: z.boolean(),
  priority: z.number().int(),
  /** How the storefront shows it: card size, scroll direction, how a product opens, whether it can be ordered, text colour. */
  viewType: z.enum(VIEW_TYPES),
  scrollType: z.enum(SCROLL_TYPES),
  navigationType: z.enum(NAVIGATION_TYPES),
  isWithoutCart: z.boolean(),
  textColor: z.string().nullable(),
  products: z.array(MenuProductSchema),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuGroupSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  icon: z.string().nullable(),
  image: z.string().nullable(),
  isActive: z.boolean(),
  priority: z.number().int(),
  categories: z.array(MenuCategorySchema),
});
export type MenuGroup = z.infer<typeof MenuGroupSchema>;

export const MenuBranchSchema = z.object({ id: z.uuid(), name: LocalizedTextSchema, isActive: z.boolean() });
export type MenuBranch = z.infer<typeof MenuBranchSchema>;

/** `GET /api/console/v1/menu`: the whole editable menu (inactive things included, deleted products not) and the branches. */
export const MenuTreeSchema = z
  .object({ groups: z.array(MenuGroupSchema), branches: z.array(MenuBranchSchema) })
  .register(contractRegistry, { id: 'ConsoleMenuTree' });
export type MenuTree = z.infer<typeof MenuTreeSchema>;

// ---------------------------------------------------------------------------------------------
// What the editor writes

export const MenuGroupCreateSchema = z
  .object({
    name: MenuNameInputSchema,
    icon: text(200).nullable().optional(),
    image: MenuImagePathSchema.nullable().optional(),
    isActive: z.boolean().default(true),
  })
  .register(contractRegistry, { id: 'ConsoleMenuGroupCreate' });
export const MenuGroupUpdateSchema = z.object({
  name: MenuNameInputSchema.optional(),
  icon: text(200).nullable().optional(),
  image: MenuImagePathSchema.nullable().optional(),
  isActive: z.boolean().optional(),
});
export type MenuGroupCreate = z.input<typeof MenuGroupCreateSchema>;
export type MenuGroupUpdate = z.input<typeof MenuGroupUpdateSchema>;

export const MenuCategoryCreateSchema = z
  .object({
    groupId: z.uuid(),
    name: MenuNameInputSchema,
    image: MenuImagePathSchema.nullable().optional(),
    isActive: z.boolean().default(true),
    viewType: z.enum(VIEW_TYPES).default('MEDIUM'),
    scrollType: z.enum(SCROLL_TYPES).default('VERTICAL'),
    navigationType: z.enum(NAVIGATION_TYPES).default('SHEET'),
    /** Its products are listed for information only: they cannot be put in the basket (orders refuse them too). */
    isWithoutCart: z.boolean().default(false),
    /** null = the storefront's own text colour. */
    textColor: MenuCategoryTextColorSchema.nullable().default(null),
  })
  .register(contractRegistry, { id: 'ConsoleMenuCategoryCreate' });
export const MenuCategoryUpdateSchema = z.object({
  /** Moves the category to another group (at its end). */
  groupId: z.uuid().optional(),
  name: MenuNameInputSchema.optional(),
  image: MenuImagePathSchema.nullable().optional(),
  isActive: z.boolean().optional(),
  viewType: z.enum(VIEW_TYPES).optional(),
  scrollType: z.enum(SCROLL_TYPES).optional(),
  navigationType: z.enum(NAVIGATION_TYPES).optional(),
  isWithoutCart: z.boolean().optional(),
  /** null clears it (back to the storefront's own colour). */
  textColor: MenuCategoryTextColorSchema.nullable().optional(),
});
export type MenuCategoryCreate = z.input<typeof MenuCategoryCreateSchema>;
export type MenuCategoryUpdate = z.input<typeof MenuCategoryUpdateSchema>;

const minSelect = () => z.number().int().min(0).max(100);
const maxSelect = () => z.number().int().min(1).max(100);

/** min ≤ max, reported on `minSelect` so the editor shows it next to that field. */
function selectRangeValid(value: { minSelect?: number | undefined; maxSelect?: number | undefined }): boolean {
  return value.minSelect === undefined || value.maxSelect === undefined || value.minSelect <= value.maxSelect;
}
const SELECT_RANGE = { message: 'must not be more than maxSelect', path: ['minSelect'] };

export const MenuOptionInputSchema = z.object({
  /** An existing option of this group to keep (its id stays, so baskets holding it stay valid); absent = new. */
  id: z.uuid().optional(),
  name: MenuNameInputSchema,
  price: menuSom().default(0),
  maxCount: z.number().int().min(1).max(100).default(1),
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type MenuOptionInput = z.input<typeof MenuOptionInputSchema>;

export const MenuOptionGroupInputSchema = z
  .object({
    /** An existing option group of this product to keep; absent = new. */
    id: z.uuid().optional(),
    name: MenuNameInputSchema,
    minSelect: minSelect().default(0),
    maxSelect: maxSelect().default(1),
    /** In the order shown; options of the group missing here are removed. */
    options: z.array(MenuOptionInputSchema).max(100).default([]),
  })
  .refine(selectRangeValid, SELECT_RANGE);
export type MenuOptionGroupInput = z.input<typeof MenuOptionGroupInputSchema>;

const productFields = {
  categoryId: z.uuid(),
  name: MenuNameInputSchema,
  description: MenuDescriptionInputSchema.default({ uz: '', ru: '', eng: '' }),
  image: MenuImagePathSchema.nullable().default(null),
  /** so'm before the discount. */
  price: menuSom(),
  discount: z.number().int().min(0).max(100).default(0),
  labels: z.array(MenuLabelInputSchema).max(20).default([]),
  calorie: z.number().int().min(0).max(100_000).nullable().default(null),
  /** Portion size in `unit` (350 with GRAMM). */
  measure: z.number().min(0).max(1_000_000).nullable().default(null),
  unit: z.enum(UNITS).default('COUNT'),
  maxQuantity: z.number().int().min(1).max(10_000).nullable().default(null),
  channels: z.array(z.enum(SOURCE_CHANNELS)).max(SOURCE_CHANNELS.length).default([]),
  isActive: z.boolean().default(true),
  // Fiscal codes: null clears, absent keeps (codes set before the editor knew them are not wiped by an older client).
  mxikCode: ikpuCode().nullable().optional(),
  barcode: barcodeCode().nullable().optional(),
};

/**
 * The product editor's one Save: the product, its option groups with their options (in the order
 * shown; groups and options missing here are removed) and where it is sold. One transaction.
 */
export const MenuProductSaveSchema = z
  .object({
    ...productFields,
    optionGroups: z.array(MenuOptionGroupInputSchema).max(30).default([]),
    /** Branches it is sold in (a branch missing here does not sell it); isActive false = on the stop-list there. */
    branches: z.array(z.object({ branchId: z.uuid(), isActive: z.boolean().default(true) })).max(500).default([]),
  })
  .register(contractRegistry, { id: 'ConsoleMenuProductSave' });
export type MenuProductSave = z.input<typeof MenuProductSaveSchema>;

/** Quick changes from the product list (a toggle, a price) without sending the whole product. */
export const MenuProductPatchSchema = z.object({
  name: MenuNameInputSchema.optional(),
  price: menuSom().optional(),
  discount: z.number().int().min(0).max(100).optional(),
  isActive: z.boolean().optional(),
  categoryId: z.uuid().optional(),
});
export type MenuProductPatch = z.input<typeof MenuProductPatchSchema>;

export const MenuOptionGroupCreateSchema = z
  .object({ name: MenuNameInputSchema, minSelect: minSelect().default(0), maxSelect: maxSelect().default(1) })
  .refine(selectRangeValid, SELECT_RANGE);
export const MenuOptionGroupUpdateSchema = z
  .object({ name: MenuNameInputSchema.optional(), minSelect: minSelect().optional(), maxSelect: maxSelect().optional() })
  .refine(selectRangeValid, SELECT_RANGE);
export type MenuOptionGroupCreate = z.input<typeof MenuOptionGroupCreateSchema>;
export type MenuOptionGroupUpdate = z.input<typeof MenuOptionGroupUpdateSchema>;

export const MenuOptionCreateSchema = MenuOptionInputSchema.omit({ id: true });
export const MenuOptionUpdateSchema = z.object({
  name: MenuNameInputSchema.optional(),
  price: menuSom().optional(),
  maxCount: z.number().int().min(1).max(100).optional(),
  isDefault: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type MenuOptionCreate = z.input<typeof MenuOptionCreateSchema>;
export type MenuOptionUpdate = z.input<typeof MenuOptionUpdateSchema>;

export const MENU_REORDER_KINDS = ['groups', 'categories', 'products', 'optionGroups', 'options'] as const;
export type MenuReorderKind = (typeof MENU_REORDER_KINDS)[number];

/**
 * Sets the order of the children of one parent by position (ids[0] first). The parent is the group of
 * categories, the category of products, the product of option groups, the option group of options;
 * groups have none. Children not listed keep their order after the listed ones.
 */
export const MenuReorderSchema = z
  .object({
    kind: z.enum(MENU_REORDER_KINDS),
    parentId: z.uuid().optional(),
    ids: z
      .array(z.uuid())
      .min(1)
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
  })
  .refine((value) => value.kind === 'groups' || value.parentId !== undefined, { message: 'is required for this kind', path: ['parentId'] })
  .register(contractRegistry, { id: 'ConsoleMenuReorder' });
export type MenuReorder = z.input<typeof MenuReorderSchema>;

export const MenuImageUploadedSchema = z
  .object({
    id: z.string(),
    /** Put this in `image`; the storefront serves it resized (`?w=&h=`). */
    path: z.string(),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .register(contractRegistry, { id: 'ConsoleMenuImage' });
export type MenuImageUploaded = z.infer<typeof MenuImageUploadedSchema>;

// ---------------------------------------------------------------------------------------------
// Stop-list

export const StopListQuerySchema = z.object({ branchId: z.uuid().optional() });

export const StopListItemSchema = z.object({
  productId: z.uuid(),
  name: LocalizedTextSchema,
  image: z.string().nullable(),
  categoryId: z.uuid(),
  categoryName: LocalizedTextSchema,
  price: z.number(),
  /** The product is switched on in the menu at all (a switched-off one is hidden everywhere anyway). */
  isActive: z.boolean(),
  /** Its state in every branch that sells it (only the asked branch when one was asked). */
  branches: z.array(z.object({ branchId: z.uuid(), stopped: z.boolean() })),
});
export type StopListItem = z.infer<typeof StopListItemSchema>;

export const StopListSchema = z
  .object({ branches: z.array(MenuBranchSchema), items: z.array(StopListItemSchema) })
  .register(contractRegistry, { id: 'ConsoleStopList' });
export type StopList = z.infer<typeof StopListSchema>;

export const StopListToggleSchema = z
  .object({
    productId: z.uuid(),
    /** Absent = every branch that sells the product. */
    branchId: z.uuid().optional(),
    stopped: z.boolean(),
  })
  .register(contractRegistry, { id: 'ConsoleStopListToggle' });
export type StopListToggle = z.input<typeof StopListToggleSchema>;
