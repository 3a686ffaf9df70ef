/**
 * Demo merchant "Oshxona": a Tashkent chain of Uzbek cuisine and fast food. Exercises every feature of the storefront:
 * all flags on, three languages, three branches (one closed on Mondays), three delivery zones, every category view,
 * modifier groups, per-branch stock and availability, promos, reviews, stories, booking places and vacancies.
 */
import type { FullLocalized } from '../../src/shared/contract/common.ts';
import type { WorkHours, BranchSettings } from '../../src/shared/contract/branch.ts';
import type { Unit } from '../../src/shared/contract/catalogue.ts';
import { FEATURE_FLAGS, type FeatureFlag, type WebSettingsWire } from '../../src/shared/contract/merchant.ts';
import type {
  SeedMerchant,
  SeedModificationGroup,
  SeedProduct,
  SeedZone,
  SeedCity,
  SeedBranch,
  SeedReview,
} from './seed.types.ts';
import { DEMO_MERCHANT_ID } from './merchant-ids.ts';

// ---- helpers (also used by the other seed merchants) ---------------------------------------------------------
export const t = (uz: string, ru: string, eng: string): FullLocalized => ({ uz, ru, eng });
/** Seven work-hours entries (Monday = 1 .. Sunday = 7); `closedDay` is closed all day. */
export const week = (open: string, close: string, closedDay?: number): WorkHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close, isClosed: day === closedDay }));
export const allFlags = (on: boolean) =>
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, on])) as Record<FeatureFlag, boolean>;
export const BRANCH_SETTINGS: BranchSettings = {
  bookingEnabled: true,
  deliveryEnabled: true,
  dineinEnabled: true,
  expressEnabled: true,
  kitchenEnabled: true,
  payOfficeEnabled: true,
  pickupEnabled: true,
  storageEnabled: false,
  yandexEnabled: false,
};
const WOBBLE = [1, 0.97, 1.03, 0.98, 1.02, 0.96, 1.01, 0.99, 1.04, 0.97, 1.02, 0.98];
/** A convex-ish 12-point polygon of [lat, lon] pairs around a centre. */
export function ring(lat: number, lon: number, rLat: number, rLon: number): [number, number][] {
  const r4 = (v: number) => Math.round(v * 10000) / 10000;
  return WOBBLE.map((w, i) => {
    const a = (i / WOBBLE.length) * Math.PI * 2;
    return [r4(lat + Math.sin(a) * rLat * w), r4(lon + Math.cos(a) * rLon * w)];
  });
}
/** Factory of modifier groups with refs unique within one merchant. */
export function modifierFactory() {
  let groupRef = 0,
    modRef = 0;
  return (
    name: FullLocalized,
    minimum: number,
    maximum: number,
    mods: [FullLocalized, number, number?][],
  ): SeedModificationGroup => ({
    ref: ++groupRef,
    name,
    minimum,
    maximum,
    modifications: mods.map(([n, price, maxCount]) => ({
      ref: ++modRef,
      name: n,
      price,
      ...(maxCount ? { maxCount } : {}),
    })),
  });
}

// ---- places ------------------------------------------------------------------------------------------------
export const DEMO_CITIES: SeedCity[] = [
  { ref: 1, name: t('Toshkent', 'Ташкент', 'Tashkent'), latitude: 41.3111, longitude: 69.2797, isMain: true },
  { ref: 2, name: t('Samarqand', 'Самарканд', 'Samarkand'), latitude: 39.6542, longitude: 66.9597, isMain: false },
];

export const DEMO_BRANCHES: SeedBranch[] = [
  {
    ref: 1,
    cityRef: 1,
    isMain: true,
    latitude: 41.2856,
    longitude: 69.2034,
    phone: '+998712000001',
    bookingPhone: '+998712000011',
    name: t('Oshxona Chilonzor', 'Ошхона Чиланзар', 'Oshxona Chilanzar'),
    address: t(
      'Chilonzor tumani, Bunyodkor shoh koʻchasi, 18',
      'Чиланзарский район, проспект Бунёдкор, 18',
      'Chilanzar district, 18 Bunyodkor Avenue',
    ),
    workHours: week('10:00', '23:00'),
    deliveryPrice: 10000,
    settings: BRANCH_SETTINGS,
  },
  {
    ref: 2,
    cityRef: 1,
    isMain: false,
    latitude: 41.365,
    longitude: 69.287,
    phone: '+998712000002',
    bookingPhone: '+998712000012',
    name: t('Oshxona Yunusobod', 'Ошхона Юнусабад', 'Oshxona Yunusabad'),
    address: t(
      'Yunusobod tumani, Amir Temur shoh koʻchasi, 107',
      'Юнусабадский район, проспект Амира Темура, 107',
      'Yunusabad district, 107 Amir Temur Avenue',
    ),
    workHours: week('09:00', '23:00'),
    deliveryPrice: 12000,
    settings: BRANCH_SETTINGS,
  },
  {
    ref: 3,
    cityRef: 1,
    isMain: false,
    latitude: 41.326,
    longitude: 69.335,
    phone: '+998712000003',
    name: t('Oshxona Mirzo Ulugʻbek', 'Ошхона Мирзо-Улугбек', 'Oshxona Mirzo Ulugbek'),
    address: t(
      'Mirzo Ulugʻbek tumani, Buyuk Ipak Yoʻli koʻchasi, 154',
      'Мирзо-Улугбекский район, улица Буюк Ипак Йули, 154',
      'Mirzo Ulugbek district, 154 Buyuk Ipak Yuli Street',
    ),
    workHours: week('10:00', '22:00', 1),
    deliveryPrice: 15000,
    settings: BRANCH_SETTINGS,
  },
  {
    // Open around the clock (00:00-00:00), so the demo takes orders for now at any hour.
    ref: 4,
    cityRef: 1,
    isMain: false,
    latitude: 41.3111,
    longitude: 69.2797,
    phone: '+998712000004',
    name: t('Oshxona Express 24/7', 'Ошхона Экспресс 24/7', 'Oshxona Express 24/7'),
    address: t(
      'Mirobod tumani, Amir Temur xiyoboni, 1',
      'Мирабадский район, сквер Амира Темура, 1',
      'Mirobod district, 1 Amir Temur Square',
    ),
    workHours: week('00:00', '00:00'),
    deliveryPrice: 10000,
    settings: { ...BRANCH_SETTINGS, bookingEnabled: false, dineinEnabled: false },
  },
];

export const DEMO_ZONES: SeedZone[] = [
  {
    ref: 1,
    cityRef: 1,
    name: t('Markaz', 'Центр', 'City centre'),
    polygon: ring(41.311, 69.275, 0.045, 0.065),
    color: '#4CAF50',
    price: 10000,
  },
  {
    ref: 2,
    cityRef: 1,
    name: t('Oʻrta halqa', 'Среднее кольцо', 'Middle ring'),
    polygon: ring(41.312, 69.272, 0.09, 0.12),
    color: '#FFC107',
    price: 15000,
  },
  {
    ref: 3,
    cityRef: 1,
    name: t('Shahar chekkasi', 'Окраины', 'Outskirts'),
    polygon: ring(41.312, 69.272, 0.17, 0.24),
    color: '#F44336',
    price: 25000,
  },
];

export const DEMO_PAYMENT_METHODS: SeedMerchant['paymentMethods'] = [
  { name: 'Cash', type: 'CASH', title: t('Naqd pul', 'Наличные', 'Cash') },
  {
    name: 'Terminal',
    type: 'TERMINAL',
    title: t('Karta orqali (terminal)', 'Картой через терминал', 'Card at the door (terminal)'),
  },
  { name: 'Payme', type: 'PAYME', title: t('Payme orqali', 'Через Payme', 'Payme') },
  { name: 'Click', type: 'CLICK', title: t('Click orqali', 'Через Click', 'Click') },
  { name: 'Uzum Bank', type: 'UZUM', title: t('Uzum Bank orqali', 'Через Uzum Bank', 'Uzum Bank') },
];
export const DEMO_PAYMENT_SETTINGS: SeedMerchant['paymentSettings'] = (
  ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'] as const
).map((type) => ({ type, webEnabled: true, botEnabled: true }));

// ---- catalogue ---------------------------------------------------------------------------------------------
const L = { NEW: 1, HIT: 2, SPICY: 3, VEG: 4 } as const;
const labels: SeedMerchant['labels'] = [
  { ref: L.NEW, name: t('Yangi', 'Новинка', 'New'), color: '#2E7D32' },
  { ref: L.HIT, name: t('Xit', 'Хит', 'Hit'), color: '#FF2E17' },
  { ref: L.SPICY, name: t('Achchiq', 'Острое', 'Spicy'), color: '#D84315' },
  { ref: L.VEG, name: t('Vegetarian', 'Вегетарианское', 'Vegetarian'), color: '#43A047' },
];

const groups: SeedMerchant['groups'] = [
  {
    ref: 1,
    name: t('Milliy taomlar', 'Национальная кухня', 'Uzbek cuisine'),
    art: 'plov',
    priority: 1,
    type: 'GROUP',
    bgColor: '#FFF3E0',
    iconBgColor: '#FFCC80',
  },
  {
    ref: 2,
    name: t('Fast-fud', 'Фастфуд', 'Fast food'),
    art: 'burger',
    priority: 2,
    type: 'GROUP',
    bgColor: '#FFF8E1',
    iconBgColor: '#FFE082',
  },
  {
    ref: 3,
    name: t('Pitsa', 'Пицца', 'Pizza'),
    art: 'pizza',
    priority: 3,
    type: 'GROUP',
    bgColor: '#FBE9E7',
    iconBgColor: '#FFAB91',
  },
  {
    ref: 4,
    name: t('Salatlar va shoʻrvalar', 'Салаты и супы', 'Salads & soups'),
    art: 'salad',
    priority: 4,
    type: 'GROUP',
    bgColor: '#E8F5E9',
    iconBgColor: '#A5D6A7',
  },
  {
    ref: 5,
    name: t('Ichimliklar', 'Напитки', 'Drinks'),
    art: 'lemonade',
    priority: 5,
    type: 'GROUP',
    bgColor: '#E3F2FD',
    iconBgColor: '#90CAF9',
  },
  {
    ref: 6,
    name: t('Shirinliklar', 'Десерты', 'Desserts'),
    art: 'cake',
    priority: 6,
    type: 'GROUP',
    bgColor: '#FCE4EC',
    iconBgColor: '#F48FB1',
  },
  {
    ref: 7,
    name: t('Kombo va bolalar menyusi', 'Комбо и детское меню', 'Combos & kids'),
    art: 'combo',
    priority: 7,
    type: 'WITHOUT_GROUP',
  },
];

