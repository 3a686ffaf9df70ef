import type { Db } from '../db/database.ts';
import { burgerMerchant } from './burger-merchant.ts';
import { demoMerchant } from './demo-merchant.ts';
import type { SeedMerchant } from './seed.types.ts';

/** URL of a generated artwork, served by the API (`/api/content/art/...`). */
export const artUrl = (key: string, seed = 0, format: 'webp' | 'svg' = 'webp'): string =>
  `/api/content/art/${encodeURIComponent(key)}/${seed}.${format}`;

const bool = (value: boolean | undefined): number => (value ? 1 : 0);
const dayMs = 24 * 60 * 60 * 1000;

/** Writes the demo merchants once; running it again changes nothing. */
export function seedDemoData(db: Db): void {
  for (const merchant of [demoMerchant, burgerMerchant]) seedMerchant(db, merchant);
}

export function seedMerchant(db: Db, m: SeedMerchant, now: Date = new Date()): boolean {
  const exists = db.prepare('SELECT 1 FROM merchants WHERE id = ? OR sub = ?').get(m.id, m.sub);
  if (exists) return false;
  const created = now.toISOString();
  db.transaction(() => {
    const insert = (sql: string, ...params: unknown[]): number =>
      Number(db.prepare(sql).run(...params).lastInsertRowid);

    const cityIds = new Map<number, number>();
    const branchIds = new Map<number, number>();
    const groupIds = new Map<number, number>();
    const categoryIds = new Map<number, number>();
    const productIds = new Map<number, number>();

    insert(
      `INSERT INTO merchants (id, sub, name, logo, color, main_city_id, latitude, longitude, is_active, sms_provider, new_user_cashback, cashback_percent, created_at)
       VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 1, 'ESKIZ', ?, ?, ?)`,
      m.id,
      m.sub,
      m.name,
      artUrl(m.logoArt),
      m.color,
      m.latitude,
      m.longitude,
      m.newUserCashback,
      m.cashbackPercent ?? 0,
      created,
    );
    for (const city of m.cities) {
      const id = insert(
        'INSERT INTO cities (merchant_id, is_main, data) VALUES (?, ?, ?)',
        m.id,
        bool(city.isMain),
        '{}',
      );
      cityIds.set(city.ref, id);
      db.prepare('UPDATE cities SET data = ? WHERE id = ?').run(
        JSON.stringify({
          id,
          name: city.name,
          description: null,
          latitude: city.latitude,
          longitude: city.longitude,
          isMain: city.isMain,
        }),
        id,
      );
      if (city.isMain) db.prepare('UPDATE merchants SET main_city_id = ? WHERE id = ?').run(id, m.id);
    }
    db.prepare('INSERT INTO web_settings (merchant_id, data) VALUES (?, ?)').run(
      m.id,
      JSON.stringify({
        ...m.settings,
        merchantId: m.id,
        logo: m.settings.logo ?? artUrl(m.logoArt),
        // The drawing itself (0.6 KB gzipped) rather than its 480 px picture (12.5 KB): a browser's tab draws it at
        // 16-32 px, in its own process, and the page's first screen shares the connection with it.
        favicon: m.settings.favicon ?? artUrl(m.logoArt, 1, 'svg'),
        mainColor: m.settings.mainColor ?? m.color,
      }),
    );
    for (const policy of m.policies) {
      db.prepare('INSERT INTO policies (merchant_id, type, text) VALUES (?, ?, ?)').run(
        m.id,
        policy.type,
        JSON.stringify(policy.text),
      );
    }
    for (const method of m.paymentMethods) {
      insert(
        'INSERT INTO payment_methods (merchant_id, type, data) VALUES (?, ?, ?)',
        m.id,
        method.type,
        JSON.stringify(method),
      );
    }
    for (const s of m.paymentSettings) {
      insert(
        `INSERT INTO payment_settings (merchant_id, type, web_enabled, bot_enabled, operator_enabled, app_enabled, qr_enabled, is_active)
         VALUES (?, ?, ?, ?, 1, 1, 0, 1)`,
        m.id,
        s.type,
        bool(s.webEnabled),
        bool(s.botEnabled),
      );
    }
    for (const b of m.branches) {
      const id = insert(
        'INSERT INTO branches (merchant_id, city_id, latitude, longitude, is_main, is_active, data) VALUES (?, ?, ?, ?, ?, 1, ?)',
        m.id,
        cityIds.get(b.cityRef) ?? null,
        b.latitude,
        b.longitude,
        bool(b.isMain),
        '{}',
      );
      branchIds.set(b.ref, id);
      const open = b.workHours.find((day) => !day.isClosed) ?? b.workHours[0];
      db.prepare('UPDATE branches SET data = ? WHERE id = ?').run(
        JSON.stringify({
          name: b.name,
          address: b.address,
          phone: b.phone,
          bookingPhone: b.bookingPhone ?? b.phone,
          openTime: open?.open ?? null,
          closeTime: open?.close ?? null,
          deliveryPrice: b.deliveryPrice,
          deliveryStart: open?.open ?? null,
          deliveryEnd: open?.close ?? null,
          workHours: b.workHours,
          settings: b.settings,
        }),
        id,
      );
    }
    for (const z of m.zones) {
      insert(
        'INSERT INTO zones (merchant_id, city_id, price, data) VALUES (?, ?, ?, ?)',
        m.id,
        cityIds.get(z.cityRef) ?? null,
        z.price,
        JSON.stringify({ name: z.name, polygon: z.polygon, color: z.color }),
      );
    }
    for (const g of m.groups) {
      const id = insert(
        'INSERT INTO product_groups (merchant_id, priority, data) VALUES (?, ?, ?)',
        m.id,
        g.priority,
        JSON.stringify({
          name: g.name,
          image: artUrl(g.art, g.ref),
          icon: artUrl(g.art, 100 + g.ref),
          bgColor: g.bgColor ?? null,
          iconBgColor: g.iconBgColor ?? null,
          type: g.type,
        }),
      );
      groupIds.set(g.ref, id);
    }
    for (const cat of m.categories) {
      const id = insert(
        'INSERT INTO categories (merchant_id, group_id, priority, data) VALUES (?, ?, ?, ?)',
        m.id,
        cat.groupRef === null ? null : (groupIds.get(cat.groupRef) ?? null),
        cat.priority,
        JSON.stringify({
          name: cat.name,
          image: artUrl(cat.art, cat.ref),
          textColor: cat.textColor ?? null,
          viewType: cat.viewType,
          scrollType: cat.scrollType,
          navigationType: cat.navigationType ?? null,
          isWithoutCart: cat.isWithoutCart ?? false,
          scope: 'ALL',
        }),
      );
      categoryIds.set(cat.ref, id);
    }
    const labels = new Map(m.labels.map((label) => [label.ref, label]));
    let modificationId =
      Number((db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM products').get() as { n: number }).n) * 100;
    for (const p of m.products) {
      const categoryId = categoryIds.get(p.categoryRef);
      if (categoryId === undefined)
        throw new Error(`Seed ${m.sub}: product ${p.ref} names unknown category ${p.categoryRef}`);
      const modificationGroups = (p.modificationGroups ?? []).map((group) => ({
        id: ++modificationId,
        name: group.name,
        minimum: group.minimum,
        maximum: group.maximum,
        modifications: group.modifications.map((mod) => ({
          id: ++modificationId,
          name: mod.name,
          price: mod.price,
          image: null,
          maxCount: mod.maxCount ?? 1,
        })),
      }));
      const id = insert(
        'INSERT INTO products (merchant_id, category_id, priority, active, cost_price, discount, data) VALUES (?, ?, ?, 1, ?, ?, ?)',
        m.id,
        categoryId,
        p.priority,
        p.costPrice,
        p.discount ?? 0,
        '{}',
      );
      productIds.set(p.ref, id);
      db.prepare('UPDATE products SET data = ? WHERE id = ?').run(
        JSON.stringify({
          productId: `${m.sub.toUpperCase()}-${String(p.ref).padStart(4, '0')}`,
          name: p.name,
          description: p.description,
          composition: p.composition ?? null,
          image: artUrl(p.art, p.ref),
          gallery: [artUrl(p.art, p.ref), ...(p.gallery ?? []).map((art, i) => artUrl(art, p.ref * 10 + i))],
          type: modificationGroups.length > 0 ? 'MODIFICATION' : 'NONE',
          unit: p.unit,
          measure: p.measure,
          calorie: p.calorie ?? null,
          labels: (p.labelRefs ?? []).flatMap((ref) => {
            const label = labels.get(ref);
            return label ? [{ id: label.ref, name: label.name, color: label.color }] : [];
          }),
          tags: p.tags ?? [],
          timeCookingMin: p.timeCookingMin ?? null,
          timeCookingMax: p.timeCookingMax ?? null,
          isCartRecommendation: p.isCartRecommendation ?? false,
          modificationGroups,
        }),
        id,
      );
      for (const b of m.branches) {
        const override = p.branchOverrides?.find((o) => o.branchRef === b.ref);
        db.prepare('INSERT INTO product_branches (product_id, branch_id, active, stock) VALUES (?, ?, ?, ?)').run(
          id,
          branchIds.get(b.ref),
          bool(override?.active ?? true),
          override?.stock ?? null,
        );
      }
    }
    for (const promo of m.promos) {
      insert(
        'INSERT INTO promos (merchant_id, code, give_to_new_users, data) VALUES (?, ?, ?, ?)',
        m.id,
        promo.code.toUpperCase(),
        bool(promo.giveToNewUsers),
        JSON.stringify({
          description: promo.description,
          discountType: promo.discountType,
          productDiscount: promo.productDiscount,
          deliveryDiscount: promo.deliveryDiscount,
          minPrice: promo.minPrice,
          startDate:
            promo.startsInDays === null ? null : new Date(now.getTime() + promo.startsInDays * dayMs).toISOString(),
          endDate: promo.endsInDays === null ? null : new Date(now.getTime() + promo.endsInDays * dayMs).toISOString(),
          isActive: promo.isActive,
          createdDate: created,
        }),
      );
    }
    const reviewerIds = new Map<number, number>();
    for (const r of m.reviewers) {
      reviewerIds.set(
        r.ref,
        insert(
          `INSERT INTO users (merchant_id, phone, first_name, last_name, cashback, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)`,
          m.id,
          r.phone,
          r.firstName,
          r.lastName,
          created,
          created,
        ),
      );
    }
    m.reviews.forEach((review, i) => {
      insert(
        'INSERT INTO reviews (merchant_id, user_id, product_id, grade, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        m.id,
        reviewerIds.get(review.reviewerRef),
        productIds.get(review.productRef),
        review.grade,
        review.comment,
        new Date(now.getTime() - (i + 1) * dayMs * 1.7).toISOString(),
      );
    });
    m.vacancies.forEach((v) => {
      insert(
        'INSERT INTO vacancies (merchant_id, data) VALUES (?, ?)',
        m.id,
        JSON.stringify({
          position: v.position,
          responsible: v.responsible,
          phone: v.phone,
          telegram: v.telegram ?? null,
          salary: v.salary,
          requirements: v.requirements,
          branchId: v.branchRef === undefined ? null : (branchIds.get(v.branchRef) ?? null),
          createdDate: created,
        }),
      );
    });
    m.stories.forEach((s, i) => {
      insert(
        'INSERT INTO stories (merchant_id, priority, data) VALUES (?, ?, ?)',
        m.id,
        i + 1,
        JSON.stringify({
          title: s.title,
          cover: artUrl(s.coverArt, 500 + i),
          slides: s.slides.map((slide, j) => ({ image: artUrl(slide.art, 600 + i * 10 + j), text: slide.text })),
          productId: s.productRef === undefined ? null : (productIds.get(s.productRef) ?? null),
        }),
      );
    });
    m.banners.forEach((b, i) => {
      insert(
        'INSERT INTO banners (merchant_id, priority, data) VALUES (?, ?, ?)',
        m.id,
        i + 1,
        JSON.stringify({
          title: b.title,
          image: artUrl(b.art, 700 + i),
          productId: b.productRef === undefined ? null : (productIds.get(b.productRef) ?? null),
          categoryId: b.categoryRef === undefined ? null : (categoryIds.get(b.categoryRef) ?? null),
          url: null,
        }),
      );
    });
    m.notifications.forEach((n, i) => {
      insert(
        'INSERT INTO notifications (merchant_id, data, created_at) VALUES (?, ?, ?)',
        m.id,
        JSON.stringify({ title: n.title, body: n.body, image: n.art ? artUrl(n.art, 800 + i) : null }),
        new Date(now.getTime() - i * dayMs).toISOString(),
      );
    });
    for (const place of m.places) {
      const placeId = insert(
        'INSERT INTO places (merchant_id, branch_id, data) VALUES (?, ?, ?)',
        m.id,
        branchIds.get(place.branchRef),
        JSON.stringify({ name: place.name }),
      );
      for (const table of place.tables)
        insert(
          'INSERT INTO dining_tables (place_id, number, chairs) VALUES (?, ?, ?)',
          placeId,
          table.number,
          table.chairs,
        );
    }
    for (const courier of m.couriers) {
      insert(
        'INSERT INTO couriers (merchant_id, branch_id, data) VALUES (?, ?, ?)',
        m.id,
        branchIds.get(courier.branchRef) ?? null,
        JSON.stringify({ name: courier.name, phone: courier.phone }),
      );
    }
  })();
  return true;
}

/** Removes a merchant and everything that belongs to it (used to rebuild the scale merchant). */
export function deleteMerchant(db: Db, merchantId: string): void {
  db.transaction(() => {
    const users = 'SELECT id FROM users WHERE merchant_id = @m';
    const products = 'SELECT id FROM products WHERE merchant_id = @m';
    const statements = [
      `DELETE FROM user_promos WHERE user_id IN (${users})`,
      `DELETE FROM notification_reads WHERE user_id IN (${users})`,
      `DELETE FROM product_branches WHERE product_id IN (${products})`,
      'DELETE FROM dining_tables WHERE place_id IN (SELECT id FROM places WHERE merchant_id = @m)',
      ...[
        'tokens',
        'sms_codes',
        'dev_sms',
        'addresses',
        'favourites',
        'reviews',
        'orders',
        'idempotency_keys',
        'reservations',
        'promos',
        'couriers',
        'vacancies',
        'stories',
        'banners',
        'notifications',
        'places',
        'products',
        'categories',
        'product_groups',
        'zones',
        'branches',
        'cities',
        'payment_settings',
        'payment_methods',
        'policies',
        'web_settings',
        'users',
      ].map((table) => `DELETE FROM ${table} WHERE merchant_id = @m`),
      'DELETE FROM merchants WHERE id = @m',
    ];
    for (const sql of statements) db.prepare(sql).run({ m: merchantId });
  })();
}
