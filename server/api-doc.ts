/**
 * The API reference, written next to the endpoint table so that TypeScript refuses an undocumented endpoint.
 * `npm run api-doc` writes docs/api.md from it; a test fails when docs/api.md is stale.
 */
import { endpoints, type EndpointName } from '../src/shared/contract/endpoints.ts';
import { FRESH_FOR_A_MINUTE, publicPolicy, REVALIDATE_EACH_TIME } from './http/public-cache.ts';

interface Doc {
  summary: string;
  request?: string;
  response: string;
  gap?: true;
}

const docs = {
  health: { summary: 'Liveness check.', response: '`{ ok: true, demo, time }`' },
  merchantBySub: { summary: 'Resolves a subdomain to its merchant. Unknown subdomain: 404.', response: '`Merchant`' },
  webSettings: {
    summary:
      "The merchant's web settings (feature flags, brand, links, layout). Missing fields take the client's defaults.",
    response: '`WebSettingsWire`',
  },
  policies: {
    summary: 'One policy text as HTML per language.',
    request: 'query `policies` = TERMS | ABOUT_COMPANY | PRIVACY_POLICY',
    response: '`Policy`',
  },
  paymentMethods: { summary: 'Payment methods offered by the merchant.', response: '`PaymentMethod[]`', gap: true },
  paymentSettings: {
    summary: 'Per payment type: where it is enabled (web, bot, operator, app, QR).',
    response: '`PaymentSettings[]`',
    gap: true,
  },
  vacancies: { summary: 'Open vacancies.', response: '`Vacancy[]`', gap: true },
  vacancy: { summary: 'One vacancy.', response: '`Vacancy`', gap: true },
  stories: { summary: 'Stories with their slides.', response: '`Story[]`', gap: true },
  banners: { summary: 'Home-page banners.', response: '`Banner[]`', gap: true },
  notifications: {
    summary: "The merchant's notifications with the user's read state.",
    response: '`Notification[]`',
    gap: true,
  },
  notificationRead: { summary: 'Marks a notification read.', response: '`{ ok: true }`', gap: true },
  branches: { summary: 'Active branches, the main one first.', response: '`Branch[]`' },
  branchesFull: {
    summary: 'Branches with settings, optionally of one city.',
    request: 'query `cityId`',
    response: '`Branch[]`',
  },
  branch: { summary: 'One branch.', response: '`Branch`' },
  branchPlaces: {
    summary: 'Places (halls) of a branch with their tables, for reservations and dine-in.',
    response: '`Place[]`',
    gap: true,
  },
  closestBranch: {
    summary: 'The branch closest to a point; `distance` in km. The path merchant must match the header.',
    request: 'query `lat`, `lon`',
    response: '`Branch`',
  },
  closestBranchLocal: {
    summary: 'The same for a signed-in user.',
    request: 'query `lat`, `lon`',
    response: '`Branch`',
  },
  cities: { summary: "The merchant's cities, the main one first.", response: '`City[]`' },
  deliveryZones: {
    summary: 'Delivery zones as polygons of [lat, lon] with their prices.',
    response: '`DeliveryZone[]`',
    gap: true,
  },
  zoneCheck: {
    summary: 'Whether a point is inside a delivery zone (the cheapest zone containing it).',
    request: 'query `lat`, `lon`',
    response: '`ZoneCheck`',
    gap: true,
  },
  tariff: {
    summary: 'Delivery price from a branch to a point. Outside every zone: 422 OUT_OF_ZONE.',
    request: '`TariffRequest`',
    response: '`Tariff` (field `price`)',
  },
  courier: {
    summary:
      "A courier carrying one of the user's orders, with that order's courier status and position (one courier may carry several orders). Active orders only: with `orderId`, that order of the user's (404 unless this courier carries it and it is active); without, the one ON_WAY first.",
    request: 'query `orderId` (optional)',
    response: '`Courier`',
  },
  overalls: {
    summary: 'The whole catalogue: groups, categories, products with per-branch availability and grades.',
    request: 'query `type` = TG | WEB | APP | OPERATOR',
    response: '`Overall`',
  },
  grades: { summary: 'Average grade per product.', response: '`Grade[]`' },
  favourites: {
    summary: "The user's favourites.",
    request: 'query `userId`, `isFavourite=true`',
    response: '`Favourite[]`',
  },
  favouriteSet: {
    summary: 'Adds (or with `isFavourite: false` removes) a favourite.',
    request: '`FavouriteRequest`',
    response: '`Favourite`',
  },
  favouriteDelete: { summary: 'Removes a favourite by its id.', response: '`{ ok: true }`' },
  reviews: {
    summary: 'Reviews of a product, newest first. Readable by guests.',
    request: 'query `productId`',
    response: '`Review[]`',
  },
  reviewCreate: {
    summary:
      "Posts the user's review of a product, grade 1-5: one per user and product, so posting again replaces it (201 new, 200 replaced). 10 an hour per user.",
    request: '`ReviewRequest`',
    response: '`Review`',
  },
  sendCode: {
    summary:
      'Sends a one-time SMS code: sign-in without a token, phone change with one. Codes live 2 minutes; a new code sooner than 60 s after the last gets 429 with `retryAfter`. Per client at most 5 a minute and 30 an hour, per merchant 500 an hour (429 RATE_LIMITED).',
    request: '`SendCodeRequest` `{ phone, type: "WEB" }`',
    response: '`SendCodeResponse`',
  },
  verifyCode: {
    summary:
      'Checks the code (5 wrong tries at most). Sign-in answers a new token and the user (created on first sign-in); a phone change answers `token: null`.',
    request: '`VerifyRequest` `{ phone, code, type }`',
    response: '`AuthResponse`',
  },
  me: { summary: 'The signed-in user.', response: '`User`' },
  profileUpdate: {
    summary: 'Updates first and last name, gender, birthday, e-mail.',
    request: '`ProfileUpdate`',
    response: '`User`',
    gap: true,
  },
  deleteAccount: { summary: 'Deletes (anonymises) the account and revokes its tokens.', response: '`{ ok: true }`' },
  logout: { summary: 'Revokes the token.', response: '`{ ok: true }`' },
  botLogout: { summary: 'Revokes the token (mini-app variant).', response: '`{ ok: true }`' },
  botToken: {
    summary: 'Mini-app: validates initData with the bot token and answers a token for the Telegram user.',
    request: '`{ initData }` (the raw string) or the raw string as text/plain',
    response: '`{ token }`',
  },
  botAuth: {
    summary: 'Mini-app sign-in: as above, answering the token and the user. Forged or day-old initData: 401.',
    request: '`{ initData }`',
    response: '`AuthResponse`',
  },
  botContact: {
    summary:
      "Mini-app: attaches the phone Telegram shared (`requestContact`) to the signed-in Telegram account. The contact is checked as initData is (bot token HMAC, at most a day old, not ahead of the clock; else 400 CONTACT_INVALID), must be the account's own Telegram user (403 CONTACT_NOT_YOURS) and a +998 number (422 PHONE_NOT_UZBEK: confirm by SMS instead). A number of an SMS account without Telegram links the two when the Telegram account has no orders yet (the answer's `token` is then that account's); otherwise 409 PHONE_TAKEN.",
    request: '`{ contact }` (the signed contact string as the client returned it)',
    response: '`AuthResponse` (`token: null` when the phone joined the signed-in account)',
    gap: true,
  },
  addresses: { summary: "The user's saved addresses.", response: '`Address[]`', gap: true },
  addressCreate: {
    summary:
      'Saves an address; `description` falls back to `name`. A customer keeps at most 50 at a merchant (422 TOO_MANY_ADDRESSES).',
    request: '`AddressInput`',
    response: '`Address`',
    gap: true,
  },
  addressUpdate: { summary: 'Updates an address.', request: '`AddressInput`', response: '`Address`', gap: true },
  addressDelete: { summary: 'Deletes an address.', response: '`{ ok: true }`', gap: true },
  cashbackHistory: {
    summary: "The customer's cashback moves, newest first (at most 100): welcome bonus, earned, spent, returned.",
    response: '`CashbackMove[]`',
    gap: true,
  },
  myPromos: { summary: 'Promo codes given to the user.', response: '`Promo[]`', gap: true },
  promoValidate: {
    summary: 'Checks a promo code against a basket and answers the discounts it gives.',
    request: '`PromoValidateRequest`',
    response: '`PromoValidateResponse`',
    gap: true,
  },
  orderCreate: {
    summary:
      "Places an order now. The server re-prices everything; totals that differ get 409 PRICE_MISMATCH. Send `Idempotency-Key`: within 24 hours a retry with the same key replays the first answer (200, header `Idempotent-Replayed`), and a different request under it gets 409 IDEMPOTENCY_CONFLICT with the placed order's `orderId`; once that order is cancelled the key is spent, and a request under it places a new order. Payment types, promo codes (422 PROMO_UNAVAILABLE) and cashback (422 CASHBACK_UNAVAILABLE) follow the merchant's settings. Delivery needs a phone on the account (422 PHONE_REQUIRED): the courier calls. An online order's `paymentUrl` (demo mode's payment page) is on the origin the request was made to (its Host; behind `TRUST_PROXY=1` the last `X-Forwarded-Host` and `X-Forwarded-Proto`); with `PUBLIC_URL` set, only when that host is `PUBLIC_URL`'s or a subdomain of it (on `PUBLIC_URL`'s scheme), else on `PUBLIC_URL`; without `PUBLIC_URL`, a host that is no plain host gets the online order 400 VALIDATION_FAILED (`field` Host). An online order with nothing left to pay (cashback or a promo covers it) is paid as placed, with no `paymentUrl`.",
    request: '`OrderRequest`',
    response: '`Order` (201)',
  },
  orderCreateAtTime: {
    summary: 'Places a scheduled order (`later: true`, `deliveryAt` in the future inside branch hours).',
    request: '`OrderRequest`',
    response: '`Order` (201)',
  },
  ordersOfUser: {
    summary: "The user's orders, newest first, a page at a time.",
    request: 'query `size` (10), `page` (from 0), `onlyArchive`',
    response: '`Page<Order>`',
  },
  activeOrdersOfUser: { summary: "The user's orders that are not finished.", response: '`Order[]`' },
  order: { summary: "One of the user's orders (another user's: 404).", response: '`Order`' },
  orderCancel: {
    summary: 'Cancels an order while OPEN, ACCEPTED or AT_TIME; returns stock and cashback.',
    response: '`Order`',
    gap: true,
  },
  orderRepeat: {
    summary: "A past order's lines re-checked against today's menu and prices.",
    response: '`RepeatOrder`',
    gap: true,
  },
  orderCallWaiter: { summary: 'Dine-in: calls a waiter to the table.', response: '`Order`', gap: true },
  reservations: { summary: "The user's table reservations.", response: '`Reservation[]`', gap: true },
  reservationCreate: {
    summary:
      'Reserves a table (branch, place, chairs, time inside branch hours). A customer holds at most 5 bookings ahead at a merchant (422 TOO_MANY_RESERVATIONS). Any table (no `tableId`) in a hall with tables needs one that seats the party (422 PARTY_TOO_LARGE, `field` chairs).',
    request: '`ReservationRequest`',
    response: '`Reservation`',
    gap: true,
  },
  reservationCancel: { summary: 'Cancels a reservation.', response: '`Reservation`', gap: true },
} satisfies Record<EndpointName, Doc>;

