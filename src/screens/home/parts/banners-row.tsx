import { useText } from '@/shared/i18n/texts.ts';
import { Link } from 'wouter';
import type { Banner } from '@/shared/contract/content.ts';
import { imageUrl, pictureLoading } from '@/shared/lib/image-url.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import type { RowPlace } from './row-place.ts';

const target = (banner: Banner): string | null =>
  banner.productId ? paths.product(banner.productId) : banner.categoryId ? paths.category(banner.categoryId) : null;

/** The banners row, in the place the home screen gives it (row-place.ts): swipeable, each to its product or category. */
export function BannersRow({ place, list = [] }: { place: RowPlace; list?: Banner[] }) {
  const { t, language } = useText();
  if (place === 'none') return null;
  if (place === 'held')
    return (
      <div className="banners banners--loading" aria-hidden="true">
        <span className="skeleton banners__item" />
      </div>
    );
  return (
    <div className="banners" role="region" aria-label={t('catalogue.banners')} data-testid="banners">
      {list.map((banner, index) => {
        const title = localize(banner.title, language);
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