const C = {
  PLOV: 1,
  HOT: 2,
  SOMSA: 3,
  SHASHLIK: 4,
  BURGERS: 5,
  WRAPS: 6,
  SNACKS: 7,
  PIZZA: 8,
  SALADS: 9,
  SOUPS: 10,
  HOT_DRINKS: 11,
  COLD_DRINKS: 12,
  DESSERTS: 13,
  COMBO: 14,
  KIDS: 15,
  SAUCES: 16,
  SEASONAL: 17,
  HALL: 18,
} as const;
const categories: SeedMerchant['categories'] = [
  {
    ref: C.PLOV,
    groupRef: 1,
    name: t('Palov', 'Плов', 'Plov'),
    art: 'plov',
    priority: 1,
    viewType: 'BIG',
    scrollType: 'VERTICAL',
    textColor: '#BF360C',
  },
  {
    ref: C.HOT,
    groupRef: 1,
    name: t('Issiq taomlar', 'Горячие блюда', 'Hot dishes'),
    art: 'lagman',
    priority: 2,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
  },
  {
    ref: C.SOMSA,
    groupRef: 1,
    name: t('Somsa va non', 'Самса и хлеб', 'Somsa & bread'),
    art: 'somsa',
    priority: 3,
    viewType: 'SMALL',
    scrollType: 'HORIZONTAL',
  },
  {
    ref: C.SHASHLIK,
    groupRef: 1,
    name: t('Shashlik', 'Шашлык', 'Shashlik'),
    art: 'shashlik',
    priority: 4,
    viewType: 'MEDIUM',
    scrollType: 'HORIZONTAL',
    textColor: '#D84315',
  },
  {
    ref: C.SEASONAL,
    groupRef: 1,
    name: t('Mavsumiy taomlar', 'Сезонное меню', 'Seasonal menu'),
    art: 'category',
    priority: 5,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
  },
  {
    ref: C.BURGERS,
    groupRef: 2,
    name: t('Burgerlar', 'Бургеры', 'Burgers'),
    art: 'burger',
    priority: 6,
    viewType: 'BIG',
    scrollType: 'VERTICAL',
    navigationType: 'SHEET',
  },
  {
    ref: C.WRAPS,
    groupRef: 2,
    name: t('Lavash va hot-doglar', 'Лаваш и хот-доги', 'Wraps & hot dogs'),
    art: 'shawarma',
    priority: 7,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
  },
  {
    ref: C.SNACKS,
    groupRef: 2,
    name: t('Gazaklar', 'Закуски', 'Snacks'),
    art: 'fries',
    priority: 8,
    viewType: 'SMALL',
    scrollType: 'HORIZONTAL',
  },
  {
    ref: C.SAUCES,
    groupRef: 2,
    name: t('Souslar', 'Соусы', 'Sauces'),
    art: 'sauce',
    priority: 9,
    viewType: 'SMALL',
    scrollType: 'HORIZONTAL',
  },
  {
    ref: C.PIZZA,
    groupRef: 3,
    name: t('Pitsa', 'Пицца', 'Pizza'),
    art: 'pizza',
    priority: 10,
    viewType: 'BIG',
    scrollType: 'VERTICAL',
    navigationType: 'FULL_SCREEN',
  },
  {
    ref: C.SALADS,
    groupRef: 4,
    name: t('Salatlar', 'Салаты', 'Salads'),
    art: 'salad',
    priority: 11,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    textColor: '#2E7D32',
  },
  {
    ref: C.SOUPS,
    groupRef: 4,
    name: t('Shoʻrvalar', 'Супы', 'Soups'),
    art: 'soup',
    priority: 12,
    viewType: 'SMALL',
    scrollType: 'VERTICAL',
  },
  {
    ref: C.HOT_DRINKS,
    groupRef: 5,
    name: t('Issiq ichimliklar', 'Горячие напитки', 'Hot drinks'),
    art: 'tea',
    priority: 13,
    viewType: 'SMALL',
    scrollType: 'HORIZONTAL',
  },
  {
    ref: C.COLD_DRINKS,
    groupRef: 5,
    name: t('Sovuq ichimliklar', 'Холодные напитки', 'Cold drinks'),
    art: 'lemonade',
    priority: 14,
    viewType: 'MEDIUM',
    scrollType: 'HORIZONTAL',
    textColor: '#1565C0',
  },
  {
    ref: C.DESSERTS,
    groupRef: 6,
    name: t('Desertlar', 'Десерты', 'Desserts'),
    art: 'dessert',
    priority: 15,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    textColor: '#AD1457',
  },
  {
    ref: C.COMBO,
    groupRef: 7,
    name: t('Kombo', 'Комбо', 'Combos'),
    art: 'combo',
    priority: 16,
    viewType: 'BIG',
    scrollType: 'HORIZONTAL',
  },
  {
    ref: C.KIDS,
    groupRef: 7,
    name: t('Bolalar menyusi', 'Детское меню', 'Kids menu'),
    art: 'kids',
    priority: 17,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
  },
  {
    // Served in the hall only: the menu shows it, nobody can put it in the basket.
    ref: C.HALL,
    groupRef: 7,
    name: t('Faqat zalda', 'Только в зале', 'In the hall only'),
    art: 'category',
    priority: 18,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    isWithoutCart: true,
  },
];

const COOK: Partial<Record<number, [number, number]>> = {
  [C.PLOV]: [5, 10],
  [C.HOT]: [15, 25],
  [C.SOMSA]: [5, 10],
  [C.SHASHLIK]: [20, 30],
  [C.BURGERS]: [10, 15],
  [C.WRAPS]: [8, 12],
  [C.SNACKS]: [7, 10],
  [C.PIZZA]: [15, 20],
  [C.SALADS]: [7, 10],
  [C.SOUPS]: [5, 10],
  [C.HOT_DRINKS]: [3, 5],
  [C.DESSERTS]: [2, 5],
  [C.COMBO]: [15, 20],
  [C.KIDS]: [10, 15],
};
const mg = modifierFactory();
const burgerExtras = () =>
  mg(t('Qoʻshimchalar', 'Добавки', 'Extras'), 0, 3, [
    [t('Pishloq', 'Сыр', 'Cheese'), 4000, 2],
    [t('Bekon', 'Бекон', 'Bacon'), 6000],
    [t('Jalapeno', 'Халапеньо', 'Jalapeño'), 3000],
    [t('Qoʻshimcha kotlet', 'Дополнительная котлета', 'Extra patty'), 12000, 1],
  ]);
const sauces = () =>
  mg(t('Sous tanlang', 'Выберите соус', 'Choose a sauce'), 1, 2, [
    [t('Qaymoq', 'Сметана', 'Sour cream'), 0],
    [t('Qatiq', 'Катык', 'Qatiq yoghurt'), 0],
    [t('Achchiq sous', 'Острый соус', 'Hot sauce'), 2000],
    [t('Sarimsoqli sous', 'Чесночный соус', 'Garlic sauce'), 2000],
  ]);
const pizzaSize = () =>
  mg(t('Oʻlcham', 'Размер', 'Size'), 1, 1, [
    [t('25 sm', '25 см', '25 cm'), 0],
    [t('30 sm', '30 см', '30 cm'), 15000],
    [t('35 sm', '35 см', '35 cm'), 28000],
  ]);
const drinkChoice = () =>
  mg(t('Ichimlik tanlang', 'Выберите напиток', 'Choose a drink'), 1, 1, [
    [t('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 L'), 0],
    [t('Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 L'), 0],
    [t('Koʻk choy', 'Зелёный чай', 'Green tea'), 0],
    [t('Uy limonadi', 'Домашний лимонад', 'Homemade lemonade'), 5000],
  ]);

const products: SeedProduct[] = [];
type Extra = Partial<
  Omit<
    SeedProduct,
    | 'ref'
    | 'categoryRef'
    | 'name'
    | 'description'
    | 'composition'
    | 'art'
    | 'unit'
    | 'measure'
    | 'costPrice'
    | 'calorie'
  >
>;
/** Adds a product and returns its ref. */
function add(
  categoryRef: number,
  art: string,
  name: FullLocalized,
  description: FullLocalized,
  composition: FullLocalized,
  price: number,
  unit: Unit,
  measure: number,
  calorie: number,
  extra: Extra = {},
): number {
  const ref = products.length + 1;
  const [timeCookingMin, timeCookingMax] = COOK[categoryRef] ?? [5, 10];
  const priority = products.filter((p) => p.categoryRef === categoryRef).length + 1;
  products.push({
    ref,
    categoryRef,
    name,
    description,
    composition,
    art,
    priority,
    unit,
    measure,
    calorie,
    costPrice: price,
    timeCookingMin,
    timeCookingMax,
    ...extra,
  });
  return ref;
}
const inactiveAt3 = { branchRef: 3, active: false };

// Palov
const TOY_OSHI = add(
  C.PLOV,
  'plov',
  t('Toʻy oshi', 'Свадебный плов', 'Wedding plov'),
  t(
    'Toshkentcha toʻy palovi: lazer guruch, yumshoq qoʻy goʻshti va sariq sabzi, qozonda oʻtinda pishirilgan.',
    'Ташкентский свадебный плов: рис лазер, нежная баранина и жёлтая морковь, приготовлен в казане на дровах.',
    'Tashkent-style wedding plov: laser rice, tender lamb and yellow carrots, cooked in a cauldron over a wood fire.',
  ),
  t(
    'Guruch, qoʻy goʻshti, sariq sabzi, noʻxat, mayiz, bedana tuxumi, zira',
    'Рис, баранина, жёлтая морковь, нут, изюм, перепелиное яйцо, зира',
    'Rice, lamb, yellow carrot, chickpeas, raisins, quail egg, cumin',
  ),
  48000,
  'GRAMM',
  350,
  720,
  {
    labelRefs: [L.HIT],
    tags: ['plov', 'national', 'lamb'],
    isCartRecommendation: true,
    branchOverrides: [{ branchRef: 2, stock: 3 }],
    gallery: ['rice', 'bread'],
  },
);
const CHOYXONA_PLOV = add(
  C.PLOV,
  'plov',
  t('Choyxona palovi', 'Чайханский плов', 'Chaikhana plov'),
  t(
    'Choyxonalardagi kabi mazali, toʻyimli palov, mol goʻshti bilan.',
    'Сытный плов с говядиной, как в настоящей чайхане.',
    'A hearty beef plov, just like in a real chaikhana.',
  ),
  t(
    'Guruch, mol goʻshti, sabzi, piyoz, sarimsoq, ziravorlar',
    'Рис, говядина, морковь, лук, чеснок, специи',
    'Rice, beef, carrot, onion, garlic, spices',
  ),
  45000,
  'GRAMM',
  350,
  700,
  { tags: ['plov', 'national', 'beef'] },
);
const SAMARKAND_PLOV = add(
  C.PLOV,
  'plov',
  t('Samarqand palovi', 'Самаркандский плов', 'Samarkand plov'),
  t(
    'Qatlamlab tortiladigan Samarqand palovi: goʻsht ustida oq guruch va sabzi.',
    'Самаркандский плов, который подают слоями: мясо, сверху белый рис и морковь.',
    'Samarkand plov served in layers: meat at the bottom, white rice and carrots on top.',
  ),
  t(
    'Devzira guruch, mol goʻshti, sariq sabzi, paxta yogʻi, zira',
    'Рис девзира, говядина, жёлтая морковь, хлопковое масло, зира',
    'Devzira rice, beef, yellow carrot, cottonseed oil, cumin',
  ),
  52000,
  'GRAMM',
  380,
  760,
  { labelRefs: [L.NEW], tags: ['plov', 'national'], branchOverrides: [inactiveAt3] },
);
const QAZI_PLOV = add(
  C.PLOV,
  'plov',
  t('Qazi bilan palov', 'Плов с казы', 'Plov with qazi'),
  t(
    'Bayramona palov ot goʻshtidan tayyorlangan qazi bilan.',
    'Праздничный плов с казы — колбасой из конины.',
    'Festive plov topped with qazi, traditional horse-meat sausage.',
  ),
  t(
    'Guruch, qazi, qoʻy goʻshti, sabzi, noʻxat, bedana tuxumi',
    'Рис, казы, баранина, морковь, нут, перепелиное яйцо',
    'Rice, qazi, lamb, carrot, chickpeas, quail egg',
  ),
  62000,
  'GRAMM',
  400,
  850,
  { discount: 10, tags: ['plov', 'qazi'], branchOverrides: [{ branchRef: 1, stock: 5 }, inactiveAt3] },
);
add(
  C.PLOV,
  'plov',
  t('Vegetarian palov', 'Вегетарианский плов', 'Vegetarian plov'),
  t(
    'Goʻshtsiz yengil palov: sabzavotlar, noʻxat va mayiz bilan.',
    'Лёгкий плов без мяса: с овощами, нутом и изюмом.',
    'A light meat-free plov with vegetables, chickpeas and raisins.',
  ),
  t(
    'Guruch, sabzi, noʻxat, mayiz, bulgʻor qalampiri, oʻsimlik yogʻi',
    'Рис, морковь, нут, изюм, болгарский перец, растительное масло',
    'Rice, carrot, chickpeas, raisins, bell pepper, vegetable oil',
  ),
  38000,
  'GRAMM',
  350,
  540,
  { labelRefs: [L.VEG], tags: ['plov', 'vegetarian'] },
);

