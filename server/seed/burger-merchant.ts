/**
 * Second demo merchant "Burger Bro": a small burger bar with a different look and fewer features (no Russian,
 * no dine-in, booking, vacancies or stories; sheet product view and a floating basket), to show the white-label side.
 */
import type { WebSettingsWire } from '../../src/shared/contract/merchant.ts';
import { BURGER_MERCHANT_ID } from './merchant-ids.ts';
import type { SeedMerchant, SeedProduct, SeedReview } from './seed.types.ts';
import { BRANCH_SETTINGS, DEMO_CITIES, allFlags, modifierFactory, ring, t, week } from './demo-merchant.ts';

const mg = modifierFactory();
const extras = () =>
  mg(t('Qoʻshimchalar', 'Добавки', 'Extras'), 0, 3, [
    [t('Pishloq', 'Сыр', 'Cheese'), 5000, 2],
    [t('Bekon', 'Бекон', 'Bacon'), 7000],
    [t('Tuzlangan bodring', 'Маринованные огурцы', 'Pickles'), 2000],
    [t('Karamel piyoz', 'Карамелизированный лук', 'Caramelised onion'), 3000],
  ]);
const dip = () =>
  mg(t('Sous', 'Соус', 'Dip'), 1, 2, [
    [t('Ketchup', 'Кетчуп', 'Ketchup'), 0],
    [t('BBQ', 'BBQ', 'BBQ'), 0],
    [t('Pishloqli', 'Сырный', 'Cheese'), 2000],
    [t('Achchiq', 'Острый', 'Hot'), 2000],
  ]);
const size = () =>
  mg(t('Oʻlcham', 'Размер', 'Size'), 1, 1, [
    [t('0,4 l', '0,4 л', '0.4 L'), 0],
    [t('0,5 l', '0,5 л', '0.5 L'), 3000],
    [t('1 l', '1 л', '1 L'), 9000],
  ]);

const products: SeedProduct[] = [];
type Extra = Partial<
  Omit<SeedProduct, 'ref' | 'categoryRef' | 'name' | 'description' | 'art' | 'unit' | 'measure' | 'costPrice'>
>;
function add(
  categoryRef: number,
  art: string,
  name: [string, string, string],
  description: [string, string, string],
  price: number,
  unit: SeedProduct['unit'],
  measure: number,
  extra: Extra = {},
): number {
  const ref = products.length + 1;
  products.push({
    ref,
    categoryRef,
    art,
    name: t(...name),
    description: t(...description),
    costPrice: price,
    unit,
    measure,
    priority: products.filter((p) => p.categoryRef === categoryRef).length + 1,
    timeCookingMin: 8,
    timeCookingMax: 15,
    ...extra,
  });
  return ref;
}

