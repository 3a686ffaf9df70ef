import type { ModificationGroup } from '@/shared/contract/catalogue.ts';

/** Chosen options: modification id -> count. */
export type Selection = ReadonlyMap<number, number>;

export type GroupProblem =
  { groupId: number; kind: 'minimum'; minimum: number } | { groupId: number; kind: 'maximum'; maximum: number };

const groupCount = (group: ModificationGroup, selection: Selection) =>
  group.modifications.reduce((sum, m) => sum + (selection.get(m.id) ?? 0), 0);

/** What keeps the choice from being added: too few options in a group ('select minimum') or too many ('select up to N'). */
export function selectionProblems(groups: readonly ModificationGroup[], selection: Selection): GroupProblem[] {
  const problems: GroupProblem[] = [];
  for (const group of groups) {
    const count = groupCount(group, selection);
    if (count < group.minimum) problems.push({ groupId: group.id, kind: 'minimum', minimum: group.minimum });
    else if (group.maximum > 0 && count > group.maximum)
      problems.push({ groupId: group.id, kind: 'maximum', maximum: group.maximum });
  }
  return problems;
}

/**
 * Changes one option's count. In a group of at most one option, choosing one replaces the other (a radio); elsewhere
 * the option's own limit applies. A group's maximum is not enforced here, so the customer sees why an addition is
 * refused instead of a tap that silently does nothing.
 */
export function setOption(
  groups: readonly ModificationGroup[],
  selection: Selection,
  modificationId: number,
  count: number,
): Map<number, number> {
  const next = new Map(selection);
  const group = groups.find((g) => g.modifications.some((m) => m.id === modificationId));
  const modification = group?.modifications.find((m) => m.id === modificationId);
  if (!group || !modification) return next;
  const limited = Math.max(0, Math.min(count, modification.maxCount ?? 1));
  if (group.maximum === 1 && limited > 0) for (const m of group.modifications) next.delete(m.id);
  if (limited === 0) next.delete(modificationId);
  else next.set(modificationId, limited);
  return next;
}

/** The first option of every single-choice required group, so a product like a pizza size starts ready to add. */
export function defaultSelection(groups: readonly ModificationGroup[]): Map<number, number> {
  const selection = new Map<number, number>();
  for (const group of groups) {
    const first = group.modifications[0];
    if (group.minimum === 1 && group.maximum === 1 && first) selection.set(first.id, 1);
  }
  return selection;
}

export const selectionList = (selection: Selection) =>
  [...selection].filter(([, count]) => count > 0).map(([modificationId, count]) => ({ modificationId, count }));
