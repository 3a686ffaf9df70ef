import * as z from 'zod/mini';
import { DateTimeSchema, LocalizedSchema } from './common.ts';
import { ProductNavigationTypeSchema } from './merchant.ts';

export const CATALOGUE_TYPES = ['TG', 'WEB', 'APP', 'OPERATOR'] as const;
export const CatalogueTypeSchema = z.enum(CATALOGUE_TYPES);
export type CatalogueType = z.infer<typeof CatalogueTypeSchema>;

export const GroupSchema = z.object({
  id: z.number(),
  icon: z.nullish(z.string()),
  image: z.nullish(z.string()),
  bgColor: z.nullish(z.string()),
  iconBgColor: z.nullish(z.string()),
  priority: z.number(),
  name: LocalizedSchema,
  type: z.enum(['GROUP', 'WITHOUT_GROUP']),
});
export type Group = z.infer<typeof GroupSchema>;

export const CategoryViewTypeSchema = z.enum(['BIG', 'MEDIUM', 'SMALL']);
export type CategoryViewType = z.infer<typeof CategoryViewTypeSchema>;

export const CategorySchema = z.object({
  id: z.number(),
  image: z.nullish(z.string()),
  groupId: z.nullish(z.number()),
  priority: z.number(),
  name: LocalizedSchema,
  textColor: z.nullish(z.string()),
  viewType: CategoryViewTypeSchema,
  isWithoutCart: z.optional(z.boolean()),
  scrollType: z.enum(['VERTICAL', 'HORIZONTAL']),
  navigationType: z.nullish(ProductNavigationTypeSchema),
  scope: z.nullish(z.enum(['ALL', 'ONE_CATEGORY', 'GROUP_CATEGORY'])),
});
export type Category = z.infer<typeof CategorySchema>;

export const ModificationSchema = z.object({
  id: z.number(),
  name: LocalizedSchema,
  price: z.number().check(z.nonnegative()),
  image: z.nullish(z.string()),
  /** How many of this option one product can take (default 1). */
  maxCount: z.optional(z.number()),
});
export type Modification = z.infer<typeof ModificationSchema>;

export const ModificationGroupSchema = z.object({
  id: z.number(),
  name: LocalizedSchema,
  /** Fewest options (counting each option's count) the customer must choose. */
  minimum: z.number().check(z.int(), z.nonnegative()),
  /** Most options the customer may choose; 0 means no upper limit. */
  maximum: z.number().check(z.int(), z.nonnegative()),
  modifications: z.array(ModificationSchema),
});
export type ModificationGroup = z.infer<typeof ModificationGroupSchema>;

export const ProductBranchSchema = z.object({
  branchId: z.number(),
  active: z.boolean(),
  /** Units left at this branch; null when the branch does not count stock. */
  stock: z.nullish(z.number()),
});
export type ProductBranch = z.infer<typeof ProductBranchSchema>;

export const LabelSchema = z.object({ id: z.number(), name: LocalizedSchema, color: z.nullish(z.string()) });
export type Label = z.infer<typeof LabelSchema>;

export const UNITS = ['KG', 'LITER', 'GRAMM', 'COUNT', 'MILLILITER'] as const;
export const UnitSchema = z.enum(UNITS);
export type Unit = z.infer<typeof UnitSchema>;

export const ProductSchema = z.object({
  id: z.number(),
  productId: z.nullish(z.string()),
  name: LocalizedSchema,
  description: z.nullish(LocalizedSchema),
  composition: z.nullish(LocalizedSchema),
  image: z.nullish(z.string()),
  gallery: z.optional(z.array(z.string())),
  categoryId: z.number(),
  priority: z.number(),
  active: z.boolean(),
  type: z.enum(['NONE', 'MODIFICATION']),
  unit: z.nullish(UnitSchema),
  measure: z.nullish(z.number()),
  calorie: z.nullish(z.number()),
  count: z.optional(z.number()),
  amount: z.optional(z.number()),
  /** Selling price before the product's own discount. */
  costPrice: z.number().check(z.nonnegative()),
  /** The product's own discount, in percent (0-100). */
  discount: z.optional(z.number().check(z.gte(0), z.lte(100))),
  additionalPrice: z.nullish(z.number()),
  isCartRecommendation: z.optional(z.boolean()),
  labels: z.optional(z.array(LabelSchema)),
  tags: z.optional(z.array(z.string())),
  timeCookingMin: z.nullish(z.number()),
  timeCookingMax: z.nullish(z.number()),
  modificationGroups: z.optional(z.array(ModificationGroupSchema)),
  productBranch: z.optional(z.array(ProductBranchSchema)),
  grade: z.nullish(z.number()),
  gradeCount: z.nullish(z.number()),
  isFavourite: z.optional(z.boolean()),
  favouriteId: z.nullish(z.number()),
});
export type Product = z.infer<typeof ProductSchema>;

export const OverallSchema = z.object({
  groups: z.array(GroupSchema),
  categories: z.array(CategorySchema),
  products: z.array(ProductSchema),
});
export type Overall = z.infer<typeof OverallSchema>;

export const GradeSchema = z.object({ productId: z.number(), grade: z.number(), count: z.number() });
export const GradeListSchema = z.array(GradeSchema);
export type Grade = z.infer<typeof GradeSchema>;

export const FavouriteRequestSchema = z.object({ productId: z.number(), isFavourite: z.boolean() });
export type FavouriteRequest = z.infer<typeof FavouriteRequestSchema>;
export const FavouriteSchema = z.object({
  id: z.number(),
  productId: z.number(),
  userId: z.number(),
  isFavourite: z.boolean(),
  createdDate: z.optional(DateTimeSchema),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

export const ReviewRequestSchema = z.object({
  comment: z.string().check(z.trim(), z.maxLength(2000)),
  grade: z.number().check(z.int(), z.gte(1), z.lte(5)),
  productId: z.number(),
  userId: z.optional(z.number()),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;
export const ReviewSchema = z.object({
  id: z.number(),
  comment: z.string(),
  grade: z.number(),
  productId: z.number(),
  userId: z.number(),
  user: z.object({ firstName: z.nullish(z.string()), lastName: z.nullish(z.string()) }),
  createdDate: DateTimeSchema,
});
export type Review = z.infer<typeof ReviewSchema>;
