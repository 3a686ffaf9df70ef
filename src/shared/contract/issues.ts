import type * as v from 'valibot';

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
