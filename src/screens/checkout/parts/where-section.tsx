import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Cell, Section } from '@/shared/ui/kit.ts';
import type { ChosenAddress } from '@/entities/address/address.atoms.ts';
import { addressFormPath } from '@/entities/address/address-return.lib.ts';
import { addressLines } from '@/entities/address/address.lib.ts';
import type { ServiceTypeChoice } from '@/entities/basket/basket.model.ts';
import type { Branch } from '@/shared/contract/branch.ts';
import type { Estimate } from '@/features/place-order/estimate.lib.ts';
import { localize } from '@/shared/lib/localize.ts';
import { rememberRedirect } from '@/shared/routing/return-to.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * The top of the checkout: where the order goes (the delivery address, or the branch for pick-up and dine-in) and
 * about when it comes. Tapping the place changes it; without an address there is one clear action to add it.
 */
export function WhereSection(props: {
  serviceType: ServiceTypeChoice;
  branch: Branch | null;
  address: ChosenAddress | null;
  /** Null when not known yet (delivery before the address and its tariff) or when the order is for later. */
  estimate: Estimate | null;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { serviceType, branch, address, estimate } = props;
  const delivery = serviceType === 'DELIVERY';
  const branchName = branch ? localize(branch.name, i18n.language) : null;
  const lines = address ? addressLines(address) : null;
  const eta = estimate && (
    <span className="checkout__eta" data-testid="checkout-estimate">
      {t(delivery ? 'checkout.etaDelivery' : 'checkout.etaReady', { from: estimate.from, to: estimate.to })}
    </span>
  );
  const change = (path: string) => () => {
    rememberRedirect(paths.checkout);
    navigate(path);
  };
  return (
    <Section header={t(`cart.service.${serviceType}`)} className="checkout__where">
      {delivery ? (
        address && lines ? (
          <Cell
            Component="button"
            type="button"
            className="cell-button"
            onClick={change(paths.chooseAddress)}
            subtitle={lines.detail}
            description={eta}
            after={<span className="checkout__change">{t('cart.change')}</span>}
            multiline
            data-testid="checkout-address"
          >
            {lines.title}
          </Cell>
        ) : (
          <div className="checkout__no-address" data-testid="checkout-address">
            <p>{t('checkout.addressRequired')}</p>
            <Button
              mode="bezeled"
              size="m"
              stretched
              onClick={change(addressFormPath({ returnTo: paths.checkout }))}
              data-testid="checkout-add-address"
            >
              {t('checkout.addAddress')}
            </Button>
          </div>
        )
      ) : (
        <Cell
          Component="button"
          type="button"
          className="cell-button"
          onClick={change(paths.chooseBranch)}
          subtitle={t('cart.branch')}
          description={eta}
          after={<span className="checkout__change">{t('cart.change')}</span>}
          multiline
          data-testid="checkout-branch"
        >
          {branchName ?? t('header.selectBranch')}
        </Cell>
      )}
      {delivery && branchName && (
        <p className="checkout__from" data-testid="checkout-branch">
          {t('checkout.fromBranch', { branch: branchName })}
        </p>
      )}
    </Section>
  );
}
