import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Cell, Checkbox, Radio, Section } from '@/shared/ui/kit.ts';
import type { GroupProblem, Selection } from '@/features/choose-modifiers/modifiers.lib.ts';
import type { ModificationGroup } from '@/shared/contract/catalogue.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';

/**
 * A group's rule: 'select N' when it asks for exactly N, else 'select minimum N', 'select up to N items' or both.
 */
export function ruleOf(group: ModificationGroup, t: TFunction): string {
  if (group.minimum > 0 && group.minimum === group.maximum) return t('product.selectExactly', { count: group.minimum });
  return [
    group.minimum > 0 ? t('product.selectMinimum', { count: group.minimum }) : null,
    group.maximum > 0 ? t('product.selectUpTo', { count: group.maximum }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The product's option groups, each saying its rule and its problem. */
export function ModifierGroups(props: {
  groups: readonly ModificationGroup[];
  selection: Selection;
  problems: readonly GroupProblem[];
  showProblems: boolean;
  onChange: (modificationId: number, count: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const currency = t('common.currency');
  return (
    <>
      {props.groups.map((group) => {
        const problem = props.showProblems ? props.problems.find((p) => p.groupId === group.id) : undefined;
        const rule = ruleOf(group, t);
        const single = group.maximum === 1;
        return (
          <Section
            key={group.id}
            header={
              <div className="modifier-group__header" id={`group-${group.id}`}>
                <span>{localize(group.name, i18n.language)}</span>
                <small
                  className={problem ? 'modifier-group__rule modifier-group__rule--problem' : 'modifier-group__rule'}
                  role={problem ? 'alert' : undefined}
                  data-testid={`group-rule-${group.id}`}
                >
                  {rule}
                </small>
              </div>
            }
          >
            <div
              role={single ? 'radiogroup' : 'group'}
              aria-labelledby={`group-${group.id}`}
              aria-invalid={problem ? true : undefined}
            >
              {/* One to choose but none needed: 'None' takes the choice back (a radio cannot be unchecked). */}
              {single && group.minimum === 0 && (
                <Cell
                  Component="label"
                  before={
                    <Radio
                      name={`group-${group.id}`}
                      aria-label={t('productOptions.none')}
                      checked={group.modifications.every((m) => !props.selection.get(m.id))}
                      onChange={() =>
                        group.modifications.forEach((m) => props.selection.get(m.id) && props.onChange(m.id, 0))
                      }
                    />
                  }
                  data-testid={`group-none-${group.id}`}
                >
                  {t('productOptions.none')}
                </Cell>
              )}
              {group.modifications.map((modification) => {
                const count = props.selection.get(modification.id) ?? 0;
                const max = modification.maxCount ?? 1;
                const label = localize(modification.name, i18n.language);
                // Named with its price, which the row shows beside it: a screen reader hears what the choice costs.
                const named =
                  modification.price > 0 ? `${label}, +${formatAmount(modification.price, currency)}` : label;
                const control = single ? (
                  <Radio
                    name={`group-${group.id}`}
                    aria-label={named}
                    checked={count > 0}
                    onChange={() => props.onChange(modification.id, 1)}
                  />
                ) : (
                  <Checkbox
                    aria-label={named}
                    checked={count > 0}
                    onChange={(event) => props.onChange(modification.id, event.target.checked ? 1 : 0)}
                  />
                );
                return (
                  <Cell
                    key={modification.id}
                    Component="label"
                    before={control}
                    after={
                      <span className="modifier__after">
                        {modification.price > 0 && `+${formatAmount(modification.price, currency)}`}
                        {max > 1 && count > 0 && (
                          <span className="stepper">
                            <button
                              type="button"
                              className="stepper__button"
                              data-haptic="selection"
                              aria-label={`${t('basket.remove')}: ${label}`}
                              onClick={(e) => {
                                e.preventDefault();
                                props.onChange(modification.id, count - 1);
                              }}
                            >
                              −
                            </button>
                            <span className="stepper__count">{count}</span>
                            <button
                              type="button"
                              className="stepper__button"
                              data-haptic="selection"
                              aria-label={`${t('product.addOne')}: ${label}`}
                              disabled={count >= max}
                              onClick={(e) => {
                                e.preventDefault();
                                props.onChange(modification.id, count + 1);
                              }}
                            >
                              +
                            </button>
                          </span>
                        )}
                      </span>
                    }
                    data-testid={`option-${modification.id}`}
                  >
                    {label}
                  </Cell>
                );
              })}
            </div>
          </Section>
        );
      })}
    </>
  );
}