// Hot dishes
const LAGMAN = add(
  C.HOT,
  'lagman',
  t('Lagʻmon', 'Лагман', 'Lagman'),
  t(
    'Qoʻlda choʻzilgan lagʻmon, goʻsht va sabzavotli quyuq sous bilan.',
    'Лагман с тянутой вручную лапшой, мясом и густым овощным соусом.',
    'Hand-pulled noodles with beef and a rich vegetable sauce.',
  ),
  t(
    'Choʻzma lagʻmon, mol goʻshti, bulgʻor qalampiri, pomidor, sarimsoq, turp',
    'Тянутая лапша, говядина, болгарский перец, помидор, чеснок, редька',
    'Pulled noodles, beef, bell pepper, tomato, garlic, radish',
  ),
  38000,
  'GRAMM',
  400,
  610,
  {
    labelRefs: [L.HIT],
    tags: ['lagman', 'noodles'],
    modificationGroups: [
      mg(t('Achchiqlik darajasi', 'Острота', 'Spiciness'), 1, 1, [
        [t('Achchiqsiz', 'Без остроты', 'Mild'), 0],
        [t('Oʻrtacha', 'Средняя', 'Medium'), 0],
        [t('Achchiq', 'Острая', 'Hot'), 0],
      ]),
    ],
  },
);
const MANTI = add(
  C.HOT,
  'manti',
  t('Manti (5 dona)', 'Манты (5 шт.)', 'Manti (5 pcs)'),
  t(
    'Bugʻda pishirilgan suvli manti, qoʻy goʻshti va piyoz bilan.',
    'Сочные манты на пару с бараниной и луком.',
    'Juicy steamed dumplings filled with lamb and onion.',
  ),
  t(
    'Xamir, qoʻy goʻshti, dumba, piyoz, qora murch',
    'Тесто, баранина, курдюк, лук, чёрный перец',
    'Dough, lamb, tail fat, onion, black pepper',
  ),
  40000,
  'COUNT',
  5,
  680,
  { labelRefs: [L.HIT], tags: ['manti'], modificationGroups: [sauces()] },
);
add(
  C.HOT,
  'manti',
  t('Qovoqli manti', 'Манты с тыквой', 'Pumpkin manti'),
  t(
    'Shirin qovoq va piyozli yengil manti.',
    'Лёгкие манты со сладкой тыквой и луком.',
    'Light steamed dumplings with sweet pumpkin and onion.',
  ),
  t(
    'Xamir, qovoq, piyoz, sariyogʻ, ziravorlar',
    'Тесто, тыква, лук, сливочное масло, специи',
    'Dough, pumpkin, onion, butter, spices',
  ),
  34000,
  'COUNT',
  5,
  420,
  { labelRefs: [L.VEG], tags: ['manti', 'vegetarian'], modificationGroups: [sauces()] },
);
add(
  C.HOT,
  'dumplings',
  t('Chuchvara', 'Чучвара', 'Chuchvara'),
  t(
    'Mayda uy chuchvarasi, qaymoq bilan tortiladi.',
    'Маленькие домашние пельмени, подаются со сметаной.',
    'Small homemade dumplings served with sour cream.',
  ),
  t(
    'Xamir, mol goʻshti, piyoz, qaymoq, koʻkatlar',
    'Тесто, говядина, лук, сметана, зелень',
    'Dough, beef, onion, sour cream, herbs',
  ),
  32000,
  'GRAMM',
  300,
  560,
  { tags: ['dumplings'] },
);
const NORIN = add(
  C.HOT,
  'noodles',
  t('Norin', 'Нарын', 'Norin'),
  t(
    'Mayda toʻgʻralgan xamir va qazi bilan sovuq norin, shoʻrva bilan.',
    'Холодный нарын из тонко нарезанного теста и казы, подаётся с бульоном.',
    'Cold finely cut noodles with qazi, served with a hot broth on the side.',
  ),
  t(
    'Uy xamiri, qazi, ot goʻshti, piyoz, qora murch',
    'Домашнее тесто, казы, конина, лук, чёрный перец',
    'Homemade noodles, qazi, horse meat, onion, black pepper',
  ),
  44000,
  'GRAMM',
  300,
  590,
  { labelRefs: [L.NEW], tags: ['norin', 'national'], branchOverrides: [inactiveAt3] },
);

// Somsa & bread
const SOMSA = add(
  C.SOMSA,
  'somsa',
  t('Tandir somsa (goʻshtli)', 'Тандырная самса с мясом', 'Tandoor somsa with meat'),
  t(
    'Tandirda yopilgan qarsildoq somsa, qoʻy goʻshti va dumba bilan.',
    'Хрустящая самса из тандыра с бараниной и курдюком.',
    'Crispy tandoor-baked pastry filled with lamb and tail fat.',
  ),
  t(
    'Qatlama xamir, qoʻy goʻshti, dumba, piyoz, zira, kunjut',
    'Слоёное тесто, баранина, курдюк, лук, зира, кунжут',
    'Puff pastry, lamb, tail fat, onion, cumin, sesame',
  ),
  12000,
  'COUNT',
  1,
  380,
  {
    labelRefs: [L.HIT],
    tags: ['somsa', 'pastry'],
    isCartRecommendation: true,
    branchOverrides: [{ branchRef: 1, stock: 5 }],
  },
);
add(
  C.SOMSA,
  'somsa',
  t('Qovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa'),
  t('Shirin qovoqli mavsumiy somsa.', 'Сезонная самса со сладкой тыквой.', 'Seasonal somsa with sweet pumpkin.'),
  t(
    'Xamir, qovoq, piyoz, sariyogʻ, kunjut',
    'Тесто, тыква, лук, сливочное масло, кунжут',
    'Dough, pumpkin, onion, butter, sesame',
  ),
  9000,
  'COUNT',
  1,
  260,
  { labelRefs: [L.VEG], tags: ['somsa', 'vegetarian'] },
);
add(
  C.SOMSA,
  'somsa',
  t('Qatlama somsa', 'Слоёная самса', 'Layered somsa'),
  t(
    'Koʻp qatlamli xamirdan tayyorlangan yumshoq somsa, mol goʻshti bilan.',
    'Нежная самса из многослойного теста с говядиной.',
    'Tender many-layered somsa with beef.',
  ),
  t(
    'Qatlama xamir, mol goʻshti, piyoz, qora murch',
    'Слоёное тесто, говядина, лук, чёрный перец',
    'Puff pastry, beef, onion, black pepper',
  ),
  13000,
  'COUNT',
  1,
  410,
  { labelRefs: [L.NEW], tags: ['somsa'], branchOverrides: [inactiveAt3] },
);
add(
  C.SOMSA,
  'bread',
  t('Patir non', 'Патыр', 'Patir bread'),
  t(
    'Sariyogʻli, qalin va xushboʻy patir non.',
    'Толстая ароматная лепёшка патыр на сливочном масле.',
    'A thick, fragrant flatbread made with butter.',
  ),
  t(
    'Un, sut, sariyogʻ, xamirturush, tuz, sedana',
    'Мука, молоко, сливочное масло, дрожжи, соль, чернушка',
    'Flour, milk, butter, yeast, salt, nigella seeds',
  ),
  8000,
  'COUNT',
  1,
  620,
  { tags: ['bread'] },
);
const NON = add(
  C.SOMSA,
  'bread',
  t('Tandir non', 'Тандырная лепёшка', 'Tandoor flatbread'),
  t(
    'Har kuni yopiladigan issiq tandir noni.',
    'Горячая лепёшка из тандыра, печём каждый день.',
    'Hot flatbread baked in the tandoor every day.',
  ),
  t('Un, suv, xamirturush, tuz, kunjut', 'Мука, вода, дрожжи, соль, кунжут', 'Flour, water, yeast, salt, sesame'),
  5000,
  'COUNT',
  1,
  480,
  { tags: ['bread'], isCartRecommendation: true },
);

// Shashlik
const LAMB_SHASHLIK = add(
  C.SHASHLIK,
  'shashlik',
  t('Qoʻy goʻshti shashlik', 'Шашлык из баранины', 'Lamb shashlik'),
  t(
    'Koʻmirda pishirilgan suvli qoʻy goʻshti, piyoz bilan.',
    'Сочная баранина на углях, подаётся с луком.',
    'Juicy lamb grilled over charcoal, served with onion.',
  ),
  t('Qoʻy goʻshti, dumba, piyoz, zira, tuz', 'Баранина, курдюк, лук, зира, соль', 'Lamb, tail fat, onion, cumin, salt'),
  22000,
  'COUNT',
  1,
  310,
  { labelRefs: [L.HIT], tags: ['shashlik', 'grill', 'lamb'] },
);
add(
  C.SHASHLIK,
  'shashlik',
  t('Mol goʻshti shashlik', 'Шашлык из говядины', 'Beef shashlik'),
  t(
    'Marinadlangan mol goʻshtidan yumshoq shashlik.',
    'Нежный шашлык из маринованной говядины.',
    'Tender shashlik of marinated beef.',
  ),
  t(
    'Mol goʻshti, piyoz, sirka, qora murch',
    'Говядина, лук, уксус, чёрный перец',
    'Beef, onion, vinegar, black pepper',
  ),
  20000,
  'COUNT',
  1,
  280,
  { tags: ['shashlik', 'grill', 'beef'] },
);
add(
  C.SHASHLIK,
  'shashlik',
  t('Tovuq shashlik', 'Шашлык из курицы', 'Chicken shashlik'),
  t(
    'Qatiqda marinadlangan tovuq soni goʻshti.',
    'Куриное бедро, маринованное в катыке.',
    'Chicken thigh marinated in qatiq yoghurt.',
  ),
  t(
    'Tovuq soni, qatiq, sarimsoq, ziravorlar',
    'Куриное бедро, катык, чеснок, специи',
    'Chicken thigh, qatiq, garlic, spices',
  ),
  16000,
  'COUNT',
  1,
  220,
  { tags: ['shashlik', 'grill', 'chicken'], discount: 15 },
);
add(
  C.SHASHLIK,
  'kebab',
  t('Lyulya kabob', 'Люля-кебаб', 'Lula kebab'),
  t(
    'Achchiq qiyma kabob, koʻmirda pishirilgan.',
    'Острый люля-кебаб из рубленого мяса на углях.',
    'Spicy minced-meat kebab grilled over charcoal.',
  ),
  t(
    'Qoʻy goʻshti qiymasi, piyoz, achchiq qalampir, zira',
    'Фарш из баранины, лук, острый перец, зира',
    'Minced lamb, onion, chilli, cumin',
  ),
  18000,
  'COUNT',
  1,
  300,
  { labelRefs: [L.SPICY], tags: ['kebab', 'grill', 'spicy'] },
);
const PLATTER = add(
  C.SHASHLIK,
  'shashlik',
  t('Shashlik assorti (5 six)', 'Ассорти шашлыков (5 шампуров)', 'Shashlik platter (5 skewers)'),
  t(
    'Katta davra uchun: qoʻy, mol, tovuq va lyulya kabob.',
    'Для большой компании: баранина, говядина, курица и люля-кебаб.',
    'For a big table: lamb, beef, chicken and lula kebab.',
  ),
  t(
    'Qoʻy goʻshti, mol goʻshti, tovuq, lyulya, piyoz, non',
    'Баранина, говядина, курица, люля, лук, лепёшка',
    'Lamb, beef, chicken, lula, onion, flatbread',
  ),
  95000,
  'COUNT',
  5,
  1450,
  { tags: ['shashlik', 'grill', 'sharing'], modificationGroups: [sauces()], branchOverrides: [inactiveAt3] },
);

