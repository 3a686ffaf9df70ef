/**
 * Property-based attack on the reference API: every endpoint of the endpoint table gets random and mutated bodies,
 * query strings, path parameters, tokens and merchant headers, and the storefront's static server random paths. The
 * property is the error contract: never a 5xx, and every 4xx in the one JSON error shape without a stack trace
 * (`client.api()` checks both on every answer).
 *
 * Deterministic: the seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the runs per endpoint); a failure prints the
 * seed, the path of the shrunk counterexample and the request, so it can be replayed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import {
  DEMO_MERCHANT_ID,
  checkErrorBody,
  contactFor,
  initDataFor,
  moveClockToOpenHours,
  startClient,
  type CallOptions,
  type Client,
  type Method,
  type Session,
} from './test-client.ts';
import {
  buildOrder,
  loadCatalogue,
  mainBranch,
  placePickUp,
  plainProduct,
  pointInside,
  type Catalogue,
} from './fixtures.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_510);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const params = (runs = RUNS) => ({ seed: SEED, numRuns: runs, endOnFailure: true });

let client: Client;
let catalogue: Catalogue;
/** The user most calls are made as, and ids of things that exist (theirs and the merchant's), for path parameters. */
let shared: Session;
let knownIds: string[];

beforeAll(async () => {
  client = await startClient();
  moveClockToOpenHours(client.server);
  catalogue = await loadCatalogue(client);
  shared = await client.signIn();
  const branchId = mainBranch(catalogue).id;
  const order = await placePickUp(client, catalogue, shared.token, branchId);
  const address = await client.api('/users/v1/addresses', {
    method: 'POST',
    token: shared.token,
    body: { type: 'HOUSE', name: 'Home', latitude: 41.31, longitude: 69.28 },
  });
  const favourite = await client.api('/products/v1/favourite', {
    method: 'POST',
    token: shared.token,
    body: { productId: plainProduct(catalogue, branchId).id, isFavourite: true },
  });
  const idOf = (body: unknown) => String((body as { id: number }).id);
  knownIds = [
    String(shared.user.id),
    String(order.id),
    idOf(address.body),
    idOf(favourite.body),
    String(branchId),
    String(plainProduct(catalogue, branchId).id),
    DEMO_MERCHANT_ID,
  ];
  console.info(`API fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} runs per endpoint (FUZZ_RUNS)`);
});
afterAll(() => client.close());

