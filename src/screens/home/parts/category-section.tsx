import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShapedCategory } from '../../../entities/catalogue/catalogue.lib.ts';
import type { Product } from '../../../shared/contract/catalogue.ts';
import { localize } from '../../../shared/lib/localize.ts';
import { ProductCard } from '../../../entities/catalogue/product-card.ui.tsx';

/** Rough height of a section before it has been drawn, so the page does not jump when it is. */
function estimatedHeight(category: ShapedCategory): number {
  const n = category.products.length;
  if (category.scrollType === 'HORIZONTAL') return 330;
  if (category.viewType === 'BIG') return 48 + n * 330;
  if (category.viewType === 'SMALL') return 48 + n * 104;
  return 48 + Math.ceil(n / 2) * 300;
}

export interface CategorySectionProps {
  category: ShapedCategory;
  units: ReadonlyMap<number, number>;
  onAdd: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/**
 * One category of the menu. Its products are drawn only while the section is near the viewport (a placeholder of
 * the same height stands in otherwise), so even a 5,000-product menu keeps the page light.
 */
export const CategorySection = memo(function CategorySection({ category, units, onAdd, onRemove }: CategorySectionProps) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [height, setHeight] = useState(() => estimatedHeight(category));

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!entry.isIntersecting && element.offsetHeight > 0) setHeight(element.offsetHeight);
        setNear(entry.isIntersecting);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const layout = category.scrollType === 'HORIZONTAL' ? 'row' : category.viewType.toLowerCase();
  return (
    <section ref={ref} id={`category-${category.id}`} className="category-section" aria-labelledby={`category-title-${category.id}`} data-category-id={category.id}>
      <h2 id={`category-title-${category.id}`} className="category-section__title" style={{ color: category.textColor ?? undefined }}>
        {localize(category.name, i18n.language)}
      </h2>
      {near ? (
        <div className={`product-grid product-grid--${layout}`}>
          {category.products.map((product) => (
            <ProductCard key={product.id} product={product} view={category.viewType} units={units.get(product.id) ?? 0} onAdd={onAdd} onRemove={onRemove} />
          ))}
        </div>
      ) : (
        <div className="category-section__placeholder" style={{ height: height - 48 }} aria-hidden="true" />
      )}
    </section>
  );
});