// Burgers
const CLASSIC_BURGER = add(
  C.BURGERS,
  'burger',
  t('Klassik burger', 'Классический бургер', 'Classic burger'),
  t(
    'Mol goʻshti kotleti, yangi sabzavotlar va firma sousi bilan.',
    'Говяжья котлета, свежие овощи и фирменный соус.',
    'A beef patty with fresh vegetables and our signature sauce.',
  ),
  t(
    'Bulochka, mol goʻshti kotleti, salat bargi, pomidor, bodring, piyoz, sous',
    'Булочка, говяжья котлета, салат, помидор, огурец, лук, соус',
    'Bun, beef patty, lettuce, tomato, pickles, onion, sauce',
  ),
  32000,
  'GRAMM',
  250,
  540,
  { tags: ['burger', 'beef'], modificationGroups: [burgerExtras()] },
);
add(
  C.BURGERS,
  'cheeseburger',
  t('Chizburger', 'Чизбургер', 'Cheeseburger'),
  t(
    'Eritilgan cheddar pishlogʻi bilan klassik burger.',
    'Классический бургер с расплавленным чеддером.',
    'The classic burger with melted cheddar.',
  ),
  t(
    'Bulochka, mol goʻshti kotleti, cheddar, bodring, piyoz, ketchup, xantal',
    'Булочка, говяжья котлета, чеддер, огурец, лук, кетчуп, горчица',
    'Bun, beef patty, cheddar, pickles, onion, ketchup, mustard',
  ),
  36000,
  'GRAMM',
  260,
  600,
  { tags: ['burger', 'cheese'], modificationGroups: [burgerExtras()] },
);
const DOUBLE_BURGER = add(
  C.BURGERS,
  'cheeseburger',
  t('Double burger', 'Дабл бургер', 'Double burger'),
  t(
    'Ikki kotlet, ikki qavat pishloq — haqiqiy ochlar uchun.',
    'Две котлеты и двойной сыр — для настоящего голода.',
    'Two patties and double cheese, for a serious appetite.',
  ),
  t(
    'Bulochka, 2 ta mol goʻshti kotleti, 2 ta cheddar, bekon, piyoz, BBQ sous',
    'Булочка, 2 говяжьи котлеты, 2 ломтика чеддера, бекон, лук, соус BBQ',
    'Bun, 2 beef patties, 2 cheddar slices, bacon, onion, BBQ sauce',
  ),
  49000,
  'GRAMM',
  380,
  920,
  {
    labelRefs: [L.HIT],
    tags: ['burger', 'beef', 'cheese'],
    modificationGroups: [burgerExtras()],
    isCartRecommendation: true,
  },
);
add(
  C.BURGERS,
  'burger',
  t('Achchiq burger', 'Острый бургер', 'Spicy burger'),
  t(
    'Jalapeno va achchiq sous bilan oʻtkir taʼmli burger.',
    'Бургер с халапеньо и острым соусом для любителей погорячее.',
    'A fiery burger with jalapeños and hot sauce.',
  ),
  t(
    'Bulochka, mol goʻshti kotleti, jalapeno, pishloq, achchiq sous, salat bargi',
    'Булочка, говяжья котлета, халапеньо, сыр, острый соус, салат',
    'Bun, beef patty, jalapeños, cheese, hot sauce, lettuce',
  ),
  38000,
  'GRAMM',
  270,
  610,
  { labelRefs: [L.SPICY, L.NEW], tags: ['burger', 'spicy'], modificationGroups: [burgerExtras()] },
);
const SIGNATURE_BURGER = add(
  C.BURGERS,
  'cheeseburger',
  t('Oshxona burger', 'Бургер «Ошхона»', 'Oshxona signature burger'),
  t(
    'Firma burgerimiz: qoʻy goʻshti kotleti, qazi va tandir bulochkasi.',
    'Наш фирменный бургер: котлета из баранины, казы и булочка из тандыра.',
    'Our signature burger: a lamb patty, qazi and a tandoor-baked bun.',
  ),
  t(
    'Tandir bulochkasi, qoʻy goʻshti kotleti, qazi, pishloq, piyoz marmeladi, koʻkatlar',
    'Тандырная булочка, котлета из баранины, казы, сыр, луковый мармелад, зелень',
    'Tandoor bun, lamb patty, qazi, cheese, onion jam, herbs',
  ),
  55000,
  'GRAMM',
  350,
  860,
  { labelRefs: [L.NEW], discount: 10, tags: ['burger', 'lamb', 'signature'] },
);

// Wraps & hot dogs
add(
  C.WRAPS,
  'shawarma',
  t('Lavash (mol goʻshti)', 'Лаваш с говядиной', 'Beef lavash'),
  t(
    'Yupqa lavashga oʻralgan mol goʻshti, sabzavotlar va pishloqli sous.',
    'Говядина, овощи и сырный соус в тонком лаваше.',
    'Beef, vegetables and cheese sauce rolled in thin lavash.',
  ),
  t(
    'Lavash, mol goʻshti, pomidor, bodring, kartoshka fri, pishloqli sous',
    'Лаваш, говядина, помидор, огурец, картофель фри, сырный соус',
    'Lavash, beef, tomato, cucumber, fries, cheese sauce',
  ),
  34000,
  'GRAMM',
  350,
  690,
  { labelRefs: [L.HIT], tags: ['lavash', 'beef'] },
);
add(
  C.WRAPS,
  'wrap',
  t('Tovuqli lavash', 'Лаваш с курицей', 'Chicken lavash'),
  t(
    'Grilda pishirilgan tovuq va yangi sabzavotlar lavashda.',
    'Курица гриль и свежие овощи в лаваше.',
    'Grilled chicken and fresh vegetables in lavash.',
  ),
  t(
    'Lavash, tovuq filesi, salat bargi, pomidor, bodring, sarimsoqli sous',
    'Лаваш, куриное филе, салат, помидор, огурец, чесночный соус',
    'Lavash, chicken fillet, lettuce, tomato, cucumber, garlic sauce',
  ),
  30000,
  'GRAMM',
  330,
  580,
  { tags: ['lavash', 'chicken'] },
);
add(
  C.WRAPS,
  'shawarma',
  t('Shaurma', 'Шаурма', 'Shawarma'),
  t(
    'Ziravorli goʻsht, karam va sous bilan klassik shaurma.',
    'Классическая шаурма с пряным мясом, капустой и соусом.',
    'Classic shawarma with spiced meat, cabbage and sauce.',
  ),
  t(
    'Lavash, tovuq goʻshti, karam, sabzi, bodring, oq sous',
    'Лаваш, курица, капуста, морковь, огурец, белый соус',
    'Lavash, chicken, cabbage, carrot, pickles, white sauce',
  ),
  32000,
  'GRAMM',
  350,
  640,
  { tags: ['shawarma'] },
);
add(
  C.WRAPS,
  'hotdog',
  t('Hot-dog', 'Хот-дог', 'Hot dog'),
  t(
    'Yumshoq bulochkada mol goʻshti sosiskasi, xantal va ketchup bilan.',
    'Говяжья сосиска в мягкой булочке с горчицей и кетчупом.',
    'A beef sausage in a soft bun with mustard and ketchup.',
  ),
  t(
    'Bulochka, mol goʻshti sosiskasi, ketchup, xantal, tuzlangan bodring',
    'Булочка, говяжья сосиска, кетчуп, горчица, маринованный огурец',
    'Bun, beef sausage, ketchup, mustard, pickles',
  ),
  18000,
  'GRAMM',
  180,
  420,
  { tags: ['hotdog'] },
);

// Snacks
const FRIES = add(
  C.SNACKS,
  'fries',
  t('Kartoshka fri', 'Картофель фри', 'French fries'),
  t('Oltin rangli qarsildoq kartoshka fri.', 'Золотистый хрустящий картофель фри.', 'Golden, crispy French fries.'),
  t('Kartoshka, kungaboqar yogʻi, tuz', 'Картофель, подсолнечное масло, соль', 'Potatoes, sunflower oil, salt'),
  15000,
  'GRAMM',
  150,
  410,
  {
    labelRefs: [L.VEG],
    tags: ['fries', 'snack'],
    isCartRecommendation: true,
    modificationGroups: [
      mg(t('Oʻlcham', 'Размер', 'Size'), 1, 1, [
        [t('Kichik', 'Маленький', 'Small'), 0],
        [t('Oʻrta', 'Средний', 'Medium'), 4000],
        [t('Katta', 'Большой', 'Large'), 8000],
      ]),
    ],
  },
);
add(
  C.SNACKS,
  'chicken',
  t('Naggetslar (6 dona)', 'Наггетсы (6 шт.)', 'Chicken nuggets (6 pcs)'),
  t(
    'Tovuq filesidan qarsildoq naggetslar.',
    'Хрустящие наггетсы из куриного филе.',
    'Crispy nuggets of chicken fillet.',
  ),
  t(
    'Tovuq filesi, non uvogʻi, ziravorlar, kungaboqar yogʻi',
    'Куриное филе, панировка, специи, подсолнечное масло',
    'Chicken fillet, breadcrumbs, spices, sunflower oil',
  ),
  22000,
  'COUNT',
  6,
  390,
  { tags: ['chicken', 'snack'], modificationGroups: [sauces()] },
);
add(
  C.SNACKS,
  'chicken',
  t('Tovuq qanotlari', 'Куриные крылышки', 'Chicken wings'),
  t(
    'Achchiq glazurdagi qovurilgan tovuq qanotlari.',
    'Жареные куриные крылышки в острой глазури.',
    'Fried chicken wings in a spicy glaze.',
  ),
  t(
    'Tovuq qanotlari, achchiq sous, asal, sarimsoq',
    'Куриные крылья, острый соус, мёд, чеснок',
    'Chicken wings, hot sauce, honey, garlic',
  ),
  28000,
  'GRAMM',
  250,
  520,
  { labelRefs: [L.SPICY], tags: ['chicken', 'spicy'] },
);
add(
  C.SNACKS,
  'fries',
  t('Piyoz halqalari', 'Луковые кольца', 'Onion rings'),
  t(
    'Qarsildoq xamirda qovurilgan piyoz halqalari.',
    'Луковые кольца в хрустящем кляре.',
    'Onion rings in a crunchy batter.',
  ),
  t(
    'Piyoz, un, tuxum, non uvogʻi, kungaboqar yogʻi',
    'Лук, мука, яйцо, панировка, подсолнечное масло',
    'Onion, flour, egg, breadcrumbs, sunflower oil',
  ),
  16000,
  'GRAMM',
  120,
  330,
  { labelRefs: [L.VEG], tags: ['snack'] },
);

// Sauces
add(
  C.SAUCES,
  'sauce',
  t('Ketchup', 'Кетчуп', 'Ketchup'),
  t('Klassik pomidor ketchupi.', 'Классический томатный кетчуп.', 'Classic tomato ketchup.'),
  t(
    'Pomidor pastasi, shakar, sirka, ziravorlar',
    'Томатная паста, сахар, уксус, специи',
    'Tomato paste, sugar, vinegar, spices',
  ),
  3000,
  'GRAMM',
  30,
  35,
  { tags: ['sauce'] },
);
add(
  C.SAUCES,
  'sauce',
  t('Pishloqli sous', 'Сырный соус', 'Cheese sauce'),
  t('Quyuq, kremli pishloqli sous.', 'Густой сливочный сырный соус.', 'A thick, creamy cheese sauce.'),
  t('Cheddar, qaymoq, sariyogʻ', 'Чеддер, сливки, сливочное масло', 'Cheddar, cream, butter'),
  4000,
  'GRAMM',
  30,
  90,
  { tags: ['sauce'] },
);
add(
  C.SAUCES,
  'sauce',
  t('Sarimsoqli sous', 'Чесночный соус', 'Garlic sauce'),
  t('Qatiq asosidagi sarimsoqli sous.', 'Чесночный соус на основе катыка.', 'Garlic sauce made with qatiq yoghurt.'),
  t('Qatiq, sarimsoq, shivit, tuz', 'Катык, чеснок, укроп, соль', 'Qatiq, garlic, dill, salt'),
  3000,
  'GRAMM',
  30,
  60,
  { tags: ['sauce'] },
);

