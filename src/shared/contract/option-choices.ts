import type { ModificationGroup } from './catalogue.ts';

/**
 * Whether a line's chosen options are ones its dish offers now: each option at most once in the list and within its
 * own count, and each group's total within its minimum and maximum (0: no upper limit). The rule the server checks an
 * order's lines by, and the basket its lines kept on the device (the menu may have changed a dish's options since).
 */
export function optionsFit(
  groups: readonly ModificationGroup[],
  chosen: readonly { modificationId: number; count: number }[],
): boolean {
  const seen = new Set<number>();
  const perGroup = new Map<number, number>();
  for (const pick of chosen) {
    if (seen.has(pick.modificationId)) return false;
    seen.add(pick.modificationId);
    const group = groups.find((g) => g.modifications.some((m) => m.id === pick.modificationId));
    const option = group?.modifications.find((m) => m.id === pick.modificationId);
    if (!group || !option || pick.count > (option.maxCount ?? 1)) return false;
    perGroup.set(group.id, (perGroup.get(group.id) ?? 0) + pick.count);
  }
  return groups.every((group) => {
    const count = perGroup.get(group.id) ?? 0;
    return count >= group.minimum && (group.maximum === 0 || count <= group.maximum);
  });
}