export function renderApiDoc(): string {
  const lines = [
    '# Platform API reference',
    '',
    'Generated from `src/shared/contract/endpoints.ts` and `server/api-doc.ts` by `npm run api-doc`; do not edit by hand.',
    'Request and response types are the valibot schemas in `src/shared/contract/` (`Merchant`, `Order`, ...), which the client and the',
    'reference server both import.',
    '',
    'Conventions:',
    '',
    '- Base URL: `/api` on the reference server (`VITE_API_URL` in the client).',
    '- Every call except those marked "no merchant" sends the header `X-Merchant-Id`. Data of one merchant is never visible under another.',
    '- Auth "required" calls send `Authorization: Bearer <token>` (the spec\'s WITH_TOKEN marker). A token is valid only under the merchant that issued it.',
    '  A bad, revoked or foreign token gets 401 on every call, also where signing in is optional; a token expires 30 days after sign-in',
    '  (401 SESSION_EXPIRED).',
    '- Errors have one shape: `{ code, message, description: { uz, ru, eng }, field?, retryAfter?, orderId? }`. 400 names the bad `field`, also for',
    '  free text with control characters or half a surrogate pair, and for an id that is not a positive whole number. A body',
    '  over 64 KB gets 413 PAYLOAD_TOO_LARGE before it is read; one not declared `application/json` (a charset may follow) 415',
    "  UNSUPPORTED_MEDIA_TYPE, one that is not UTF-8 or not JSON 400 BAD_JSON. What Node's parser refuses before the API sees",
    '  it answers in the same shape: headers over 16 KB 431 HEADERS_TOO_LARGE, a Host header no URL can hold or a body both',
    '  sized and chunked 400 BAD_REQUEST, a request not whole within 30 s 408 REQUEST_TIMEOUT.',
    '- Rate limits (429 RATE_LIMITED, `Retry-After` and `retryAfter` in seconds): every POST, PUT and DELETE at most 120 a minute per',
    '  client and 3,000 per merchant; code checks and mini-app sign-ins 30 a minute per client and 1,000 per merchant; see also `sendCode`',
    '  and `reviewCreate`.',
    '- Caching: answers marked "public" below, asked without a token, carry a strong `ETag` (a hash of the body); `If-None-Match`',
    '  with it gets 304 without a body. Content only the merchant edits is fresh for a minute',
    `  (\`Cache-Control: ${FRESH_FOR_A_MINUTE}\`); the catalogue and the grades, which orders and reviews change, are`,
    `  revalidated on every use (\`${REVALIDATE_EACH_TIME}\`): an unchanged catalogue costs a 304 instead of ~100 KB. They vary`,
    '  on `X-Merchant-Id`, `Authorization` and `Accept-Encoding`, not on `Accept-Language`: every answer carries all three languages.',
    '  A shared cache in front of the API must honour `Vary` (or key on `X-Merchant-Id`). Everything else, any call that sends a',
    '  token, and every error is `no-store`.',
    '- Compression: bodies of 1 KB or more are sent with brotli or gzip as `Accept-Encoding` allows (brotli first); a packed',
    '  answer\'s `ETag` names its encoding (`"<hash>-br"`), and `If-None-Match` matches the content in any encoding. An answer',
    "  with a strong `ETag` (the catalogue, the grades, the merchant's public content) is packed once per version and",
    '  encoding and kept, so it is packed harder (brotli 10, gzip 9; up to 1 MB, beyond which its first client would wait',
    '  seconds): the demo menu 14.8 KB instead of 17.0.',
    '- "gap" marks paths the spec does not show; they follow the same style.',
    '- Demo mode only: `GET /api/dev/sms/latest?phone=998901234567` (the last SMS code sent to a phone; this machine only),',
    "  `GET|POST /api/dev/pay/{id}?key=` (stand-in payment page, opened through the order's `paymentUrl`, which carries its secret `key`),",
    '  `GET /api/dev/telegram/init-data?id=&first_name=&last_name=&username=&language_code=&start_param=` (`{ initData }` signed with the',
    "  server's bot token, for the Telegram simulator page at `/__telegram`; this machine only), and generated artwork at",
    "  `GET /api/content/art/{key}/{seed}.webp` (480x480, as the image proxy gives a merchant's pictures; at most two drawn at",
    '  once, 429 when 64 more wait) or `.svg` (the drawing itself).',
    '',
    '| Method | Path | Auth | Request | Response | Notes |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]) {
    const doc: Doc = docs[name];
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const policy = publicPolicy(name);
    const cached =
      policy === undefined
        ? ''
        : policy === REVALIDATE_EACH_TIME
          ? 'Public, revalidated on every use.'
          : 'Public, fresh for a minute.';
    const notes = [doc.summary, 'merchant' in endpoint ? 'No merchant header.' : '', cached, doc.gap ? '(gap)' : '']
      .filter(Boolean)
      .join(' ');
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    lines.push(
      `| ${endpoint.method} | \`/api${path}\` | ${endpoint.auth} | ${cell(doc.request ?? '-')} | ${cell(doc.response)} | ${cell(notes)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