// Pizza
const MARGHERITA = add(
  C.PIZZA,
  'pizza',
  t('Margarita', 'Маргарита', 'Margherita'),
  t(
    'Pomidor sousi, motsarella va rayhon bilan klassik pitsa.',
    'Классическая пицца с томатным соусом, моцареллой и базиликом.',
    'The classic pizza with tomato sauce, mozzarella and basil.',
  ),
  t(
    'Xamir, pomidor sousi, motsarella, pomidor, rayhon, zaytun moyi',
    'Тесто, томатный соус, моцарелла, помидоры, базилик, оливковое масло',
    'Dough, tomato sauce, mozzarella, tomatoes, basil, olive oil',
  ),
  55000,
  'GRAMM',
  450,
  980,
  {
    labelRefs: [L.VEG],
    tags: ['pizza', 'vegetarian'],
    modificationGroups: [
      pizzaSize(),
      mg(t('Qoʻshimchalar', 'Добавки', 'Toppings'), 0, 0, [
        [t('Qoʻshimcha pishloq', 'Двойной сыр', 'Extra cheese'), 8000, 2],
        [t('Qoʻziqorin', 'Грибы', 'Mushrooms'), 6000],
        [t('Zaytun', 'Оливки', 'Olives'), 5000],
        [t('Jalapeno', 'Халапеньо', 'Jalapeño'), 5000],
      ]),
    ],
  },
);
const PEPPERONI = add(
  C.PIZZA,
  'pizza',
  t('Pepperoni', 'Пепперони', 'Pepperoni'),
  t(
    'Achchiq pepperoni kolbasasi va koʻp pishloq.',
    'Острая колбаса пепперони и много сыра.',
    'Spicy pepperoni sausage and plenty of cheese.',
  ),
  t(
    'Xamir, pomidor sousi, motsarella, pepperoni (mol goʻshti)',
    'Тесто, томатный соус, моцарелла, пепперони (говядина)',
    'Dough, tomato sauce, mozzarella, beef pepperoni',
  ),
  65000,
  'GRAMM',
  480,
  1120,
  { labelRefs: [L.HIT, L.SPICY], tags: ['pizza', 'spicy'], modificationGroups: [pizzaSize()] },
);
add(
  C.PIZZA,
  'pizza',
  t('Toʻrt pishloq', 'Четыре сыра', 'Four cheese'),
  t(
    'Motsarella, cheddar, parmezan va dor blyu.',
    'Моцарелла, чеддер, пармезан и дор блю.',
    'Mozzarella, cheddar, parmesan and blue cheese.',
  ),
  t(
    'Xamir, qaymoqli sous, motsarella, cheddar, parmezan, dor blyu',
    'Тесто, сливочный соус, моцарелла, чеддер, пармезан, дор блю',
    'Dough, cream sauce, mozzarella, cheddar, parmesan, blue cheese',
  ),
  72000,
  'GRAMM',
  470,
  1180,
  { labelRefs: [L.VEG], tags: ['pizza', 'cheese'], modificationGroups: [pizzaSize()] },
);
add(
  C.PIZZA,
  'pizza',
  t('Tovuqli pitsa', 'Пицца с курицей', 'Chicken pizza'),
  t(
    'Tovuq filesi, qoʻziqorin va qaymoqli sous bilan.',
    'С куриным филе, грибами и сливочным соусом.',
    'With chicken fillet, mushrooms and a creamy sauce.',
  ),
  t(
    'Xamir, qaymoqli sous, tovuq filesi, qoʻziqorin, motsarella, piyoz',
    'Тесто, сливочный соус, куриное филе, грибы, моцарелла, лук',
    'Dough, cream sauce, chicken fillet, mushrooms, mozzarella, onion',
  ),
  68000,
  'GRAMM',
  500,
  1050,
  { tags: ['pizza', 'chicken'], modificationGroups: [pizzaSize()] },
);
add(
  C.PIZZA,
  'pizza',
  t('Qoʻziqorinli pitsa', 'Грибная пицца', 'Mushroom pizza'),
  t(
    'Shampinonlar, motsarella va sarimsoqli moy.',
    'Шампиньоны, моцарелла и чесночное масло.',
    'Champignons, mozzarella and garlic oil.',
  ),
  t(
    'Xamir, pomidor sousi, shampinon, motsarella, sarimsoq, oregano',
    'Тесто, томатный соус, шампиньоны, моцарелла, чеснок, орегано',
    'Dough, tomato sauce, champignons, mozzarella, garlic, oregano',
  ),
  60000,
  'GRAMM',
  460,
  940,
  {
    labelRefs: [L.VEG],
    discount: 20,
    tags: ['pizza', 'vegetarian'],
    modificationGroups: [pizzaSize()],
    branchOverrides: [inactiveAt3],
  },
);

// Salads
const ACHICHUK = add(
  C.SALADS,
  'salad',
  t('Achchiq-chuchuk', 'Ачичук', 'Achichuk salad'),
  t(
    'Palovga eng yaxshi hamroh: pomidor, piyoz va rayhon.',
    'Лучший спутник плова: помидоры, лук и базилик.',
    'The perfect partner for plov: tomatoes, onion and basil.',
  ),
  t(
    'Pomidor, piyoz, achchiq qalampir, rayhon, tuz',
    'Помидоры, лук, острый перец, базилик, соль',
    'Tomatoes, onion, chilli, basil, salt',
  ),
  14000,
  'GRAMM',
  200,
  60,
  { labelRefs: [L.VEG], tags: ['salad', 'vegetarian'], isCartRecommendation: true },
);
add(
  C.SALADS,
  'salad',
  t('Sezar salati', 'Салат «Цезарь»', 'Caesar salad'),
  t(
    'Tovuq, aysberg, parmezan va qarsildoq suxariklar.',
    'Курица, айсберг, пармезан и хрустящие сухарики.',
    'Chicken, iceberg lettuce, parmesan and crunchy croutons.',
  ),
  t(
    'Tovuq filesi, aysberg salati, parmezan, suxariklar, Sezar sousi, bedana tuxumi',
    'Куриное филе, салат айсберг, пармезан, сухарики, соус «Цезарь», перепелиное яйцо',
    'Chicken fillet, iceberg lettuce, parmesan, croutons, Caesar dressing, quail egg',
  ),
  34000,
  'GRAMM',
  250,
  380,
  { labelRefs: [L.HIT], tags: ['salad', 'chicken'] },
);
add(
  C.SALADS,
  'salad',
  t('Toshkent salati', 'Салат «Ташкент»', 'Tashkent salad'),
  t(
    'Mol goʻshti, turp va qovurilgan piyozli mashhur salat.',
    'Знаменитый салат с говядиной, редькой и жареным луком.',
    'A famous salad of beef, radish and fried onion.',
  ),
  t(
    'Mol goʻshti, koʻk turp, qovurilgan piyoz, tuxum, mayonez',
    'Говядина, зелёная редька, жареный лук, яйцо, майонез',
    'Beef, green radish, fried onion, egg, mayonnaise',
  ),
  32000,
  'GRAMM',
  250,
  410,
  { tags: ['salad', 'national'] },
);

// Soups
add(
  C.SOUPS,
  'soup',
  t('Shoʻrva', 'Шурпа', 'Shurpa'),
  t(
    'Qoʻy goʻshti va sabzavotli tiniq, toʻyimli shoʻrva.',
    'Прозрачная сытная шурпа из баранины с овощами.',
    'A clear, hearty lamb soup with vegetables.',
  ),
  t(
    'Qoʻy goʻshti, kartoshka, sabzi, piyoz, noʻxat, koʻkatlar',
    'Баранина, картофель, морковь, лук, нут, зелень',
    'Lamb, potatoes, carrot, onion, chickpeas, herbs',
  ),
  32000,
  'GRAMM',
  400,
  380,
  { tags: ['soup', 'national'] },
);
add(
  C.SOUPS,
  'soup',
  t('Mastava', 'Мастава', 'Mastava'),
  t(
    'Guruchli quyuq shoʻrva, qatiq bilan tortiladi.',
    'Густой рисовый суп, подаётся с катыком.',
    'A thick rice soup served with qatiq yoghurt.',
  ),
  t(
    'Guruch, mol goʻshti, kartoshka, sabzi, pomidor, qatiq',
    'Рис, говядина, картофель, морковь, помидор, катык',
    'Rice, beef, potatoes, carrot, tomato, qatiq',
  ),
  28000,
  'GRAMM',
  400,
  350,
  { tags: ['soup', 'national'] },
);
add(
  C.SOUPS,
  'dumplings',
  t('Chuchvara shoʻrva', 'Суп с чучварой', 'Chuchvara soup'),
  t(
    'Mayda chuchvara bilan issiq goʻshtli shoʻrva.',
    'Горячий мясной бульон с маленькими пельменями.',
    'Hot meat broth with little dumplings.',
  ),
  t(
    'Chuchvara, mol goʻshti shoʻrvasi, koʻkatlar, qatiq',
    'Чучвара, говяжий бульон, зелень, катык',
    'Dumplings, beef broth, herbs, qatiq',
  ),
  28000,
  'GRAMM',
  400,
  360,
  { tags: ['soup', 'dumplings'] },
);

// Hot drinks
const GREEN_TEA = add(
  C.HOT_DRINKS,
  'tea',
  t('Koʻk choy (choynak)', 'Зелёный чай (чайник)', 'Green tea (teapot)'),
  t(
    'Bir choynak xushboʻy koʻk choy — dasturxonning ajralmas qismi.',
    'Чайник ароматного зелёного чая — главный напиток дастархана.',
    'A pot of fragrant green tea, the heart of every Uzbek table.',
  ),
  t('Koʻk choy, suv', 'Зелёный чай, вода', 'Green tea, water'),
  5000,
  'MILLILITER',
  700,
  5,
  { labelRefs: [L.HIT], tags: ['tea'], isCartRecommendation: true },
);
add(
  C.HOT_DRINKS,
  'tea',
  t('Qora choy (choynak)', 'Чёрный чай (чайник)', 'Black tea (teapot)'),
  t('Limon yoki shakar bilan qora choy.', 'Чёрный чай с лимоном или сахаром.', 'Black tea with lemon or sugar.'),
  t('Qora choy, suv', 'Чёрный чай, вода', 'Black tea, water'),
  5000,
  'MILLILITER',
  700,
  5,
  { tags: ['tea'] },
);
add(
  C.HOT_DRINKS,
  'coffee',
  t('Kapuchino', 'Капучино', 'Cappuccino'),
  t('Espresso va yumshoq sut koʻpigi.', 'Эспрессо и нежная молочная пенка.', 'Espresso with silky milk foam.'),
  t('Espresso, sut', 'Эспрессо, молоко', 'Espresso, milk'),
  18000,
  'MILLILITER',
  300,
  120,
  {
    tags: ['coffee'],
    modificationGroups: [
      mg(t('Sirop', 'Сироп', 'Syrup'), 0, 1, [
        [t('Karamel', 'Карамель', 'Caramel'), 3000],
        [t('Vanil', 'Ваниль', 'Vanilla'), 3000],
        [t('Oʻrmon yongʻogʻi', 'Лесной орех', 'Hazelnut'), 3000],
      ]),
    ],
  },
);
add(
  C.HOT_DRINKS,
  'coffee',
  t('Amerikano', 'Американо', 'Americano'),
  t(
    'Issiq suv qoʻshilgan ikki barobar espresso.',
    'Двойной эспрессо с горячей водой.',
    'A double espresso topped up with hot water.',
  ),
  t('Espresso, suv', 'Эспрессо, вода', 'Espresso, water'),
  15000,
  'MILLILITER',
  250,
  10,
  { tags: ['coffee'] },
);

// Cold drinks
const COLA = add(
  C.COLD_DRINKS,
  'cola',
  t('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 L'),
  t('Muzdek gazli ichimlik.', 'Освежающий газированный напиток.', 'An ice-cold fizzy drink.'),
  t(
    'Gazlangan suv, shakar, karamel rangi, tabiiy aromatizatorlar',
    'Газированная вода, сахар, краситель карамель, натуральные ароматизаторы',
    'Carbonated water, sugar, caramel colour, natural flavourings',
  ),
  9000,
  'LITER',
  0.5,
  210,
  { tags: ['drink', 'soda'], isCartRecommendation: true, branchOverrides: [{ branchRef: 3, stock: 5 }] },
);
add(
  C.COLD_DRINKS,
  'juice',
  t('Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 L'),
  t('Apelsin taʼmli gazli ichimlik.', 'Газированный напиток со вкусом апельсина.', 'An orange-flavoured fizzy drink.'),
  t(
    'Gazlangan suv, shakar, apelsin sharbati, aromatizatorlar',
    'Газированная вода, сахар, апельсиновый сок, ароматизаторы',
    'Carbonated water, sugar, orange juice, flavourings',
  ),
  9000,
  'LITER',
  0.5,
  200,
  { tags: ['drink', 'soda'] },
);
const LEMONADE = add(
  C.COLD_DRINKS,
  'lemonade',
  t('Uy limonadi (1 l)', 'Домашний лимонад (1 л)', 'Homemade lemonade (1 L)'),
  t(
    'Yangi siqilgan limon va yalpizdan tayyorlangan limonad.',
    'Лимонад из свежевыжатого лимона и мяты.',
    'Lemonade made from freshly squeezed lemons and mint.',
  ),
  t(
    'Limon, yalpiz, shakar sharbati, gazli suv, muz',
    'Лимон, мята, сахарный сироп, газированная вода, лёд',
    'Lemon, mint, sugar syrup, sparkling water, ice',
  ),
  22000,
  'LITER',
  1,
  240,
  {
    labelRefs: [L.NEW],
    tags: ['drink', 'lemonade'],
    modificationGroups: [
      mg(t('Taʼm', 'Вкус', 'Flavour'), 1, 1, [
        [t('Klassik', 'Классический', 'Classic'), 0],
        [t('Yalpizli', 'Мятный', 'Mint'), 0],
        [t('Qulupnayli', 'Клубничный', 'Strawberry'), 3000],
      ]),
    ],
  },
);
add(
  C.COLD_DRINKS,
  'juice',
  t('Apelsin fresh', 'Апельсиновый фреш', 'Fresh orange juice'),
  t(
    'Buyurtma boʻyicha siqiladigan apelsin sharbati.',
    'Апельсиновый сок, выжатый прямо при заказе.',
    'Orange juice squeezed to order.',
  ),
  t('Apelsin', 'Апельсины', 'Oranges'),
  25000,
  'MILLILITER',
  300,
  140,
  { tags: ['drink', 'juice'], branchOverrides: [inactiveAt3] },
);
add(
  C.COLD_DRINKS,
  'water',
  t('Mineral suv 0,5 l', 'Минеральная вода 0,5 л', 'Mineral water 0.5 L'),
  t('Gazsiz tabiiy mineral suv.', 'Природная минеральная вода без газа.', 'Natural still mineral water.'),
  t('Mineral suv', 'Минеральная вода', 'Mineral water'),
  5000,
  'LITER',
  0.5,
  0,
  { tags: ['drink', 'water'] },
);

