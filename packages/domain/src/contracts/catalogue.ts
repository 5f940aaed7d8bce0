// The menu as served by `GET /products/v1/overalls`: groups → categories → products (prices in so'm).
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { NAVIGATION_TYPES, PRODUCT_TYPES, SCROLL_TYPES, UNITS, VIEW_TYPES } from '../enums.ts';

export const ProductLabelSchema = z.object({
  key: z.string(),
  name: LocalizedTextSchema,
  color: z.string(),
});
export type ProductLabel = z.infer<typeof ProductLabelSchema>;

export const ModificationOptionSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  /** Price of one unit of the option in so'm, before the product's discount. */
  price: z.number(),
  image: z.string().nullable(),
  /** How many of this option one product may carry. */
  maxCount: z.number().int().min(1),
  isDefault: z.boolean(),
  priority: z.number().int(),
});
export type ModificationOption = z.infer<typeof ModificationOptionSchema>;

export const ModificationGroupSchema = z.object({
  id: z.uuid(),
  name: LocalizedTextSchema,
  /** Minimum total count of options chosen in this group (0 = optional). */
  minSelect: z.number().int().min(0),
  /** Maximum total count of options chosen in this group. */
  maxSelect: z.number().int().min(1),
  priority: z.number().int(),
  options: z.array(ModificationOptionSchema),
});
export type ModificationGroup = z.infer<typeof ModificationGroupSchema>;

export const ProductBranchSchema = z.object({ branchId: z.uuid(), isActive: z.boolean() });

export const ProductSchema = z
  .object({
    id: z.uuid(),
    categoryId: z.uuid(),
    groupId: z.uuid(),
    name: LocalizedTextSchema,
    description: LocalizedTextSchema,
    /** Image path on our image endpoint; append `?w=&h=` to resize. */
    image: z.string().nullable(),
    gallery: z.array(z.string()),
    /** Price in so'm before the discount. */
    price: z.number(),
    /** Discount in percent (0..100), applied to the price and to priced options. */
    discount: z.number().min(0).max(100),
    additionalPrice: z.number(),
    unit: z.enum(UNITS),
    type: z.enum(PRODUCT_TYPES),
    count: z.number(),
    amount: z.number(),
    calorie: z.number().nullable(),
    /** Portion size in `unit` (e.g. 350 with GRAMM). */
    measure: z.number().nullable(),
    labels: z.array(ProductLabelSchema),
    tags: z.array(z.string()),
    priority: z.number().int(),
    isAvailable: z.boolean(),
    /** Most units of this product one order may hold; null = no limit. */
    maxQuantity: z.number().int().nullable(),
    timeCookingMin: z.number().int().nullable(),
    timeCookingMax: z.number().int().nullable(),
    deliveryEnabled: z.boolean(),
    isCartRecommendation: z.boolean(),
    modificationGroups: z.array(ModificationGroupSchema),
    productBranch: z.array(ProductBranchSchema),
  })
  .register(contractRegistry, { id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

export const CategorySchema = z
  .object({
    id: z.uuid(),
    groupId: z.uuid(),
    name: LocalizedTextSchema,
    image: z.string().nullable(),
    priority: z.number().int(),
    textColor: z.string().nullable(),
    viewType: z.enum(VIEW_TYPES),
    scrollType: z.enum(SCROLL_TYPES),
    navigationType: z.enum(NAVIGATION_TYPES),
    isWithoutCart: z.boolean(),
    products: z.array(ProductSchema),
  })
  .register(contractRegistry, { id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const GroupSchema = z
  .object({
    id: z.uuid(),
    name: LocalizedTextSchema,
    icon: z.string().nullable(),
    image: z.string().nullable(),
    bgColor: z.string().nullable(),
    iconBgColor: z.string().nullable(),
    priority: z.number().int(),
    categories: z.array(CategorySchema),
  })
  .register(contractRegistry, { id: 'Group' });
export type Group = z.infer<typeof GroupSchema>;

/** `GET /products/v1/overalls` answers the groups, each holding its categories and products. */
export const OverallsSchema = z.array(GroupSchema).register(contractRegistry, { id: 'Overalls' });
export type Overalls = z.infer<typeof OverallsSchema>;

/** `GET /products/v1/grade`: average customer grade per product. */
export const ProductGradeSchema = z
  .object({ productId: z.uuid(), grade: z.number().min(0).max(5), count: z.number().int() })
  .register(contractRegistry, { id: 'ProductGrade' });
export type ProductGrade = z.infer<typeof ProductGradeSchema>;
