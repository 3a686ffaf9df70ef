import * as v from 'valibot';

/** Stands in for an object schema given a list (below). */
const NOT_A_LIST = v.custom<never>(() => false, 'Invalid type: Expected Object but received Array');

/**
 * A value checked against a contract schema. valibot reads a list as an object lacking every key, where the contract
 * never takes one for the other: a list given where an object is expected is refused here, before the schema sees it
 * (deeper down a list then fails on the object's required keys, or reads as an empty object of optional ones).
 */
export function checkValue<S extends v.GenericSchema>(schema: S, value: unknown): v.SafeParseResult<S> {
  if (schema.type === 'object' && Array.isArray(value))
    return v.safeParse(NOT_A_LIST, value) as unknown as v.SafeParseResult<S>;
  // A pipe stops at its first failed check: a string over its length limit never reaches the pattern after it.
  return v.safeParse(schema, value, { abortPipeEarly: true });
}

/** Where in a value an issue is, as a dotted path (`items.0.count`), or '' for the value itself. */
export const issuePath = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');

/** Why a value does not fit its schema, in one line: each issue with its path (`items.0.count: Invalid type: …`). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const at = issuePath(issue);
      return at ? `${at}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
