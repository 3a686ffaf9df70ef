import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { platformAtom, useMainButton, useSecondaryButton } from '@platform/index.ts';
import { Button, Placeholder, Section } from '@/shared/ui/kit.ts';
import { basketAtom, basketCountAtom } from '@/entities/basket/basket.atoms.ts';
import { stockAt } from '@/entities/catalogue/catalogue.lib.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { useAddToBasket } from '@/features/add-to-basket/use-add-to-basket.ts';
import {
  defaultSelection,
  selectionList,
  selectionProblems,
  setOption,
} from '@/features/choose-modifiers/modifiers.lib.ts';
import { LazyImageViewer, loadImageViewer } from '@/features/image-viewer/lazy-image-viewer.ts';
import { FavouriteButton } from '@/features/toggle-favourite/favourite-button.ui.tsx';
import { useMenu } from '@/features/menu/use-menu.ts';
import { env } from '@/shared/config/env.ts';
import type { Product } from '@/shared/contract/catalogue.ts';
import { unitPrice } from '@/shared/contract/pricing.ts';
import { fillStyle } from '@/shared/lib/contrast.ts';
import { formatAmount, formatQuantity } from '@/shared/lib/format.ts';
import { imageUrl, pictureLoading, showDefaultPicture, smallImageUrl } from '@/shared/lib/image-url.ts';
import { productPictures } from '@/entities/catalogue/product-pictures.ts';
import { dishName, localize } from '@/shared/lib/localize.ts';
import { CloseLayerContext } from '@/shared/routing/background.ts';
import { productShareLink } from '@/shared/routing/deep-link.ts';
import { announceAtom, showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { ModifierGroups, ruleOf } from './parts/modifier-groups.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { useIdParam } from '@/shared/routing/use-id-param.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { whenSettled } from '@/shared/lib/when-settled.ts';
import './product.css';

/** `/Product/{id}`: reachable directly (deep links, reload); the menu data comes from the same cached catalogue. */
export function ProductScreen() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { overall, shaped, branchId } = useMenu();
  // The merchant's settings decide the heart beside the title and where the add button sits: the page waits for
  // them (the device's copy on a repeat visit), so neither appears after the page is drawn and pushes it down.
  const settingsLoaded = useAtomValue(settingsLoadedAtom);

  if (!shaped || !settingsLoaded) {
    return overall.isError && !shaped ? (
      <main className="screen screen--centered">
        <LoadFailed title={t('catalogue.loadFailed')} query={overall} />
      </main>
    ) : (
      <main className="product" aria-busy="true" data-testid="product-loading">
        <span className="skeleton product__image-skeleton" />
      </main>
    );
  }
  const product = id === null ? undefined : shaped.products.get(id);
  if (!product) {
    return (
      <main className="screen screen--centered" data-testid="product-unavailable">
        <Placeholder
          header={id !== null && shaped.unavailable.has(id) ? t('product.notAvailable') : t('product.notFound')}
          action={
            <Link href={paths.home} asChild>
              <Button Component="a" mode="bezeled" data-testid="product-to-menu">
                {t('common.toMenu')}
              </Button>
            </Link>
          }
        />
      </main>
    );
  }
  return (
    <ProductDetails key={product.id} product={product} branchId={branchId} offline={shaped.offline.has(product.id)} />
  );
}