// Desserts
const MEDOVIK = add(
  C.DESSERTS,
  'cake',
  t('Medovik', 'Медовик', 'Honey cake'),
  t(
    'Asalli yupqa qatlamlar va yumshoq qaymoqli krem.',
    'Тонкие медовые коржи и нежный сметанный крем.',
    'Thin honey sponge layers with a soft sour-cream frosting.',
  ),
  t(
    'Un, asal, tuxum, qaymoq, shakar, sariyogʻ',
    'Мука, мёд, яйца, сметана, сахар, сливочное масло',
    'Flour, honey, eggs, sour cream, sugar, butter',
  ),
  22000,
  'GRAMM',
  150,
  430,
  { tags: ['dessert', 'cake'], branchOverrides: [{ branchRef: 1, stock: 3 }] },
);
add(
  C.DESSERTS,
  'dessert',
  t('Chak-chak', 'Чак-чак', 'Chak-chak'),
  t(
    'Asalga botirilgan qarsildoq xamir boʻlakchalari.',
    'Хрустящие кусочки теста в медовом сиропе.',
    'Crunchy bits of dough soaked in honey syrup.',
  ),
  t('Un, tuxum, asal, shakar', 'Мука, яйца, мёд, сахар', 'Flour, eggs, honey, sugar'),
  18000,
  'GRAMM',
  200,
  520,
  { tags: ['dessert', 'national'] },
);
const ICE_CREAM = add(
  C.DESSERTS,
  'icecream',
  t('Muzqaymoq (3 shar)', 'Мороженое (3 шарика)', 'Ice cream (3 scoops)'),
  t(
    'Uchta shar muzqaymoq — taʼmlarni oʻzingiz tanlang.',
    'Три шарика мороженого — вкусы на ваш выбор.',
    'Three scoops of ice cream in the flavours you choose.',
  ),
  t(
    'Sut, qaymoq, shakar, tabiiy toʻldirgichlar',
    'Молоко, сливки, сахар, натуральные наполнители',
    'Milk, cream, sugar, natural flavourings',
  ),
  18000,
  'GRAMM',
  150,
  310,
  {
    tags: ['dessert', 'icecream'],
    modificationGroups: [
      mg(t('Taʼmlar', 'Вкусы', 'Flavours'), 1, 3, [
        [t('Vanil', 'Ванильное', 'Vanilla'), 0, 3],
        [t('Shokolad', 'Шоколадное', 'Chocolate'), 0, 3],
        [t('Qulupnay', 'Клубничное', 'Strawberry'), 0, 3],
        [t('Pista', 'Фисташковое', 'Pistachio'), 2000, 3],
      ]),
    ],
  },
);
add(
  C.DESSERTS,
  'cake',
  t('Chizkeyk', 'Чизкейк', 'Cheesecake'),
  t(
    'Klassik Nyu-York chizkeyki, rezavor sous bilan.',
    'Классический чизкейк «Нью-Йорк» с ягодным соусом.',
    'Classic New York cheesecake with berry coulis.',
  ),
  t(
    'Krem-pishloq, pechene, sariyogʻ, tuxum, shakar, rezavorlar',
    'Сливочный сыр, печенье, сливочное масло, яйца, сахар, ягоды',
    'Cream cheese, biscuits, butter, eggs, sugar, berries',
  ),
  28000,
  'GRAMM',
  140,
  450,
  { labelRefs: [L.HIT], tags: ['dessert', 'cake'], branchOverrides: [inactiveAt3] },
);
add(
  C.DESSERTS,
  'pancake',
  t('Quymoq', 'Блинчики', 'Pancakes'),
  t(
    'Asal va rezavorlar bilan yumshoq quymoqlar.',
    'Пышные блинчики с мёдом и ягодами.',
    'Fluffy pancakes with honey and berries.',
  ),
  t(
    'Un, sut, tuxum, asal, rezavorlar, sariyogʻ',
    'Мука, молоко, яйца, мёд, ягоды, сливочное масло',
    'Flour, milk, eggs, honey, berries, butter',
  ),
  20000,
  'GRAMM',
  200,
  480,
  { tags: ['dessert', 'breakfast'] },
);

// Combos
const BURGER_COMBO = add(
  C.COMBO,
  'combo',
  t('Burger kombo', 'Комбо «Бургер»', 'Burger combo'),
  t(
    'Chizburger, kartoshka fri va ichimlik — tejamkor toʻplam.',
    'Чизбургер, картофель фри и напиток — выгодный набор.',
    'Cheeseburger, fries and a drink, at a better price.',
  ),
  t(
    'Chizburger, kartoshka fri (kichik), ichimlik 0,5 l',
    'Чизбургер, картофель фри (малый), напиток 0,5 л',
    'Cheeseburger, small fries, 0.5 L drink',
  ),
  52000,
  'COUNT',
  1,
  1020,
  { labelRefs: [L.HIT], tags: ['combo', 'burger'], modificationGroups: [drinkChoice()] },
);
add(
  C.COMBO,
  'plov',
  t('Palov kombo', 'Комбо «Плов»', 'Plov combo'),
  t(
    'Toʻy oshi, achchiq-chuchuk, non va bir choynak choy.',
    'Свадебный плов, ачичук, лепёшка и чайник чая.',
    'Wedding plov, achichuk salad, flatbread and a pot of tea.',
  ),
  t(
    'Toʻy oshi, achchiq-chuchuk, tandir non, choy',
    'Свадебный плов, ачичук, лепёшка, чай',
    'Wedding plov, achichuk, flatbread, tea',
  ),
  62000,
  'COUNT',
  1,
  1260,
  { tags: ['combo', 'plov'], modificationGroups: [drinkChoice()] },
);
const FAMILY_COMBO = add(
  C.COMBO,
  'combo',
  t('Oilaviy kombo', 'Семейное комбо', 'Family combo'),
  t(
    'Toʻrt kishilik: 2 burger, pitsa, 2 fri va 1 litrli limonad.',
    'На четверых: 2 бургера, пицца, 2 фри и литр лимонада.',
    'For four: 2 burgers, a pizza, 2 fries and a litre of lemonade.',
  ),
  t(
    'Klassik burger x2, Margarita 30 sm, kartoshka fri x2, uy limonadi 1 l',
    'Классический бургер x2, Маргарита 30 см, картофель фри x2, домашний лимонад 1 л',
    '2 classic burgers, Margherita 30 cm, 2 fries, homemade lemonade 1 L',
  ),
  189000,
  'COUNT',
  1,
  3900,
  {
    discount: 15,
    tags: ['combo', 'family'],
    modificationGroups: [
      mg(t('Ichimliklar', 'Напитки', 'Drinks'), 1, 2, [
        [t('Uy limonadi 1 l', 'Домашний лимонад 1 л', 'Homemade lemonade 1 L'), 0],
        [t('Coca-Cola 1 l', 'Coca-Cola 1 л', 'Coca-Cola 1 L'), 0],
        [t('Apelsin fresh', 'Апельсиновый фреш', 'Fresh orange juice'), 8000],
      ]),
    ],
  },
);

// Kids
add(
  C.KIDS,
  'kids',
  t('Bolalar toʻplami', 'Детский набор', 'Kids box'),
  t(
    'Mini burger, kichik fri, sharbat va sovgʻa oʻyinchoq.',
    'Мини-бургер, маленькая порция фри, сок и игрушка в подарок.',
    'A mini burger, small fries, juice and a toy surprise.',
  ),
  t(
    'Mini burger, kartoshka fri, sharbat 0,2 l, oʻyinchoq',
    'Мини-бургер, картофель фри, сок 0,2 л, игрушка',
    'Mini burger, fries, 0.2 L juice, toy',
  ),
  29000,
  'COUNT',
  1,
  640,
  {
    labelRefs: [L.NEW],
    tags: ['kids'],
    modificationGroups: [
      mg(t('Ichimlik', 'Напиток', 'Drink'), 1, 1, [
        [t('Olma sharbati', 'Яблочный сок', 'Apple juice'), 0],
        [t('Suv', 'Вода', 'Water'), 0],
        [t('Kakao', 'Какао', 'Cocoa'), 2000],
      ]),
    ],
  },
);
add(
  C.KIDS,
  'burger',
  t('Mini burger', 'Мини-бургер', 'Mini burger'),
  t(
    'Bolalar uchun kichkina va yumshoq burger.',
    'Маленький нежный бургер для детей.',
    'A small, mild burger for kids.',
  ),
  t(
    'Bulochka, mol goʻshti kotleti, pishloq, ketchup',
    'Булочка, говяжья котлета, сыр, кетчуп',
    'Bun, beef patty, cheese, ketchup',
  ),
  19000,
  'GRAMM',
  140,
  340,
  { tags: ['kids', 'burger'] },
);
add(
  C.KIDS,
  'breakfast',
  t('Omlet va sosiska', 'Омлет с сосиской', 'Omelette with sausage'),
  t(
    'Yumshoq omlet, sut sosiskasi va pomidor.',
    'Нежный омлет, молочная сосиска и помидор.',
    'A fluffy omelette with a milk sausage and tomato.',
  ),
  t(
    'Tuxum, sut, sosiska, pomidor, sariyogʻ',
    'Яйца, молоко, сосиска, помидор, сливочное масло',
    'Eggs, milk, sausage, tomato, butter',
  ),
  21000,
  'GRAMM',
  220,
  390,
  { tags: ['kids', 'breakfast'] },
);

// Half-kilo and kilo packs, sold by weight
add(
  C.PLOV,
  'plov',
  t('Toʻy oshi (1 kg)', 'Свадебный плов (1 кг)', 'Wedding plov (1 kg)'),
  t(
    'Butun oila uchun bir kilogramm toʻy oshi, idishda.',
    'Килограмм свадебного плова для всей семьи, в контейнере.',
    'A kilogram of wedding plov for the whole family, in a container.',
  ),
  t(
    'Guruch, qoʻy goʻshti, sariq sabzi, noʻxat, mayiz, bedana tuxumi',
    'Рис, баранина, жёлтая морковь, нут, изюм, перепелиные яйца',
    'Rice, lamb, yellow carrot, chickpeas, raisins, quail eggs',
  ),
  130000,
  'KG',
  1,
  2050,
  { tags: ['plov', 'family'] },
);
add(
  C.SHASHLIK,
  'kebab',
  t('Qozon kabob', 'Казан-кабоб', 'Kazan kabob'),
  t(
    'Qozonda qovurilgan qoʻy goʻshti va oltin rang kartoshka.',
    'Баранина и золотистый картофель, обжаренные в казане.',
    'Lamb and golden potatoes fried in a cauldron.',
  ),
  t(
    'Qoʻy goʻshti, kartoshka, piyoz, zira, koʻkatlar',
    'Баранина, картофель, лук, зира, зелень',
    'Lamb, potatoes, onion, cumin, herbs',
  ),
  58000,
  'GRAMM',
  350,
  820,
  { tags: ['national', 'lamb'] },
);
add(
  C.HOT_DRINKS,
  'tea',
  t('Limonli choy', 'Чай с лимоном', 'Lemon tea'),
  t(
    'Limon boʻlakchalari va asal bilan qora choy.',
    'Чёрный чай с дольками лимона и мёдом.',
    'Black tea with lemon slices and honey.',
  ),
  t('Qora choy, limon, asal', 'Чёрный чай, лимон, мёд', 'Black tea, lemon, honey'),
  9000,
  'MILLILITER',
  700,
  60,
  { tags: ['tea'] },
);
add(
  C.WRAPS,
  'hotdog',
  t('Fransuzcha hot-dog', 'Французский хот-дог', 'French hot dog'),
  t(
    'Bagetga solingan sosiska va pishloqli sous.',
    'Сосиска в багете с сырным соусом.',
    'A sausage tucked into a baguette with cheese sauce.',
  ),
  t(
    'Baget, mol goʻshti sosiskasi, pishloqli sous',
    'Багет, говяжья сосиска, сырный соус',
    'Baguette, beef sausage, cheese sauce',
  ),
  20000,
  'GRAMM',
  200,
  460,
  { tags: ['hotdog'] },
);
add(
  C.SALADS,
  'salad',
  t('Grek salati', 'Греческий салат', 'Greek salad'),
  t('Yangi sabzavotlar, brinza va zaytun.', 'Свежие овощи, брынза и оливки.', 'Fresh vegetables, feta and olives.'),
  t(
    'Pomidor, bodring, bulgʻor qalampiri, brinza, zaytun, zaytun moyi',
    'Помидоры, огурцы, болгарский перец, брынза, оливки, оливковое масло',
    'Tomatoes, cucumbers, bell pepper, feta, olives, olive oil',
  ),
  30000,
  'GRAMM',
  250,
  290,
  { labelRefs: [L.VEG], tags: ['salad', 'vegetarian'] },
);

