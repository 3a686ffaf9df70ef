import type * as v from 'valibot';
import { ProductSchema } from '@/shared/contract/catalogue.ts';

/**
 * The schemas of the items of the long lists a large answer carries (the menu's dishes), by the list's name: the
 * reading worker checks each piece of such a list before it sends it (read-json.worker.ts), so the page need not
 * check them again (`checkedItems`, parse-in-slices.ts).
 */
export const LIST_SCHEMAS: Readonly<Record<string, v.GenericSchema>> = { products: ProductSchema };
