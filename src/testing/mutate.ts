/**
 * Broken answers for property tests: a valid answer with a few of its values replaced by something the contract does
 * not allow (a missing key, a null, the wrong type, an empty list, a huge string, markup, an impossible date), or a
 * random JSON value instead of the answer. Each mutation is a few (place, value) pairs, so fast-check shrinks a
 * failure to the one change that breaks the screen.
 */
import fc from 'fast-check';

type Place = { container: Record<string, unknown> | unknown[]; key: string | number };

/** Every key and index of a JSON value, depth first. */
function placesOf(value: unknown, out: Place[] = []): Place[] {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      out.push({ container: value, key: index });
      placesOf(item, out);
    });
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      out.push({ container: value as Record<string, unknown>, key });
      placesOf(item, out);
    }
  return out;
}

/** What a broken server, a proxy or a careless editor puts where a value should be. */
const strange: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', 0, -1, -0.5, 1e308, true, 'NaN', '2026-13-45T99:99:99Z', [], {}, [null], { 0: 1 }),
  fc.constantFrom('x'.repeat(20_000), '<img src=x onerror="window.__pwned=1">', '\u202Egnp.exe', 'javascript:alert(1)'),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A change to one place: `remove` drops the key (or empties the list's slot), else the place gets `value`. */
const change = fc.record({ at: fc.nat(), remove: fc.boolean(), value: strange });

function apply(valid: unknown, changes: readonly { at: number; remove: boolean; value: unknown }[]): unknown {
  let root = structuredClone(valid);
  for (const { at, remove, value } of changes) {
    const places = placesOf(root);
    const place = places[at % Math.max(1, places.length)];
    if (!place) {
      root = value;
      continue;
    }
    if (remove && Array.isArray(place.container)) place.container.splice(Number(place.key), 1);
    else if (remove) delete (place.container as Record<string, unknown>)[place.key];
    else (place.container as Record<string | number, unknown>)[place.key] = value;
  }
  return root;
}

/** `valid` broken in one to five places (mostly), or any JSON value at all. */
export const brokenAnswer = (valid: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.array(change, { minLength: 1, maxLength: 5 }).map((changes) => apply(valid, changes)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