// In the hall only (a category without the basket)
add(
  C.HALL,
  'tea',
  t('Samovar choy', 'Чай из самовара', 'Samovar tea'),
  t(
    'Butun dasturxon uchun samovarda qaynatilgan koʻk choy, navvot va parvarda bilan.',
    'Зелёный чай из самовара на весь стол, с навватом и парвардой.',
    'Green tea from the samovar for the whole table, with navvot and parvarda sweets.',
  ),
  t('Koʻk choy, navvot, parvarda', 'Зелёный чай, наввот, парварда', 'Green tea, navvot, parvarda'),
  35000,
  'COUNT',
  1,
  180,
  { tags: ['tea'] },
);
add(
  C.HALL,
  'plov',
  t('Qozondan palov (10 kishilik)', 'Плов из казана (на 10 персон)', 'Plov from the cauldron (for 10)'),
  t(
    'Mehmonlar oldida katta qozonda damlanadi; bir kun oldin buyurtma qiling.',
    'Готовится при гостях в большом казане; закажите за день.',
    'Cooked in front of the guests in a big cauldron; order a day ahead.',
  ),
  t(
    'Guruch, qoʻy goʻshti, sariq sabzi, noʻxat',
    'Рис, баранина, жёлтая морковь, нут',
    'Rice, lamb, yellow carrot, chickpeas',
  ),
  450000,
  'COUNT',
  1,
  7200,
  { tags: ['plov', 'national'] },
);

// ---- reviews -----------------------------------------------------------------------------------------------
const reviewers: SeedMerchant['reviewers'] = [
  { ref: 1, phone: '998901234567', firstName: 'Aziz', lastName: 'Karimov' },
  { ref: 2, phone: '998907654321', firstName: 'Dilnoza', lastName: 'Yusupova' },
  { ref: 3, phone: '998901112233', firstName: 'Jasur', lastName: 'Rahimov' },
  { ref: 4, phone: '998909876543', firstName: 'Malika', lastName: "To'xtayeva" },
  { ref: 5, phone: '998905556677', firstName: 'Sardor', lastName: 'Aliyev' },
];
const r = (productRef: number, reviewerRef: number, grade: SeedReview['grade'], comment: string): SeedReview => ({
  productRef,
  reviewerRef,
  grade,
  comment,
});
const reviews: SeedReview[] = [
  r(TOY_OSHI, 1, 5, "Haqiqiy to'y oshi, go'shti juda yumshoq. Rahmat!"),
  r(TOY_OSHI, 2, 5, 'Лучший плов в Чиланзаре, заказываем каждую пятницу.'),
  r(TOY_OSHI, 3, 4, 'Tasty, but I wish the portion were a bit bigger.'),
  r(TOY_OSHI, 5, 5, 'Issiq holda yetib keldi, bedana tuxumi ham bor ekan.'),
  r(CHOYXONA_PLOV, 4, 4, 'Вкусно, но немного жирновато.'),
  r(SAMARKAND_PLOV, 1, 5, "Samarqandcha palov Toshkentda — zo'r!"),
  r(QAZI_PLOV, 3, 5, 'Qazi was excellent, very generous portion.'),
  r(LAGMAN, 2, 5, 'Лапша тянутая, соус густой — как у бабушки.'),
  r(LAGMAN, 5, 3, "Achchiq so'ragandim, lekin unchalik achchiq emas edi."),
  r(MANTI, 4, 5, 'Manti juda suvli, qatiq bilan ajoyib.'),
  r(MANTI, 1, 4, 'Good manti, the garlic sauce is a must.'),
  r(SOMSA, 3, 5, 'Хрустящая самса, мяса много.'),
  r(SOMSA, 2, 4, 'Mazali, lekin biroz sovib qolgan edi.'),
  r(LAMB_SHASHLIK, 5, 5, 'Perfectly grilled, smoky and juicy.'),
  r(PLATTER, 1, 5, "Do'stlar bilan buyurtma qildik, hammaga yetdi."),
  r(CLASSIC_BURGER, 4, 4, 'Хороший бургер, соус фирменный очень понравился.'),
  r(DOUBLE_BURGER, 3, 5, 'Huge and filling, great value.'),
  r(DOUBLE_BURGER, 5, 4, "Juda to'yimli, bekon qarsildoq."),
  r(SIGNATURE_BURGER, 2, 5, 'Бургер с казы — это что-то новое, очень вкусно!'),
  r(FRIES, 1, 3, 'Fries arrived a bit soggy, taste was fine.'),
  r(MARGHERITA, 4, 5, "Xamiri yupqa, pishlog'i ko'p. Bolalarga yoqdi."),
  r(PEPPERONI, 3, 4, 'Острая, как я люблю. Доставили за 40 минут.'),
  r(ACHICHUK, 2, 5, "Palovga eng zo'r salat."),
  r(GREEN_TEA, 5, 5, 'Proper green tea, brought in a real choynak.'),
  r(MEDOVIK, 4, 5, 'Медовик нежнейший, возьму ещё.'),
  r(ICE_CREAM, 1, 4, 'Pista muzqaymoq juda mazali.'),
  r(BURGER_COMBO, 2, 4, 'Удобный набор на обед, напиток можно выбрать.'),
  r(FAMILY_COMBO, 3, 5, 'Enough for the four of us with leftovers.'),
  r(NORIN, 1, 5, "Norin xuddi uydagidek, qazisi ko'p."),
  r(NON, 4, 5, 'Лепёшки горячие, прямо из тандыра.'),
  r(COLA, 5, 4, 'Arrived cold, which is what you want with plov.'),
];

// ---- content -----------------------------------------------------------------------------------------------
const policy = (h: string, intro: string, items: string[], outro: string) =>
  `<h2>${h}</h2><p>${intro}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul><p>${outro}</p>`;
const policies: SeedMerchant['policies'] = [
  {
    type: 'TERMS',
    text: t(
      policy(
        'Ommaviy oferta',
        'Ushbu hujjat Oshxona MChJ (keyingi oʻrinlarda — Restoran) va sayt orqali buyurtma beruvchi mijoz oʻrtasidagi munosabatlarni tartibga soladi.',
        [
          'Buyurtma mijoz uni tasdiqlagan paytdan boshlab qabul qilingan hisoblanadi.',
          'Narxlar Oʻzbekiston soʻmida koʻrsatilgan va QQSni oʻz ichiga oladi.',
          'Yetkazib berish vaqti oʻrtacha 40–60 daqiqani tashkil etadi va ob-havo hamda yoʻl holatiga bogʻliq.',
          'Tayyorlanishni boshlagan buyurtmani bekor qilish mumkin emas.',
        ],
        'Savollar boʻlsa, <a href="tel:+998712000000">+998 71 200-00-00</a> raqamiga qoʻngʻiroq qiling.',
      ),
      policy(
        'Публичная оферта',
        'Настоящий документ регулирует отношения между ООО «Oshxona» (далее — Ресторан) и клиентом, оформляющим заказ через сайт.',
        [
          'Заказ считается принятым с момента его подтверждения клиентом.',
          'Цены указаны в узбекских сумах и включают НДС.',
          'Среднее время доставки — 40–60 минут и зависит от погоды и дорожной ситуации.',
          'Заказ, который уже начали готовить, отменить нельзя.',
        ],
        'По всем вопросам звоните по номеру <a href="tel:+998712000000">+998 71 200-00-00</a>.',
      ),
      policy(
        'Terms of use',
        'This document governs the relationship between Oshxona LLC (the Restaurant) and a customer placing an order on the website.',
        [
          'An order is accepted once the customer has confirmed it.',
          "Prices are in Uzbek so'm and include VAT.",
          'Delivery usually takes 40–60 minutes, depending on the weather and traffic.',
          'An order cannot be cancelled once cooking has started.',
        ],
        'For any questions call <a href="tel:+998712000000">+998 71 200-00-00</a>.',
      ),
    ),
  },
  {
    type: 'ABOUT_COMPANY',
    text: t(
      policy(
        'Oshxona haqida',
        'Oshxona — 2012-yildan beri Toshkentda milliy taomlar va fast-fud tayyorlab kelayotgan oilaviy restoranlar tarmogʻi.',
        [
          'Uchta filial: Chilonzor, Yunusobod va Mirzo Ulugʻbek.',
          'Palov har kuni ertalab oʻtinda, katta qozonda damlanadi.',
          'Faqat yangi mahalliy mahsulotlar: goʻsht, sabzavot va non har kuni keltiriladi.',
        ],
        'Bizni <a href="https://instagram.com/oshxona.demo">Instagram</a>da kuzatib boring.',
      ),
      policy(
        'Об Oshxona',
        'Oshxona — семейная сеть ресторанов, которая с 2012 года готовит в Ташкенте национальные блюда и фастфуд.',
        [
          'Три филиала: Чиланзар, Юнусабад и Мирзо-Улугбек.',
          'Плов каждое утро готовим на дровах в большом казане.',
          'Только свежие местные продукты: мясо, овощи и хлеб поступают каждый день.',
        ],
        'Следите за нами в <a href="https://instagram.com/oshxona.demo">Instagram</a>.',
      ),
      policy(
        'About Oshxona',
        'Oshxona is a family-run chain that has been cooking Uzbek dishes and fast food in Tashkent since 2012.',
        [
          'Three branches: Chilanzar, Yunusabad and Mirzo Ulugbek.',
          'Our plov is cooked every morning in a large cauldron over a wood fire.',
          'Only fresh local produce: meat, vegetables and bread are delivered daily.',
        ],
        'Follow us on <a href="https://instagram.com/oshxona.demo">Instagram</a>.',
      ),
    ),
  },
  {
    type: 'PRIVACY_POLICY',
    text: t(
      policy(
        'Maxfiylik siyosati',
        'Biz faqat buyurtmani bajarish uchun zarur boʻlgan shaxsiy maʼlumotlarni yigʻamiz va ularni uchinchi shaxslarga sotmaymiz.',
        [
          'Telefon raqami — tizimga kirish va buyurtma holati haqida xabar berish uchun.',
          'Yetkazib berish manzili — buyurtmani yetkazish uchun.',
          'Buyurtmalar tarixi — keshbek hisoblash va xizmatni yaxshilash uchun.',
        ],
        'Maʼlumotlaringizni oʻchirish uchun profil sahifasida hisobni oʻchiring yoki <a href="mailto:privacy@oshxona.example">privacy@oshxona.example</a> manziliga yozing.',
      ),
      policy(
        'Политика конфиденциальности',
        'Мы собираем только те персональные данные, которые нужны для выполнения заказа, и не продаём их третьим лицам.',
        [
          'Номер телефона — для входа и уведомлений о статусе заказа.',
          'Адрес доставки — чтобы доставить заказ.',
          'История заказов — для начисления кешбэка и улучшения сервиса.',
        ],
        'Чтобы удалить данные, удалите аккаунт в профиле или напишите на <a href="mailto:privacy@oshxona.example">privacy@oshxona.example</a>.',
      ),
      policy(
        'Privacy policy',
        'We collect only the personal data needed to fulfil your order and never sell it to third parties.',
        [
          'Phone number: to sign you in and notify you about your order status.',
          'Delivery address: to deliver your order.',
          'Order history: to calculate cashback and improve our service.',
        ],
        'To erase your data, delete your account from the profile page or write to <a href="mailto:privacy@oshxona.example">privacy@oshxona.example</a>.',
      ),
    ),
  },
];

