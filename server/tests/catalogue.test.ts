import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  FavouriteSchema,
  GradeListSchema,
  OverallSchema,
  ReviewSchema,
  type Overall,
} from '../../src/shared/contract/catalogue.ts';
import { OkSchema } from '../../src/shared/contract/common.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  NASTY,
  expectError,
  expectOk,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';

let client: Client;
let alice: Session;
let bob: Session;
let demo: Overall;
let burger: Overall;
beforeAll(async () => {
  client = await startClient();
  alice = await client.signIn();
  bob = await client.signIn();
  demo = expectOk(await client.api('/products/v1/overalls?type=WEB'), OverallSchema);
  burger = expectOk(
    await client.api('/products/v1/overalls?type=WEB', { merchant: BURGER_MERCHANT_ID }),
    OverallSchema,
  );
});
afterAll(() => client.close());

const firstProduct = () => {
  const product = demo.products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
};
const ReviewListSchema = v.array(ReviewSchema);
const FavouriteListSchema = v.array(FavouriteSchema);

describe('catalogue', () => {
  it.each(['WEB', 'TG', 'APP', 'OPERATOR'])('answers the whole catalogue for type=%s', async (type) => {
    const overall = expectOk(await client.api(`/products/v1/overalls?type=${type}`), OverallSchema);
    expect(overall.products.length).toBeGreaterThan(0);
    expect(overall.products.map((p) => p.id)).toEqual(demo.products.map((p) => p.id));
  });

  it('answers without a type too', async () => {
    expect(expectOk(await client.api('/products/v1/overalls'), OverallSchema).products).toHaveLength(
      demo.products.length,
    );
  });

  it('refuses an unknown type with 400', async () => {
    expectError(await client.api('/products/v1/overalls?type=BAD'), 400, 'VALIDATION_FAILED');
    expectError(await client.api("/products/v1/overalls?type=WEB'%20OR%20'1'='1"), 400, 'VALIDATION_FAILED');
  });

  it('is consistent: categories name existing groups, products existing categories, availability every branch', async () => {
    const groupIds = new Set(demo.groups.map((g) => g.id));
    const categoryIds = new Set(demo.categories.map((c) => c.id));
    for (const category of demo.categories) if (category.groupId != null) expect(groupIds).toContain(category.groupId);
    const branchCount = (
      client.server.db.prepare('SELECT COUNT(*) AS n FROM branches WHERE merchant_id = ?').get(DEMO_MERCHANT_ID) as {
        n: number;
      }
    ).n;
    for (const product of demo.products) {
      expect(categoryIds).toContain(product.categoryId);
      expect(product.productBranch).toHaveLength(branchCount);
      expect(product.costPrice).toBeGreaterThanOrEqual(0);
    }
  });

  it("never mixes two merchants' catalogues", async () => {
    const demoIds = new Set(demo.products.map((p) => p.id));
    expect(burger.products.length).toBeGreaterThan(0);
    for (const product of burger.products) expect(demoIds.has(product.id)).toBe(false);
    const demoCategories = new Set(demo.categories.map((c) => c.id));
    for (const category of burger.categories) expect(demoCategories.has(category.id)).toBe(false);
  });

  it('marks the favourites of the signed-in user', async () => {
    const product = firstProduct();
    const favourite = expectOk(
      await client.api('/products/v1/favourite', {
        method: 'POST',
        token: alice.token,
        body: { productId: product.id, isFavourite: true },
      }),
      FavouriteSchema,
      201,
    );
    const mine = expectOk(await client.api('/products/v1/overalls?type=WEB', { token: alice.token }), OverallSchema);
    expect(mine.products.find((p) => p.id === product.id)).toMatchObject({
      isFavourite: true,
      favouriteId: favourite.id,
    });
    const bobs = expectOk(await client.api('/products/v1/overalls?type=WEB', { token: bob.token }), OverallSchema);
    expect(bobs.products.find((p) => p.id === product.id)).toMatchObject({ isFavourite: false, favouriteId: null });
    // The guests' answer is built once and shared: a signed-in answer's marks never reach it.
    const guests = expectOk(await client.api('/products/v1/overalls?type=WEB'), OverallSchema);
    const asGuests = guests.products.find((p) => p.id === product.id);
    expect([asGuests?.isFavourite ?? false, asGuests?.favouriteId ?? null]).toEqual([false, null]);
    expectOk(
      await client.api(`/products/v1/favourite/${favourite.id}`, { method: 'DELETE', token: alice.token }),
      OkSchema,
    );
  });

  it('refuses a bad token even where signing in is optional', async () => {
    expectError(await client.api('/products/v1/overalls', { token: 'forged' }), 401, 'UNAUTHORIZED');
  });
});

