/**
 * `npm run seed -- --products 5000`: writes the `scale` merchant (sub `scale`, e.g. scale.localhost) with that many
 * products into the database (DB_PATH), for benchmarks. `--replace` drops an earlier scale merchant first.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildScaleMerchant } from './seed/scale-merchant.ts';
import { deleteMerchant, seedMerchant } from './seed/seed.ts';

const args = process.argv.slice(2);
const countArg = args[args.indexOf('--products') + 1];
const products = args.includes('--products') ? Number(countArg) : 5000;
if (!Number.isSafeInteger(products) || products < 1 || products > 100_000) {
  console.error('Usage: npm run seed -- --products <1..100000> [--replace]');
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config.dbPath);
const merchant = buildScaleMerchant(products);
if (args.includes('--replace')) deleteMerchant(db, merchant.id);
const started = performance.now();
const written = seedMerchant(db, merchant);
console.log(
  written
    ? `Seeded merchant "${merchant.sub}" (${merchant.id}) with ${products} products into ${config.dbPath} in ${Math.round(performance.now() - started)} ms`
    : `Merchant "${merchant.sub}" already exists in ${config.dbPath}; pass --replace to rebuild it`,
);
db.close();
