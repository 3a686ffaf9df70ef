import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { branchDay } from '@/entities/branch/branch.lib.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import { branchServices } from '@/shared/contract/branch-services.ts';
import type { Language } from '@/shared/contract/common.ts';
import { distanceLabel } from '@/shared/lib/geo.ts';
import { htmlLang, localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';

/**
 * One branch as a customer weighs a visit: name, address, today's hours and whether it is open now (on the
 * merchant's clock), the distance when the location is known, what it offers, its phone and the way to the map.
 */
export function BranchCard({
  branch,
  km,
  now,
  onMap = true,
}: {
  branch: Branch;
  km: number | null;
  now: Date;
  /** Offer "Show on the map" (not on the map's own card). */
  onMap?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const settings = useAtomValue(settingsAtom);
  const day = branchDay(branch, now);
  const address = branch.address ? localize(branch.address, language) : '';
  const services = branchServices(settings, branch);
  const titleId = `branch-${branch.id}-name`;
  return (
    <article
      className="card branch-card"
      aria-labelledby={titleId}
      data-testid="branch-card"
      data-branch-id={branch.id}
    >
      <div className="branch-card__head">
        <h2 className="branch-card__name" id={titleId}>
          {localize(branch.name, language)}
        </h2>
        <span
          className={`branch-card__status branch-card__status--${day.openNow ? 'open' : 'closed'}`}
          data-testid="branch-status"
        >
          {t(day.openNow ? 'branches.openNow' : 'branches.closedNow')}
        </span>
      </div>
      {branch.isMain && <p className="branch-card__main">{t('branches.main')}</p>}
      {address && <p className="branch-card__address">{address}</p>}
      <p className="branch-card__hours" data-testid="branch-hours">
        {day.hours ? t('branches.today', day.hours) : t('branches.closedToday')}
        {km !== null && (
          <span className="branch-card__distance" data-testid="branch-distance">
            {' · '}
            {t('branches.away', {
              distance: distanceLabel(km, { m: t('branches.metres'), km: t('branches.km') }, htmlLang(language)),
            })}
          </span>
        )}
      </p>
      {services.length > 0 && (
        <ul className="branch-card__services" aria-label={t('branches.services')}>
          {services.map((service) => (
            <li key={service} className="branch-card__service">
              {t(service === 'BOOKING' ? 'branches.BOOKING' : `cart.service.${service}`)}
            </li>
          ))}
        </ul>
      )}
      {(branch.phone || onMap) && (
        <div className="branch-card__actions">
          {branch.phone && <PhoneLink phone={branch.phone} className="branch-card__phone" label={t('branches.call')} />}
          {onMap && (
            <Link href={paths.branchOnMap(branch.id)} className="branch-card__map-link">
              {t('branches.showOnMap')}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

/** A card's outline while the list loads: the same height, so nothing moves when the branches arrive. */
export function BranchCardSkeleton() {
  return (
    <div className="card branch-card branch-card--pending" aria-hidden="true">
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
