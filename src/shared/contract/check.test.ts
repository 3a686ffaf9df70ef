import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkValue, describeIssues } from './check.ts';

const Settings = v.object({ color: v.nullish(v.string()), active: v.optional(v.boolean(), true) });
const Line = v.object({ productId: v.number(), count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)) });

describe('checkValue', () => {
  it('refuses a list where an object is expected, though every key of the object is optional', () => {
    const listed = checkValue(Settings, [{ color: 'red' }]);
    expect(listed.success).toBe(false);
    expect(describeIssues(listed.issues ?? [])).toBe('Invalid type: Expected Object but received Array');
    expect(checkValue(Settings, { color: 'red', extra: 1 })).toMatchObject({
      success: true,
      output: { color: 'red', active: true },
    });
  });

  it('names where each issue is, deep in lists and objects', () => {
    const checked = checkValue(v.object({ items: v.array(Line) }), { items: [{ productId: 1, count: 0 }, []] });
    expect(checked.success).toBe(false);
    expect(describeIssues(checked.issues ?? [])).toBe(
      'items.0.count: Invalid value: Expected >=1 but received 0; items.1.productId: Invalid key: Expected "productId" but received undefined; items.1.count: Invalid key: Expected "count" but received undefined',
    );
  });
});
