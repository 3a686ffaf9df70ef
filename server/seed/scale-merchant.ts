/**
 * "scale" merchant for benchmarks: 12 groups, 120 categories and any number of products, generated deterministically
 * (a seeded PRNG, no Math.random) from word lists in Latin Uzbek, Russian and English. Places, payments and
 * content are borrowed from the demo merchant.
 */
import type { FullLocalized } from '../../src/shared/contract/common.ts';
import { SCALE_MERCHANT_ID } from './merchant-ids.ts';
import type { SeedCategory, SeedGroup, SeedMerchant, SeedProduct } from './seed.types.ts';
import {
  DEMO_BRANCHES,
  DEMO_CITIES,
  DEMO_PAYMENT_METHODS,
  DEMO_PAYMENT_SETTINGS,
  DEMO_ZONES,
  demoMerchant,
  modifierFactory,
  t,
} from './demo-merchant.ts';

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'food' | 'sweet' | 'drink';
interface Base {
  art: string;
  name: FullLocalized;
  kind: Kind;
  price: [number, number];
  unit: SeedProduct['unit'];
  measure: number;
  kcal: number;
}
const b = (
  art: string,
  uz: string,
  ru: string,
  eng: string,
  kind: Kind,
  price: [number, number],
  unit: SeedProduct['unit'],
  measure: number,
  kcal: number,
): Base => ({ art, name: t(uz, ru, eng), kind, price, unit, measure, kcal });

/** Twelve themes (groups), each with the dishes its categories sell. */
const THEMES: { name: FullLocalized; art: string; bases: Base[] }[] = [
  {
    name: t('Milliy taomlar', 'Национальная кухня', 'National dishes'),
    art: 'plov',
    bases: [
      b('plov', 'Palov', 'Плов', 'Plov', 'food', [35000, 70000], 'GRAMM', 350, 700),
      b('lagman', 'Lagʻmon', 'Лагман', 'Lagman', 'food', [30000, 48000], 'GRAMM', 400, 600),
      b('manti', 'Manti', 'Манты', 'Manti', 'food', [30000, 45000], 'COUNT', 5, 650),
    ],
  },
  {
    name: t('Grill', 'Гриль', 'Grill'),
    art: 'shashlik',
    bases: [
      b('shashlik', 'Shashlik', 'Шашлык', 'Shashlik', 'food', [15000, 30000], 'COUNT', 1, 300),
      b('kebab', 'Kabob', 'Кебаб', 'Kebab', 'food', [16000, 32000], 'COUNT', 1, 320),
      b('chicken', 'Tovuq', 'Курица', 'Chicken', 'food', [22000, 45000], 'GRAMM', 250, 480),
    ],
  },
  {
    name: t('Burgerlar', 'Бургеры', 'Burgers'),
    art: 'burger',
    bases: [
      b('burger', 'Burger', 'Бургер', 'Burger', 'food', [28000, 55000], 'GRAMM', 260, 580),
      b('cheeseburger', 'Chizburger', 'Чизбургер', 'Cheeseburger', 'food', [32000, 58000], 'GRAMM', 280, 650),
    ],
  },
  {
    name: t('Pitsa', 'Пицца', 'Pizza'),
    art: 'pizza',
    bases: [b('pizza', 'Pitsa', 'Пицца', 'Pizza', 'food', [50000, 95000], 'GRAMM', 480, 1000)],
  },
  {
    name: t('Lavash va hot-dog', 'Лаваш и хот-доги', 'Wraps & hot dogs'),
    art: 'shawarma',
    bases: [
      b('shawarma', 'Shaurma', 'Шаурма', 'Shawarma', 'food', [26000, 40000], 'GRAMM', 350, 640),
      b('wrap', 'Lavash', 'Лаваш', 'Wrap', 'food', [25000, 38000], 'GRAMM', 330, 580),
      b('hotdog', 'Hot-dog', 'Хот-дог', 'Hot dog', 'food', [15000, 25000], 'GRAMM', 180, 420),
    ],
  },
  {
    name: t('Salatlar', 'Салаты', 'Salads'),
    art: 'salad',
    bases: [b('salad', 'Salat', 'Салат', 'Salad', 'food', [14000, 38000], 'GRAMM', 250, 300)],
  },
  {
    name: t('Shoʻrvalar', 'Супы', 'Soups'),
    art: 'soup',
    bases: [
      b('soup', 'Shoʻrva', 'Суп', 'Soup', 'food', [22000, 36000], 'GRAMM', 400, 360),
      b('noodles', 'Ugra', 'Лапша', 'Noodles', 'food', [24000, 38000], 'GRAMM', 400, 420),
    ],
  },
  {
    name: t('Nonvoyxona', 'Пекарня', 'Bakery'),
    art: 'bread',
    bases: [
      b('somsa', 'Somsa', 'Самса', 'Somsa', 'food', [8000, 15000], 'COUNT', 1, 380),
      b('bread', 'Non', 'Лепёшка', 'Flatbread', 'food', [4000, 10000], 'COUNT', 1, 480),
    ],
  },
  {
    name: t('Desertlar', 'Десерты', 'Desserts'),
    art: 'cake',
    bases: [
      b('cake', 'Tort', 'Торт', 'Cake', 'sweet', [18000, 32000], 'GRAMM', 150, 430),
      b('icecream', 'Muzqaymoq', 'Мороженое', 'Ice cream', 'sweet', [12000, 24000], 'GRAMM', 150, 300),
      b('pancake', 'Quymoq', 'Блинчики', 'Pancakes', 'sweet', [16000, 26000], 'GRAMM', 200, 480),
    ],
  },
  {
    name: t('Issiq ichimliklar', 'Горячие напитки', 'Hot drinks'),
    art: 'tea',
    bases: [
      b('tea', 'Choy', 'Чай', 'Tea', 'drink', [5000, 15000], 'MILLILITER', 700, 20),
      b('coffee', 'Kofe', 'Кофе', 'Coffee', 'drink', [14000, 26000], 'MILLILITER', 300, 120),
    ],
  },
  {
    name: t('Sovuq ichimliklar', 'Холодные напитки', 'Cold drinks'),
    art: 'lemonade',
    bases: [
      b('lemonade', 'Limonad', 'Лимонад', 'Lemonade', 'drink', [12000, 26000], 'LITER', 1, 240),
      b('juice', 'Sharbat', 'Сок', 'Juice', 'drink', [9000, 25000], 'LITER', 0.5, 200),
    ],
  },
  {
    name: t('Kombo', 'Комбо', 'Combos'),
    art: 'combo',
    bases: [
      b('combo', 'Kombo', 'Комбо', 'Combo', 'food', [50000, 190000], 'COUNT', 1, 1400),
      b('kids', 'Bolalar toʻplami', 'Детский набор', 'Kids box', 'food', [25000, 35000], 'COUNT', 1, 620),
    ],
  },
];

