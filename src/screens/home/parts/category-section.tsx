import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import type { ShapedCategory } from '@/entities/catalogue/catalogue.lib.ts';
import { cardShape, ProductCard } from '@/entities/catalogue/product-card.ui.tsx';
import type { CategoryViewType, Product } from '@/shared/contract/catalogue.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useReadableText } from '@/shared/ui/surfaces.ts';

/** Products drawn or skipped together: small enough to keep a long category light, large enough to keep it cheap. */
const CHUNK = 8;

/** The row gap of the card grid, and between its blocks (product-card.css, home.css). */
const ROW_GAP = 20;

/**
 * The width the menu's cards share: the page's, up to the layout's 700 px. Read when the page loads and on every
 * resize, never while the menu is drawn: reading the window's size after a change to the page makes the browser lay
 * the page out there and then (on a 5,000-dish menu, a tenth of the drawing's time went to it).
 */
let pageWidth = typeof window === 'undefined' ? 700 : window.innerWidth;
if (typeof window !== 'undefined') window.addEventListener('resize', () => (pageWidth = window.innerWidth));
const menuWidth = () => Math.min(pageWidth, 700);

/**
 * The height of a block of products before it is drawn, so the page does not jump when it is: a tile is its 4:3
 * picture (half the menu's `width`, less its margins and the gap) plus about 125 px of text and controls (measured at
 * 320, 390 and 430 px); a line about 148 px.
 */
function estimatedHeight(view: CategoryViewType, count: number, width: number): number {
  if (cardShape(view) === 'line') return count * 148;
  const tile = ((width - 42) / 2) * 0.75 + 125;
  const rows = Math.ceil(count / 2);
  return rows * tile + (rows - 1) * ROW_GAP;
}

/** Tiles a sideways row shows to a screen, each a little narrower than in the grid (product-card.css). */
const ROW_TILES = 2.3;

/** A sideways row of tiles. */
const rowHeight = (width: number) => ((width - 42) / ROW_TILES) * 0.75 + 140;

/** Tiles a sideways row draws at first: its first screen and more than one beyond. */
const ROW_FIRST = 6;

export interface CategorySectionProps {
  category: ShapedCategory;
  units: ReadonlyMap<number, number>;
  onAdd: (product: Product) => void;
  onRemove: (product: Product) => void;
  corner?: (product: Product) => React.ReactNode;
  /** How many of the first products' pictures load at once, ahead of the rest (the first screen's). */
  priorityPictures?: number;
}

/** Draws its children only while near the viewport; a box of the last known height stands in otherwise. */
function NearViewport({
  estimate,
  className,
  margin,
  initiallyNear = false,
  children,
}: {
  estimate: number;
  className?: string;
  margin: number;
  /** Drawn from the first render (the top of the first screen), not one observer callback later. */
  initiallyNear?: boolean;
  children: () => React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(initiallyNear);
  const [height, setHeight] = useState(estimate);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!entry.isIntersecting) {
          // Gone far: dropped at once (cheap, and it keeps the page light however fast it is scrolled).
          if (element.offsetHeight > 0) setHeight(element.offsetHeight);
          setNear(false);
          return;
        }
        // Come near: drawn in a transition, which React builds in slices between the page's other work (a tap, a
        // frame of the scroll) instead of one long task; its box keeps the place meanwhile. During a jump to a
        // category (use-category-scroll.ts marks it on the bar), drawn at once: the jump lands on the blocks' own
        // heights in the frame it arrives, instead of moving a few frames later when a slice-built block comes.
        if (document.querySelector('[data-jumping]')) setNear(true);
        else startTransition(() => setNear(true));
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return (
    <div
      ref={ref}
      className={className}
      style={near ? undefined : { height }}
      data-draws-at={near ? undefined : margin}
    >
      {near ? children() : null}
    </div>
  );
}

