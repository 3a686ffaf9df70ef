import type { FullLocalized } from '../../src/shared/contract/common.ts';

const t = (uz: string, ru: string, eng: string): FullLocalized => ({ uz, ru, eng });

/** Every message the API can answer with, in the three languages. */
export const messages = {
  badRequest: t('Soʻrov notoʻgʻri', 'Неверный запрос', 'Bad request'),
  invalidField: t(
    'Maydon notoʻgʻri toʻldirilgan: {field}',
    'Поле заполнено неверно: {field}',
    'Invalid field: {field}',
  ),
  notFound: t('Topilmadi', 'Не найдено', 'Not found'),
  payloadTooLarge: t(
    'Soʻrov juda katta (koʻpi bilan {kb} KB)',
    'Слишком большой запрос (не больше {kb} КБ)',
    'The request is too large (at most {kb} KB)',
  ),
  jsonOnly: t(
    'Soʻrov JSON koʻrinishida yuborilishi kerak',
    'Запрос должен быть в формате JSON',
    'The request body must be JSON',
  ),
  headersTooLarge: t(
    'Soʻrov sarlavhalari juda katta',
    'Слишком большие заголовки запроса',
    'The request headers are too large',
  ),
  requestTimeout: t('Soʻrov vaqtida yetib kelmadi', 'Запрос не пришёл вовремя', 'The request did not arrive in time'),
  merchantRequired: t('Doʻkon koʻrsatilmagan', 'Не указан магазин', 'Merchant is required'),
  merchantNotFound: t('Doʻkon topilmadi', 'Магазин не найден', 'Merchant not found'),
  unauthorized: t('Iltimos, tizimga kiring', 'Пожалуйста, войдите в систему', 'Please log in'),
  sessionExpired: t(
    'Sessiya muddati tugadi, iltimos, qayta kiring',
    'Сессия истекла, пожалуйста, войдите снова',
    'Your session has expired, please log in again',
  ),
  forbidden: t('Ruxsat yoʻq', 'Доступ запрещён', 'Forbidden'),
  internal: t('Serverda ichki xatolik', 'Внутренняя ошибка сервера', 'Internal Server Error'),
  wrongCode: t(
    'Notoʻgʻri kod kiritildi yoki sms kod muddati tugagan',
    'Введён неверный код, или срок действия СМС-кода истёк',
    'Wrong code entered or sms code is expired',
  ),
  tooManyAttempts: t(
    'Urinishlar soni tugadi. Yangi kod soʻrang',
    'Превышено число попыток. Запросите новый код',
    'Too many attempts. Request a new code',
  ),
  resendTooSoon: t(
    'Qayta yuborish {seconds} soniyadan keyin mumkin',
    'Повторная отправка возможна через {seconds} с',
    'Resend in {seconds} seconds',
  ),
  invalidPhone: t('Telefon raqami notoʻgʻri', 'Неверный номер телефона', 'Invalid phone number'),
  phoneTaken: t(
    'Bu raqam boshqa hisobga tegishli',
    'Этот номер привязан к другому аккаунту',
    'This number belongs to another account',
  ),
  smsFailed: t('SMS yuborib boʻlmadi', 'Не удалось отправить СМС', 'Could not send the SMS'),
  initDataInvalid: t(
    'Telegram ID topilmadi, iltimos botni qayta ishga tushiring',
    'Telegram ID не найден, пожалуйста, перезапустите бота',
    'Telegram ID not found, please restart the bot',
  ),
  contactInvalid: t(
    'Telegram yuborgan raqam tasdiqlanmadi, qaytadan urinib koʻring',
    'Номер из Telegram не прошёл проверку, попробуйте ещё раз',
    'The number from Telegram could not be verified, please try again',
  ),
  contactNotYours: t(
    'Bu raqam boshqa Telegram hisobidan yuborilgan',
    'Этот номер отправлен из другого аккаунта Telegram',
    'This number was shared from another Telegram account',
  ),
  phoneNotUzbek: t(
    'Faqat +998 raqamlari qabul qilinadi, raqamni SMS orqali tasdiqlang',
    'Принимаются только номера +998, подтвердите номер по СМС',
    'Only +998 numbers are accepted; confirm your number by SMS',
  ),
  productNotAvailable: t('Bu mahsulot mavjud emas', 'Этот товар недоступен', 'This product is not available'),
  notEnoughProducts: t(
    'Mahsulotlar yetarli emas! Maksimal miqdor {max}',
    'Недостаточно товаров! Максимальное количество {max}',
    'Not enough products! Maximum amount {max}',
  ),
  overpriced: t('Mahsulot narxi oʻzgargan', 'Цена товара изменилась', 'The product is overpriced'),
  modifiersInvalid: t(
    'Qoʻshimchalar notoʻgʻri tanlangan',
    'Добавки выбраны неверно',
    'The options chosen are not valid',
  ),
  outOfZone: t('Xizmat doirasidan tashqarida', 'Вне зоны обслуживания', 'Out of service zone'),
  addressRequired: t('Manzilni kiriting', 'Укажите адрес', 'Please provide the address'),
  phoneRequired: t(
    'Kuryer uchun telefon raqamini qoʻshing',
    'Добавьте телефон для курьера',
    'Add a phone number for the courier',
  ),
  serviceUnavailable: t(
    'Bu xizmat turi mavjud emas',
    'Этот способ получения недоступен',
    'This service type is not available',
  ),
  paymentUnavailable: t(
    'Bu toʻlov turi mavjud emas',
    'Этот способ оплаты недоступен',
    'This payment type is not available',
  ),
  branchClosed: t('Filial hozir yopiq', 'Филиал сейчас закрыт', 'The branch is closed now'),
  holiday: t('Bugun dam olish kuni', 'Сегодня выходной', 'Today is a holiday'),
  deliveryAtInvalid: t(
    'Vaqtni filial ish vaqti ichida tanlang',
    'Выберите время в часы работы филиала',
    "Choose a time within the branch's working hours",
  ),
  promoNotFound: t('Promokod topilmadi', 'Промокод не найден', 'Promo code not found'),
  promoUsed: t(
    'Bu promokod allaqachon ishlatilgan',
    'Этот промокод уже использован',
    'This promo code has already been used',
  ),
  rateLimited: t(
    'Juda koʻp soʻrov. {seconds} soniyadan keyin urinib koʻring',
    'Слишком много запросов. Попробуйте через {seconds} с',
    'Too many requests. Try again in {seconds} seconds',
  ),
  tooManyCodes: t(
    'Bugun juda koʻp kod soʻraldi. {hours} soatdan keyin urinib koʻring',
    'Сегодня запрошено слишком много кодов. Попробуйте через {hours} ч',
    'Too many codes today. Try again in {hours} h',
  ),
  promoExpired: t('Promokod muddati tugagan', 'Срок действия промокода истёк', 'The promo code has expired'),
  promoMinPrice: t(
    'Promokod {min} soʻmdan boshlab buyurtmalar uchun amal qiladi',
    'Промокод действует для заказов от {min} сум',
    "The promo code applies to orders from {min} so'm",
  ),
  cashbackTooMuch: t(
    'Keshbek balansingizdan oshib ketdi',
    'Кешбэк превышает ваш баланс',
    'The cashback is more than your balance',
  ),
  promoUnavailable: t(
    'Promokodlar hozir qabul qilinmaydi',
    'Промокоды сейчас не принимаются',
    'Promo codes are not accepted now',
  ),
  cashbackUnavailable: t(
    'Keshbek bilan toʻlash hozir mavjud emas',
    'Оплата кешбэком сейчас недоступна',
    'Paying with cashback is not available now',
  ),
  idempotencyConflict: t(
    'Bu buyurtma allaqachon qabul qilingan, keyingi oʻzgarishlar yuborilmadi',
    'Этот заказ уже оформлен, изменения после него не отправлены',
    'This order is already placed; changes made after it were not sent',
  ),
  orderNotCancellable: t(
    'Buyurtmani bekor qilib boʻlmaydi',
    'Заказ уже нельзя отменить',
    'The order can no longer be cancelled',
  ),
  orderNotPayable: t(
    'Bu buyurtmani toʻlab boʻlmaydi',
    'Этот заказ нельзя оплатить',
    'This order can no longer be paid',
  ),
  notDineIn: t('Bu buyurtma zalda emas', 'Это не заказ в зале', 'This is not a dine-in order'),
  tableUnavailable: t('Stol band', 'Столик занят', 'The table is not available'),
  partyTooLarge: t(
    'Bu zalda {count} kishiga yetadigan stol yoʻq',
    'В этом зале нет стола для {count} гостей',
    'No table in this hall seats {count} guests',
  ),
  reservationPast: t('Kelajakdagi vaqtni tanlang', 'Выберите время в будущем', 'Choose a time in the future'),
  tooManyAddresses: t(
    'Koʻpi bilan {max} ta manzil saqlash mumkin: keraksizini oʻchiring',
    'Можно сохранить не больше {max} адресов: удалите ненужный',
    'You can keep at most {max} addresses: delete one you no longer need',
  ),
  tooManyReservations: t(
    'Bir vaqtda koʻpi bilan {max} ta oldindan bron qilish mumkin',
    'Одновременно можно держать не больше {max} предстоящих бронирований',
    'You can hold at most {max} upcoming bookings at a time',
  ),
  tooFarAhead: t(
    'Keyingi {days} kun ichidagi vaqtni tanlang',
    'Выберите время в ближайшие {days} дней',
    'Choose a time within the next {days} days',
  ),
} as const;

export type MessageKey = keyof typeof messages;

export function format(text: FullLocalized, params: Record<string, string | number> = {}): FullLocalized {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
  return { uz: fill(text.uz), ru: fill(text.ru), eng: fill(text.eng) };
}
