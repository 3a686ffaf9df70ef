import * as v from 'valibot';
import { DateTimeSchema, LocalizedSchema } from './common.ts';
import { ProductNavigationTypeSchema } from './merchant.ts';

export const CATALOGUE_TYPES = ['TG', 'WEB', 'APP', 'OPERATOR'] as const;
export const CatalogueTypeSchema = v.picklist(CATALOGUE_TYPES);
export type CatalogueType = v.InferOutput<typeof CatalogueTypeSchema>;

export const GroupSchema = v.object({
  id: v.number(),
  icon: v.nullish(v.string()),
  image: v.nullish(v.string()),
  bgColor: v.nullish(v.string()),
  iconBgColor: v.nullish(v.string()),
  priority: v.number(),
  name: LocalizedSchema,
  type: v.picklist(['GROUP', 'WITHOUT_GROUP']),
});
export type Group = v.InferOutput<typeof GroupSchema>;

export const CategoryViewTypeSchema = v.picklist(['BIG', 'MEDIUM', 'SMALL']);
export type CategoryViewType = v.InferOutput<typeof CategoryViewTypeSchema>;

export const CategorySchema = v.object({
  id: v.number(),
  image: v.nullish(v.string()),
  groupId: v.nullish(v.number()),
  priority: v.number(),
  name: LocalizedSchema,
  textColor: v.nullish(v.string()),
  viewType: CategoryViewTypeSchema,
  isWithoutCart: v.optional(v.boolean()),
  scrollType: v.picklist(['VERTICAL', 'HORIZONTAL']),
  navigationType: v.nullish(ProductNavigationTypeSchema),
  scope: v.nullish(v.picklist(['ALL', 'ONE_CATEGORY', 'GROUP_CATEGORY'])),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const ModificationSchema = v.object({
  id: v.number(),
  name: LocalizedSchema,
  price: v.pipe(v.number(), v.minValue(0)),
  image: v.nullish(v.string()),
  /** How many of this option one product can take (default 1). */
  maxCount: v.optional(v.number()),
});
export type Modification = v.InferOutput<typeof ModificationSchema>;

export const ModificationGroupSchema = v.object({
  id: v.number(),
  name: LocalizedSchema,
  /** Fewest options (counting each option's count) the customer must choose. */
  minimum: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Most options the customer may choose; 0 means no upper limit. */
  maximum: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  modifications: v.array(ModificationSchema),
});
export type ModificationGroup = v.InferOutput<typeof ModificationGroupSchema>;

export const ProductBranchSchema = v.object({
  branchId: v.number(),
  active: v.boolean(),
  /** Units left at this branch; null when the branch does not count stock. */
  stock: v.nullish(v.number()),
});
export type ProductBranch = v.InferOutput<typeof ProductBranchSchema>;

export const LabelSchema = v.object({ id: v.number(), name: LocalizedSchema, color: v.nullish(v.string()) });
export type Label = v.InferOutput<typeof LabelSchema>;

export const UNITS = ['KG', 'LITER', 'GRAMM', 'COUNT', 'MILLILITER'] as const;
export const UnitSchema = v.picklist(UNITS);
export type Unit = v.InferOutput<typeof UnitSchema>;

export const ProductSchema = v.object({
  id: v.number(),
  productId: v.nullish(v.string()),
  name: LocalizedSchema,
  description: v.nullish(LocalizedSchema),
  composition: v.nullish(LocalizedSchema),
  image: v.nullish(v.string()),
  gallery: v.optional(v.array(v.string())),
  categoryId: v.number(),
  priority: v.number(),
  active: v.boolean(),
  type: v.picklist(['NONE', 'MODIFICATION']),
  unit: v.nullish(UnitSchema),
  measure: v.nullish(v.number()),
  calorie: v.nullish(v.number()),
  count: v.optional(v.number()),
  amount: v.optional(v.number()),
  /** Selling price before the product's own discount. */
  costPrice: v.pipe(v.number(), v.minValue(0)),
  /** The product's own discount, in percent (0-100). */
  discount: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  additionalPrice: v.nullish(v.number()),
  isCartRecommendation: v.optional(v.boolean()),
  labels: v.optional(v.array(LabelSchema)),
  tags: v.optional(v.array(v.string())),
  timeCookingMin: v.nullish(v.number()),
  timeCookingMax: v.nullish(v.number()),
  modificationGroups: v.optional(v.array(ModificationGroupSchema)),
  productBranch: v.optional(v.array(ProductBranchSchema)),
  grade: v.nullish(v.number()),
  gradeCount: v.nullish(v.number()),
  isFavourite: v.optional(v.boolean()),
  favouriteId: v.nullish(v.number()),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const OverallSchema = v.object({
  groups: v.array(GroupSchema),
  categories: v.array(CategorySchema),
  products: v.array(ProductSchema),
});
export type Overall = v.InferOutput<typeof OverallSchema>;

export const GradeSchema = v.object({ productId: v.number(), grade: v.number(), count: v.number() });
export const GradeListSchema = v.array(GradeSchema);
export type Grade = v.InferOutput<typeof GradeSchema>;

export const FavouriteRequestSchema = v.object({ productId: v.number(), isFavourite: v.boolean() });
export type FavouriteRequest = v.InferOutput<typeof FavouriteRequestSchema>;
export const FavouriteSchema = v.object({
  id: v.number(),
  productId: v.number(),
  userId: v.number(),
  isFavourite: v.boolean(),
  createdDate: v.optional(DateTimeSchema),
});
export type Favourite = v.InferOutput<typeof FavouriteSchema>;

export const ReviewRequestSchema = v.object({
  comment: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
  grade: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  productId: v.number(),
  userId: v.optional(v.number()),
});
export type ReviewRequest = v.InferOutput<typeof ReviewRequestSchema>;
export const ReviewSchema = v.object({
  id: v.number(),
  comment: v.string(),
  grade: v.number(),
  productId: v.number(),
  userId: v.number(),
  user: v.object({ firstName: v.nullish(v.string()), lastName: v.nullish(v.string()) }),
  createdDate: DateTimeSchema,
});
export type Review = v.InferOutput<typeof ReviewSchema>;
