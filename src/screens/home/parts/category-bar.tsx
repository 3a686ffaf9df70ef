import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShapedCategory } from '../../../entities/catalogue/catalogue.lib.ts';
import { localize } from '../../../shared/lib/localize.ts';

const BAR_OFFSET = 64;

/** Scrolls to a category, leaving room for the sticky bar. */
export function scrollToCategory(id: number, smooth = true): void {
  const section = document.getElementById(`category-${id}`);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - BAR_OFFSET;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: smooth && !reduce ? 'smooth' : 'auto' });
}

/** The sticky bar of categories: follows the scroll (the active one is highlighted and kept in view) and jumps on tap. */
export function CategoryBar({ categories, active, onActive }: { categories: ShapedCategory[]; active: number | null; onActive: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        const id = Number((visible?.target as HTMLElement | undefined)?.dataset.categoryId);
        if (Number.isFinite(id) && id > 0) onActive(id);
      },
      { rootMargin: `-${BAR_OFFSET + 8}px 0px -65% 0px` },
    );
    for (const category of categories) {
      const section = document.getElementById(`category-${category.id}`);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [categories, onActive]);

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
          className={`category-bar__chip${category.id === active ? ' category-bar__chip--active' : ''}`}
          aria-current={category.id === active ? 'true' : undefined}
          onClick={() => {
            onActive(category.id);
            scrollToCategory(category.id);
          }}
        >
          {localize(category.name, i18n.language)}
        </button>
      ))}
    </nav>
  );
}