/** Values that broke or nearly broke the API before, mixed into everything. */
const NASTY_VALUES: unknown[] = [
  -1,
  0,
  -0,
  2.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '9007199254740993',
  '',
  ' ',
  '\u0000',
  '\u0007bell',
  '\u202Eevil',
  '2.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2026-02-30T12:00:00Z',
  '9999-12-31T23:59:59Z',
  '2999-01-01',
  '2024-13-45',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '%E0%A4%A',
  '../../etc/passwd',
  'x'.repeat(3000),
  [],
  {},
  null,
  true,
  false,
  [[[[[]]]]],
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

const weird: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DATE_MS = 8.64e15;

/** A wrong value of the same kind as a valid one (dates for a date, numbers for a number), or anything at all. */
function oddLike(value: unknown): fc.Arbitrary<unknown> {
  let kind: fc.Arbitrary<unknown> = weird;
  if (typeof value === 'number') {
    kind = fc.oneof(
      fc.constantFrom(-1, 0, -0, 0.5, 2.5, 1e308, -1e308, 2 ** 53 + 1, 1e-9, value + 0.01, value - 0.01, value * 1000),
      fc.integer(),
      fc.double({ noNaN: true }),
    );
  } else if (typeof value === 'string' && DATE_LIKE.test(value)) {
    const at = new Date(value).getTime();
    kind = fc.oneof(
      fc.constantFrom(
        '+275760-09-13T00:00:00.000Z',
        '-271821-04-20T00:00:00.000Z',
        '2026-02-30T12:00:00Z',
        '9999-12-31T23:59:59Z',
        '0000-01-01T00:00:00Z',
        '2026-06-01',
        'soon',
        '2999-01-01',
        '2024-13-45',
      ),
      fc.integer({ min: -100_000, max: 100_000 }).map((days) => new Date(at + days * DAY_MS).toISOString()),
      // Near the last moment a Date can hold, where adding a time zone overflows.
      fc.integer({ min: 0, max: 6 }).map((hours) => new Date(MAX_DATE_MS - hours * 3_600_000).toISOString()),
    );
  } else if (typeof value === 'string') {
    kind = fc.oneof(
      fc.constantFrom('', ' ', '\u0000', 'a\u0007b', '\u202Eevil', 'x'.repeat(3000), "' OR '1'='1", '<b>x</b>'),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    );
  }
  return fc.oneof({ weight: 3, arbitrary: kind }, { weight: 1, arbitrary: weird });
}

/** A valid body per write endpoint, the starting point of the mutations (the rest get random bodies only). */
function validBodies(): Partial<Record<EndpointName, unknown>> {
  const branchId = mainBranch(catalogue).id;
  const productId = plainProduct(catalogue, branchId).id;
  const zone = catalogue.zones[0];
  const point = zone ? pointInside(zone) : { latitude: 41.31, longitude: 69.28 };
  const order = buildOrder(catalogue, { serviceType: 'PICK_UP', branchId, cart: [{ productId, count: 1 }] }).request;
  const later = new Date(client.server.deps.now().getTime() + 3 * 60 * 60 * 1000).toISOString();
  const address = {
    type: 'HOUSE',
    name: 'Home',
    streetName: 'Navoiy',
    latitude: point.latitude,
    longitude: point.longitude,
    comment: 'Ring',
  };
  return {
    sendCode: { phone: '998901234567', type: 'WEB' },
    verifyCode: { phone: '998901234567', code: '123456', type: 'WEB' },
    profileUpdate: {
      firstName: 'Ali',
      lastName: 'Valiyev',
      gender: 'MALE',
      birthday: '1990-05-17',
      email: 'ali@example.uz',
    },
    botToken: { initData: initDataFor({ id: 5001, first_name: 'Fuzz' }) },
    botAuth: { initData: initDataFor({ id: 5002, first_name: 'Fuzz' }) },
    botContact: { contact: contactFor({ user_id: 5003, phone_number: '998901234500' }) },
    addressCreate: address,
    addressUpdate: address,
    favouriteSet: { productId, isFavourite: true },
    reviewCreate: { productId, grade: 4, comment: 'Tasty' },
    promoValidate: { code: 'WELCOME30', branchId, serviceType: 'PICK_UP', cartItems: [{ productId, count: 1 }] },
    orderCreate: order,
    orderCreateAtTime: { ...order, later: true, deliveryAt: later },
    reservationCreate: { branchId, placeId: 1, tableId: null, chairs: 2, reservedAt: later, comment: 'Window' },
    tariff: { productPrice: 1000, branchId, latitude: point.latitude, longitude: point.longitude },
  };
}

/** Mutations of a valid body: a field replaced, removed or added, an array item broken, or the whole body random. */
function bodies(valid: unknown): fc.Arbitrary<CallOptions> {
  const json = (body: unknown): CallOptions => ({ body });
  const random = fc.oneof(weird, fc.jsonValue({ maxDepth: 4 })).map(json);
  const raw = fc
    .record({
      raw: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('{', '[]', 'null', '{"a":', '{"phone":"9989', '\u0000', '[1,2', '{}{}'),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
      ),
    })
    .map(({ raw, contentType }): CallOptions => ({ raw, contentType }));
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return fc.oneof(random, raw);
  const fields = Object.keys(valid);
  const record = valid as Record<string, unknown>;
  const replaced = fc
    .constantFrom(...fields)
    .chain((key) => oddLike(record[key]).map((value) => json({ ...record, [key]: value })));
  const removed = fc
    .constantFrom(...fields)
    .map((key) => json(Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))));
  const added = fc
    .record({
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'isPaid', 'status'),
      ),
      value: weird,
    })
    .map(({ key, value }) => json({ ...record, [key]: value }));
  const arrays = fields.filter((key) => Array.isArray(record[key]));
  const itemBroken = arrays.length
    ? fc
        .record({
          key: fc.constantFrom(...arrays),
          item: fc.dictionary(fc.constantFrom('productId', 'count', 'modifications', 'modificationId', 'x'), weird),
        })
        .map(({ key, item }) => json({ ...record, [key]: [...(record[key] as unknown[]), item] }))
    : replaced;
  return fc.oneof(
    { weight: 4, arbitrary: replaced },
    { weight: 2, arbitrary: removed },
    { weight: 1, arbitrary: added },
    { weight: 2, arbitrary: itemBroken },
    { weight: 1, arbitrary: random },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant(json(valid)) },
  );
}

const QUERY_KEYS = [
  'size',
  'page',
  'onlyArchive',
  'lat',
  'lon',
  'productId',
  'cityId',
  'type',
  'policies',
  'userId',
  'isFavourite',
  'phone',
  'key',
];
const queryValue = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...NASTY_VALUES.filter((v) => typeof v === 'string' || typeof v === 'number').map(String),
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: -400, max: 400 }).map((n) => String(n / 4)) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 100 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('WEB', 'TG', 'TERMS', 'true', 'false', '41.31', '69.28') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
/** The query keys each endpoint reads (docs/api.md), tried more often on it than the others. */
const QUERY_OF: Partial<Record<EndpointName, string[]>> = {
  ordersOfUser: ['size', 'page', 'onlyArchive'],
  closestBranch: ['lat', 'lon'],
  closestBranchLocal: ['lat', 'lon'],
  zoneCheck: ['lat', 'lon'],
  branchesFull: ['cityId'],
  overalls: ['type'],
  policies: ['policies'],
  favourites: ['userId', 'isFavourite'],
  reviews: ['productId'],
};
const queryString = (entries: Record<string, string>) => {
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : '';
};
/** Mostly one of the endpoint's own keys with an odd value (a bug hides best alone), else a mix of keys. */
const queries = (own: string[] = []) => {
  const mixed = fc.dictionary(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS, ...own) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    queryValue,
    { maxKeys: 3 },
  );
  if (own.length === 0) return mixed.map(queryString);
  const single = fc
    .record({ key: fc.constantFrom(...own), value: queryValue })
    .map(({ key, value }) => ({ [key]: value }));
  return fc.oneof({ weight: 3, arbitrary: single }, { weight: 1, arbitrary: mixed }).map(queryString);
};

