import { Icon28LocationMapOutline } from '@vkontakte/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRadioChoice } from '@/shared/ui/radio-choice.ts';
import { useLocation, useSearch } from 'wouter';
import { hapticsAtom, historyDepth, useMainButton } from '@platform/index.ts';
import { Radio } from '@/shared/ui/kit.ts';
import { addressesAtom } from '@/entities/address/address.queries.ts';
import { chooseAddressAtom, chosenAddressAtom } from '@/entities/address/address.atoms.ts';
import { AddressItem } from '@/entities/address/address-item.ui.tsx';
import { userAtom } from '@/entities/session/session.atoms.ts';
import type { Address } from '@/shared/contract/user.ts';
import { chooseRoute, leaveAfterChoice } from '@/entities/address/address-return.lib.ts';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { paths, withSearch } from '@/shared/routing/paths.ts';
import './choose-address.css';
import { CustomerScreen } from '@/features/customer-only/customer-screen.ui.tsx';

/**
 * `/choose-address`: the delivery address among the saved ones. A tap (or Enter / Space on the focused one) chooses
 * it and goes on: to `?return=<path>`, else to a remembered path, else back. The main button, 'Add a new address',
 * opens the form, which chooses the new address once it is saved. Guests are asked to log in first.
 */
export function ChooseAddressScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const route = chooseRoute(search);
  const user = useAtomValue(userAtom);
  const here = withSearch(paths.chooseAddress, search);
  const login = useSignInThenReturn(here);
  useMainButton(
    user
      ? { text: t('address.addNew'), action: () => navigate(route.createPath) }
      : { text: t('login.title'), action: login },
  );
  return (
    <CustomerScreen
      id="choose-address"
      className="address-screen"
      title={t('address.chooseTitle')}
      returnTo={here}
      guest={{ title: t('address.guestTitle'), text: t('address.guestText') }}
    >
      <ChoiceList returnPath={route.returnPath} />
    </CustomerScreen>
  );
}

function ChoiceList({ returnPath }: { returnPath: string | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const haptics = useAtomValue(hapticsAtom);
  const chosen = useAtomValue(chosenAddressAtom);
  const choose = useSetAtom(chooseAddressAtom);
  const list = useAtomValue(addressesAtom);
  const [focused, setFocused] = useState<number | null>(null);
  const selected = focused ?? (typeof chosen?.id === 'number' ? chosen.id : null);

  const commit = (address: Address) => {
    haptics.selection();
    choose(address);
    const next = leaveAfterChoice(returnPath, historyDepth() > 0);
    if (next.kind === 'back') window.history.back();
    else navigate(next.path, { replace: true });
  };
  // A tap, Enter, Space or a screen reader's activation chooses; the arrow keys only move the selection.
  const choice = useRadioChoice(commit);

  if (!list.data) {
    if (!list.isError)
      return (
        <p className="address-screen__loading" role="status">
          {t('address.loading')}
        </p>
      );
    return <LoadFailed title={t('address.loadFailed')} query={list} />;
  }
  // 'Add a new address' is the screen's main button only: a link here too would offer the same step twice.
  if (list.data.length === 0) {
    return (
      <EmptyState
        title={t('address.emptyTitle')}
        text={t('address.emptyText')}
        icon={Icon28LocationMapOutline}
        testId="choose-address-empty"
      />
    );
  }
  return (
    <>
      <p className="choose-address__hint" id="choose-address-hint">
        {t('address.chooseHint')}
      </p>
      <div
        className="address-list"
        role="radiogroup"
        aria-labelledby="choose-address-title"
        aria-describedby="choose-address-hint"
        data-testid="choose-address-list"
      >
        {list.data.map((address) => (
          <label key={address.id} className="choose-address__option" onClick={choice(address).onClick}>
            {/* Named by the whole label (name, street, flat): two addresses called "Home" are told apart. */}
            <Radio
              name="chosen-address"
              value={String(address.id)}
              checked={selected === address.id}
              onChange={() => setFocused(address.id)}
              onKeyDown={choice(address).onKeyDown}
              onKeyUp={choice(address).onKeyUp}
              data-testid="choose-address-radio"
            />
            <AddressItem address={address} actions={null} as="div" />
          </label>
        ))}
      </div>
    </>
  );
}
