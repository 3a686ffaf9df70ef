import { Icon28Menu, Icon28SearchOutline } from '@vkontakte/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useText } from '@/shared/i18n/texts.ts';
import { Link, useLocation } from 'wouter';
import { chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { serviceTypeAtom } from '@/entities/basket/basket.atoms.ts';
import { branchAtom } from '@/entities/branch/branch.atoms.ts';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { locateOnTapAtom } from '@/features/menu/locate-branch.atoms.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import { pictureAddress, smallImageUrl } from '@/shared/lib/image-url.ts';

/**
 * The header of `/` (85 px): logo to `/`, the address/branch chip, search and the menu toggle. A guest's chip asks to
 * log in and comes back here; a signed-in customer's shows 'my address' and its name (or 'provide the address') for
 * delivery, leading to `/choose-address`, and the branch (or 'select branch') for pick-up and dine-in, leading to
 * `/choose-branch`. The chip is also where the
 * location is asked for: its first tap of a load, while the menu still shows the main branch, asks (and moves the
 * menu to the nearest branch when allowed).
 */
export function Header({ onMenu }: { onMenu: () => void }) {
  const { t, language } = useText();
  const [location] = useLocation();
  const settings = useAtomValue(settingsAtom);
  const settingsLoaded = useAtomValue(settingsLoadedAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const branch = useAtomValue(branchAtom);
  const serviceType = useAtomValue(serviceTypeAtom) ?? (settings.deliveryActive ? 'DELIVERY' : 'PICK_UP');
  const address = useAtomValue(chosenAddressAtom);
  const brand = settings.brand ?? '';
  const locateOnTap = useSetAtom(locateOnTapAtom);
  const askLocation = () => void locateOnTap(t('location.allow'));
  const signIn = useSignInThenReturn(location);
  // Only a picture address (http or https) is shown as the logo; anything else leaves the brand's name.
  const logo = pictureAddress(settings.logo);
  return (
    <header className="site-header">
      <Link href={paths.home} className="site-header__logo" aria-label={brand || t('catalogue.title')}>
        {/* Until the settings say whether there is a logo, its square holds the place, so the chip does not move. */}
        {!settingsLoaded ? (
          <span className="site-header__logo-slot skeleton" />
        ) : logo ? (
          <img src={smallImageUrl(logo, 44)} alt="" width={44} height={44} />
        ) : (
          <span className="site-header__brand">{brand}</span>
        )}
      </Link>
      {signedIn ? (
        <Link
          href={serviceType === 'DELIVERY' ? paths.chooseAddress : paths.chooseBranch}
          className="site-header__chip"
          data-testid="header-chip"
          onClick={askLocation}
        >
          {serviceType === 'DELIVERY' ? (
            <>
              <span className="site-header__chip-label">{t('header.myAddress')}</span>
              <span className="site-header__chip-value">{address ? address.name : t('header.provideAddress')}</span>
            </>
          ) : (
            <>
              <span className="site-header__chip-label">{t('header.branch')}</span>
              <span className="site-header__chip-value">
                {branch ? localize(branch.name, language) : t('header.selectBranch')}
              </span>
            </>
          )}
        </Link>
      ) : (
        <button
          type="button"
          className="site-header__chip"
          data-testid="header-chip"
          onClick={() => {
            askLocation();
            signIn();
          }}
        >
          <span className="site-header__chip-label">{t('header.delivery')}</span>
          <span className="site-header__chip-value">{t('header.enterAddress')}</span>
        </button>
      )}
      <Link
        href={paths.search}
        className="site-header__icon"
        aria-label={t('search.label')}
        data-testid="header-search"
      >
        <Icon28SearchOutline aria-hidden="true" />
      </Link>
      <button
        type="button"
        className="site-header__icon"
        aria-label={t('menu.open')}
        onClick={onMenu}
        data-testid="menu-toggle"
      >
        <Icon28Menu aria-hidden="true" />
      </button>
    </header>
  );
}
