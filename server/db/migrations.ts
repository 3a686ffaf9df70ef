/** Schema migrations, applied in order at start; `PRAGMA user_version` records how far a database has come. */
export const migrations: readonly string[] = [
  `
  CREATE TABLE merchants (
    id TEXT PRIMARY KEY,
    sub TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    logo TEXT,
    color TEXT,
    main_city_id INTEGER,
    latitude REAL,
    longitude REAL,
    is_active INTEGER NOT NULL DEFAULT 1,
    sms_provider TEXT NOT NULL DEFAULT 'ESKIZ',
    new_user_cashback REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE web_settings (merchant_id TEXT PRIMARY KEY REFERENCES merchants(id), data TEXT NOT NULL);
  CREATE TABLE policies (
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    type TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (merchant_id, type)
  );
  CREATE TABLE payment_methods (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), type TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE payment_settings (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    type TEXT NOT NULL,
    web_enabled INTEGER NOT NULL,
    bot_enabled INTEGER NOT NULL,
    operator_enabled INTEGER NOT NULL,
    app_enabled INTEGER NOT NULL,
    qr_enabled INTEGER NOT NULL,
    is_active INTEGER NOT NULL,
    UNIQUE (merchant_id, type)
  );
  CREATE TABLE cities (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), is_main INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE branches (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    city_id INTEGER,
    latitude REAL NOT NULL,
    longitude REAL NOT NULL,
    is_main INTEGER NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1,
    data TEXT NOT NULL
  );
  CREATE TABLE zones (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), city_id INTEGER, price REAL NOT NULL, data TEXT NOT NULL);
  CREATE TABLE product_groups (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), priority INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    group_id INTEGER,
    priority INTEGER NOT NULL,
    data TEXT NOT NULL
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    category_id INTEGER NOT NULL REFERENCES categories(id),
    priority INTEGER NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    cost_price REAL NOT NULL,
    discount REAL NOT NULL DEFAULT 0,
    data TEXT NOT NULL
  );
  CREATE INDEX products_by_merchant ON products (merchant_id);
  CREATE TABLE product_branches (
    product_id INTEGER NOT NULL REFERENCES products(id),
    branch_id INTEGER NOT NULL REFERENCES branches(id),
    active INTEGER NOT NULL,
    stock INTEGER,
    PRIMARY KEY (product_id, branch_id)
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    phone TEXT,
    telegram_id INTEGER,
    first_name TEXT,
    last_name TEXT,
    email TEXT,
    gender TEXT,
    birthday TEXT,
    image TEXT,
    role TEXT NOT NULL DEFAULT 'CLIENT',
    cashback REAL NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX users_by_phone ON users (merchant_id, phone) WHERE phone IS NOT NULL;
  CREATE UNIQUE INDEX users_by_telegram ON users (merchant_id, telegram_id) WHERE telegram_id IS NOT NULL;
  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    source TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );
  CREATE TABLE sms_codes (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    phone TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    user_id INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER
  );
  CREATE INDEX sms_codes_by_phone ON sms_codes (merchant_id, phone, created_at);
  CREATE TABLE dev_sms (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL, phone TEXT NOT NULL, code TEXT NOT NULL, text TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    data TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE favourites (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    created_at TEXT NOT NULL,
    UNIQUE (user_id, product_id)
  );
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    grade INTEGER NOT NULL CHECK (grade BETWEEN 1 AND 5),
    comment TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX reviews_by_product ON reviews (product_id);
  CREATE TABLE promos (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    code TEXT NOT NULL,
    give_to_new_users INTEGER NOT NULL DEFAULT 0,
    data TEXT NOT NULL,
    UNIQUE (merchant_id, code)
  );
  CREATE TABLE user_promos (user_id INTEGER NOT NULL REFERENCES users(id), promo_id INTEGER NOT NULL REFERENCES promos(id), PRIMARY KEY (user_id, promo_id));
  CREATE TABLE couriers (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), branch_id INTEGER, data TEXT NOT NULL);
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    status TEXT NOT NULL,
    data TEXT NOT NULL,
    next_step_at INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX orders_by_user ON orders (merchant_id, user_id, id);
  CREATE TABLE idempotency_keys (
    merchant_id TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (merchant_id, user_id, key)
  );
  CREATE TABLE vacancies (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), data TEXT NOT NULL);
  CREATE TABLE stories (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), priority INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE banners (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), priority INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE notifications (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), data TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE notification_reads (user_id INTEGER NOT NULL, notification_id INTEGER NOT NULL, PRIMARY KEY (user_id, notification_id));
  CREATE TABLE places (id INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL REFERENCES merchants(id), branch_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE dining_tables (id INTEGER PRIMARY KEY, place_id INTEGER NOT NULL REFERENCES places(id), number TEXT NOT NULL, chairs INTEGER NOT NULL);
  CREATE TABLE reservations (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    branch_id INTEGER NOT NULL,
    place_id INTEGER NOT NULL,
    table_id INTEGER,
    chairs INTEGER NOT NULL,
    reserved_at TEXT NOT NULL,
    comment TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  // Personal promos (given to new users) are spent by the order that uses them and come back if it is cancelled.
  `ALTER TABLE user_promos ADD COLUMN used_order_id INTEGER;`,
  // Tokens expire on the server (30 days after sign-in, as the client's cookie); existing ones count from their issue.
  `
  ALTER TABLE tokens ADD COLUMN expires_at INTEGER;
  UPDATE tokens SET expires_at = CAST(strftime('%s', created_at) AS INTEGER) * 1000 + 30 * 86400000;
  `,
  // One review per user per product (posting again replaces it): of earlier duplicates the newest stays.
  `
  DELETE FROM reviews WHERE id NOT IN (SELECT MAX(id) FROM reviews GROUP BY user_id, product_id);
  CREATE UNIQUE INDEX reviews_one_per_user ON reviews (user_id, product_id);
  `,
  // The cashback ledger (welcome bonus, earned by a delivered order, spent on an order, returned by a cancellation),
  // and the share of a delivered order's products a merchant gives back as cashback.
  `
  CREATE TABLE cashback_moves (
    id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL REFERENCES merchants(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    order_id INTEGER,
    order_number TEXT,
    kind TEXT NOT NULL,
    amount REAL NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX cashback_moves_of_user ON cashback_moves (user_id, id);
  ALTER TABLE merchants ADD COLUMN cashback_percent REAL NOT NULL DEFAULT 0;
  `,
  // Each merchant's catalogue version: every write to what the catalogue answer is built from (its groups, categories,
  // products, their stock per branch, their reviews) counts it up, whoever writes (this server, another process, an
  // operator's SQL), so the built answer can be kept until it changes (server/services/catalogue.ts).
  `
  CREATE TABLE catalogue_versions (merchant_id TEXT PRIMARY KEY, version INTEGER NOT NULL);
  ${catalogueVersionTriggers()}
  `,
  // The identities (a phone number, a Telegram id) already welcomed, as keyed hashes: those an account was welcomed
  // with and those it had when it closed. An account opened again with one of them is not given the welcome bonus
  // and the new customers' promos a second time (services/welcome.ts).
  `
  CREATE TABLE welcomed_identities (
    merchant_id TEXT NOT NULL,
    identity_hash TEXT NOT NULL,
    PRIMARY KEY (merchant_id, identity_hash)
  ) WITHOUT ROWID;
  `,
  // Secrets the server makes for itself and keeps across restarts: the demo bot's token (services/demo-bot.ts).
  `
  CREATE TABLE server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  `,
];

/**
 * Triggers that count a merchant's catalogue version up on every insert, update and delete of the tables its catalogue
 * is built from; `product_branches` names its merchant through its product.
 */
function catalogueVersionTriggers(): string {
  const tables = ['product_groups', 'categories', 'products', 'reviews', 'product_branches'];
  const merchantOf = (table: string, row: 'NEW' | 'OLD') =>
    table === 'product_branches'
      ? `SELECT merchant_id, 1 FROM products WHERE id = ${row}.product_id`
      : `VALUES (${row}.merchant_id, 1)`;
  const events = { INSERT: ['NEW'], UPDATE: ['OLD', 'NEW'], DELETE: ['OLD'] } as const;
  const counts = (table: string, row: 'NEW' | 'OLD') =>
    `    INSERT INTO catalogue_versions (merchant_id, version) ${merchantOf(table, row)} ON CONFLICT (merchant_id) DO UPDATE SET version = version + 1;`;
  return tables
    .flatMap((table) =>
      Object.entries(events).map(
        ([event, rows]) =>
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_counts_catalogue AFTER ${event} ON ${table} BEGIN\n` +
          `${rows.map((row) => counts(table, row)).join('\n')}\n  END;`,
      ),
    )
    .join('\n  ');
}