const BRO = add(
  1,
  'cheeseburger',
  ['Bro burger', 'Бро бургер', 'Bro burger'],
  [
    'Ikki kotlet, cheddar va maxsus Bro sousi.',
    'Две котлеты, чеддер и фирменный соус Bro.',
    'Two smashed patties, cheddar and our Bro sauce.',
  ],
  46000,
  'GRAMM',
  320,
  {
    calorie: 860,
    labelRefs: [1],
    modificationGroups: [extras()],
    isCartRecommendation: true,
    composition: t(
      'Bulochka, 2 ta mol goʻshti kotleti, cheddar, piyoz, Bro sousi',
      'Булочка, 2 говяжьи котлеты, чеддер, лук, соус Bro',
      'Bun, 2 beef patties, cheddar, onion, Bro sauce',
    ),
  },
);
const SMASH = add(
  1,
  'burger',
  ['Smash burger', 'Смэш-бургер', 'Smash burger'],
  [
    'Qarsildoq qirrali yupqa kotlet va tuzlangan bodring.',
    'Тонкая котлета с хрустящими краями и маринованными огурцами.',
    'A thin patty with crispy edges and pickles.',
  ],
  36000,
  'GRAMM',
  240,
  { calorie: 590, modificationGroups: [extras()] },
);
add(
  1,
  'cheeseburger',
  ['Bekon chizburger', 'Чизбургер с беконом', 'Bacon cheeseburger'],
  ['Cheddar va qarsildoq bekon bilan.', 'С чеддером и хрустящим беконом.', 'With cheddar and crispy bacon.'],
  42000,
  'GRAMM',
  280,
  { calorie: 720, modificationGroups: [extras()], branchOverrides: [{ branchRef: 2, stock: 4 }] },
);
add(
  1,
  'burger',
  ['Chicken burger', 'Чикен бургер', 'Crispy chicken burger'],
  [
    'Qarsildoq tovuq filesi, salat va mayonez.',
    'Хрустящее куриное филе, салат и майонез.',
    'Crispy chicken fillet, lettuce and mayo.',
  ],
  34000,
  'GRAMM',
  260,
  { calorie: 610, modificationGroups: [extras()] },
);
add(
  1,
  'burger',
  ['Hot Bro', 'Хот Бро', 'Hot Bro'],
  [
    'Jalapeno va achchiq sous — faqat jasurlar uchun.',
    'Халапеньо и острый соус — только для смелых.',
    'Jalapeños and hot sauce, for the brave only.',
  ],
  40000,
  'GRAMM',
  270,
  { calorie: 650, labelRefs: [2], modificationGroups: [extras()] },
);
add(
  1,
  'burger',
  ['Veggie burger', 'Вегги бургер', 'Veggie burger'],
  ['Noʻxatli kotlet va avokado sousi.', 'Котлета из нута и соус из авокадо.', 'A chickpea patty with avocado sauce.'],
  35000,
  'GRAMM',
  250,
  { calorie: 480, branchOverrides: [{ branchRef: 2, active: false }] },
);

const FRIES = add(
  2,
  'fries',
  ['Fri', 'Фри', 'Fries'],
  ['Klassik kartoshka fri.', 'Классический картофель фри.', 'Classic fries.'],
  14000,
  'GRAMM',
  150,
  { calorie: 400, modificationGroups: [dip()], isCartRecommendation: true },
);
add(
  2,
  'fries',
  ['Pishloqli fri', 'Фри с сыром', 'Cheese fries'],
  [
    'Eritilgan pishloq va bekon boʻlakchalari bilan.',
    'С расплавленным сыром и кусочками бекона.',
    'Topped with melted cheese and bacon bits.',
  ],
  22000,
  'GRAMM',
  220,
  { calorie: 610, labelRefs: [1] },
);
add(
  2,
  'chicken',
  ['Naggetslar (9 dona)', 'Наггетсы (9 шт.)', 'Nuggets (9 pcs)'],
  [
    'Tovuq naggetslari, sous tanlang.',
    'Куриные наггетсы, соус на выбор.',
    'Chicken nuggets with a dip of your choice.',
  ],
  28000,
  'COUNT',
  9,
  { calorie: 520, modificationGroups: [dip()] },
);
add(
  2,
  'chicken',
  ['Achchiq qanotlar', 'Острые крылышки', 'Hot wings'],
  ['Buffalo sousidagi tovuq qanotlari.', 'Куриные крылья в соусе баффало.', 'Chicken wings in buffalo sauce.'],
  30000,
  'GRAMM',
  260,
  { calorie: 560, labelRefs: [2] },
);
add(
  2,
  'fries',
  ['Piyoz halqalari', 'Луковые кольца', 'Onion rings'],
  ['Qarsildoq piyoz halqalari.', 'Хрустящие луковые кольца.', 'Crispy onion rings.'],
  16000,
  'GRAMM',
  120,
  { calorie: 330 },
);

