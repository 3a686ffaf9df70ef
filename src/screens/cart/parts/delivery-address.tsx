import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Cell } from '@/shared/ui/kit.ts';
import { chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { addressLines } from '@/entities/address/address.lib.ts';
import { rememberRedirect } from '@/shared/routing/return-to.ts';
import { paths } from '@/shared/routing/paths.ts';

/** In delivery mode the basket says where it goes: the chosen address (tap to change), or a prompt to choose one. */
export function DeliveryAddress() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const address = useAtomValue(chosenAddressAtom);
  const lines = address ? addressLines(address) : null;
  return (
    <Cell
      Component="button"
      type="button"
      className="cell-button"
      onClick={() => {
        rememberRedirect(paths.cart);
        navigate(paths.chooseAddress);
      }}
      subtitle={lines ? (lines.detail ?? t('checkout.address')) : t('checkout.addressRequired')}
      after={<span className="cart__change">{t('cart.change')}</span>}
      multiline
      data-testid="cart-address"
    >
      {lines ? lines.title : t('header.provideAddress')}
    </Cell>
  );
}