describe('grades and reviews', () => {
  it('answers the average grade per product, matching the reviews', async () => {
    const grades = expectOk(await client.api('/products/v1/grade'), GradeListSchema);
    expect(grades.length).toBeGreaterThan(0);
    const productIds = new Set(demo.products.map((p) => p.id));
    for (const grade of grades) {
      expect(productIds).toContain(grade.productId);
      expect(grade.grade).toBeGreaterThanOrEqual(1);
      expect(grade.grade).toBeLessThanOrEqual(5);
      const reviews = expectOk(
        await client.api(`/products/v1/comment/all?productId=${grade.productId}`),
        ReviewListSchema,
      );
      expect(reviews).toHaveLength(grade.count);
      const average = reviews.reduce((sum, r) => sum + r.grade, 0) / reviews.length;
      expect(grade.grade).toBeCloseTo(average, 1);
    }
  });

  it('lists reviews for guests, newest first, and refuses a missing or bad productId', async () => {
    const graded = expectOk(await client.api('/products/v1/grade'), GradeListSchema)[0];
    if (!graded) throw new Error('the seed has no reviews');
    const reviews = expectOk(
      await client.api(`/products/v1/comment/all?productId=${graded.productId}`),
      ReviewListSchema,
    );
    const dates = reviews.map((r) => r.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(expectError(await client.api('/products/v1/comment/all'), 400, 'VALIDATION_FAILED').field).toBe('productId');
    expect(
      expectError(await client.api('/products/v1/comment/all?productId=abc'), 400, 'VALIDATION_FAILED').field,
    ).toBe('productId');
    expect(expectOk(await client.api('/products/v1/comment/all?productId=999999'), ReviewListSchema)).toEqual([]);
  });

  it("does not show a product's reviews under another merchant", async () => {
    const graded = expectOk(await client.api('/products/v1/grade'), GradeListSchema)[0];
    if (!graded) throw new Error('the seed has no reviews');
    expect(
      expectOk(
        await client.api(`/products/v1/comment/all?productId=${graded.productId}`, { merchant: BURGER_MERCHANT_ID }),
        ReviewListSchema,
      ),
    ).toEqual([]);
  });

  it('posting a review needs a token', async () => {
    const body = { productId: firstProduct().id, grade: 5, comment: 'Great' };
    expectError(await client.api('/products/v1/comment', { method: 'POST', body }), 401, 'UNAUTHORIZED');
  });

  it.each([
    ['grade 0', { grade: 0 }, 'grade'],
    ['grade 6', { grade: 6 }, 'grade'],
    ['grade 4.5', { grade: 4.5 }, 'grade'],
    ['a comment of 2001 characters', { comment: 'x'.repeat(2001) }, 'comment'],
    ['a blank comment', { comment: '   ' }, 'comment'],
    ['a productId that is not a number', { productId: 'one' }, 'productId'],
  ])('refuses a review with %s with 400 naming the field', async (_label, overrides, field) => {
    const body = { productId: firstProduct().id, grade: 5, comment: 'Great', ...overrides };
    const error = expectError(
      await client.api('/products/v1/comment', { method: 'POST', token: alice.token, body }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.field).toBe(field);
  });

  it("refuses a review of another merchant's product (404) and one in another user's name (403)", async () => {
    const foreign = burger.products[0];
    if (!foreign) throw new Error('the burger catalogue is empty');
    expectError(
      await client.api('/products/v1/comment', {
        method: 'POST',
        token: alice.token,
        body: { productId: foreign.id, grade: 5, comment: 'x' },
      }),
      404,
      'NOT_FOUND',
    );
    const asBob = { productId: firstProduct().id, grade: 1, comment: 'Bad', userId: bob.user.id };
    expectError(
      await client.api('/products/v1/comment', { method: 'POST', token: alice.token, body: asBob }),
      403,
      'FORBIDDEN',
    );
  });

  it('stores comments with markup and SQL metacharacters verbatim, as text, and counts the grade', async () => {
    const product = firstProduct();
    const before =
      expectOk(await client.api('/products/v1/grade'), GradeListSchema).find((g) => g.productId === product.id)
        ?.count ?? 0;
    const comments = ['<script>alert("x")</script>', "'; DROP TABLE users; --", ...NASTY];
    for (const comment of comments) {
      // One review per user and product: each comment comes from its own customer.
      const author = await client.signIn();
      const review = expectOk(
        await client.api('/products/v1/comment', {
          method: 'POST',
          token: author.token,
          body: { productId: product.id, grade: 4, comment },
        }),
        ReviewSchema,
        201,
      );
      expect(review).toMatchObject({ comment, grade: 4, productId: product.id, userId: author.user.id });
    }
    const list = await client.api(`/products/v1/comment/all?productId=${product.id}`);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = expectOk(list, ReviewListSchema).map((r) => r.comment);
    for (const comment of comments) expect(listed).toContain(comment);
    const after = expectOk(await client.api('/products/v1/grade'), GradeListSchema).find(
      (g) => g.productId === product.id,
    )?.count;
    expect(after).toBe(before + comments.length);
    // The users table survived the "DROP TABLE".
    expect(
      expectOk(await client.api('/users/v1/users/me', { token: alice.token }), v.object({ id: v.number() })).id,
    ).toBe(alice.user.id);
  });

  it('keeps one review per user and product: posting again replaces it, so one account cannot sink a grade', async () => {
    const product = demo.products[1] ?? firstProduct();
    const grade = async () =>
      expectOk(await client.api('/products/v1/grade'), GradeListSchema).find((g) => g.productId === product.id);
    const before = await grade();
    const post = (token: string, stars: number, comment: string) =>
      client.api('/products/v1/comment', {
        method: 'POST',
        token,
        body: { productId: product.id, grade: stars, comment },
      });

    const critic = await client.signIn();
    const first = expectOk(await post(critic.token, 5, 'Lovely'), ReviewSchema, 201);
    for (let i = 0; i < 30; i += 1) {
      const again = expectOk(await post(critic.token, 1, `Awful #${i}`), ReviewSchema, 200);
      expect(again).toMatchObject({ id: first.id, grade: 1, comment: `Awful #${i}` });
    }
    const reviews = expectOk(
      await client.api(`/products/v1/comment/all?productId=${product.id}`),
      ReviewListSchema,
    ).filter((r) => r.userId === critic.user.id);
    expect(reviews).toEqual([expect.objectContaining({ id: first.id, grade: 1, comment: 'Awful #29' })]);
    const after = await grade();
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    const sum = (before?.grade ?? 0) * (before?.count ?? 0) + 1;
    expect(after?.grade).toBeCloseTo(sum / ((before?.count ?? 0) + 1), 1);

    // Another customer's review of the same product is their own.
    expectOk(await post(bob.token, 4, 'Fine'), ReviewSchema, 201);
    expect((await grade())?.count).toBe((before?.count ?? 0) + 2);
  });
});

describe('favourites', () => {
  const add = (token: string, productId: number, isFavourite = true) =>
    client.api('/products/v1/favourite', { method: 'POST', token, body: { productId, isFavourite } });

  it('adds, lists and deletes favourites; adding twice keeps one', async () => {
    const [p1, p2] = demo.products;
    if (!p1 || !p2) throw new Error('the demo catalogue is too small');
    const first = expectOk(await add(alice.token, p1.id), FavouriteSchema, 201);
    expect(first).toMatchObject({ productId: p1.id, userId: alice.user.id, isFavourite: true });
    const again = expectOk(await add(alice.token, p1.id), FavouriteSchema, 201);
    expect(again.id).toBe(first.id);
    const second = expectOk(await add(alice.token, p2.id), FavouriteSchema, 201);

    const list = expectOk(await client.api('/products/v1/favourite/all', { token: alice.token }), FavouriteListSchema);
    expect(list.map((f) => f.productId).sort()).toEqual([p1.id, p2.id].sort());
    expect(
      expectOk(
        await client.api(`/products/v1/favourite/all?userId=${alice.user.id}&isFavourite=true`, { token: alice.token }),
        FavouriteListSchema,
      ),
    ).toHaveLength(2);

    expectOk(
      await client.api(`/products/v1/favourite/${first.id}`, { method: 'DELETE', token: alice.token }),
      OkSchema,
    );
    expectError(
      await client.api(`/products/v1/favourite/${first.id}`, { method: 'DELETE', token: alice.token }),
      404,
      'NOT_FOUND',
    );

    const removed = expectOk(await add(alice.token, p2.id, false), FavouriteSchema);
    expect(removed).toMatchObject({ productId: p2.id, isFavourite: false });
    expect(
      expectOk(await client.api('/products/v1/favourite/all', { token: alice.token }), FavouriteListSchema),
    ).toEqual([]);
    expect(second.id).toBeGreaterThan(0);
  });

  it("cannot see or delete another user's favourite", async () => {
    const product = firstProduct();
    const own = expectOk(await add(alice.token, product.id), FavouriteSchema, 201);
    expectError(
      await client.api(`/products/v1/favourite/${own.id}`, { method: 'DELETE', token: bob.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/products/v1/favourite/all?userId=${alice.user.id}`, { token: bob.token }),
      404,
      'NOT_FOUND',
    );
    expect(expectOk(await client.api('/products/v1/favourite/all', { token: bob.token }), FavouriteListSchema)).toEqual(
      [],
    );
    const still = expectOk(await client.api('/products/v1/favourite/all', { token: alice.token }), FavouriteListSchema);
    expect(still.map((f) => f.id)).toContain(own.id);
  });

  it("refuses another merchant's product and an unknown product with 404", async () => {
    const foreign = burger.products[0];
    if (!foreign) throw new Error('the burger catalogue is empty');
    expectError(await add(alice.token, foreign.id), 404, 'NOT_FOUND');
    expectError(await add(alice.token, 999999), 404, 'NOT_FOUND');
  });

  it('refuses a bad body, a bad id and a missing token', async () => {
    expect(
      expectError(
        await client.api('/products/v1/favourite', { method: 'POST', token: alice.token, body: { productId: 1 } }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('isFavourite');
    expect(
      expectError(
        await client.api('/products/v1/favourite/x', { method: 'DELETE', token: alice.token }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('id');
    expectError(await client.api('/products/v1/favourite/all'), 401, 'UNAUTHORIZED');
    expectError(
      await client.api('/products/v1/favourite', { method: 'POST', body: { productId: 1, isFavourite: true } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await client.api('/products/v1/favourite/1', { method: 'DELETE' }), 401, 'UNAUTHORIZED');
  });
});
