import type { Category, Group, Product, ProductBranch } from '../../src/shared/contract/catalogue.ts';
import type { Db } from '../db/database.ts';
import { json } from '../db/database.ts';
import { entityTag } from '../http/etag.ts';

export interface ProductRow {
  id: number;
  merchant_id: string;
  category_id: number;
  priority: number;
  active: number;
  cost_price: number;
  discount: number;
  data: string;
}

type ProductData = Omit<
  Product,
  'id' | 'categoryId' | 'priority' | 'active' | 'costPrice' | 'discount' | 'productBranch' | 'grade' | 'gradeCount'
>;

export function toProduct(
  row: ProductRow,
  branches: ProductBranch[],
  grade?: { grade: number; count: number },
): Product {
  const data = json<ProductData>(row.data);
  return {
    ...data,
    id: row.id,
    categoryId: row.category_id,
    priority: row.priority,
    active: row.active === 1,
    costPrice: row.cost_price,
    discount: row.discount,
    count: 1,
    amount: 1,
    productBranch: branches,
    grade: grade ? Math.round(grade.grade * 10) / 10 : null,
    gradeCount: grade?.count ?? 0,
  };
}

export function gradesOf(db: Db, merchantId: string): Map<number, { grade: number; count: number }> {
  const rows = db
    .prepare(
      'SELECT product_id AS productId, AVG(grade) AS grade, COUNT(*) AS count FROM reviews WHERE merchant_id = ? GROUP BY product_id',
    )
    .all(merchantId) as { productId: number; grade: number; count: number }[];
  return new Map(rows.map((row) => [row.productId, { grade: row.grade, count: row.count }]));
}

function branchesByProduct(db: Db, merchantId: string): Map<number, ProductBranch[]> {
  const rows = db
    .prepare(
      `SELECT pb.product_id AS productId, pb.branch_id AS branchId, pb.active, pb.stock FROM product_branches pb
       JOIN products p ON p.id = pb.product_id WHERE p.merchant_id = ?`,
    )
    .all(merchantId) as { productId: number; branchId: number; active: number; stock: number | null }[];
  const map = new Map<number, ProductBranch[]>();
  for (const row of rows) {
    const list = map.get(row.productId) ?? [];
    list.push({ branchId: row.branchId, active: row.active === 1, stock: row.stock });
    map.set(row.productId, list);
  }
  return map;
}

export interface CatalogueAnswer {
  groups: Group[];
  categories: Category[];
  products: Product[];
}

/** A merchant's catalogue as built at one version, shared by every request until the version moves: never mutated. */
export interface BuiltCatalogue {
  readonly version: number;
  readonly data: Readonly<CatalogueAnswer>;
  /**
   * The guests' answer's body as sent (no favourites marked), encoded once, and its strong ETag. A Blob, so an answer
   * streams it rather than copying its megabytes first (and the packed copy kept by its tag needs none of it).
   */
  readonly body: Blob;
  readonly tag: string;
}

const builtCatalogues = new WeakMap<Db, Map<string, BuiltCatalogue>>();

/** The merchant's catalogue version: counted up by the database's triggers on every write it is built from. */
export function catalogueVersion(db: Db, merchantId: string): number {
  const row = db.prepare('SELECT version FROM catalogue_versions WHERE merchant_id = ?').get(merchantId) as
    { version: number } | undefined;
  return row?.version ?? 0;
}

/**
 * The merchant's catalogue, built once per catalogue version and kept (the latest version of each merchant) until a
 * write moves it: building the 5,000-dish scale merchant's answer takes 0.3-0.5 s of the server's one thread, which a
 * version check (one indexed row) replaces for every request after the first. The version is read before the build,
 * so a write by another process while it runs costs one more build, never a stale answer kept.
 */
export function currentCatalogue(db: Db, merchantId: string): BuiltCatalogue {
  const version = catalogueVersion(db, merchantId);
  let kept = builtCatalogues.get(db);
  if (!kept) builtCatalogues.set(db, (kept = new Map()));
  const known = kept.get(merchantId);
  if (known?.version === version) return known;
  const data = catalogue(db, merchantId);
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  const built = { version, data, body: new Blob([bytes]), tag: entityTag(bytes) };
  kept.set(merchantId, built);
  return built;
}

/** A signed-in customer's catalogue: the kept build with their favourites marked, on copies of its dishes. */
export function withFavourites(db: Db, built: BuiltCatalogue, userId: number): CatalogueAnswer {
  const rows = db.prepare('SELECT id, product_id FROM favourites WHERE user_id = ?').all(userId) as {
    id: number;
    product_id: number;
  }[];
  const favourites = new Map(rows.map((row) => [row.product_id, row.id]));
  return {
    ...built.data,
    products: built.data.products.map((product) => {
      const favouriteId = favourites.get(product.id) ?? null;
      return { ...product, isFavourite: favouriteId !== null, favouriteId };
    }),
  };
}

export function catalogue(db: Db, merchantId: string): CatalogueAnswer {
  const groups = (
    db.prepare('SELECT * FROM product_groups WHERE merchant_id = ? ORDER BY priority, id').all(merchantId) as {
      id: number;
      priority: number;
      data: string;
    }[]
  ).map((row) => ({ ...json<Omit<Group, 'id' | 'priority'>>(row.data), id: row.id, priority: row.priority }));
  const categories = (
    db.prepare('SELECT * FROM categories WHERE merchant_id = ? ORDER BY priority, id').all(merchantId) as {
      id: number;
      group_id: number | null;
      priority: number;
      data: string;
    }[]
  ).map((row) => ({
    ...json<Omit<Category, 'id' | 'priority' | 'groupId'>>(row.data),
    id: row.id,
    groupId: row.group_id,
    priority: row.priority,
  }));
  const branches = branchesByProduct(db, merchantId);
  const grades = gradesOf(db, merchantId);
  const products = (
    db
      .prepare('SELECT * FROM products WHERE merchant_id = ? AND active = 1 ORDER BY priority, id')
      .all(merchantId) as ProductRow[]
  ).map((row) => toProduct(row, branches.get(row.id) ?? [], grades.get(row.id)));
  return { groups, categories, products };
}

export function findProduct(db: Db, merchantId: string, id: number): ProductRow | null {
  return (
    (db.prepare('SELECT * FROM products WHERE merchant_id = ? AND id = ?').get(merchantId, id) as
      ProductRow | undefined) ?? null
  );
}

/** Is the product in a category the merchant shows without the basket (`isWithoutCart`: not sold online)? */
export function soldOnlyOffline(db: Db, product: ProductRow): boolean {
  const row = db
    .prepare("SELECT json_extract(data, '$.isWithoutCart') AS off FROM categories WHERE id = ? AND merchant_id = ?")
    .get(product.category_id, product.merchant_id) as { off: number | null } | undefined;
  return row?.off === 1;
}

export function productBranch(
  db: Db,
  productId: number,
  branchId: number,
): { active: number; stock: number | null } | null {
  return (
    (db
      .prepare('SELECT active, stock FROM product_branches WHERE product_id = ? AND branch_id = ?')
      .get(productId, branchId) as { active: number; stock: number | null } | undefined) ?? null
  );
}
