import { useAtomValue } from 'jotai';
import { useRef, type ReactNode } from 'react';
import { useText } from '@/shared/i18n/texts.ts';
import { MainButtonScope } from '@platform/index.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { useMenu } from '@/features/menu/use-menu.ts';
import type { ProductNavigationType } from '@/shared/contract/merchant.ts';
import { CloseLayerContext, readBackground } from '@/shared/routing/background.ts';
import { paths } from '@/shared/routing/paths.ts';
import { useLayer } from '@/shared/ui/layers.ts';

const PRODUCT_PATH = new RegExp(`^${paths.pattern.product.replace(':id', '(\\d+)')}$`);

/**
 * When the current route is a product opened from a page of the app (its history entry remembers that page), and
 * the product's presentation (its category's, else the merchant's) is SHEET or POP_UP: the page underneath and how to show it.
 */
export function useProductOverlay(location: string): { background: string; kind: 'SHEET' | 'POP_UP' } | null {
  const settings = useAtomValue(settingsAtom);
  const { shaped } = useMenu();
  const match = PRODUCT_PATH.exec(location);
  const background = match ? readBackground() : null;
  if (!match || !background || background === location) return null;
  const product = shaped?.products.get(Number(match[1]));
  const category = product ? shaped?.categories.find((c) => c.id === product.categoryId) : undefined;
  const kind: ProductNavigationType = category?.navigationType ?? settings.productNavigationType;
  return kind === 'FULL_SCREEN' ? null : { background, kind };
}

const close = () => window.history.back();

/**
 * The product over the page: a bottom sheet or a centred pop-up; closing goes back in history. It carries its own main
 * button (in a browser the page's bar is under its backdrop) and lets the screen inside close it (after adding).
 */
export function ProductOverlay({ kind, children }: { kind: 'SHEET' | 'POP_UP'; children: ReactNode }) {
  const { t } = useText();
  const ref = useRef<HTMLDialogElement>(null);
  useLayer(ref, true, close);
  return (
    <dialog
      ref={ref}
      className={`product-overlay product-overlay--${kind === 'SHEET' ? 'sheet' : 'popup'}`}
      aria-label={t('product.dialog')}
      onClick={(event) => event.target === ref.current && close()}
      data-testid="product-overlay"
      data-main-button=""
    >
      <button
        type="button"
        className="product-overlay__close"
        onClick={close}
        aria-label={t('common.close')}
        data-testid="product-overlay-close"
      >
        ×
      </button>
      <div className="product-overlay__body">
        <CloseLayerContext.Provider value={close}>
          <MainButtonScope>{children}</MainButtonScope>
        </CloseLayerContext.Provider>
      </div>
    </dialog>
  );
}
