import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seedDemoData } from '../seed/seed.ts';
import { burgerMerchant } from '../seed/burger-merchant.ts';
import { demoMerchant } from '../seed/demo-merchant.ts';
import { entityTag } from '../http/etag.ts';
import { catalogue, catalogueVersion, currentCatalogue } from './catalogue.ts';

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoData(db);
});
afterEach(() => db.close());

const DEMO = demoMerchant.id;
const firstProductId = () =>
  (db.prepare('SELECT id FROM products WHERE merchant_id = ? ORDER BY id LIMIT 1').get(DEMO) as { id: number }).id;
const guestsAnswer = async () => JSON.parse(await currentCatalogue(db, DEMO).body.text()) as unknown;

describe('the built catalogue', () => {
  it('is built once per version: an unchanged catalogue is the same build, and its body is the whole answer', async () => {
    const first = currentCatalogue(db, DEMO);
    expect(currentCatalogue(db, DEMO)).toBe(first);
    expect(await guestsAnswer()).toEqual(catalogue(db, DEMO));
    // Its tag is the one the body itself would get, so every process and restart tags one content alike.
    expect(first.tag).toBe(entityTag(new Uint8Array(await first.body.arrayBuffer())));
  });

  // Every table the answer is built from, written as an operator would (plain SQL), and what the answer then shows.
  const writes: [string, (productId: number) => void, (answer: ReturnType<typeof catalogue>, id: number) => unknown][] =
    [
      [
        'a product',
        (id) => db.prepare('UPDATE products SET cost_price = 12345 WHERE id = ?').run(id),
        (answer, id) => answer.products.find((p) => p.id === id)?.costPrice,
      ],
      [
        'a branch stock',
        (id) => db.prepare('UPDATE product_branches SET stock = 3 WHERE product_id = ?').run(id),
        (answer, id) => answer.products.find((p) => p.id === id)?.productBranch?.map((b) => b.stock),
      ],
      [
        'a review',
        (id) => db.prepare('DELETE FROM reviews WHERE product_id = ?').run(id),
        (answer, id) => answer.products.find((p) => p.id === id)?.gradeCount,
      ],
      [
        'a category',
        () =>
          db
            .prepare(
              'UPDATE categories SET priority = -1 WHERE id = (SELECT MAX(id) FROM categories WHERE merchant_id = ?)',
            )
            .run(DEMO),
        (answer) => answer.categories.map((c) => c.id),
      ],
      [
        'a group',
        () =>
          db
            .prepare(
              'UPDATE product_groups SET priority = -1 WHERE id = (SELECT MAX(id) FROM product_groups WHERE merchant_id = ?)',
            )
            .run(DEMO),
        (answer) => answer.groups.map((g) => g.id),
      ],
      [
        'a new product',
        (id) =>
          db
            .prepare(
              'INSERT INTO products (merchant_id, category_id, priority, active, cost_price, discount, data) SELECT merchant_id, category_id, -1, 1, 1, 0, data FROM products WHERE id = ?',
            )
            .run(id),
        (answer) => answer.products.length,
      ],
    ];

  it.each(writes)('is built again after a write to %s, and shows it', async (_, write, shown) => {
    const id = firstProductId();
    const before = currentCatalogue(db, DEMO);
    write(id);
    const after = currentCatalogue(db, DEMO);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after).not.toBe(before);
    expect(shown(after.data, id)).not.toEqual(shown(before.data, id));
    expect(await guestsAnswer()).toEqual(catalogue(db, DEMO));
  });

  it("keeps one merchant's build through another merchant's writes", () => {
    const demo = currentCatalogue(db, DEMO);
    const burgerVersion = catalogueVersion(db, burgerMerchant.id);
    db.prepare('UPDATE products SET cost_price = cost_price + 1 WHERE merchant_id = ?').run(burgerMerchant.id);
    expect(catalogueVersion(db, burgerMerchant.id)).toBeGreaterThan(burgerVersion);
    expect(currentCatalogue(db, DEMO)).toBe(demo);
  });

  it('is not built again after a rolled-back write', () => {
    const before = currentCatalogue(db, DEMO);
    const id = firstProductId();
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE products SET cost_price = 1 WHERE id = ?').run(id);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(currentCatalogue(db, DEMO)).toBe(before);
  });
});