/**
 * A sideways row of tiles, drawn from its start: its first tiles at once, eight more whenever the row is scrolled to a
 * screen short of the last one drawn, and all of them once focus comes into the row, so the keyboard reaches every
 * dish. A box of the tiles' width stands in for the rest, so the row can be scrolled to its end from the start. A
 * category of 40 dishes in a row drew 40 tiles where 2.3 are seen.
 */
function SidewaysRow({
  products,
  card,
}: {
  products: readonly Product[];
  card: (product: Product) => React.ReactNode;
}) {
  const [drawn, setDrawn] = useState(ROW_FIRST);
  const rest = products.length - drawn;
  return (
    <div
      className="product-grid product-grid--row"
      onScroll={({ currentTarget: row }) => {
        // The same count however many scroll events come before it is drawn.
        if (rest > 0 && row.scrollLeft / row.clientWidth + 2 > drawn / ROW_TILES)
          startTransition(() => setDrawn(drawn + CHUNK));
      }}
      onFocus={() => setDrawn(products.length)}
    >
      {products.slice(0, drawn).map(card)}
      {rest > 0 ? (
        <div className="product-grid__rest" style={{ '--tiles': rest } as React.CSSProperties} aria-hidden />
      ) : null}
    </div>
  );
}

/**
 * One category of the menu. Its products are drawn in blocks, each only while near the viewport, so even a
 * 5,000-product menu keeps the page light. A horizontal row is one block.
 */
export const CategorySection = memo(function CategorySection({
  category,
  units,
  onAdd,
  onRemove,
  corner,
  priorityPictures = 0,
}: CategorySectionProps) {
  const { language } = useText();
  const titleColor = useReadableText(category.textColor);
  const horizontal = category.scrollType === 'HORIZONTAL';
  const shape = horizontal ? 'tile' : cardShape(category.viewType);
  const chunks: Product[][] = [];
  if (!horizontal)
    for (let i = 0; i < category.products.length; i += CHUNK) chunks.push(category.products.slice(i, i + CHUNK));
  const width = menuWidth();
  const firstIds = new Set(category.products.slice(0, priorityPictures).map((product) => product.id));
  const card = (product: Product) => (
    <ProductCard
      key={product.id}
      product={product}
      shape={shape}
      units={units.get(product.id) ?? 0}
      onAdd={onAdd}
      onRemove={onRemove}
      corner={corner}
      priority={firstIds.has(product.id)}
      offline={category.isWithoutCart === true}
    />
  );
  const blocks = () =>
    horizontal ? (
      <NearViewport margin={700} initiallyNear={priorityPictures > 0} estimate={rowHeight(width)}>
        {() => <SidewaysRow products={category.products} card={card} />}
      </NearViewport>
    ) : (
      chunks.map((chunk, index) => (
        <NearViewport
          key={index}
          margin={700}
          initiallyNear={index === 0 && priorityPictures > 0}
          estimate={estimatedHeight(category.viewType, chunk.length, width)}
          className={`product-grid product-grid--${shape}`}
        >
          {() => chunk.map(card)}
        </NearViewport>
      ))
    );
  return (
    <section
      id={`category-${category.id}`}
      className="category-section"
      aria-labelledby={`category-title-${category.id}`}
      data-category-id={category.id}
    >
      <h2 id={`category-title-${category.id}`} className="category-section__title" style={{ color: titleColor }}>
        {localize(category.name, language)}
      </h2>
      {/* Two levels: a far section is one empty box; a near one draws its blocks, each only when close. */}
      <NearViewport
        margin={2400}
        initiallyNear={priorityPictures > 0}
        estimate={
          horizontal
            ? rowHeight(width)
            : chunks.reduce(
                (sum, chunk) => sum + estimatedHeight(category.viewType, chunk.length, width) + ROW_GAP,
                -ROW_GAP,
              )
        }
      >
        {blocks}
      </NearViewport>
    </section>
  );
});
