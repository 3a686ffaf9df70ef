import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Banner } from '@/shared/contract/content.ts';
import { imageUrl, pictureLoading } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import { bannersAtom } from '@/screens/home/home.queries.ts';

const target = (banner: Banner): string | null =>
  banner.productId ? paths.product(banner.productId) : banner.categoryId ? paths.category(banner.categoryId) : null;

/** The banners row, when the merchant turns banners on: swipeable, each leading to its product or category. */
export function BannersRow() {
  const { t, i18n } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const banners = useAtomValue(bannersAtom);
  if (!settings.bannersActive) return null;
  const list = banners.data ?? [];
  if (banners.isPending)
    return (
      <div className="banners banners--loading" aria-hidden="true">
        <span className="skeleton banners__item" />
      </div>
    );
  if (list.length === 0) return null;
  return (
    <div className="banners" role="region" aria-label={t('catalogue.banners')} data-testid="banners">
      {list.map((banner, index) => {
        const title = localize(banner.title, i18n.language);
        // The first banner is often the first screen's largest picture (its download starts at boot:
        // app/prefetch-first-screen.ts).
        const image = (
          <img
            src={imageUrl(banner.image)}
            alt={title}
            width={640}
            height={320}
            {...pictureLoading(index === 0)}
            decoding="async"
          />
        );
        const href = target(banner);
        return href ? (
          <Link key={banner.id} href={href} className="banners__item">
            {image}
          </Link>
        ) : (
          <div key={banner.id} className="banners__item">
            {image}
          </div>
        );
      })}
    </div>
  );
}
