/** The menu (products, categories, grades), the customer's favourites and product reviews. */
import type { Hono } from 'hono';
import {
  CatalogueTypeSchema,
  FavouriteRequestSchema,
  ReviewRequestSchema,
  type Favourite,
  type Review,
} from '../../src/shared/contract/catalogue.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { intParam, parseOrThrow, readBody, requireUser, type AppEnv } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { currentCatalogue, findProduct, gradesOf, withFavourites } from '../services/catalogue.ts';

interface ReviewRow {
  id: number;
  user_id: number;
  product_id: number;
  grade: number;
  comment: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
}
const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  comment: row.comment,
  grade: row.grade,
  productId: row.product_id,
  userId: row.user_id,
  user: { firstName: row.first_name, lastName: row.last_name },
  createdDate: row.created_at,
});

export function registerCatalogueRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.overalls.path, (c) => {
    // TG, WEB, APP and OPERATOR menus are the same in the reference data; the type is still checked.
    parseOrThrow(CatalogueTypeSchema, c.req.query('type') ?? 'WEB', 'type');
    const built = currentCatalogue(c.get('deps').db, c.get('merchant').id);
    const user = c.get('user');
    if (!user)
      return c.body(built.body.stream(), 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(built.body.size),
        ETag: built.tag,
      });
    return c.json(withFavourites(c.get('deps').db, built, user.id));
  });

  api.get(endpoints.grades.path, (c) => {
    const grades = gradesOf(c.get('deps').db, c.get('merchant').id);
    return c.json(
      [...grades].map(([productId, g]) => ({ productId, grade: Math.round(g.grade * 10) / 10, count: g.count })),
    );
  });

  api.get(endpoints.favourites.path, (c) => {
    const user = requireUser(c);
    const userId = c.req.query('userId');
    if (userId !== undefined && intParam(userId, 'userId') !== user.id) throw notFound();
    const rows = c
      .get('deps')
      .db.prepare('SELECT id, product_id, user_id, created_at FROM favourites WHERE user_id = ? ORDER BY id DESC')
      .all(user.id) as {
      id: number;
      product_id: number;
      user_id: number;
      created_at: string;
    }[];
    const answer: Favourite[] = rows.map((row) => ({
      id: row.id,
      productId: row.product_id,
      userId: row.user_id,
      isFavourite: true,
      createdDate: row.created_at,
    }));
    return c.json(answer);
  });

  api.post(endpoints.favouriteSet.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, FavouriteRequestSchema);
    const { db } = c.get('deps');
    if (!findProduct(db, c.get('merchant').id, body.productId)) throw notFound();
    if (!body.isFavourite) {
      db.prepare('DELETE FROM favourites WHERE user_id = ? AND product_id = ?').run(user.id, body.productId);
      return c.json({ id: 0, productId: body.productId, userId: user.id, isFavourite: false } satisfies Favourite);
    }
    db.prepare(
      'INSERT OR IGNORE INTO favourites (merchant_id, user_id, product_id, created_at) VALUES (?, ?, ?, ?)',
    ).run(c.get('merchant').id, user.id, body.productId, new Date().toISOString());
    const row = db
      .prepare('SELECT id, created_at FROM favourites WHERE user_id = ? AND product_id = ?')
      .get(user.id, body.productId) as { id: number; created_at: string };
    return c.json(
      {
        id: row.id,
        productId: body.productId,
        userId: user.id,
        isFavourite: true,
        createdDate: row.created_at,
      } satisfies Favourite,
      201,
    );
  });

  api.delete(endpoints.favouriteDelete.path, (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    const result = c.get('deps').db.prepare('DELETE FROM favourites WHERE id = ? AND user_id = ?').run(id, user.id);
    if (result.changes === 0) throw notFound();
    return c.json({ ok: true });
  });

  api.get(endpoints.reviews.path, (c) => {
    const productId = intParam(c.req.query('productId'), 'productId');
    const rows = c
      .get('deps')
      .db.prepare(
        `SELECT r.*, u.first_name, u.last_name FROM reviews r JOIN users u ON u.id = r.user_id
         WHERE r.merchant_id = ? AND r.product_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
      )
      .all(c.get('merchant').id, productId) as ReviewRow[];
    return c.json(rows.map(toReview));
  });

  api.post(endpoints.reviewCreate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, ReviewRequestSchema);
    if (body.userId !== undefined && body.userId !== user.id)
      throw new AppError(403, 'FORBIDDEN', 'forbidden', { field: 'userId' });
    const { db } = c.get('deps');
    if (!findProduct(db, c.get('merchant').id, body.productId)) throw notFound();
    if (body.comment.length === 0)
      throw new AppError(400, 'VALIDATION_FAILED', 'invalidField', { field: 'comment', params: { field: 'comment' } });
    // One review per user and product: posting again replaces the grade and the text (and dates it anew).
    const previous = db
      .prepare('SELECT id FROM reviews WHERE user_id = ? AND product_id = ?')
      .get(user.id, body.productId) as { id: number } | undefined;
    db.prepare(
      `INSERT INTO reviews (merchant_id, user_id, product_id, grade, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, product_id) DO UPDATE SET grade = excluded.grade, comment = excluded.comment, created_at = excluded.created_at`,
    ).run(c.get('merchant').id, user.id, body.productId, body.grade, body.comment, c.get('deps').now().toISOString());
    const row = db
      .prepare(
        'SELECT r.*, u.first_name, u.last_name FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.user_id = ? AND r.product_id = ?',
      )
      .get(user.id, body.productId) as ReviewRow;
    return c.json(toReview(row), previous ? 200 : 201);
  });
}