const settings: WebSettingsWire = {
  merchantId: DEMO_MERCHANT_ID,
  logo: null,
  favicon: null,
  brand: 'Oshxona',
  domain: null,
  mainColor: '#FF2E17',
  mainColorType: 'LIGHT',
  mainLanguage: 'uz',
  isDark: false,
  mapType: 'OSM',
  mapKey: null,
  title: t(
    'Oshxona — milliy taomlar va fast-fud yetkazib berish',
    'Oshxona — доставка национальной кухни и фастфуда',
    'Oshxona — Uzbek food and fast food delivery',
  ),
  leftCopyWrite: t(
    'Oshxona MChJ. Barcha huquqlar himoyalangan.',
    'ООО «Oshxona». Все права защищены.',
    'Oshxona LLC. All rights reserved.',
  ),
  rightCopyWrite: t(
    'Toshkentda mehr bilan tayyorlandi',
    'Приготовлено с любовью в Ташкенте',
    'Cooked with love in Tashkent',
  ),
  smsContent: 'Oshxona: tasdiqlash kodi {code}',
  groupView: null,
  categoryView: null,
  uzLangActive: true,
  ruLangActive: true,
  engLangActive: true,
  ...allFlags(true),
  iosAppLink: 'https://apps.apple.com/app/oshxona-demo/id1600000001',
  iosAppLinkActive: true,
  androidAppLink: 'https://play.google.com/store/apps/details?id=uz.oshxona.demo',
  androidAppLinkActive: true,
  telegramBotLink: 'https://t.me/storefront_demo_bot',
  telegramBotLinkActive: true,
  phone: '+998712000000',
  phoneLinkActive: true,
  telegram: 'https://t.me/oshxona_demo',
  telegramActive: true,
  instagram: 'https://instagram.com/oshxona.demo',
  instagramActive: true,
  facebook: 'https://facebook.com/oshxona.demo',
  facebookActive: true,
  amoCrm: { id: null, hash: null, active: false },
  yandexMetrics: { enabled: false, id: null, keys: [] },
  pixel: { enabled: false, id: null },
  callWidget: { enabled: false, scriptUrl: null },
  productNavigationType: 'POP_UP',
  basketPosition: 'NAVIGATION_BAR',
  isVisibleAtProfileTop: true,
  isNavigationViewEnabled: true,
};

const tables = (...chairs: number[]) => chairs.map((c, i) => ({ number: String(i + 1), chairs: c }));
const hall = t('Asosiy zal', 'Основной зал', 'Main hall');
const terrace = t('Ayvon', 'Терраса', 'Terrace');

export const demoMerchant: SeedMerchant = {
  id: DEMO_MERCHANT_ID,
  sub: 'demo',
  name: 'Oshxona',
  logoArt: 'logo-demo',
  color: '#FF2E17',
  latitude: 41.3111,
  longitude: 69.2797,
  settings,
  policies,
  paymentMethods: DEMO_PAYMENT_METHODS,
  paymentSettings: DEMO_PAYMENT_SETTINGS,
  cities: DEMO_CITIES,
  branches: DEMO_BRANCHES,
  zones: DEMO_ZONES,
  labels,
  groups,
  categories,
  products,
  promos: [
    {
      code: 'WELCOME30',
      description: t(
        'Birinchi buyurtmaga 30 000 soʻm chegirma (100 000 soʻmdan)',
        'Скидка 30 000 сум на первый заказ от 100 000 сум',
        "30,000 so'm off your first order over 100,000 so'm",
      ),
      discountType: 'AMOUNT',
      productDiscount: 30000,
      deliveryDiscount: 0,
      minPrice: 100000,
      startsInDays: null,
      endsInDays: null,
      isActive: true,
      giveToNewUsers: true,
    },
    {
      code: 'FREEDELIVERY',
      description: t(
        '50 000 soʻmdan ortiq buyurtmalarga bepul yetkazib berish',
        'Бесплатная доставка при заказе от 50 000 сум',
        "Free delivery on orders over 50,000 so'm",
      ),
      discountType: 'PERCENTAGE',
      productDiscount: 0,
      deliveryDiscount: 100,
      minPrice: 50000,
      startsInDays: -5,
      endsInDays: 30,
      isActive: true,
      giveToNewUsers: false,
    },
    {
      code: 'SALE10',
      description: t('Butun menyuga 10% chegirma', 'Скидка 10% на всё меню', '10% off the whole menu'),
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 0,
      minPrice: 0,
      startsInDays: -1,
      endsInDays: 60,
      isActive: true,
      giveToNewUsers: false,
    },
    {
      code: 'OLD2023',
      description: t('Eski aksiya: 15% chegirma', 'Старая акция: скидка 15%', 'Old campaign: 15% off'),
      discountType: 'PERCENTAGE',
      productDiscount: 15,
      deliveryDiscount: 0,
      minPrice: 0,
      startsInDays: -60,
      endsInDays: -10,
      isActive: true,
      giveToNewUsers: false,
    },
    {
      code: 'VIP50',
      description: t(
        'VIP mijozlar uchun 50% chegirma (toʻxtatilgan)',
        'Скидка 50% для VIP-клиентов (приостановлена)',
        '50% off for VIP guests (paused)',
      ),
      discountType: 'PERCENTAGE',
      productDiscount: 50,
      deliveryDiscount: 0,
      minPrice: 200000,
      startsInDays: null,
      endsInDays: null,
      isActive: false,
      giveToNewUsers: false,
    },
  ],
  reviewers,
  reviews,
  newUserCashback: 20000,
  cashbackPercent: 3,
  vacancies: [
    {
      position: t('Oshpaz (milliy taomlar)', 'Повар (национальная кухня)', 'Cook (Uzbek cuisine)'),
      responsible: 'Bahodir Nazarov',
      phone: '+998712000020',
      telegram: 'oshxona_jobs',
      salary: 7000000,
      branchRef: 1,
      requirements: t(
        'Kamida 2 yillik tajriba, palov va lagʻmon tayyorlashni bilish, sanitariya kitobchasi.',
        'Опыт от 2 лет, умение готовить плов и лагман, санитарная книжка.',
        'At least 2 years of experience, able to cook plov and lagman, a valid health certificate.',
      ),
    },
    {
      position: t('Kuryer', 'Курьер', 'Courier'),
      responsible: 'Otabek Sobirov',
      phone: '+998712000021',
      telegram: 'oshxona_jobs',
      salary: 5000000,
      requirements: t(
        'Shaxsiy avtomobil yoki skuter, Toshkentni yaxshi bilish, smartfon.',
        'Личный автомобиль или скутер, хорошее знание Ташкента, смартфон.',
        'Own car or scooter, good knowledge of Tashkent, a smartphone.',
      ),
    },
    {
      position: t('Kassir', 'Кассир', 'Cashier'),
      responsible: 'Nilufar Ergasheva',
      phone: '+998712000022',
      salary: 4500000,
      branchRef: 2,
      requirements: t(
        'Xushmuomalalik, oʻzbek va rus tillarini bilish, kassa bilan ishlash tajribasi.',
        'Вежливость, знание узбекского и русского языков, опыт работы с кассой.',
        'Friendly manner, Uzbek and Russian, experience with a till.',
      ),
    },
    {
      position: t('Ofitsiant', 'Официант', 'Waiter'),
      responsible: 'Nilufar Ergasheva',
      phone: '+998712000022',
      salary: 4000000,
      branchRef: 3,
      requirements: t(
        '18 yoshdan katta, jamoada ishlay olish, smenali jadval.',
        'Возраст от 18 лет, умение работать в команде, сменный график.',
        'Aged 18 or over, a team player, shift work.',
      ),
    },
  ],
  stories: [
    {
      title: t('Yangi burger', 'Новый бургер', 'New burger'),
      coverArt: 'cheeseburger',
      productRef: SIGNATURE_BURGER,
      slides: [
        {
          art: 'cheeseburger',
          text: t('Oshxona burger — qazi bilan!', 'Бургер «Ошхона» — с казы!', 'The Oshxona burger, now with qazi!'),
        },
        {
          art: 'burger',
          text: t('Birinchi hafta 10% chegirma', 'Первую неделю скидка 10%', '10% off in the first week'),
        },
      ],
    },
    {
      title: t('Palov kuni', 'День плова', 'Plov day'),
      coverArt: 'plov',
      productRef: TOY_OSHI,
      slides: [
        {
          art: 'plov',
          text: t('Har payshanba — toʻy oshi', 'Каждый четверг — свадебный плов', 'Every Thursday: wedding plov'),
        },
        { art: 'salad', text: t('Achchiq-chuchuk sovgʻa', 'Ачичук в подарок', 'Achichuk salad on the house') },
        { art: 'tea', text: t('Choy — cheksiz', 'Чай — без ограничений', 'Unlimited tea') },
      ],
    },
    {
      title: t('Bepul yetkazish', 'Бесплатная доставка', 'Free delivery'),
      coverArt: 'story',
      slides: [
        {
          art: 'story',
          text: t('FREEDELIVERY promokodi bilan', 'С промокодом FREEDELIVERY', 'With the code FREEDELIVERY'),
        },
        {
          art: 'combo',
          text: t('50 000 soʻmdan ortiq buyurtmalarga', 'При заказе от 50 000 сум', "On orders over 50,000 so'm"),
        },
      ],
    },
    {
      title: t('Yozgi ichimliklar', 'Летние напитки', 'Summer drinks'),
      coverArt: 'lemonade',
      productRef: LEMONADE,
      slides: [
        {
          art: 'lemonade',
          text: t(
            'Uy limonadi — uch xil taʼmda',
            'Домашний лимонад — три вкуса',
            'Homemade lemonade in three flavours',
          ),
        },
        { art: 'juice', text: t('Yangi siqilgan fresh', 'Свежевыжатые фреши', 'Freshly squeezed juices') },
      ],
    },
  ],
  banners: [
    {
      title: t('Birinchi buyurtmaga 30 000 soʻm', '30 000 сум на первый заказ', "30,000 so'm off your first order"),
      art: 'banner',
    },
    {
      title: t('Oilaviy kombo — 15% arzonroq', 'Семейное комбо — на 15% дешевле', 'Family combo: 15% off'),
      art: 'banner',
      productRef: FAMILY_COMBO,
    },
    { title: t('Pitsa haftaligi', 'Неделя пиццы', 'Pizza week'), art: 'banner', categoryRef: C.PIZZA },
  ],
  notifications: [
    {
      title: t('Xush kelibsiz!', 'Добро пожаловать!', 'Welcome!'),
      body: t(
        'Hisobingizga 20 000 soʻm keshbek qoʻshildi.',
        'На ваш счёт начислено 20 000 сум кешбэка.',
        "20,000 so'm of cashback has been added to your balance.",
      ),
      art: 'logo-demo',
    },
    {
      title: t('Yangi burger', 'Новый бургер', 'New burger'),
      body: t(
        'Oshxona burgerini sinab koʻring — birinchi hafta 10% chegirma.',
        'Попробуйте бургер «Ошхона» — первую неделю скидка 10%.',
        'Try the Oshxona burger: 10% off in its first week.',
      ),
      art: 'cheeseburger',
    },
    {
      title: t('Bepul yetkazish', 'Бесплатная доставка', 'Free delivery'),
      body: t(
        'FREEDELIVERY promokodi 50 000 soʻmdan ortiq buyurtmalarda ishlaydi.',
        'Промокод FREEDELIVERY действует на заказы от 50 000 сум.',
        "The code FREEDELIVERY works on orders over 50,000 so'm.",
      ),
    },
    {
      title: t('Mirzo Ulugʻbek filiali', 'Филиал Мирзо-Улугбек', 'Mirzo Ulugbek branch'),
      body: t(
        'Dushanba kunlari filial dam oladi.',
        'По понедельникам филиал не работает.',
        'The branch is closed on Mondays.',
      ),
      art: 'group',
    },
  ],
  places: [
    { branchRef: 1, name: hall, tables: tables(4, 4, 6, 2, 8, 4) },
    { branchRef: 1, name: terrace, tables: tables(2, 4, 4, 6) },
    { branchRef: 2, name: hall, tables: tables(4, 6, 6, 2, 8) },
    { branchRef: 2, name: terrace, tables: tables(4, 4, 2, 2) },
    { branchRef: 3, name: hall, tables: tables(2, 4, 6, 8, 4) },
    { branchRef: 3, name: terrace, tables: tables(4, 6, 2, 4, 4, 2) },
  ],
  couriers: [
    { name: 'Sherzod Qodirov', phone: '+998901000101', branchRef: 1 },
    { name: 'Ulugbek Tashpulatov', phone: '+998901000102', branchRef: 1 },
    { name: 'Akmal Xolmatov', phone: '+998901000201', branchRef: 2 },
    { name: 'Rustam Mirzayev', phone: '+998901000202', branchRef: 2 },
    { name: 'Doniyor Ismoilov', phone: '+998901000301', branchRef: 3 },
    { name: "Farrux G'aniyev", phone: '+998901000302', branchRef: 3 },
  ],
};
