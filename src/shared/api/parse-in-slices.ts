import * as v from 'valibot';
import { checkValue, describeIssues } from '@/shared/contract/check.ts';
import { yieldToMain } from '@/shared/lib/yield-to-main.ts';
import { ApiError, fail, ok, type Result } from './api-error.ts';

/**
 * How long one stretch of checking may hold the main thread before it gives a turn to input and paint: well under the
 * 50 ms of a long task even on a phone four times slower than the machine that measured it.
 */
export const SLICE_MS = 10;

/**
 * Items checked already (by the reading worker, read-json.ts), with the schema they were checked by. Kept per item, not
 * per list: the answer's own check hands on a copy of the list.
 */
export const checkedItems = new WeakMap<object, v.GenericSchema>();

/**
 * Checks every item of a long list from an answer against its contract, in stretches of about SLICE_MS, so a
 * menu of thousands of dishes never blocks taps and paints while it is checked. The result is the same as checking
 * the whole list at once: the parsed items, or the contract error of the first item that does not fit (`what` names
 * the answer, as `call` does). Items already checked by the same schema (`checkedItems`) are taken as they are.
 */
export async function parseListInSlices<S extends v.GenericSchema>(
  items: readonly unknown[],
  schema: S,
  what: string,
): Promise<Result<v.InferOutput<S>[]>> {
  const parsed: v.InferOutput<S>[] = [];
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index += 1) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    const value = items[index];
    if (checkedItems.get(value as object) === schema) {
      parsed.push(value as v.InferOutput<S>);
      continue;
    }
    const item = checkValue(schema, value);
    if (!item.success) {
      return fail(
        new ApiError({
          kind: 'contract',
          code: 'CONTRACT_MISMATCH',
          message: `Unexpected answer from ${what}: item ${index}: ${describeIssues(item.issues)}`,
        }),
      );
    }
    parsed.push(item.output as v.InferOutput<S>);
  }
  return ok(parsed);
}