const COLA = add(
  3,
  'cola',
  ['Kola', 'Кола', 'Cola'],
  ['Muzli gazli ichimlik.', 'Газированный напиток со льдом.', 'A fizzy drink over ice.'],
  9000,
  'LITER',
  0.4,
  { calorie: 170, modificationGroups: [size()] },
);
add(
  3,
  'lemonade',
  ['Limonad', 'Лимонад', 'Lemonade'],
  ['Uyda tayyorlangan limonad.', 'Домашний лимонад.', 'House-made lemonade.'],
  15000,
  'LITER',
  0.4,
  { calorie: 160, modificationGroups: [size()] },
);
add(
  3,
  'icecream',
  ['Milkshake', 'Молочный коктейль', 'Milkshake'],
  [
    'Vanil, shokolad yoki qulupnayli milkshake.',
    'Ванильный, шоколадный или клубничный.',
    'Vanilla, chocolate or strawberry.',
  ],
  24000,
  'MILLILITER',
  400,
  {
    calorie: 450,
    modificationGroups: [
      mg(t('Taʼm', 'Вкус', 'Flavour'), 1, 1, [
        [t('Vanil', 'Ваниль', 'Vanilla'), 0],
        [t('Shokolad', 'Шоколад', 'Chocolate'), 0],
        [t('Qulupnay', 'Клубника', 'Strawberry'), 0],
      ]),
    ],
  },
);
add(3, 'water', ['Suv', 'Вода', 'Water'], ['Gazsiz suv.', 'Вода без газа.', 'Still water.'], 5000, 'MILLILITER', 500, {
  calorie: 0,
});
add(
  3,
  'coffee',
  ['Ays kofe', 'Айс кофе', 'Iced coffee'],
  ['Sovuq espresso sut va muz bilan.', 'Холодный эспрессо с молоком и льдом.', 'Cold espresso with milk and ice.'],
  18000,
  'MILLILITER',
  350,
  { calorie: 140 },
);

const COMBO = add(
  4,
  'combo',
  ['Bro kombo', 'Бро комбо', 'Bro combo'],
  ['Bro burger, fri va ichimlik.', 'Бро бургер, фри и напиток.', 'Bro burger, fries and a drink.'],
  62000,
  'COUNT',
  1,
  {
    calorie: 1430,
    labelRefs: [1],
    discount: 10,
    modificationGroups: [
      mg(t('Ichimlik', 'Напиток', 'Drink'), 1, 1, [
        [t('Kola', 'Кола', 'Cola'), 0],
        [t('Limonad', 'Лимонад', 'Lemonade'), 3000],
        [t('Suv', 'Вода', 'Water'), 0],
      ]),
    ],
  },
);
add(
  4,
  'combo',
  ['Duo kombo', 'Дуо комбо', 'Duo combo'],
  [
    'Ikki smash burger, ikki fri va ikki kola.',
    'Два смэш-бургера, две фри и две колы.',
    'Two smash burgers, two fries and two colas.',
  ],
  98000,
  'COUNT',
  1,
  { calorie: 2300 },
);
add(
  4,
  'kids',
  ['Kids box', 'Детский бокс', 'Kids box'],
  ['Mini burger, kichik fri va sharbat.', 'Мини-бургер, маленькая фри и сок.', 'Mini burger, small fries and a juice.'],
  27000,
  'COUNT',
  1,
  { calorie: 620 },
);