/** A path parameter: mostly a value that reaches the handler (the user's own id, an id that exists), else anything. */
const pathParam = (name: string) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constant(null)
        .chain(() =>
          name === 'userId'
            ? fc.constant(String(shared.user.id))
            : name === 'sub'
              ? fc.constant('demo')
              : /^merchant/.test(name)
                ? fc.constant(DEMO_MERCHANT_ID)
                : fc.constantFrom(...knownIds),
        ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('0', '-1', '2.5', '1e3', '9007199254740993', 'NaN', ' 7', 'demo', DEMO_MERCHANT_ID)
        .map(encodeURIComponent),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'grapheme', maxLength: 16 })
        .filter((s) => s.length > 0)
        .map(encodeURIComponent),
    },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%ff', '%', '%00', '..%2F..', '%2e%2e', 'a%2Fb') },
  );

const auth = fc.oneof(
  { weight: 4, arbitrary: fc.constant<'token'>('token') },
  { weight: 1, arbitrary: fc.constantFrom<'none' | 'garbage'>('none', 'garbage') },
);
const merchantHeader = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | null>(DEMO_MERCHANT_ID) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>(null, '', 'demo', "' OR 1=1", 'x'.repeat(200)) },
);

function fill(pattern: string, values: string[]): string {
  let i = 0;
  return pattern.replace(/:([A-Za-z]+)/g, () => values[i++] ?? '1');
}

describe('API fuzz: no 5xx, every 4xx in the error shape', () => {
  const named = Object.entries(endpoints) as [EndpointName, Endpoint][];

  /** Calls that end their session get one of their own. */
  const ending = new Set<EndpointName>(['logout', 'botLogout', 'deleteAccount']);

  it.each(named)('%s', async (name, endpoint) => {
    const session = ending.has(name) ? await client.signIn() : shared;
    const valid = validBodies()[name];
    const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
    const request = fc.record({
      params: fc.tuple(...names.map(pathParam)),
      query: queries(QUERY_OF[name]),
      body: endpoint.method === 'GET' ? fc.constant<CallOptions>({}) : bodies(valid),
      auth,
      merchant: merchantHeader,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ params: values, query, body, auth: who, merchant }) => {
        const token = who === 'token' ? session.token : who === 'garbage' ? 'not-a-token' : null;
        const answer = await client.api(`${fill(endpoint.path, values)}${query}`, {
          method: endpoint.method as Method,
          token,
          merchant,
          ...body,
        });
        if (answer.status >= 400) checkErrorBody(answer);
      }),
      // Endpoints that read a query or a body get more runs: their bugs hide in one value among several.
      params(QUERY_OF[name] || valid !== undefined ? RUNS * 3 : RUNS),
    );
  });

  it('random paths under /api', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'users',
        'v1',
        'orders',
        'products',
        'dev',
        'pay',
        'sms',
        'latest',
        'comment',
        '%E0%A4%A',
        '%ff',
        '..',
        '%2e%2e',
      ),
      pathParam('id'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        queries(),
        fc.constantFrom<Method>('GET', 'POST', 'PUT', 'DELETE'),
        async (segments, query, method) => {
          await client.api(`/${segments.join('/')}${query}`, { method, merchant: null });
        },
      ),
      params(150),
    );
  });
});

describe('static server fuzz', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-fuzz-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(root, 'assets', 'app-1.js'), '1');
    server = await startTestServer({ serveClient: true, staticDir: root });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers any path with a page, a file or a 4xx in the error shape', async () => {
    const byte = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`);
    const piece = fc.oneof(
      fc.webSegment(),
      byte,
      fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e', 'assets', 'app-1.js', '__telegram', '%C0%AF'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(piece, { minLength: 1, maxLength: 3 }).map((p) => p.join('')),
          { minLength: 1, maxLength: 5 },
        ),
        async (segments) => {
          const response = await fetch(`${server.origin}/${segments.join('/')}`);
          const text = await response.text();
          expect(response.status, `/${segments.join('/')}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) {
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // The error contract below fails on text.
            }
            checkErrorBody({ status: response.status, body, headers: response.headers, text });
          }
        },
      ),
      params(300),
    );
  });
});