/** Modifiers: Uzbek and English go before the dish, Russian after it (no gender agreement needed). */
const MODS: Record<Kind, FullLocalized[]> = {
  food: [
    t('Pishloqli', 'с сыром', 'Cheesy'),
    t('Toshkentcha', 'по-ташкентски', 'Tashkent-style'),
    t('Uy uslubidagi', 'по-домашнему', 'Homestyle'),
    t('Oshpazdan', 'от шефа', "Chef's"),
    t('Achchiq', 'с перцем чили', 'Spicy'),
    t('Koʻkatli', 'с зеленью', 'Herb'),
    t('Ziravorli', 'со специями', 'Spiced'),
    t('Pomidorli', 'с томатами', 'Tomato'),
    t('Koʻmirda pishgan', 'на углях', 'Charcoal'),
    t('Tandirda pishgan', 'из тандыра', 'Tandoor'),
    t('Qoʻziqorinli', 'с грибами', 'Mushroom'),
    t('Samarqandcha', 'по-самаркандски', 'Samarkand-style'),
    t('Fargʻonacha', 'по-фергански', 'Fergana-style'),
    t('Buxorocha', 'по-бухарски', 'Bukhara-style'),
    t('Kunjutli', 'с кунжутом', 'Sesame'),
    t('Sarimsoqli', 'с чесноком', 'Garlic'),
  ],
  sweet: [
    t('Shokoladli', 'с шоколадом', 'Chocolate'),
    t('Qulupnayli', 'с клубникой', 'Strawberry'),
    t('Vanilli', 'с ванилью', 'Vanilla'),
    t('Asalli', 'с мёдом', 'Honey'),
    t('Yongʻoqli', 'с орехами', 'Nut'),
    t('Karamelli', 'с карамелью', 'Caramel'),
    t('Limonli', 'с лимоном', 'Lemon'),
    t('Pistali', 'с фисташкой', 'Pistachio'),
  ],
  drink: [
    t('Muzli', 'со льдом', 'Iced'),
    t('Limonli', 'с лимоном', 'Lemon'),
    t('Yalpizli', 'с мятой', 'Mint'),
    t('Zanjabilli', 'с имбирём', 'Ginger'),
    t('Qulupnayli', 'с клубникой', 'Strawberry'),
    t('Olchali', 'с вишней', 'Cherry'),
    t('Shaftolili', 'с персиком', 'Peach'),
    t('Asalli', 'с мёдом', 'Honey'),
  ],
};
const COLLECTIONS: FullLocalized[] = [
  t('Klassika', 'классика', 'classics'),
  t('Yangiliklar', 'новинки', 'new'),
  t('Xitlar', 'хиты', 'bestsellers'),
  t('Oshpaz tanlovi', 'выбор шефа', "chef's choice"),
  t('Mavsumiy', 'сезонное', 'seasonal'),
  t('Yengil', 'лёгкое', 'light'),
  t('Katta porsiya', 'большие порции', 'big portions'),
  t('Tushlik', 'обеды', 'lunch'),
  t('Tungi menyu', 'ночное меню', 'late night'),
  t('Bayramona', 'праздничное', 'festive'),
];
const OPENERS: FullLocalized[] = [
  t('Har kuni yangi tayyorlanadi.', 'Готовится свежим каждый день.', 'Made fresh every day.'),
  t('Oshpazimizning sevimli retsepti.', 'Любимый рецепт нашего шефа.', "Our chef's favourite recipe."),
  t('Mahalliy mahsulotlardan tayyorlangan.', 'Приготовлено из местных продуктов.', 'Made from local produce.'),
  t('Butun oila uchun.', 'Для всей семьи.', 'Great for the whole family.'),
  t('Mijozlarimiz tanlovi.', 'Выбор наших гостей.', 'A guest favourite.'),
];
const DETAILS: FullLocalized[] = [
  t('Issiq holda tortiladi.', 'Подаётся горячим.', 'Served hot.'),
  t('Yangi koʻkatlar bilan.', 'Со свежей зеленью.', 'With fresh herbs.'),
  t('Maxsus sous bilan.', 'С фирменным соусом.', 'With our signature sauce.'),
  t('Yengil va toʻyimli.', 'Лёгкое и сытное.', 'Light yet filling.'),
  t('Yetkazib berish uchun qulay qadoqda.', 'В удобной упаковке для доставки.', 'Packed to travel well.'),
];
const VIEW_TYPES = ['BIG', 'MEDIUM', 'SMALL'] as const;
const CATEGORIES_PER_GROUP = 10;