const settings: WebSettingsWire = {
  merchantId: BURGER_MERCHANT_ID,
  logo: null,
  favicon: null,
  brand: 'Burger Bro',
  domain: null,
  mainColor: '#2E7D32',
  mainColorType: 'LIGHT',
  mainLanguage: 'eng',
  isDark: false,
  mapType: 'OSM',
  mapKey: null,
  title: t(
    'Burger Bro — Toshkentdagi eng zoʻr burgerlar',
    'Burger Bro — лучшие бургеры Ташкента',
    'Burger Bro: the best burgers in Tashkent',
  ),
  leftCopyWrite: t(
    'Burger Bro. Barcha huquqlar himoyalangan.',
    'Burger Bro. Все права защищены.',
    'Burger Bro. All rights reserved.',
  ),
  rightCopyWrite: t('Smash. Eat. Repeat.', 'Smash. Eat. Repeat.', 'Smash. Eat. Repeat.'),
  smsContent: 'Burger Bro code: {code}',
  groupView: null,
  categoryView: null,
  uzLangActive: true,
  ruLangActive: false,
  engLangActive: true,
  ...allFlags(true),
  dineInActive: false,
  vacanciesActive: false,
  bookingActive: false,
  storiesActive: false,
  terminalActive: false,
  uzumActive: false,
  iosAppLink: null,
  iosAppLinkActive: false,
  androidAppLink: null,
  androidAppLinkActive: false,
  telegramBotLink: 'https://t.me/burgerbro_demo_bot',
  telegramBotLinkActive: true,
  phone: '+998712100000',
  phoneLinkActive: true,
  telegram: 'https://t.me/burgerbro_demo',
  telegramActive: true,
  instagram: 'https://instagram.com/burgerbro.demo',
  instagramActive: true,
  facebook: null,
  facebookActive: false,
  amoCrm: null,
  yandexMetrics: null,
  pixel: null,
  callWidget: null,
  productNavigationType: 'SHEET',
  basketPosition: 'FLOATING_OVER_PRODUCT',
  isVisibleAtProfileTop: false,
  isNavigationViewEnabled: true,
};

const page = (h: string, p: string, li: string[]) =>
  `<h2>${h}</h2><p>${p}</p><ul>${li.map((x) => `<li>${x}</li>`).join('')}</ul>`;
const r = (productRef: number, reviewerRef: number, grade: SeedReview['grade'], comment: string): SeedReview => ({
  productRef,
  reviewerRef,
  grade,
  comment,
});

