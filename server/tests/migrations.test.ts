/** Schema migrations bring an existing database forward without losing what it holds. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database file at schema version `version`, filled by `fill`. */
function databaseAt(version: number, fill: (db: Database.Database) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-db-'));
  dirs.push(dir);
  const file = path.join(dir, 'old.db');
  const db = new Database(file);
  for (const sql of migrations.slice(0, version)) db.exec(sql);
  db.pragma(`user_version = ${version}`);
  fill(db);
  db.close();
  return file;
}

const MERCHANT =
  "INSERT INTO merchants (id, sub, name, created_at) VALUES ('m1', 'old', 'Old', '2026-01-01T00:00:00.000Z')";
const USER =
  "INSERT INTO users (id, merchant_id, phone, created_at, updated_at) VALUES (1, 'm1', '998900000001', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')";

describe('migrations', () => {
  it('gives tokens issued before expiry existed 30 days from their issue', () => {
    const file = databaseAt(2, (db) => {
      db.exec(MERCHANT);
      db.exec(USER);
      db.exec(
        "INSERT INTO tokens (token_hash, user_id, merchant_id, source, created_at) VALUES ('h1', 1, 'm1', 'SMS', '2026-03-01T10:00:00.000Z')",
      );
    });
    const db = openDatabase(file);
    const row = db.prepare("SELECT expires_at FROM tokens WHERE token_hash = 'h1'").get() as { expires_at: number };
    expect(new Date(row.expires_at).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    db.close();
  });

  it('keeps the newest of several reviews one user left on one product', () => {
    const file = databaseAt(3, (db) => {
      db.exec(MERCHANT);
      db.exec(USER);
      db.exec("INSERT INTO categories (id, merchant_id, priority, data) VALUES (1, 'm1', 1, '{}')");
      db.exec(
        "INSERT INTO products (id, merchant_id, category_id, priority, cost_price, data) VALUES (1, 'm1', 1, 1, 1000, '{}')",
      );
      const review = db.prepare(
        "INSERT INTO reviews (merchant_id, user_id, product_id, grade, comment, created_at) VALUES ('m1', 1, 1, ?, ?, ?)",
      );
      review.run(1, 'first', '2026-01-01T00:00:00.000Z');
      review.run(1, 'second', '2026-01-02T00:00:00.000Z');
      review.run(4, 'last', '2026-01-03T00:00:00.000Z');
    });
    const db = openDatabase(file);
    expect(db.prepare('SELECT grade, comment FROM reviews').all()).toEqual([{ grade: 4, comment: 'last' }]);
    expect(() =>
      db.exec(
        "INSERT INTO reviews (merchant_id, user_id, product_id, grade, comment, created_at) VALUES ('m1', 1, 1, 5, 'again', 'x')",
      ),
    ).toThrow(/UNIQUE/);
    db.close();
  });
});