export function buildScaleMerchant(productCount: number): SeedMerchant {
  const rnd = prng(0x5ca1e);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const mg = modifierFactory();

  const groups: SeedGroup[] = THEMES.map((theme, i) => ({
    ref: i + 1,
    name: theme.name,
    art: theme.art,
    priority: i + 1,
    type: i === THEMES.length - 1 ? 'WITHOUT_GROUP' : 'GROUP',
  }));
  const categories: SeedCategory[] = THEMES.flatMap((theme, g) =>
    COLLECTIONS.slice(0, CATEGORIES_PER_GROUP).map((col, c) => ({
      ref: g * CATEGORIES_PER_GROUP + c + 1,
      groupRef: g + 1,
      name: t(
        `${theme.name.uz}: ${col.uz.toLowerCase()}`,
        `${theme.name.ru}: ${col.ru}`,
        `${theme.name.eng}: ${col.eng}`,
      ),
      art: theme.art,
      priority: g * CATEGORIES_PER_GROUP + c + 1,
      viewType: VIEW_TYPES[(g + c) % 3] ?? 'MEDIUM',
      scrollType: c % 2 === 0 ? 'VERTICAL' : 'HORIZONTAL',
      ...(c === 0 ? { textColor: '#BF360C' } : {}),
    })),
  );

  const seen = new Map<string, number>();
  const perCategory = new Map<number, number>();
  const products: SeedProduct[] = [];
  for (let i = 0; i < productCount; i++) {
    const category = categories[i % categories.length] as SeedCategory;
    const theme = THEMES[Math.floor((i % categories.length) / CATEGORIES_PER_GROUP)] as (typeof THEMES)[number];
    const base = pick(theme.bases);
    const mod = pick(MODS[base.kind]);
    const key = `${mod.eng} ${base.name.eng}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const suffix = n > 1 ? ` ${n}` : '';
    const name = t(
      `${mod.uz} ${base.name.uz.toLowerCase()}${suffix}`,
      `${base.name.ru} ${mod.ru}${suffix}`,
      `${mod.eng} ${base.name.eng.toLowerCase()}${suffix}`,
    );
    const opener = pick(OPENERS),
      detail = pick(DETAILS);
    const [lo, hi] = base.price;
    const price = Math.round((lo + rnd() * (hi - lo)) / 1000) * 1000;
    const roll = rnd();
    const priority = (perCategory.get(category.ref) ?? 0) + 1;
    perCategory.set(category.ref, priority);
    const product: SeedProduct = {
      ref: i + 1,
      categoryRef: category.ref,
      name,
      art: base.art,
      priority,
      unit: base.unit,
      measure: base.measure,
      description: t(
        `${name.uz}. ${opener.uz} ${detail.uz}`,
        `${name.ru}. ${opener.ru} ${detail.ru}`,
        `${name.eng}. ${opener.eng} ${detail.eng}`,
      ),
      composition: t(
        `${base.name.uz}, ${mod.uz.toLowerCase()} toʻldirma`,
        `${base.name.ru}, начинка ${mod.ru}`,
        `${base.name.eng}, ${mod.eng.toLowerCase()} filling`,
      ),
      calorie: Math.round(base.kcal * (0.8 + rnd() * 0.4)),
      costPrice: price,
      timeCookingMin: base.kind === 'drink' ? 3 : 10,
      timeCookingMax: base.kind === 'drink' ? 5 : 20,
      tags: [base.art, base.kind],
    };
    if (roll < 0.12) {
      product.modificationGroups = [
        mg(t('Oʻlcham', 'Размер', 'Size'), 1, 1, [
          [t('Standart', 'Стандарт', 'Regular'), 0],
          [t('Katta', 'Большой', 'Large'), Math.round((price * 0.3) / 1000) * 1000],
        ]),
      ];
    } else if (roll < 0.2) {
      product.modificationGroups = [
        mg(t('Qoʻshimchalar', 'Добавки', 'Extras'), 0, 3, [
          [t('Pishloq', 'Сыр', 'Cheese'), 4000, 2],
          [t('Sous', 'Соус', 'Sauce'), 2000],
          [t('Koʻkatlar', 'Зелень', 'Herbs'), 1000],
        ]),
      ];
    }
    if (rnd() < 0.08) product.discount = pick([10, 15, 20]);
    if (rnd() < 0.1) product.labelRefs = [pick([1, 2, 3])];
    const o = rnd();
    if (o < 0.1) product.branchOverrides = [{ branchRef: 1 + Math.floor(rnd() * 3), active: false }];
    else if (o < 0.13)
      product.branchOverrides = [{ branchRef: 1 + Math.floor(rnd() * 3), stock: 1 + Math.floor(rnd() * 9) }];
    products.push(product);
  }

  return {
    id: SCALE_MERCHANT_ID,
    sub: 'scale',
    name: 'Scale Test',
    logoArt: 'logo-demo',
    color: '#6A1B9A',
    latitude: 41.3111,
    longitude: 69.2797,
    settings: {
      ...demoMerchant.settings,
      merchantId: SCALE_MERCHANT_ID,
      brand: 'Scale Test',
      mainColor: '#6A1B9A',
      title: t('Scale Test', 'Scale Test', 'Scale Test'),
    },
    policies: demoMerchant.policies,
    paymentMethods: DEMO_PAYMENT_METHODS,
    paymentSettings: DEMO_PAYMENT_SETTINGS,
    cities: DEMO_CITIES,
    branches: DEMO_BRANCHES,
    zones: DEMO_ZONES,
    labels: [
      { ref: 1, name: t('Yangi', 'Новинка', 'New'), color: '#2E7D32' },
      { ref: 2, name: t('Xit', 'Хит', 'Hit'), color: '#FF2E17' },
      { ref: 3, name: t('Achchiq', 'Острое', 'Spicy'), color: '#D84315' },
    ],
    groups,
    categories,
    products,
    promos: [
      {
        code: 'SCALE10',
        description: t('10% chegirma', 'Скидка 10%', '10% off'),
        discountType: 'PERCENTAGE',
        productDiscount: 10,
        deliveryDiscount: 0,
        minPrice: 0,
        startsInDays: null,
        endsInDays: null,
        isActive: true,
        giveToNewUsers: false,
      },
    ],
    reviewers: [],
    reviews: [],
    newUserCashback: 0,
    vacancies: [],
    stories: [],
    banners: [{ title: t('Katta menyu', 'Большое меню', 'A very big menu'), art: 'banner', categoryRef: 1 }],
    notifications: [],
    places: demoMerchant.places,
    couriers: demoMerchant.couriers,
  };
}