export const burgerMerchant: SeedMerchant = {
  id: BURGER_MERCHANT_ID,
  sub: 'burger',
  name: 'Burger Bro',
  logoArt: 'logo-burger',
  color: '#2E7D32',
  latitude: 41.3111,
  longitude: 69.2797,
  settings,
  policies: [
    {
      type: 'TERMS',
      text: t(
        page('Foydalanish shartlari', 'Buyurtma berish orqali siz ushbu shartlarga rozilik bildirasiz.', [
          'Narxlar soʻmda.',
          'Yetkazib berish 30–50 daqiqa.',
          'Savollar: <a href="tel:+998712100000">+998 71 210-00-00</a>',
        ]),
        page('Условия использования', 'Оформляя заказ, вы соглашаетесь с этими условиями.', [
          'Цены в сумах.',
          'Доставка 30–50 минут.',
          'Вопросы: <a href="tel:+998712100000">+998 71 210-00-00</a>',
        ]),
        page('Terms of use', 'By placing an order you agree to these terms.', [
          "Prices are in so'm.",
          'Delivery takes 30–50 minutes.',
          'Questions: <a href="tel:+998712100000">+998 71 210-00-00</a>',
        ]),
      ),
    },
    {
      type: 'ABOUT_COMPANY',
      text: t(
        page('Burger Bro haqida', '2019-yildan beri smash burgerlar tayyorlaymiz.', [
          'Har kuni yangi mol goʻshti.',
          'Ikki filial: Oybek va Magic City.',
        ]),
        page('О Burger Bro', 'Готовим смэш-бургеры с 2019 года.', [
          'Свежая говядина каждый день.',
          'Два филиала: Ойбек и Magic City.',
        ]),
        page('About Burger Bro', 'Smash burgers since 2019.', [
          'Fresh beef every day.',
          'Two branches: Oybek and Magic City.',
        ]),
      ),
    },
    {
      type: 'PRIVACY_POLICY',
      text: t(
        page('Maxfiylik', 'Telefon raqamingiz va manzilingiz faqat buyurtma uchun ishlatiladi.', [
          'Maʼlumotlar uchinchi shaxslarga berilmaydi.',
          'Hisobni profil sahifasida oʻchirish mumkin.',
        ]),
        page('Конфиденциальность', 'Ваш телефон и адрес используются только для заказа.', [
          'Данные не передаются третьим лицам.',
          'Аккаунт можно удалить в профиле.',
        ]),
        page('Privacy', 'Your phone number and address are used only for your orders.', [
          'We never share your data with third parties.',
          'You can delete your account from the profile page.',
        ]),
      ),
    },
  ],
  paymentMethods: [
    { name: 'Cash', type: 'CASH', title: t('Naqd pul', 'Наличные', 'Cash') },
    { name: 'Click', type: 'CLICK', title: t('Click orqali', 'Через Click', 'Click') },
    { name: 'Payme', type: 'PAYME', title: t('Payme orqali', 'Через Payme', 'Payme') },
  ],
  paymentSettings: (['CASH', 'CLICK', 'PAYME'] as const).map((type) => ({ type, webEnabled: true, botEnabled: true })),
  cities: DEMO_CITIES.filter((c) => c.isMain),
  branches: [
    {
      ref: 1,
      cityRef: 1,
      isMain: true,
      latitude: 41.2995,
      longitude: 69.279,
      phone: '+998712100001',
      name: t('Burger Bro Oybek', 'Burger Bro Ойбек', 'Burger Bro Oybek'),
      address: t(
        'Mirobod tumani, Oybek koʻchasi, 24',
        'Мирабадский район, улица Ойбека, 24',
        'Mirabad district, 24 Oybek Street',
      ),
      workHours: week('11:00', '23:00'),
      deliveryPrice: 12000,
      settings: { ...BRANCH_SETTINGS, bookingEnabled: false, dineinEnabled: false },
    },
    {
      ref: 2,
      cityRef: 1,
      isMain: false,
      latitude: 41.303,
      longitude: 69.246,
      phone: '+998712100002',
      name: t('Burger Bro Magic City', 'Burger Bro Magic City', 'Burger Bro Magic City'),
      address: t(
        'Chilonzor tumani, Bobur koʻchasi, 174 (Magic City)',
        'Чиланзарский район, улица Бабура, 174 (Magic City)',
        'Chilanzar district, 174 Bobur Street (Magic City)',
      ),
      workHours: week('10:00', '22:00'),
      deliveryPrice: 12000,
      settings: { ...BRANCH_SETTINGS, bookingEnabled: false, dineinEnabled: false },
    },
  ],
  zones: [
    {
      ref: 1,
      cityRef: 1,
      name: t('Markaz', 'Центр', 'Centre'),
      polygon: ring(41.305, 69.265, 0.06, 0.08),
      color: '#66BB6A',
      price: 12000,
    },
    {
      ref: 2,
      cityRef: 1,
      name: t('Butun shahar', 'Весь город', 'Whole city'),
      polygon: ring(41.31, 69.27, 0.13, 0.18),
      color: '#FFA726',
      price: 20000,
    },
  ],
  labels: [
    { ref: 1, name: t('Yangi', 'Новинка', 'New'), color: '#2E7D32' },
    { ref: 2, name: t('Achchiq', 'Острое', 'Spicy'), color: '#E53935' },
  ],
  groups: [
    {
      ref: 1,
      name: t('Burgerlar', 'Бургеры', 'Burgers'),
      art: 'burger',
      priority: 1,
      type: 'GROUP',
      bgColor: '#E8F5E9',
      iconBgColor: '#A5D6A7',
    },
    {
      ref: 2,
      name: t('Gazaklar', 'Закуски', 'Sides'),
      art: 'fries',
      priority: 2,
      type: 'GROUP',
      bgColor: '#FFF8E1',
      iconBgColor: '#FFE082',
    },
    {
      ref: 3,
      name: t('Ichimliklar', 'Напитки', 'Drinks'),
      art: 'cola',
      priority: 3,
      type: 'GROUP',
      bgColor: '#E3F2FD',
      iconBgColor: '#90CAF9',
    },
  ],
  categories: [
    {
      ref: 1,
      groupRef: 1,
      name: t('Burgerlar', 'Бургеры', 'Burgers'),
      art: 'burger',
      priority: 1,
      viewType: 'BIG',
      scrollType: 'VERTICAL',
    },
    {
      ref: 2,
      groupRef: 2,
      name: t('Gazaklar', 'Закуски', 'Sides'),
      art: 'fries',
      priority: 2,
      viewType: 'SMALL',
      scrollType: 'HORIZONTAL',
    },
    {
      ref: 3,
      groupRef: 3,
      name: t('Ichimliklar', 'Напитки', 'Drinks'),
      art: 'cola',
      priority: 3,
      viewType: 'MEDIUM',
      scrollType: 'HORIZONTAL',
      textColor: '#1565C0',
    },
    {
      ref: 4,
      groupRef: 1,
      name: t('Kombo', 'Комбо', 'Combos'),
      art: 'combo',
      priority: 4,
      viewType: 'MEDIUM',
      scrollType: 'VERTICAL',
      textColor: '#2E7D32',
    },
  ],
  products,
  promos: [
    {
      code: 'BRO20',
      description: t('Birinchi buyurtmaga 20% chegirma', 'Скидка 20% на первый заказ', '20% off your first order'),
      discountType: 'PERCENTAGE',
      productDiscount: 20,
      deliveryDiscount: 0,
      minPrice: 60000,
      startsInDays: null,
      endsInDays: null,
      isActive: true,
      giveToNewUsers: true,
    },
    {
      code: 'BROFREE',
      description: t('Bepul yetkazib berish', 'Бесплатная доставка', 'Free delivery'),
      discountType: 'PERCENTAGE',
      productDiscount: 0,
      deliveryDiscount: 100,
      minPrice: 80000,
      startsInDays: 0,
      endsInDays: 14,
      isActive: true,
      giveToNewUsers: false,
    },
  ],
  reviewers: [
    { ref: 1, phone: '998901212121', firstName: 'Bekzod', lastName: 'Umarov' },
    { ref: 2, phone: '998903434343', firstName: 'Shahnoza', lastName: 'Hamidova' },
  ],
  reviews: [
    r(BRO, 1, 5, 'Best smash burger in town, no question.'),
    r(BRO, 2, 4, "Juda mazali, lekin biroz yog'li."),
    r(SMASH, 1, 4, 'Crispy edges, just right.'),
    r(FRIES, 2, 3, 'Fries were fine, could be crispier.'),
    r(COLA, 1, 5, 'Ice cold, as it should be.'),
    r(COMBO, 2, 5, "Kombo juda qulay, limonadi zo'r."),
  ],
  newUserCashback: 10000,
  vacancies: [],
  stories: [],
  banners: [
    {
      title: t('Bro kombo — 10% arzonroq', 'Бро комбо — на 10% дешевле', 'Bro combo: 10% off'),
      art: 'banner-burger',
      productRef: COMBO,
    },
    {
      title: t('Yangi: pishloqli fri', 'Новинка: фри с сыром', 'New: cheese fries'),
      art: 'banner-burger',
      categoryRef: 2,
    },
  ],
  notifications: [
    {
      title: t('Xush kelibsiz!', 'Добро пожаловать!', 'Welcome, bro!'),
      body: t(
        'BRO20 promokodi bilan birinchi buyurtmaga 20% chegirma.',
        'Скидка 20% на первый заказ по промокоду BRO20.',
        'Use BRO20 for 20% off your first order.',
      ),
      art: 'logo-burger',
    },
    {
      title: t('Bepul yetkazish', 'Бесплатная доставка', 'Free delivery'),
      body: t(
        'BROFREE — 80 000 soʻmdan ortiq buyurtmalarga.',
        'BROFREE — для заказов от 80 000 сум.',
        "BROFREE: free delivery on orders over 80,000 so'm.",
      ),
    },
  ],
  places: [],
  couriers: [
    { name: 'Javlon Saidov', phone: '+998901100101', branchRef: 1 },
    { name: 'Timur Yoqubov', phone: '+998901100201', branchRef: 2 },
  ],
};
