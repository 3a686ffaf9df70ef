/**
 * Answers of the platform API for component tests, typed by the contract (so a fixture that drifts from it does not
 * compile): a small merchant with one branch, a menu of two categories (one dish with options), two ways to pay and
 * a signed-in user.
 */
import type { Branch } from '@/shared/contract/branch.ts';
import type { Category, Overall, Product } from '@/shared/contract/catalogue.ts';
import type { PaymentMethod, PaymentSettings, PaymentType } from '@/shared/contract/merchant.ts';
import type { User } from '@/shared/contract/user.ts';

export const TEST_MERCHANT_ID = 'm-1';
export const TEST_TOKEN = 'token-1';

export const TEST_USER: User = {
  id: 42,
  isActive: true,
  merchantId: TEST_MERCHANT_ID,
  role: 'USER',
  cashback: 0,
  firstName: 'Malika',
  lastName: 'Karimova',
  phone: '998901234567',
};

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '00:00', close: '23:59', isClosed: false }));
export const TEST_BRANCH: Branch = {
  id: 1,
  cityId: 1,
  merchantId: TEST_MERCHANT_ID,
  name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
  latitude: 41.2856,
  longitude: 69.2034,
  address: { uz: 'Bunyodkor 1', ru: 'Бунёдкор 1', eng: 'Bunyodkor 1' },
  phone: '998712000000',
  isActive: true,
  isMain: true,
  workHours: everyDay,
  settings: {
    bookingEnabled: false,
    deliveryEnabled: true,
    dineinEnabled: false,
    expressEnabled: false,
    kitchenEnabled: true,
    payOfficeEnabled: false,
    pickupEnabled: true,
    storageEnabled: false,
    yandexEnabled: false,
  },
};
/** The branch as the device remembers the menu's branch. */
export const TEST_STORED_BRANCH = { id: TEST_BRANCH.id, name: TEST_BRANCH.name, source: 'chosen' as const };

const category = (id: number, eng: string, priority: number): Category => ({
  id,
  priority,
  name: { uz: eng, ru: eng, eng },
  viewType: 'MEDIUM',
  scrollType: 'VERTICAL',
});
const product = (
  id: number,
  categoryId: number,
  eng: string,
  costPrice: number,
  extra: Partial<Product> = {},
): Product => ({
  id,
  categoryId,
  name: { uz: eng, ru: eng, eng },
  description: { uz: `${eng}.`, ru: `${eng}.`, eng: `${eng}, freshly made.` },
  priority: id,
  active: true,
  type: 'NONE',
  costPrice,
  productBranch: [{ branchId: TEST_BRANCH.id, active: true, stock: null }],
  ...extra,
});

export const PLOV = product(1, 10, 'Plov', 30000);
export const LAGMAN = product(2, 10, 'Lagman', 28000);
export const BURGER = product(3, 10, 'Burger', 40000, {
  type: 'MODIFICATION',
  modificationGroups: [
    {
      id: 50,
      name: { uz: 'Extras', ru: 'Extras', eng: 'Extras' },
      minimum: 0,
      maximum: 2,
      modifications: [
        { id: 51, name: { uz: 'Cheese', ru: 'Cheese', eng: 'Cheese' }, price: 5000 },
        { id: 52, name: { uz: 'Bacon', ru: 'Bacon', eng: 'Bacon' }, price: 8000 },
      ],
    },
  ],
});
export const TEA = product(4, 20, 'Green tea', 6000);

export const TEST_MENU: Overall = {
  groups: [],
  categories: [category(10, 'Hot dishes', 1), category(20, 'Drinks', 2)],
  products: [PLOV, LAGMAN, BURGER, TEA],
};

const paymentSetting = (id: number, type: PaymentType): PaymentSettings => ({
  id,
  merchantId: TEST_MERCHANT_ID,
  type,
  webEnabled: true,
  botEnabled: true,
  operatorEnabled: true,
  appEnabled: true,
  qrEnabled: false,
  isActive: true,
});
/** Cash and a card terminal, both offered on the web and in the bot. */
export const TEST_PAYMENT_METHODS: PaymentMethod[] = [
  { id: 1, name: 'Cash', title: { uz: 'Naqd', ru: 'Наличные', eng: 'Cash' }, type: 'CASH' },
  { id: 2, name: 'Terminal', title: { uz: 'Terminal', ru: 'Терминал', eng: 'Card on delivery' }, type: 'TERMINAL' },
];
export const TEST_PAYMENT_SETTINGS: PaymentSettings[] = [paymentSetting(1, 'CASH'), paymentSetting(2, 'TERMINAL')];