/** A product's page; one shown without the basket (`offline`) says it is served on the spot instead of adding. */
function ProductDetails({
  product,
  branchId,
  offline,
}: {
  product: Product;
  branchId: number | null;
  offline: boolean;
}) {
  const { t, i18n } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const platform = useAtomValue(platformAtom);
  const toast = useSetAtom(showToastAtom);
  const announce = useSetAtom(announceAtom);
  const add = useAddToBasket(branchId);
  const closeLayer = useContext(CloseLayerContext);
  const groups = useMemo(() => product.modificationGroups ?? [], [product]);
  const [selection, setSelection] = useState(() => defaultSelection(groups));
  const [picked, setCount] = useState(1);
  // At most what the branch has left beyond what the basket already holds (99 where stock is not counted): the page
  // never offers a quantity the basket would cut down.
  const basket = useAtomValue(basketAtom);
  const stock = stockAt(product, branchId);
  const held = basket.items.reduce((sum, item) => (item.productId === product.id ? sum + item.count : sum), 0);
  const most = stock === null ? 99 : Math.min(99, Math.max(0, stock - held));
  const count = Math.max(1, Math.min(picked, most));
  const [showProblems, setShowProblems] = useState(false);
  const [viewer, setViewer] = useState<number | null>(null);
  // The viewer's code comes once the page has settled, or as a finger touches a picture, not with the dish.
  useEffect(() => whenSettled(() => void loadImageViewer()), []);
  const problems = selectionProblems(groups, selection);
  const name = dishName(product.name, i18n.language);
  const currency = t('common.currency');
  // Only options the dish has now: a menu read again while the page is open may have replaced some (new ids).
  const chosen = selectionList(selection).filter(({ modificationId }) =>
    groups.some((group) => group.modifications.some((option) => option.id === modificationId)),
  );
  const modifications = chosen.map(({ modificationId, count: c }) => ({
    price: groups.flatMap((g) => g.modifications).find((m) => m.id === modificationId)?.price ?? 0,
    count: c,
  }));
  const price = unitPrice({ costPrice: product.costPrice, discountPercent: product.discount ?? 0, modifications });
  const total = price.net * count;
  const images = productPictures(product);

  // Over the menu, adding ends the visit: a second press before the layer has gone (a double tap, Telegram's button)
  // neither adds again nor goes back twice.
  const closing = useRef(false);
  const addToBasket = () => {
    if (closing.current) return;
    if (problems.length > 0) {
      setShowProblems(true);
      const missing = groups.find((group) => group.id === problems[0]?.groupId);
      document.getElementById(`group-${missing?.id}`)?.scrollIntoView({ block: 'center' });
      // Said as well as shown: the rule was on the page already, so its turning red alone is not read out.
      if (missing) announce(`${localize(missing.name, i18n.language)}: ${ruleOf(missing, t)}`);
      return;
    }
    if (!add(product, chosen, count)) return;
    // Adding gave its own impact: the confirmation does not buzz a second time.
    toast({ kind: 'success', text: t('product.added', { name }), haptic: false });
    // Over the menu (sheet or pop-up), adding is the end of the visit: back to the menu and its updated basket bar.
    if (!closeLayer) return;
    closing.current = true;
    closeLayer();
  };
  const share = async () => {
    const link = productShareLink(env.VITE_TELEGRAM_BOT, product.id);
    // Shared as written: the no-break spaces are for this page's lines only.
    const title = localize(product.name, i18n.language);
    if (platform.kind === 'telegram')
      return platform.openTelegramLink(
        `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`,
      );
    if (navigator.share) return navigator.share({ title, url: link }).catch(() => undefined);
    await navigator.clipboard?.writeText(link);
    toast({ kind: 'info', text: t('product.linkCopied') });
  };

  const addLabel = `${t('basket.add')} · ${formatAmount(total, currency)}`;
  const floating = platform.kind === 'browser' && settings.basketPosition === 'FLOATING_OVER_PRODUCT';
  // The basket already holds all the branch has left: nothing more can be added, and the button says why.
  const soldOut = stock !== null && most === 0;
  const limitNote = stock === null ? null : t('basket.notEnough', { max: stock });
  useMainButton(
    floating || offline
      ? null
      : {
          text: addLabel,
          action: addToBasket,
          enabled: !soldOut,
          hint: soldOut ? (limitNote ?? undefined) : undefined,
        },
  );
  // Inside Telegram, the basket is a tap away beside the main button once it holds something.
  const inBasket = useAtomValue(basketCountAtom);
  const [, navigate] = useLocation();
  const toBasket = useCallback(() => navigate(paths.cart), [navigate]);
  useSecondaryButton(inBasket > 0 ? { text: t('basket.goToCart', { count: inBasket }), action: toBasket } : null);

  return (
    <main className="product" aria-labelledby="product-title">
      <div className="product__gallery">
        <button
          type="button"
          className="product__image"
          onPointerDown={() => void loadImageViewer()}
          onClick={() => setViewer(0)}
          aria-label={t('product.openPhotos', { name })}
        >
          <img
            src={imageUrl(images[0])}
            alt=""
            width={480}
            height={480}
            decoding="async"
            {...pictureLoading(true)}
            onError={showDefaultPicture}
          />
        </button>
        {images.length > 1 && (
          <div className="product__thumbs">
            {images.map((src, index) => (
              <button
                key={src}
                type="button"
                onPointerDown={() => void loadImageViewer()}
                onClick={() => setViewer(index)}
                aria-label={t('product.photo', { index: index + 1 })}
              >
                <img
                  src={smallImageUrl(src, 64)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  onError={showDefaultPicture}
                />
              </button>
            ))}
          </div>
        )}
      </div>
      <Section>
        <div className="product__info">
          <div className="product__title-row">
            <h1 id="product-title" className="product__name">
              {name}
            </h1>
            <FavouriteButton product={product} />
          </div>
          {product.labels && product.labels.length > 0 && (
            <p className="product__labels">
              {product.labels.map((label) => (
                <span key={label.id} className="product__label" style={fillStyle(label.color)}>
                  {localize(label.name, i18n.language)}
                </span>
              ))}
            </p>
          )}
          <p className="product__facts">
            {product.measure ? (
              <span>{formatQuantity(product.measure, t(`units.${product.unit ?? 'COUNT'}`))}</span>
            ) : null}
            {product.calorie ? <span>{t('product.calories', { count: product.calorie })}</span> : null}
            {product.grade ? (
              <span aria-label={t('product.grade', { grade: product.grade })}>
                ★ {product.grade.toFixed(1)} ({product.gradeCount ?? 0})
              </span>
            ) : null}
          </p>
          <Link href={paths.reviews(product.id)} className="product__reviews-link" data-testid="product-reviews">
            {t('reviews.link', { count: product.gradeCount ?? 0 })}
          </Link>
          <p className="product__price">
            <strong data-testid="product-price">{formatAmount(price.net, currency)}</strong>
            {price.net < price.gross && <s>{formatAmount(price.gross, currency)}</s>}
          </p>
          {product.description && <p className="product__text">{localize(product.description, i18n.language)}</p>}
          {product.composition && (
            <>
              <h2 className="product__subtitle">{t('product.composition')}</h2>
              <p className="product__text">{localize(product.composition, i18n.language)}</p>
            </>
          )}
          <Button mode="plain" size="s" className="touch-target" onClick={() => void share()} data-testid="share">
            {t('product.share')}
          </Button>
        </div>
      </Section>
      <ModifierGroups
        groups={groups}
        selection={selection}
        problems={problems}
        showProblems={showProblems}
        onChange={(modificationId, c) => setSelection((s) => setOption(groups, s, modificationId, c))}
      />
      {offline ? (
        <p className="product__offline" role="note" data-testid="product-offline">
          {t('product.offlineText')}
        </p>
      ) : (
        <div className="product__quantity" role="group" aria-label={t('product.quantity')}>
          <span>{t('product.quantity')}</span>
          <span className="stepper">
            <button
              type="button"
              className="stepper__button"
              data-haptic="selection"
              aria-label={t('basket.remove')}
              disabled={count <= 1}
              onClick={() => setCount(Math.max(1, count - 1))}
            >
              −
            </button>
            <span className="stepper__count" data-testid="product-count">
              {count}
            </span>
            <button
              type="button"
              className="stepper__button"
              data-haptic="selection"
              aria-label={t('product.addOne')}
              disabled={count >= most}
              onClick={() => setCount(Math.min(most, count + 1))}
            >
              +
            </button>
          </span>
          {/* Why "+" stops, once the customer has gone up to the branch's maximum (not before they have chosen). */}
          {limitNote !== null && !soldOut && count >= most && (count > 1 || held > 0) && (
            <span className="product__stock" role="note" data-testid="product-stock">
              {limitNote}
            </span>
          )}
        </div>
      )}
      {floating && !offline && (
        <div className="product__floating">
          <Button size="l" stretched onClick={addToBasket} disabled={soldOut} data-testid="product-add">
            {addLabel}
          </Button>
        </div>
      )}
      {viewer !== null && (
        <Suspense fallback={null}>
          <LazyImageViewer
            images={images.map((src) => imageUrl(src))}
            startIndex={viewer}
            open
            onClose={() => setViewer(null)}
            alt={name}
          />
        </Suspense>
      )}
    </main>
  );
}
