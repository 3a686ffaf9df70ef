import { useEffect, useMemo, useRef } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import type { ShapedCategory } from '@/entities/catalogue/catalogue.lib.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useCategoryScroll } from './use-category-scroll.ts';

/** The sticky bar of categories: follows the scroll (the active one is highlighted and kept in view) and jumps on tap (see useCategoryScroll). */
export function CategoryBar({
  categories,
  active,
  onActive,
}: {
  categories: ShapedCategory[];
  active: number | null;
  onActive: (id: number) => void;
}) {
  const { t, language } = useText();
  const barRef = useRef<HTMLElement>(null);

  const ids = useMemo(() => categories.map((category) => category.id), [categories]);
  const jumpTo = useCategoryScroll(ids, barRef, onActive);

  useEffect(() => {
    const chip = barRef.current?.querySelector<HTMLElement>(`[data-chip="${active}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  return (
    <nav ref={barRef} className="category-bar" aria-label={t('catalogue.categories')}>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          data-chip={category.id}
          data-haptic="selection"
          className={`category-bar__chip${category.id === active ? ' category-bar__chip--active' : ''}`}
          aria-current={category.id === active ? 'true' : undefined}
          onClick={() => jumpTo(category.id)}
        >
          {localize(category.name, language)}
        </button>
      ))}
    </nav>
  );
}
